import { describe, expect, it } from "vitest";
import {
  firstRefused,
  firstUnsupported,
  unsupportedMessage,
  withoutInvisible,
} from "./script-support";

/** A font with Latin, Greek and Cyrillic letters, and Hebrew ones (as DejaVu Sans has). */
const hasGlyph = (codePoint: number) =>
  codePoint < 0x0530 || (codePoint >= 0x0590 && codePoint < 0x0600);

describe("firstUnsupported", () => {
  it("passes Latin, Greek and Cyrillic text", () => {
    expect(firstUnsupported("Grüße\tΕλλάδα\nМосква\f", hasGlyph)).toBeNull();
  });

  it("names CJK, Arabic and Hebrew with their line, even where the font has the letters", () => {
    expect(firstUnsupported("a\nb\n中文", hasGlyph)).toEqual({
      script: "Chinese, Japanese or Korean (Han)",
      line: 3,
      character: "中",
      rightToLeft: false,
    });
    expect(firstUnsupported("שלום", hasGlyph)).toMatchObject({
      script: "Hebrew",
      rightToLeft: true,
    });
    expect(firstUnsupported("x مرحبا", hasGlyph)).toMatchObject({ script: "Arabic", line: 1 });
    expect(firstUnsupported("ok 😀", hasGlyph)).toMatchObject({ script: "emoji", character: "😀" });
    expect(firstUnsupported("\u0700", hasGlyph)).toMatchObject({ script: "Syriac" });
    expect(firstUnsupported("\u0600"[0] + "\u10a0", () => true)?.script).toBe("Arabic");
    expect(firstUnsupported("\u10a0", hasGlyph)).toMatchObject({ script: "U+10A0" });
  });

  it("says where and why", () => {
    expect(unsupportedMessage(firstUnsupported("a\n中", hasGlyph)!)).toBe(
      "Line 2 has Chinese, Japanese or Korean (Han) text (“中”): the PDF's fonts have no letters for it. Text to PDF writes Latin, Greek, Cyrillic, Arabic, Hebrew, Chinese, Japanese, Korean, Devanagari and Thai text and emoji; remove that part or use another tool for it.",
    );
    expect(unsupportedMessage(firstUnsupported("שלום", hasGlyph)!)).toContain(
      "Line 1 has Hebrew text (“ש”): it is written right to left in a script this tool does not lay out yet.",
    );
    expect(unsupportedMessage(firstUnsupported("\u10a0", hasGlyph)!)).toContain(
      "Line 1 has the character U+10A0 “\u10a0”",
    );
  });
});

describe("firstRefused", () => {
  it("lets Arabic, Hebrew, CJK, Devanagari, Thai, emoji and characters of no named script through to the fonts", () => {
    expect(firstRefused("مرحبا שלום 你好。「」 abc Ω \u10a0", hasGlyph)).toBeNull();
    expect(firstRefused("こんにちは カタカナ 한국어 हिन्दी ไทย 😀", hasGlyph)).toBeNull();
  });

  it("names the scripts the shaping path does not write yet, with their line", () => {
    expect(firstRefused("中文 हिन्दी\nবাংলা", hasGlyph)).toMatchObject({
      script: "Bengali",
      line: 2,
      character: "ব",
    });
    expect(firstRefused("தமிழ்", hasGlyph)?.script).toBe("Tamil");
    expect(firstRefused("\u0710", () => true)).toMatchObject({
      script: "Syriac",
      rightToLeft: true,
    });
  });

  it("lets through a character of such a script that the user's font draws (as DejaVu has ☺)", () => {
    expect(firstRefused("中文 ☺", (codePoint) => codePoint === 0x263a)).toBeNull();
  });
});

describe("withoutInvisible", () => {
  it("drops invisible control characters and keeps tabs, line ends and form feeds", () => {
    expect(withoutInvisible("a\u0000b\u0007c\td\ne\r\nf\fg\u007fh\u0085")).toEqual({
      text: "abc\td\ne\r\nf\fgh",
      leftOut: 4,
    });
  });

  it("drops zero-width and direction characters the same way, and counts them", () => {
    // Zero-width space, joiner and non-joiner, left-to-right mark, word joiner, byte order mark.
    expect(withoutInvisible("a\u200Bb\u200Dc\u200Cd\u200Ee\u2060f\uFEFFg")).toEqual({
      text: "abcdefg",
      leftOut: 6,
    });
    expect(withoutInvisible("Café")).toEqual({ text: "Café", leftOut: 0 });
  });
});

describe("unsupportedMessage", () => {
  it("names where the character is: a line, or the header", () => {
    const found = firstUnsupported("Report 🚀", (codePoint) => codePoint < 0x2000)!;
    expect(unsupportedMessage(found, "The header")).toMatch(/^The header has emoji text \(“🚀”\)/);
  });
});
