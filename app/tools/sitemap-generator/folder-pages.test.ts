import { describe, expect, it } from "vitest";
import { folderPageList, pagePath } from "./folder-pages";
import { generateSitemap } from "./sitemap-generator";
import { DEFAULT_SITEMAP_OPTIONS } from "./sitemap-options";

const day = (iso: string) => Date.parse(iso);

describe("a folder of HTML files", () => {
  it("maps index.html to its folder's path and keeps other page names", () => {
    expect(pagePath("site/index.html")).toBe("/");
    expect(pagePath("site/blog/index.htm")).toBe("/blog/");
    expect(pagePath("site/blog/first-post.html")).toBe("/blog/first-post.html");
    expect(pagePath("site/docs/INDEX.HTML")).toBe("/docs/");
    expect(pagePath("site/reindex.html")).toBe("/reindex.html");
  });

  it("lists the pages sorted, with the file dates as lastmod, and skips other files", () => {
    const list = folderPageList([
      { relativePath: "site/blog/index.html", lastModified: day("2024-05-02T23:30:00Z") },
      { relativePath: "site/index.html", lastModified: day("2024-01-01T00:00:00Z") },
      { relativePath: "site/style.css", lastModified: 0 },
      { relativePath: "site/a,b.html", lastModified: day("2023-12-31T12:00:00Z") },
    ]);
    expect(list).toBe('/,2024-01-01\n"/a,b.html",2023-12-31\n/blog/,2024-05-02');
    const xml = generateSitemap({ ...DEFAULT_SITEMAP_OPTIONS, exclude: "", text: list }).files[0]
      .text;
    expect(xml).toContain(
      "<loc>https://example.com/a,b.html</loc>\n    <lastmod>2023-12-31</lastmod>",
    );
  });
});
