import { ToolError } from "~/lib/tool-error";
import {
  BASE64_ALPHABETS,
  SECRET_LENGTH_MESSAGE,
  decodeText,
  encodeText,
  isBase64Alphabet,
  isBase64Mode,
  parseSecretLength,
  randomSecretBytes,
  runBase64Job,
} from "./base64-tool";

const standard = { alphabet: "standard", padding: true, wrapAt76: false } as const;

describe("the option lists", () => {
  it("labels the alphabets Standard and URL-safe", () => {
    expect(BASE64_ALPHABETS.map((a) => a.label)).toEqual(["Standard", "URL-safe"]);
  });

  it("recognises stored values and rejects unknown ones", () => {
    expect(isBase64Mode("decode")).toBe(true);
    expect(isBase64Mode("upload")).toBe(false);
    expect(isBase64Alphabet("url")).toBe(true);
    expect(isBase64Alphabet("base64url")).toBe(false);
  });
});

describe("text", () => {
  it("encodes text as UTF-8", () => {
    expect(encodeText("héllo €", standard)).toBe("aMOpbGxvIOKCrA==");
  });

  it("names a lone surrogate instead of encoding U+FFFD in its place", () => {
    const encoding = () => encodeText("ab\ud800", standard);
    expect(encoding).toThrow(ToolError);
    expect(encoding).toThrow(
      "Lone surrogate U+D800 at position 3 cannot be encoded as UTF-8: it is half of a character",
    );
  });

  it("decodes to text when the bytes are UTF-8", () => {
    const decoded = decodeText("aMOpbGxvIOKCrA==");
    expect(decoded.text).toBe("héllo €");
    expect(decoded.bytes.length).toBe(10);
  });

  it("decodes to bytes only when they are not UTF-8", () => {
    const decoded = decodeText("/9j/4A==");
    expect(decoded.text).toBeNull();
    expect(Array.from(decoded.bytes)).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });
});

describe("jobs (what the worker runs)", () => {
  it("encodes a file's bytes exactly, whatever they are", async () => {
    const file = new Blob([Uint8Array.of(0, 255, 128, 10)]);
    const result = await runBase64Job({
      mode: "encode",
      source: { kind: "file", file },
      options: { alphabet: "url", padding: false, wrapAt76: false },
    });
    expect(result).toEqual({ mode: "encode", base64: "AP-ACg" });
  });

  it("decodes the Base64 text of a file", async () => {
    const file = new Blob(["data:text/plain;base64,\naGk=\n"]);
    const result = await runBase64Job({ mode: "decode", source: { kind: "file", file } });
    expect(result).toMatchObject({ mode: "decode", text: "hi" });
  });

  it("encodes typed text", async () => {
    const result = await runBase64Job({
      mode: "encode",
      source: { kind: "text", text: "hi" },
      options: standard,
    });
    expect(result).toEqual({ mode: "encode", base64: "aGk=" });
  });

  it("rejects invalid Base64 with the decoder's message", async () => {
    await expect(
      runBase64Job({ mode: "decode", source: { kind: "text", text: "aG!k" } }),
    ).rejects.toThrow('Invalid Base64 character "!" at position 3');
  });
});

describe("random secrets", () => {
  it("accepts whole numbers from 1 to 4096", () => {
    expect(parseSecretLength("1")).toBe(1);
    expect(parseSecretLength(" 32 ")).toBe(32);
    expect(parseSecretLength("4096")).toBe(4096);
  });

  it.each(["0", "4097", "-1", "2.5", "1e3", "", "abc"])("rejects %j with a clear message", (v) => {
    expect(() => parseSecretLength(v)).toThrow(SECRET_LENGTH_MESSAGE);
  });

  it("says what the limits are", () => {
    expect(SECRET_LENGTH_MESSAGE).toBe("Length in bytes must be a whole number from 1 to 4096");
  });

  it("fills exactly the requested number of bytes from the given source", () => {
    const bytes = randomSecretBytes(5, (b) => b.fill(7));
    expect(Array.from(bytes)).toEqual([7, 7, 7, 7, 7]);
  });

  it("gives different secrets from crypto.getRandomValues", () => {
    const fill = (b: Uint8Array) => crypto.getRandomValues(b);
    const first = randomSecretBytes(32, fill);
    const second = randomSecretBytes(32, fill);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false);
  });
});
