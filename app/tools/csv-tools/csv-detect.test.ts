import { describe, expect, it } from "vitest";
import { detectDelimiter } from "./csv-detect";

describe("detectDelimiter", () => {
  it.each([
    ["a,b,c\n1,2,3\n", ","],
    ["a;b;c\n1;2,5;3\n", ";"],
    ["a\tb\n1\t2\n", "\t"],
    ["a|b\n1|2\n", "|"],
  ])("finds the delimiter of %j", (text, expected) => {
    expect(detectDelimiter(text)).toBe(expected);
  });

  it("ignores delimiters inside quotes", () => {
    expect(detectDelimiter('name;note\n"x";"a,b,c,d"\n"y";"e,f,g"\n')).toBe(";");
  });

  it("falls back to a comma when no candidate appears", () => {
    expect(detectDelimiter("one column\nonly\n")).toBe(",");
  });
});
