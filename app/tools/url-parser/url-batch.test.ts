import { describe, expect, it } from "vitest";
import { csvText } from "~/lib/csv/csv-table";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { BATCH_COLUMNS, batchTable, parseBatch } from "./url-batch";
import { badBaseMessage, missingSchemeMessage, portOutOfRangeMessage } from "./url-reasons";

describe("parseBatch", () => {
  it("parses one URL per line, skipping blank lines, with each invalid line's reason", () => {
    const result = parseBatch({
      text: "https://xn--fa-hia.de:8443/a?b=1#c\r\n\nhttp://x:70000/\n  example.com  ",
      base: "",
    });
    expect(result.invalid).toBe(2);
    expect(result.rows).toEqual([
      [
        "1",
        "https://xn--fa-hia.de:8443/a?b=1#c",
        "",
        "https://xn--fa-hia.de:8443/a?b=1#c",
        "https:",
        "",
        "",
        "xn--fa-hia.de",
        "faß.de",
        "8443",
        "/a",
        "?b=1",
        "#c",
      ],
      ["3", "http://x:70000/", portOutOfRangeMessage("70000"), ...Array<string>(10).fill("")],
      ["4", "example.com", missingSchemeMessage("example.com"), ...Array<string>(10).fill("")],
    ]);
  });

  it("resolves relative lines against the base", () => {
    const { rows } = parseBatch({ text: "a/b\n/c", base: "https://example.com/x/" });
    expect(rows.map((row) => row[3])).toEqual([
      "https://example.com/x/a/b",
      "https://example.com/c",
    ]);
  });

  it("refuses an invalid base once, for the whole list", () => {
    expect(thrownMessage(() => parseBatch({ text: "a", base: "nope" }))).toBe(
      badBaseMessage(missingSchemeMessage("nope")),
    );
  });

  it("writes a CSV with a header row", () => {
    const csv = csvText(batchTable(parseBatch({ text: "http://a/", base: "" })));
    expect(csv.split("\r\n")[0]).toBe(BATCH_COLUMNS.join(","));
    expect(csv.split("\r\n")[1]).toBe("1,http://a/,,http://a/,http:,,,a,a,,/,,");
  });

  it("parses 100,000 lines in well under the worker's time limit", () => {
    const text = Array.from({ length: 100_000 }, (_, i) =>
      i % 10 === 0 ? `http://bad host/${i}` : `https://example.com/p/${i}?q=${i}`,
    ).join("\n");
    const started = performance.now();
    const result = parseBatch({ text, base: "" });
    expect(result.rows).toHaveLength(100_000);
    expect(result.invalid).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
