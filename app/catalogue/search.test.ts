// Tool search as a user meets it: words, abbreviations, accents, and ranking that never hides a match.
import { tools } from "./index";
import { normalizeForSearch, searchTools } from "./search";
import type { ToolEntry } from "./types";

const paths = (entries: ToolEntry[]) => entries.map((t) => t.path);

describe("searchTools", () => {
  it("returns every tool in catalogue order for an empty query", () => {
    expect(searchTools("")).toEqual(tools);
  });

  it("returns every tool for a whitespace-only query", () => {
    expect(searchTools("   \t ")).toEqual(tools);
  });

  it("returns nothing for a query no tool matches", () => {
    expect(searchTools("zqxwv")).toEqual([]);
  });

  it("finds the message digester by an algorithm name it only has as a keyword", () => {
    expect(paths(searchTools("md5"))).toContain("/message-digester");
  });

  it("finds both hashing tools for sha256", () => {
    const found = paths(searchTools("sha256"));
    expect(found).toContain("/message-digester");
    expect(found).toContain("/hmac-generator");
  });

  it("finds the epoch converter by 'unix'", () => {
    expect(paths(searchTools("unix"))).toContain("/epoch-timestamp-converter");
  });

  it("finds Base64 by the JavaScript function names", () => {
    expect(paths(searchTools("atob"))).toEqual(["/base64-encoder-decoder"]);
  });

  it("never hides a tool that mentions the word anywhere", () => {
    const naive = tools.filter((t) =>
      [t.title, t.description, t.path, ...t.keywords].some((text) =>
        text.toLowerCase().includes("json"),
      ),
    );
    expect(new Set(searchTools("JSON"))).toEqual(new Set(naive));
  });

  it("requires every word of the query, in any order", () => {
    expect(paths(searchTools("yaml json"))).toEqual(["/json-to-yaml-converter"]);
  });

  it("ignores case", () => {
    expect(searchTools("REGEX")).toEqual(searchTools("regex"));
  });

  it("ignores accents", () => {
    expect(searchTools("JSÖN")).toEqual(searchTools("json"));
  });

  it("ignores punctuation between words", () => {
    expect(paths(searchTools("lorem-ipsum"))).toEqual(["/lorem-ipsum-generator"]);
  });

  it("reads '2' between words as 'to'", () => {
    expect(paths(searchTools("json2xml"))[0]).toBe("/json-to-xml-converter");
  });

  it("matches words written together or apart", () => {
    expect(paths(searchTools("time zone"))).toContain("/timezone-converter");
    expect(paths(searchTools("prettyprint"))).toContain("/json-formatter");
  });

  it("matches the path", () => {
    expect(paths(searchTools("/csv-tools"))[0]).toBe("/csv-tools");
  });

  it("ranks a title match above a keyword or description match", () => {
    const found = paths(searchTools("xml"));
    expect(found.indexOf("/xml-beautifier")).toBeLessThan(found.indexOf("/sitemap-generator"));
    expect(found.indexOf("/json-to-xml-converter")).toBeLessThan(
      found.indexOf("/xslt-transformer"),
    );
  });

  it("ranks a title starting with the query first", () => {
    expect(paths(searchTools("url"))[0]).toBe("/url-encoder-decoder");
  });

  it("searches only the entries it is given", () => {
    const formatters = tools.filter((t) => t.category === "formatters");
    expect(paths(searchTools("json", formatters))).toEqual(["/json-formatter"]);
  });
});

describe("normalizeForSearch", () => {
  it("lowercases, strips accents and collapses punctuation to single spaces", () => {
    expect(normalizeForSearch("  Crème-Brûlée,  JSON!  ")).toBe("creme brulee json");
  });

  it("keeps digits inside names such as base64 and sha256", () => {
    expect(normalizeForSearch("Base64 SHA-256")).toBe("base64 sha 256");
  });
});
