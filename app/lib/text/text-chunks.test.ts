import { isSafeTextCut, textChunks } from "./text-chunks";

const pieces = (text: string, size: number, search: number) =>
  [...textChunks(text, size, search)].map(({ start, end }) => text.slice(start, end));

describe("text chunks", () => {
  it("cover the whole text in order", () => {
    const text = "one two\nthree four five\nsix";
    expect(pieces(text, 5, 10).join("")).toBe(text);
  });

  it("cut after a line break or between a space and a printable character", () => {
    expect(isSafeTextCut("a\nb", 2)).toBe(true);
    expect(isSafeTextCut("a b", 2)).toBe(true);
    expect(isSafeTextCut("ab", 1)).toBe(false);
    expect(isSafeTextCut("a  b", 2)).toBe(false);
    expect(isSafeTextCut("a \u0301", 2)).toBe(false);
  });

  it("move a cut forward to the next safe place", () => {
    expect(pieces("abc def ghi", 2, 10)).toEqual(["abc ", "def ", "ghi"]);
  });

  it("force a cut when no safe place is near, marking it and never splitting a surrogate pair", () => {
    const text = "😀".repeat(5);
    const chunks = [...textChunks(text, 3, 2)];
    expect(chunks.map((c) => text.slice(c.start, c.end))).toEqual(["😀😀", "😀😀", "😀"]);
    expect(chunks.map((c) => c.cleanEnd)).toEqual([false, false, true]);
  });

  it("give nothing for empty text", () => {
    expect(pieces("", 4, 4)).toEqual([]);
  });
});
