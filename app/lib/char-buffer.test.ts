import { CharBuffer } from "./char-buffer";

describe("CharBuffer", () => {
  it("builds a string from codes, repeats and slices", () => {
    const buffer = new CharBuffer(4);
    buffer.pushCode(0x5b);
    buffer.pushRepeated(0x20, 3);
    buffer.pushSlice("xabcx", 1, 4);
    buffer.pushString("é😀");
    expect(buffer.toString()).toBe("[   abcé😀");
    expect(buffer.length).toBe(10);
  });

  it("grows far past its first capacity", () => {
    const buffer = new CharBuffer(1);
    const text = "0123456789".repeat(10_000);
    buffer.pushString(text);
    expect(buffer.toString()).toBe(text);
  });

  it("keeps lone surrogates, which a UTF-16 decoder would replace", () => {
    const buffer = new CharBuffer();
    buffer.pushString("a\ud800b\udc00");
    expect(buffer.toString()).toBe("a\ud800b\udc00");
  });

  it("is empty at first", () => {
    expect(new CharBuffer().toString()).toBe("");
  });
});
