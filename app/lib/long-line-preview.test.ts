import { LONG_LINE_CHARS, PREVIEW_CHARS, hasLongLine, longLinePreview } from "./long-line-preview";

describe("hasLongLine", () => {
  it("finds a line over the limit anywhere in the text", () => {
    expect(hasLongLine("short\n" + "x".repeat(11) + "\nshort", 10)).toBe(true);
    expect(hasLongLine("short\nshort\n" + "x".repeat(11), 10)).toBe(true);
  });

  it("accepts lines of exactly the limit, however many", () => {
    expect(hasLongLine(`${"x".repeat(10)}\n`.repeat(100), 10)).toBe(false);
  });
});

describe("longLinePreview", () => {
  it("shows a result with ordinary lines whole", () => {
    const formatted = "a {\n  color: red;\n}\n".repeat(10_000);
    expect(longLinePreview(formatted)).toBeNull();
  });

  it("shows the beginning of a result that is one long line", () => {
    const minified = "a{color:red}".repeat(LONG_LINE_CHARS);
    expect(longLinePreview(minified)).toBe(minified.slice(0, PREVIEW_CHARS));
  });
});
