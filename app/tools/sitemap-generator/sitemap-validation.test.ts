// The generated sitemaps checked by a real validator: libxml2 (xmllint-wasm) against the sitemaps.org
// schemas (schemas/sitemap.xsd for <urlset>, schemas/siteindex.xsd for <sitemapindex>).
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { NO_FIELDS } from "./sitemap-fields";
import { generateSitemap } from "./sitemap-generator";
import type { SitemapJob } from "./sitemap-options";

const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`./schemas/${name}`, import.meta.url), "utf8"),
});
const URLSET_SCHEMA = schema("sitemap.xsd");
const INDEX_SCHEMA = schema("siteindex.xsd");

/** libxml2's complaints about the documents ("" when all are valid). */
async function validationErrors(
  documents: { name: string; text: string }[],
  xsd: { fileName: string; contents: string },
): Promise<string> {
  const result = await validateXML({
    xml: documents.map((doc) => ({ fileName: doc.name, contents: doc.text })),
    schema: [xsd],
  });
  return result.valid ? "" : result.rawOutput;
}

const job = (text: string, options: Partial<SitemapJob> = {}): SitemapJob => ({
  text,
  base: "https://example.com/",
  slash: "keep",
  defaults: NO_FIELDS,
  rules: [],
  exclude: "",
  ...options,
});

describe("generated sitemaps are valid against the sitemaps.org schemas (libxml2)", () => {
  it("a urlset with every field form", async () => {
    const result = generateSitemap(
      job(
        [
          "/",
          "/a?x=1&y=2,2024-02-29,always,0",
          "/b,2024-02-29T10:30+02:00,hourly,1",
          "/c,2024-02-29T10:30:15.25Z,never,.5",
          "/d|e^f`g{h}[i]\\j,2024-12-31 23:59:59-14:00,0.75",
          "/ünïcödé/路径?q=値#frag",
          `/${"z".repeat(2000)}`,
          "https://EXAMPLE.com:443/port",
        ].join("\n"),
        { defaults: { lastmod: "", changefreq: "weekly", priority: "" } },
      ),
    );
    expect(result.invalid).toEqual([]);
    expect(await validationErrors(result.files, URLSET_SCHEMA)).toBe("");
  }, 60_000);

  it("split files and their index", async () => {
    const text = Array.from({ length: 50_010 }, (_, i) => `/item/${i}?a=${i}&b=c`).join("\n");
    const result = generateSitemap(job(text, { base: "https://example.com/shop/" }));
    expect(result.files.length).toBe(2);
    expect(await validationErrors(result.files, URLSET_SCHEMA)).toBe("");
    expect(await validationErrors([result.index!], INDEX_SCHEMA)).toBe("");
  }, 120_000);

  it("random paths, queries and fields", async () => {
    const pathChar = fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@%/?#[]|^`{}\\\" <>é中😀".split(""));
    const line = fc.tuple(
      fc.array(pathChar, { maxLength: 40 }).map((chars) => `/${chars.join("")}`),
      fc.option(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
      ),
      fc.option(fc.constantFrom("always", "daily", "yearly")),
      fc.option(fc.integer({ min: 0, max: 10 })),
    );
    const lists = fc.array(line, { minLength: 1, maxLength: 30 });
    const documents: { name: string; text: string }[] = [];
    fc.assert(
      fc.property(lists, (lines) => {
        const text = lines
          .map(([path, date, freq, priority]) =>
            [
              path.replaceAll(",", "%2C").replaceAll("\t", ""),
              date ? date.toISOString() : "",
              freq ?? "",
              priority === null ? "" : (priority / 10).toString(),
            ].join(","),
          )
          .join("\n");
        const result = generateSitemap(job(text));
        for (const file of result.files)
          documents.push({ name: `doc${documents.length}.xml`, text: file.text });
      }),
      { numRuns: 100, seed: 12 },
    );
    expect(documents.length).toBeGreaterThan(50);
    expect(await validationErrors(documents, URLSET_SCHEMA)).toBe("");
  }, 120_000);

  it("and the validator rejects what the schema forbids", async () => {
    const bad = generateSitemap(job("/a")).files[0].text.replace(
      "</loc>",
      "</loc><priority>1.5</priority>",
    );
    expect(await validationErrors([{ name: "bad.xml", text: bad }], URLSET_SCHEMA)).toContain(
      "priority",
    );
  }, 60_000);
});
