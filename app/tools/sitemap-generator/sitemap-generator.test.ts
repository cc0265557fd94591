import { describe, expect, it } from "vitest";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { NO_FIELDS } from "./sitemap-fields";
import { generateSitemap } from "./sitemap-generator";
import {
  DEFAULT_SITEMAP_OPTIONS,
  EMPTY_LIST_MESSAGE,
  SAMPLE_LIST,
  type SitemapJob,
} from "./sitemap-options";
import { SITEMAP_INDEX_MESSAGE } from "./sitemap-import";
import { NO_BASE_MESSAGE } from "./sitemap-urls";
import { writeSitemaps } from "./sitemap-xml";

const plain: SitemapJob = {
  text: "",
  base: "https://example.com/",
  slash: "keep",
  defaults: NO_FIELDS,
  rules: [],
  exclude: "",
};

const run = (text: string, options: Partial<SitemapJob> = {}) =>
  generateSitemap({ ...plain, ...options, text });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("normalisation", () => {
  it("resolves paths against the base URL, drops fragments and lowercases the host", () => {
    const result = run("/about\nblog/post#comments\nHTTPS://EXAMPLE.com/Contact");
    expect(locs(result.files[0].text)).toEqual([
      "https://example.com/about",
      "https://example.com/blog/post",
      "https://example.com/Contact",
    ]);
  });

  it("adds or removes trailing slashes by policy, never on files or the root", () => {
    const text = "/\n/docs\n/docs/intro/\n/page.html\n/a//";
    expect(locs(run(text, { slash: "add" }).files[0].text)).toEqual([
      "https://example.com/",
      "https://example.com/docs/",
      "https://example.com/docs/intro/",
      "https://example.com/page.html",
      "https://example.com/a//",
    ]);
    expect(locs(run(text, { slash: "remove" }).files[0].text)).toEqual([
      "https://example.com/",
      "https://example.com/docs",
      "https://example.com/docs/intro",
      "https://example.com/page.html",
      "https://example.com/a",
    ]);
  });

  it("deduplicates after normalisation and counts the duplicates", () => {
    const result = run("/a\n/a#top\nhttps://EXAMPLE.com/a\n/a/\n/b", { slash: "remove" });
    expect(locs(result.files[0].text)).toEqual(["https://example.com/a", "https://example.com/b"]);
    expect(result.duplicateCount).toBe(3);
  });

  it("lists other sites, other schemes and invalid lines with their line numbers and reasons", () => {
    const result = run(
      "/ok\nhttps://other.example/x\n\nmailto:a@b.c\nhttp://example.com/y\nhttp://[::1",
    );
    expect(result.invalid).toEqual([
      {
        line: 2,
        input: "https://other.example/x",
        reason:
          "Another site (other.example): a sitemap lists pages of one site, here example.com.",
      },
      {
        line: 4,
        input: "mailto:a@b.c",
        reason: "Only http and https pages go in a sitemap (this is mailto:).",
      },
      {
        line: 5,
        input: "http://example.com/y",
        reason: "Uses http: while the base URL uses https:: a sitemap's URLs share its protocol.",
      },
      { line: 6, input: "http://[::1", reason: "Not a valid URL or path." },
    ]);
    expect(result.invalidCount).toBe(4);
    expect(result.urlCount).toBe(1);
  });

  it("refuses a URL over 2,048 characters", () => {
    const result = run(`/${"a".repeat(2100)}\n/ok`);
    expect(result.invalid[0].reason).toBe("Longer than 2,048 characters, the sitemap limit.");
  });

  it("percent-encodes what WHATWG URL leaves but RFC 3986 forbids, and non-ASCII", () => {
    expect(locs(run("/a|b^c`d{e}\n/café").files[0].text)).toEqual([
      "https://example.com/a%7Cb%5Ec%60d%7Be%7D",
      "https://example.com/caf%C3%A9",
    ]);
  });

  it("escapes & < > ' \" in the XML", () => {
    // WHATWG URL percent-encodes ' " < > in a query; & reaches the XML and is escaped.
    const xml = run("/search?a=1&b='x'&c=\"y\"&d=<z>").files[0].text;
    expect(xml).toContain(
      "<loc>https://example.com/search?a=1&amp;b=%27x%27&amp;c=%22y%22&amp;d=%3Cz%3E</loc>",
    );
    const written = writeSitemaps(
      [{ ...NO_FIELDS, loc: `https://example.com/?a=<'">&` }],
      new URL("https://example.com/"),
    );
    expect(written.files[0].text).toContain(
      "<loc>https://example.com/?a=&lt;&apos;&quot;&gt;&amp;</loc>",
    );
  });
});

describe("fields, rules and exclusions", () => {
  it("reads CSV and tab-separated fields after the URL, in any order", () => {
    const result = run(
      "loc,lastmod,changefreq,priority\n/a,2024-05-01,weekly,0.8\n/b\t1\tnever\n/c,x,2024-02-29T10:30+02:00",
    );
    const xml = result.files[0].text;
    expect(xml).toContain(
      "<loc>https://example.com/a</loc>\n    <lastmod>2024-05-01</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.8</priority>",
    );
    expect(xml).toContain("<changefreq>never</changefreq>\n    <priority>1.0</priority>");
    // "x" is not a field, so the comma belongs to the URL; the time gets its seconds.
    expect(xml).toContain(
      "<loc>https://example.com/c,x</loc>\n    <lastmod>2024-02-29T10:30:00+02:00</lastmod>",
    );
  });

  it("lists a line whose field is invalid", () => {
    const result = run("/a,2023-02-29\n/b,daily,1.5\n/c");
    expect(result.invalid.map((entry) => entry.reason)).toEqual([
      '"2023-02-29" is not a date: use YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm (W3C Datetime).',
      '"1.5" is not a priority: use a number from 0.0 to 1.0.',
    ]);
  });

  it("takes a URL's own fields first, then the first matching rule's, then the defaults", () => {
    const result = run("/\n/blog/a\n/blog/b,0.2\n/about", {
      defaults: { lastmod: "2024-01-01", changefreq: "monthly", priority: "0.5" },
      rules: [
        { pattern: "/", lastmod: "", changefreq: "daily", priority: "1" },
        { pattern: "/blog/*", lastmod: "", changefreq: "weekly", priority: "0.7" },
        { pattern: "/blog/a", lastmod: "", changefreq: "hourly", priority: "" },
      ],
    });
    const blocks = result.files[0].text.split("<url>").slice(1);
    expect(blocks[0]).toContain("<changefreq>daily</changefreq>\n    <priority>1.0</priority>");
    expect(blocks[1]).toContain("<changefreq>weekly</changefreq>\n    <priority>0.7</priority>");
    expect(blocks[2]).toContain("<changefreq>weekly</changefreq>\n    <priority>0.2</priority>");
    expect(blocks[3]).toContain(
      "<lastmod>2024-01-01</lastmod>\n    <changefreq>monthly</changefreq>\n    <priority>0.5</priority>",
    );
  });

  it("names the rule whose value is invalid", () => {
    const rules = [{ pattern: "/x", lastmod: "", changefreq: "sometimes", priority: "" }];
    expect(thrownMessage(() => run("/x", { rules }))).toBe(
      'Rule 1: "sometimes" is not a change frequency: use always, hourly, daily, weekly, monthly, yearly or never.',
    );
  });

  it("leaves out excluded URLs, matching /… patterns on the path and query and others on the URL", () => {
    const result = run("/admin/login\n/a?preview=1\n/docs/file.pdf\n/keep", {
      exclude: "/admin/*\n*preview=*\n\nhttps://example.com/*.pdf",
    });
    expect(locs(result.files[0].text)).toEqual(["https://example.com/keep"]);
    expect(result.excludedCount).toBe(3);
  });

  it("writes the page's sample with the default options", () => {
    const result = generateSitemap({ ...DEFAULT_SITEMAP_OPTIONS, text: SAMPLE_LIST });
    expect(result.urlCount).toBe(5);
    expect(result.excludedCount).toBe(1);
    expect(result.robots).toBe("Sitemap: https://example.com/sitemap.xml");
  });
});

describe("output files", () => {
  it("writes one sitemap.xml up to 50,000 URLs", () => {
    const text = Array.from({ length: 50_000 }, (_, i) => `/p/${i}`).join("\n");
    const result = run(text);
    expect(result.files.map((file) => [file.name, file.count])).toEqual([["sitemap.xml", 50_000]]);
    expect(result.index).toBeNull();
  });

  it("splits at 50,000 URLs and writes an index on the base URL", () => {
    const text = Array.from({ length: 50_001 }, (_, i) => `/p/${i}`).join("\n");
    const result = run(text, { base: "https://example.com/shop/" });
    expect(result.files.map((file) => [file.name, file.count])).toEqual([
      ["sitemap-1.xml", 50_000],
      ["sitemap-2.xml", 1],
    ]);
    expect(locs(result.index!.text)).toEqual([
      "https://example.com/shop/sitemap-1.xml",
      "https://example.com/shop/sitemap-2.xml",
    ]);
    expect(result.index!.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(result.robots).toBe("Sitemap: https://example.com/shop/sitemap-index.xml");
    expect(locs(result.files[1].text)).toEqual(["https://example.com/p/50000"]);
  });

  it("splits before a file passes 50 MB", () => {
    // 30,000 URLs of ~2,000 characters: about 60 MB, so two files under 50 MB each.
    const long = "x".repeat(1990);
    const text = Array.from({ length: 30_000 }, (_, i) => `/${long}/${i}`).join("\n");
    const result = run(text);
    expect(result.files.length).toBe(2);
    for (const file of result.files) expect(file.text.length).toBeLessThanOrEqual(50 * 1024 * 1024);
    expect(result.files[0].text.length).toBeGreaterThan(50 * 1024 * 1024 - 2100);
    expect(result.files[0].count + result.files[1].count).toBe(30_000);
  });

  it("says what is missing when nothing is left to write", () => {
    expect(thrownMessage(() => run("\n# only a comment\n"))).toBe(EMPTY_LIST_MESSAGE);
    const none = run("/a\nmailto:x@y.z", { exclude: "/a" });
    expect([none.files, none.index, none.robots, none.invalidCount]).toEqual([[], null, "", 1]);
    expect(thrownMessage(() => run("/a", { base: " " }))).toBe(NO_BASE_MESSAGE);
    expect(thrownMessage(() => run("/a", { base: "ftp://example.com" }))).toBe(
      "The base URL must start with http:// or https:// (not ftp:).",
    );
  });
});

describe("importing an existing sitemap", () => {
  const existing = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/a?x=1&amp;y=2</loc><lastmod>2024-03-01</lastmod><priority>0.9</priority></url>
  <url>
    <loc><![CDATA[https://example.com/b,c]]></loc>
    <changefreq>yearly</changefreq>
  </url>
  <url><loc>https://elsewhere.example/</loc></url>
  <url><lastmod>2024-01-01</lastmod></url>
</urlset>`;

  it("reads its URLs and fields, and lists the bad ones with their lines", () => {
    const result = run(existing);
    expect(result.files[0].text).toContain(
      "<loc>https://example.com/a?x=1&amp;y=2</loc>\n    <lastmod>2024-03-01</lastmod>\n    <priority>0.9</priority>",
    );
    expect(result.files[0].text).toContain(
      "<loc>https://example.com/b,c</loc>\n    <changefreq>yearly</changefreq>",
    );
    expect(result.invalid.map((entry) => [entry.line, entry.reason])).toEqual([
      [8, "Another site (elsewhere.example): a sitemap lists pages of one site, here example.com."],
      [9, "This <url> has no <loc>."],
    ]);
  });

  it("gives the same URLs as an editable list that reads back the same", () => {
    const result = run(existing);
    expect(result.importedList).toBe(
      'https://example.com/a?x=1&y=2,2024-03-01,0.9\n"https://example.com/b,c",yearly\nhttps://elsewhere.example/',
    );
    expect(run(result.importedList!).files[0].text).toBe(result.files[0].text);
  });

  it("refuses a sitemap index and XML that is not a sitemap", () => {
    expect(thrownMessage(() => run("<sitemapindex/>"))).toBe(SITEMAP_INDEX_MESSAGE);
    expect(thrownMessage(() => run("<html><body/></html>"))).toBe(
      "This XML is not a sitemap: its root element is <html>, not <urlset>.",
    );
    expect(thrownMessage(() => run("<urlset><url></urlset>"))).toMatch(/line 1, column/);
  });
});
