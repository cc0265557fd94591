import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  MAX_TEXT_FIELD_CHARACTERS,
  isPdfSettings,
  readDecimal,
  readSettings,
} from "./pdf-settings";
import { DEFAULT_PDF_OPTIONS, fileReadAs, hanLanguageOf } from "./pdf-options";

describe("readDecimal", () => {
  it("reads a point or a comma as the decimal mark, never as thousands", () => {
    expect(readDecimal("1.4")).toBe(1.4);
    expect(readDecimal("1,5")).toBe(1.5);
    expect(readDecimal(" 12 ")).toBe(12);
    for (const text of ["", "1.2.3", "1,000,000", "-1", "1e3", "abc", "12345"])
      expect(readDecimal(text)).toBeNull();
  });
});

describe("readSettings", () => {
  it("the defaults are the core's defaults", () => {
    expect(readSettings(DEFAULT_SETTINGS)).toEqual({ options: DEFAULT_PDF_OPTIONS, error: null });
  });

  it("names the field that is not a number or out of range", () => {
    expect(readSettings({ ...DEFAULT_SETTINGS, fontSize: "big" }).error).toBe(
      'Font size (pt): "big" is not a number.',
    );
    expect(readSettings({ ...DEFAULT_SETTINGS, tabWidth: "2.5" }).error).toBe(
      'Tab width: "2.5" is not a whole number.',
    );
    expect(readSettings({ ...DEFAULT_SETTINGS, marginMm: "61" }).error).toBe(
      "Margins (mm): from 0 to 60.",
    );
    expect(readSettings({ ...DEFAULT_SETTINGS, lineHeight: "0,5" }).error).toBe(
      "Line height: from 1 to 3.",
    );
    expect(readSettings({ ...DEFAULT_SETTINGS, lineHeight: "1,5" }).options?.lineHeight).toBe(1.5);
  });
});

describe("isPdfSettings", () => {
  it("accepts the defaults and refuses what another version may have stored", () => {
    expect(isPdfSettings(DEFAULT_SETTINGS)).toBe(true);
    expect(isPdfSettings({ ...DEFAULT_SETTINGS, pageSize: "a3" })).toBe(false);
    expect(isPdfSettings({ ...DEFAULT_SETTINGS, fontSize: 10 })).toBe(false);
    expect(isPdfSettings({ ...DEFAULT_SETTINGS, pageNumbers: "yes" })).toBe(false);
    expect(isPdfSettings(null)).toBe(false);
  });
});

describe("text fields", () => {
  it("takes a header, title and author up to the limit and names the field over it", () => {
    const long = "é".repeat(MAX_TEXT_FIELD_CHARACTERS);
    expect(readSettings({ ...DEFAULT_SETTINGS, header: long }).error).toBeNull();
    expect(readSettings({ ...DEFAULT_SETTINGS, header: `${long}x` }).error).toBe(
      `Header: at most ${MAX_TEXT_FIELD_CHARACTERS} characters (this one has 301).`,
    );
    expect(readSettings({ ...DEFAULT_SETTINGS, author: "a".repeat(100_000) }).error).toBe(
      `Author: at most ${MAX_TEXT_FIELD_CHARACTERS} characters (this one has 100,000).`,
    );
  });
});

describe("fileReadAs", () => {
  it("names the encoding, and says when the bytes are not UTF-8 whichever was used", () => {
    const read = (encoding: string, notUtf8: boolean) =>
      fileReadAs({ encoding, detected: "windows-1252", notUtf8 });
    expect(read("UTF-8", false)).toBe("the file read as UTF-8");
    expect(read("windows-1252", true)).toBe("not valid UTF-8, so the file read as windows-1252");
    expect(read("UTF-8", true)).toBe(
      "the file read as UTF-8, which it is not: the bytes UTF-8 cannot read show as �",
    );
  });
});

describe("hanLanguageOf", () => {
  it("takes the browser's first Chinese, Japanese or Korean language, Chinese otherwise", () => {
    expect(hanLanguageOf(["ja-JP", "en"])).toBe("japanese");
    expect(hanLanguageOf(["en-GB", "ko"])).toBe("korean");
    expect(hanLanguageOf(["zh-TW", "ja"])).toBe("chinese");
    expect(hanLanguageOf(["fr", "de"])).toBe("chinese");
    expect(hanLanguageOf([])).toBe("chinese");
  });
});
