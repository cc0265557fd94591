import { hasLongLine, piecesHaveLongLine } from "./long-line-preview";

describe("hasLongLine", () => {
  it("finds a line over the limit anywhere in the text", () => {
    expect(hasLongLine("short\n" + "x".repeat(11) + "\nshort", 10)).toBe(true);
    expect(hasLongLine("short\nshort\n" + "x".repeat(11), 10)).toBe(true);
    expect(hasLongLine("x".repeat(11), 10)).toBe(true);
  });

  it("accepts lines of exactly the limit, however many", () => {
    expect(hasLongLine(`${"x".repeat(10)}\n`.repeat(100), 10)).toBe(false);
  });

  it("accepts a formatted result of ordinary lines, however long the whole", () => {
    expect(hasLongLine("a {\n  color: red;\n}\n".repeat(100_000))).toBe(false);
  });
});

describe("piecesHaveLongLine", () => {
  it("counts a line that runs across pieces as one line", () => {
    expect(piecesHaveLongLine(["xxxxx", "xxxxx", "x"], 10)).toBe(true);
    expect(piecesHaveLongLine(["xxxxx", "xxxxx", "\n", "x"], 10)).toBe(false);
  });

  it("starts a new line after each line break, inside a piece or as a piece of its own", () => {
    expect(piecesHaveLongLine(["xxxxxxxx\nxxxxxxxx", "\n", "xxxxxxxx"], 10)).toBe(false);
    expect(piecesHaveLongLine(["xxxxxxxx\nxxxxxxxx", "xxx"], 10)).toBe(true);
  });

  it("reads a CodeMirror document the way it iterates: lines and breaks as separate pieces", () => {
    const lines = ["short", "y".repeat(30), "short"];
    const pieces = lines.flatMap((line, i) => (i === 0 ? [line] : ["\n", line]));
    expect(piecesHaveLongLine(pieces, 29)).toBe(true);
    expect(piecesHaveLongLine(pieces, 30)).toBe(false);
  });
});
