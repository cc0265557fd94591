import { Utf8Buffer } from "./utf8-buffer";

const decode = (buffer: Utf8Buffer) => new TextDecoder().decode(buffer.view());

describe("Utf8Buffer", () => {
  it("writes ASCII, repeats and slices as UTF-8, counting UTF-16 code units", () => {
    const buffer = new Utf8Buffer(4);
    buffer.pushAscii(0x5b);
    buffer.pushRepeatedAscii(0x20, 3);
    buffer.pushSlice("xabcx", 1, 4);
    buffer.pushString("é€😀");
    expect(decode(buffer)).toBe("[   abcé€😀");
    expect(buffer.chars).toBe("[   abcé€😀".length);
    expect(buffer.length).toBe(new TextEncoder().encode("[   abcé€😀").length);
  });

  it("writes the same bytes as TextEncoder for every kind of character", () => {
    const text = "a\u007f\u0080\u07ff\u0800\uffff\ud800\udc00\udbff\udfff z";
    const buffer = new Utf8Buffer();
    buffer.pushString(text);
    expect([...buffer.view()]).toEqual([...new TextEncoder().encode(text)]);
  });

  it("writes a lone surrogate as U+FFFD, as TextEncoder and Blob do", () => {
    const buffer = new Utf8Buffer();
    buffer.pushString("a\ud800b\udc00");
    expect([...buffer.view()]).toEqual([...new TextEncoder().encode("a\ud800b\udc00")]);
    expect(decode(buffer)).toBe("a\ufffdb\ufffd");
    expect(buffer.chars).toBe(4);
  });

  it("keeps a surrogate pair split across two slices apart, like two lone surrogates", () => {
    const buffer = new Utf8Buffer();
    const emoji = "😀";
    buffer.pushSlice(emoji, 0, 1);
    buffer.pushSlice(emoji, 1, 2);
    expect(decode(buffer)).toBe("\ufffd\ufffd");
  });

  it("grows far past its first capacity", () => {
    const buffer = new Utf8Buffer(1);
    const text = "0123456789é".repeat(10_000);
    buffer.pushString(text);
    expect(decode(buffer)).toBe(text);
    expect(buffer.toString()).toBe(text);
  });

  it("is empty at first", () => {
    expect(new Utf8Buffer().toString()).toBe("");
    expect(new Utf8Buffer().chars).toBe(0);
  });
});
