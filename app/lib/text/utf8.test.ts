import { ToolError } from "~/lib/tool-error";
import {
  characterPosition,
  decodeUtf8Strict,
  describeLocation,
  encodeUtf8Strict,
  findInvalidUtf8,
  findLoneSurrogate,
} from "./utf8";

describe("character positions", () => {
  it("counts from 1", () => {
    expect(characterPosition("abc", 0)).toBe(1);
    expect(characterPosition("abc", 2)).toBe(3);
  });

  it("counts an emoji (two UTF-16 units) as one character", () => {
    expect(characterPosition("😀x", 2)).toBe(2);
  });

  it("counts a lone surrogate as one character", () => {
    expect(characterPosition("\ud83dx", 1)).toBe(2);
  });

  it("describes a location with its line when there is one", () => {
    expect(describeLocation({ position: 7 })).toBe("position 7");
    expect(describeLocation({ position: 7, line: 3 })).toBe("line 3, position 7");
  });
});

describe("lone surrogates", () => {
  it("finds a high surrogate without its low half", () => {
    expect(findLoneSurrogate("ab\ud83dc")).toBe(2);
  });

  it("finds a low surrogate without its high half", () => {
    expect(findLoneSurrogate("\ude00")).toBe(0);
  });

  it("finds a high surrogate at the very end", () => {
    expect(findLoneSurrogate("a😀\ud83d")).toBe(3);
  });

  it("accepts complete pairs", () => {
    expect(findLoneSurrogate("😀👍🏽")).toBe(-1);
  });

  it("strict encoding names the lone surrogate and its position instead of writing U+FFFD", () => {
    const encoding = () => encodeUtf8Strict("😀a\ud800");
    expect(encoding).toThrow(ToolError);
    expect(encoding).toThrow(
      "Lone surrogate U+D800 at position 3 cannot be encoded as UTF-8: it is half of a character",
    );
  });

  it("strict encoding writes valid text as UTF-8", () => {
    expect(Array.from(encodeUtf8Strict("é€"))).toEqual([0xc3, 0xa9, 0xe2, 0x82, 0xac]);
  });
});

describe("strict decoding", () => {
  it("decodes valid UTF-8 and keeps a byte order mark", () => {
    expect(decodeUtf8Strict(Uint8Array.of(0xef, 0xbb, 0xbf, 0x68, 0x69))).toBe("\ufeffhi");
  });

  it("returns null for bytes that are not UTF-8", () => {
    expect(decodeUtf8Strict(Uint8Array.of(0x68, 0xff))).toBeNull();
  });
});

describe("finding invalid UTF-8", () => {
  it.each([
    ["valid ASCII and multi-byte text", [0x61, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80], null],
    ["a byte that never starts a character", [0x61, 0xff], { start: 1, end: 2, truncated: false }],
    ["a stray continuation byte", [0x80], { start: 0, end: 1, truncated: false }],
    ["an overlong two-byte form", [0xc0, 0xaf], { start: 0, end: 1, truncated: false }],
    ["an overlong three-byte form", [0xe0, 0x80, 0x80], { start: 0, end: 2, truncated: false }],
    ["an encoded surrogate", [0xed, 0xa0, 0x80], { start: 0, end: 2, truncated: false }],
    [
      "a code point above U+10FFFF",
      [0xf4, 0x90, 0x80, 0x80],
      { start: 0, end: 2, truncated: false },
    ],
    ["a sequence cut short by the end", [0x61, 0xe2, 0x82], { start: 1, end: 3, truncated: true }],
    ["a sequence interrupted by ASCII", [0xc3, 0x28], { start: 0, end: 2, truncated: false }],
  ])("%s", (_name, bytes, expected) => {
    expect(findInvalidUtf8(bytes)).toEqual(expected);
  });

  /** The byte sequences where findInvalidUtf8 and TextDecoder disagree on validity. */
  function disagreements(sequences: Iterable<Uint8Array>): string[] {
    const found: string[] = [];
    for (const bytes of sequences) {
      if ((findInvalidUtf8(bytes) === null) !== (decodeUtf8Strict(bytes) !== null)) {
        found.push(Array.from(bytes, (b) => b.toString(16)).join(" "));
      }
    }
    return found;
  }

  it("agrees with TextDecoder on every one- and two-byte sequence", () => {
    function* pairs() {
      for (let a = 0; a < 256; a++) for (let b = 0; b < 256; b++) yield Uint8Array.of(a, b);
    }
    expect(disagreements(pairs())).toEqual([]);
  });

  it("agrees with TextDecoder on longer sequences around every lead byte's limits", () => {
    const edges = [0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0];
    function* sequences() {
      for (let lead = 0xc0; lead < 256; lead++)
        for (const b of edges) for (const c of edges) yield Uint8Array.of(lead, b, c, 0x80);
    }
    expect(disagreements(sequences())).toEqual([]);
  });
});
