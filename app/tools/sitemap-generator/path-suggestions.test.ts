import { describe, expect, it } from "vitest";
import {
  MAX_SENT_PATHS,
  listedPaths,
  pathSuggestionMessages,
  pathsToSend,
  suggestedPaths,
  withAddedPaths,
} from "./path-suggestions";
import { SAMPLE_LIST } from "./sitemap-options";

describe("listedPaths", () => {
  it("reads paths from a list with fields, full URLs and fragments", () => {
    expect(listedPaths(SAMPLE_LIST)).toEqual([
      "/",
      "/about",
      "/blog/",
      "/blog/hello-world",
      "/contact",
      "/admin/login",
    ]);
    expect(listedPaths("https://example.com/shop?x=1\n/shop")).toEqual(["/shop"]);
  });

  it("reads a pasted sitemap", () => {
    const xml =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/docs</loc></url></urlset>';
    expect(listedPaths(xml)).toEqual(["/docs"]);
  });
});

describe("what is sent", () => {
  it("only paths, capped in number", () => {
    const paths = Array.from({ length: 1000 }, (_, i) => `/p${i}`);
    expect(pathsToSend(paths)).toHaveLength(MAX_SENT_PATHS);
    const message = pathSuggestionMessages(["/about", "/blog/"])[1].content;
    expect(message).toContain("/about\n/blog/");
  });
});

describe("suggestedPaths", () => {
  it("keeps new well-formed paths from a chatty answer, without repeats or listed ones", () => {
    const answer = [
      "This looks like a blog. Missing pages:",
      "1. /privacy - Privacy policy",
      "- `/terms`",
      "- /about/",
      "- https://example.com/faq",
      "- /privacy",
      "- /bad path",
      "- //evil.example/x",
      "- /search?q=x",
      "- Pricing page",
    ].join("\n");
    expect(suggestedPaths(answer, ["/", "/about"])).toEqual(["/privacy", "/terms", "/faq", "/bad"]);
  });
});

describe("withAddedPaths", () => {
  it("appends one path per line", () => {
    expect(withAddedPaths("/a", ["/b", "/c"])).toBe("/a\n/b\n/c");
    expect(withAddedPaths("/a\n", ["/b"])).toBe("/a\n/b");
    expect(withAddedPaths("", ["/b"])).toBe("/b");
  });
});
