// The page's line index gives the lines splitLines gives, the line the diff's numbers point at.
import { seededRandom } from "../../../test-support/random";
import { indexLines, lineAt, lineCount, splitLines } from "./text-lines";

const linesOf = (text: string) => {
  const index = indexLines(text);
  return Array.from({ length: lineCount(index) }, (_, i) => lineAt(index, i));
};

describe("indexLines", () => {
  it("finds the lines splitLines finds, with and without a final newline", () => {
    for (const text of [
      "",
      "\n",
      "\n\n",
      "a",
      "a\n",
      "a\nb",
      "a\nb\n",
      "\r\n",
      "a\r\nb\r",
      "x\n\ny",
    ])
      expect(linesOf(text), JSON.stringify(text)).toEqual(splitLines(text).lines);
  });

  it("agrees with splitLines on random texts", () => {
    const random = seededRandom(7);
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: Math.floor(random() * 30) }, () =>
        "ab\n\r é".charAt(Math.floor(random() * 6)),
      ).join("");
      expect(linesOf(text), JSON.stringify(text)).toEqual(splitLines(text).lines);
    }
  });

  it("has no line before the first or after the last", () => {
    const index = indexLines("a\nb");
    expect([lineAt(index, -1), lineAt(index, 2)]).toEqual([undefined, undefined]);
  });
});

describe("splitLines", () => {
  it("splits at LF only, and notes a last line without one (diff's \\ No newline at end of file)", () => {
    expect(splitLines("")).toEqual({ lines: [], missingFinalNewline: false });
    expect(splitLines("\n")).toEqual({ lines: [""], missingFinalNewline: false });
    expect(splitLines("a")).toEqual({ lines: ["a"], missingFinalNewline: true });
    expect(splitLines("a\n")).toEqual({ lines: ["a"], missingFinalNewline: false });
    expect(splitLines("a\r\nb\rc")).toEqual({ lines: ["a\r", "b\rc"], missingFinalNewline: true });
  });
});
