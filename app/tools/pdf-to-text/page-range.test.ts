import { describe, expect, it } from "vitest";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { pagesInRange, parsePageRange } from "./page-range";

describe("page ranges", () => {
  it("reads pages and spans as a print dialog does, in order and each once", () => {
    expect(parsePageRange("")).toBeNull();
    expect(pagesInRange(null, 3)).toEqual([1, 2, 3]);
    expect(pagesInRange(parsePageRange("1-3, 8, 10-"), 12)).toEqual([1, 2, 3, 8, 10, 11, 12]);
    expect(pagesInRange(parsePageRange("5, 2-3, 3"), 9)).toEqual([2, 3, 5]);
    expect(pagesInRange(parsePageRange("-2"), 9)).toEqual([1, 2]);
    expect(pagesInRange(parsePageRange(" 4 - 6 "), 5)).toEqual([4, 5]);
  });

  it("names the part it cannot read, and a range outside the document", () => {
    for (const bad of ["0", "3-1", "a", "1,,2", "1-2-3", "-"])
      expect(() => parsePageRange(bad)).toThrow(/^Pages: ".*" is not a page or a span of pages\./);
    expect(thrownMessage(() => parsePageRange("2, x"))).toBe(
      'Pages: "x" is not a page or a span of pages. Write it like 1-5, 8, 10-.',
    );
    expect(thrownMessage(() => pagesInRange(parsePageRange("7-9"), 5))).toBe(
      "Pages: none of the pages asked for is in this PDF (it has 5 pages).",
    );
    expect(thrownMessage(() => pagesInRange(parsePageRange("2"), 1))).toBe(
      "Pages: none of the pages asked for is in this PDF (it has 1 page).",
    );
  });
});
