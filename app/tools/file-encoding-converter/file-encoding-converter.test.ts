import { referenceDecoders } from "../../../test-support/whatwg-encoding";
import {
  type ConversionOptions,
  PREVIEW_CHARS,
  convert,
  convertedFileName,
  countLineEndings,
  describeCharacter,
  describeLineEndings,
  isUnmappableMode,
  locateIndices,
  malformedNote,
  unmappableError,
  unmappableNote,
} from "./file-encoding-converter";

const toUtf8: ConversionOptions = { target: "UTF-8", byteOrderMark: false, unmappable: "error" };
const fromBytes = (bytes: number[], encoding: string, options: Partial<ConversionOptions> = {}) =>
  convert(
    { kind: "bytes", bytes: Uint8Array.from(bytes), encoding },
    { ...toUtf8, ...options },
    referenceDecoders,
  );
const fromText = (text: string, options: Partial<ConversionOptions> = {}) =>
  convert({ kind: "text", text }, { ...toUtf8, ...options }, referenceDecoders);

describe("converting a file's bytes", () => {
  it("reads windows-1252 and writes UTF-8, with sizes and a preview", () => {
    const result = fromBytes([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80], "windows-1252");
    expect([...result.output!]).toEqual([0x43, 0x61, 0x66, 0xc3, 0xa9, 0x20, 0xe2, 0x82, 0xac]);
    expect(result).toMatchObject({ inputBytes: 6, inputCharacters: 6, preview: "Café €" });
    expect(result.decoding).toMatchObject({ encoding: "windows-1252", byteOrderMark: false });
  });

  it("lets a byte order mark override the chosen source encoding", () => {
    const result = fromBytes([0xfe, 0xff, 0x00, 0x41], "Shift_JIS");
    expect(result.decoding).toMatchObject({ encoding: "UTF-16BE", byteOrderMark: true });
    expect(result.preview).toBe("A");
  });

  it("reports malformed input bytes and converts U+FFFD in their place", () => {
    const result = fromBytes([0x41, 0xff, 0x42], "UTF-8");
    expect(result.decoding).toMatchObject({
      malformedCount: 1,
      malformed: [{ offset: 1, byte: 0xff }],
    });
    expect(result.preview).toBe("A\uFFFDB");
  });

  it("gives a file's own bytes back when the target is its encoding", () => {
    const bytes = [0x82, 0xa0, 0x0d, 0x0a, 0x61];
    expect([...fromBytes(bytes, "Shift_JIS", { target: "Shift_JIS" }).output!]).toEqual(bytes);
  });
});

describe("converting pasted text", () => {
  it("writes UTF-16LE with a byte order mark when asked", () => {
    const result = fromText("hi", { target: "UTF-16LE", byteOrderMark: true });
    expect([...result.output!]).toEqual([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00]);
    expect(result).toMatchObject({ inputBytes: null, decoding: null, preview: "hi" });
  });

  it("stops on characters the target cannot hold, saying where they are", () => {
    const result = fromText("ok\r\nx日本", { target: "windows-1252" });
    expect(result.output).toBeNull();
    expect(result.unmappableCount).toBe(2);
    expect(result.unmappable).toEqual([
      { line: 2, column: 2, codePoint: 0x65e5 },
      { line: 2, column: 3, codePoint: 0x672c },
    ]);
  });

  it("replaces them when asked, and the preview shows the replacement", () => {
    expect(fromText("a日", { target: "KOI8-R", unmappable: "question-mark" }).preview).toBe("a?");
    expect(fromText("a日", { target: "KOI8-R", unmappable: "html-entity" }).preview).toBe(
      "a&#26085;",
    );
  });

  it("previews how the bytes read back, not the text that went in", () => {
    // The standard's Shift_JIS encoder writes ¥ as 0x5C, which reads back as a backslash.
    expect(fromText("¥100", { target: "Shift_JIS" }).preview).toBe("\\100");
  });

  it("previews the first 100,000 characters of a long result and downloads all of it", () => {
    const result = fromText("ab".repeat(PREVIEW_CHARS), { target: "UTF-16BE" });
    expect(result.preview).toHaveLength(PREVIEW_CHARS);
    expect(result.previewTruncated).toBe(true);
    expect(result.output).toHaveLength(4 * PREVIEW_CHARS);
  });

  it("never cuts the preview in the middle of an emoji", () => {
    const result = fromText("a" + "😀".repeat(PREVIEW_CHARS));
    expect(result.preview).toHaveLength(PREVIEW_CHARS - 1);
    expect(result.preview.endsWith("😀")).toBe(true);
  });
});

describe("line endings", () => {
  it.each([
    ["a\nb\n", "LF (Unix, macOS)"],
    ["a\r\nb\r\n", "CRLF (Windows)"],
    ["a\rb", "CR (classic Mac OS)"],
    ["a\r\nb\nc\r\n", "mixed: 2 CRLF, 1 LF"],
    ["one line", "none (one line)"],
  ])("%j has %s", (text, described) => {
    expect(describeLineEndings(countLineEndings(text))).toBe(described);
  });

  it("counts CR LF as one ending, not as a CR and an LF", () => {
    expect(countLineEndings("\r\n\r\n\n\r")).toEqual({ crlf: 2, lf: 1, cr: 1 });
  });
});

describe("positions", () => {
  it("gives line and column of several indices, across every kind of line break", () => {
    const text = "ab\r\ncd\nef\rgh";
    const indices = [1, 5, 8, 11];
    expect(locateIndices(text, indices)).toEqual([
      { line: 1, column: 2 },
      { line: 2, column: 2 },
      { line: 3, column: 2 },
      { line: 4, column: 2 },
    ]);
  });

  it("shows a visible character with its code point, an invisible one by code point only", () => {
    expect(describeCharacter(0x65e5)).toBe('"日" U+65E5');
    expect(describeCharacter(0x1f600)).toBe('"😀" U+1F600');
    expect(describeCharacter(0x09)).toBe("U+0009");
    expect(describeCharacter(0xa0)).toBe("U+00A0");
    expect(describeCharacter(0xd800)).toBe("U+D800");
  });
});

describe("messages", () => {
  const listed = [{ line: 2, column: 3, codePoint: 0x65e5 }];

  it("the stop error counts, names the target, says how to go on and lists the places", () => {
    expect(unmappableError(3, "windows-1252", listed)).toBe(
      '3 characters cannot be encoded in windows-1252. To convert anyway, choose "Replace with ?" or "HTML numeric entity" under Unmappable characters.\nLine 2, column 3: "日" U+65E5\n…and 2 more',
    );
  });

  it("the replacement note says what was written instead", () => {
    expect(unmappableNote(1, "KOI8-R", "question-mark", listed)).toBe(
      '1 character cannot be encoded in KOI8-R and was replaced with "?".\nLine 2, column 3: "日" U+65E5',
    );
    expect(unmappableNote(2, "KOI8-R", "html-entity", listed).split("\n")[0]).toBe(
      "2 characters cannot be encoded in KOI8-R and were written as HTML numeric entities (&#…;).",
    );
  });

  it("the malformed-input note gives offsets and bytes, and the replacement", () => {
    expect(malformedNote(1, "UTF-8", [{ offset: 1234, byte: 0xe9 }])).toBe(
      "1 malformed byte sequence in the input, read as UTF-8: each was replaced with U+FFFD (�). Another source encoding may read the file correctly.\nByte offset 1,234: 0xE9",
    );
  });
});

describe("the downloaded file's name", () => {
  it.each([
    ["notes.txt", "windows-1252", "notes.windows-1252.txt"],
    ["README", "UTF-8", "README.utf-8"],
    ["data.windows-1252.csv", "UTF-8", "data.utf-8.csv"],
    ["archive.tar.txt", "Shift_JIS", "archive.tar.shift_jis.txt"],
    [".env", "UTF-16LE", ".env.utf-16le"],
    [null, "EUC-KR", "converted.euc-kr.txt"],
  ])("%s in %s is %s", (original, target, expected) => {
    expect(convertedFileName(original, target)).toBe(expected);
  });
});

it("recognises the stored unmappable modes and rejects others", () => {
  expect(isUnmappableMode("html-entity")).toBe(true);
  expect(isUnmappableMode("drop")).toBe(false);
});
