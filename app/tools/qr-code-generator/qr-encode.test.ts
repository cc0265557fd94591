import fc from "fast-check";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { loneSurrogateMessage } from "~/lib/text/utf8";
import { NOTHING_TO_ENCODE_MESSAGE, encodeQr, tooMuchDataMessage } from "./qr-encode";
import { type ErrorCorrectionLevel, MAX_BYTES, MAX_DIGITS } from "./qr-options";
import { decodeMatrix, utf8 } from "../../../test-support/qr-code-generator/qr-test-decode";

const LEVELS: ErrorCorrectionLevel[] = ["L", "M", "Q", "H"];

const SAMPLES: [string, string][] = [
  ["ASCII", "Hello, World! https://example.com/?q=1&lang=en"],
  ["accented text", "Crème brûlée, déjà vu, Ångström, façade"],
  ["emoji", "👍🏽 👨‍👩‍👧‍👦 🇫🇷 ✅"],
  ["CJK", "日本語のテキスト、中文文本，한국어 텍스트"],
  ["digits and capitals mixed with lower case", "ORDER 12345678 shipped to Zoë, BOX 42/7"],
  ["control characters and line breaks", "a\u0000b\u0001\r\n\ttab\u007f\n"],
];

describe("round trip through a standard decoder", () => {
  describe.each(LEVELS)("at error correction level %s", (level) => {
    it.each(SAMPLES)("gives back the UTF-8 bytes of %s", (_, text) => {
      expect(decodeMatrix(encodeQr(text, level))).toEqual(utf8(text));
    });
  });

  it("gives back the UTF-8 bytes of any Unicode string, at any level", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", minLength: 1, maxLength: 150 }),
        fc.constantFrom(...LEVELS),
        (text, level) => {
          expect(decodeMatrix(encodeQr(text, level))).toEqual(utf8(text));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("gives back the UTF-8 bytes of strings of whole graphemes (emoji sequences, accents)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }), (text) => {
        expect(decodeMatrix(encodeQr(text, "M"))).toEqual(utf8(text));
      }),
      { numRuns: 100 },
    );
  });

  it("holds a full version 40 code at the level's byte capacity", () => {
    const text = "x".repeat(MAX_BYTES.L);
    const symbol = encodeQr(text, "L");
    expect(symbol.version).toBe(40);
    expect(decodeMatrix(symbol)).toEqual(utf8(text));
  });
});

describe("the symbol", () => {
  it("reports the version, its module count and the byte count", () => {
    const symbol = encodeQr("Hello", "M");
    expect(symbol).toMatchObject({
      version: 1,
      size: 21,
      byteLength: 5,
      level: "M",
      text: "Hello",
    });
    expect(symbol.modules).toHaveLength(21 * 21);
  });

  it("counts bytes, not characters", () => {
    expect(encodeQr("é👍", "M").byteLength).toBe(6);
  });

  it("uses the smallest version: a higher level needs a larger code for the same text", () => {
    const text = "The quick brown fox jumps over the lazy dog. ".repeat(3);
    const versions = LEVELS.map((level) => encodeQr(text, level).version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions[3]).toBeGreaterThan(versions[0]);
  });

  it("packs digits tighter than bytes: 30 digits fit version 1 at level L", () => {
    // Version 1-L holds 17 bytes, but 41 digits in numeric mode.
    expect(encodeQr("1".repeat(30), "L").version).toBe(1);
  });

  it("is the same every time for the same text and level", () => {
    expect(encodeQr("stable", "Q").modules).toEqual(encodeQr("stable", "Q").modules);
  });
});

describe("too much data", () => {
  it.each(LEVELS)("level %s takes exactly its version 40 byte capacity", (level) => {
    expect(encodeQr("x".repeat(MAX_BYTES[level]), level).version).toBe(40);
  });

  it.each(LEVELS)("level %s refuses one byte more, naming the count and the maximum", (level) => {
    const bytes = MAX_BYTES[level] + 1;
    expect(thrownMessage(() => encodeQr("x".repeat(bytes), level))).toBe(
      tooMuchDataMessage(bytes, level),
    );
  });

  it("says how many bytes were given and the maximum for the level, with advice", () => {
    expect(tooMuchDataMessage(2332, "M")).toBe(
      "Too much data for a QR code: 2,332 bytes, but at error correction level M a QR code holds at most 2,331 bytes. To fit, choose a lower level or shorten the text.",
    );
  });

  it("only advises shortening at level L, the lowest", () => {
    expect(tooMuchDataMessage(3000, "L")).toMatch(
      /holds at most 2,953 bytes\. To fit, shorten the text\.$/,
    );
  });

  it.each(LEVELS)("level %s holds its version 40 count of digits, not one more", (level) => {
    expect(encodeQr("1".repeat(MAX_DIGITS[level]), level).version).toBe(40);
    const digits = MAX_DIGITS[level] + 1;
    expect(thrownMessage(() => encodeQr("1".repeat(digits), level))).toBe(
      tooMuchDataMessage(digits, level),
    );
  });

  it("refuses 100,000 characters at once, before looking for the best segments", () => {
    // qrcode's segment optimisation took over 10 minutes on this.
    const text = ("<![CDATA[" + "x ".repeat(50_000)).slice(0, 100_000);
    const started = performance.now();
    expect(thrownMessage(() => encodeQr(text, "L"))).toBe(tooMuchDataMessage(100_000, "L"));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("counts multi-byte characters as their UTF-8 bytes", () => {
    // 1,166 "é" are 2,332 bytes: one more than level M holds.
    expect(thrownMessage(() => encodeQr("é".repeat(1166), "M"))).toBe(
      tooMuchDataMessage(2332, "M"),
    );
  });
});

describe("text that cannot be encoded", () => {
  it("refuses a lone surrogate instead of storing a replacement character", () => {
    expect(thrownMessage(() => encodeQr("ab\uD83D", "M"))).toBe(
      loneSurrogateMessage(0xd83d, { position: 3 }),
    );
  });

  it("refuses empty text", () => {
    expect(thrownMessage(() => encodeQr("", "M"))).toBe(NOTHING_TO_ENCODE_MESSAGE);
  });
});
