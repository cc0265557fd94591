import fc from "fast-check";
import { legacyEncoder } from "./derived-encoders";
import { referenceDecoders, whatwgIndex } from "../../../test-support/whatwg-encoding";
import { decodeBytes } from "./text-decode";
import { type EncodeOptions, encodeText } from "./text-encode";
import { TEXT_ENCODINGS, sniffByteOrderMark } from "./text-encodings";

const plain: EncodeOptions = { byteOrderMark: false, unmappable: "error" };
const encode = (text: string, target: string, options: Partial<EncodeOptions> = {}) =>
  encodeText(text, target, referenceDecoders, { ...plain, ...options });
const bytesOf = (text: string, target: string, options: Partial<EncodeOptions> = {}) => [
  ...(encode(text, target, options).bytes ?? []),
];

describe("Unicode targets", () => {
  it("writes UTF-8, with the byte order mark only when asked", () => {
    expect(bytesOf("é", "UTF-8")).toEqual([0xc3, 0xa9]);
    expect(bytesOf("é", "UTF-8", { byteOrderMark: true })).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0xa9]);
  });

  it("writes UTF-16LE and UTF-16BE, astral characters as surrogate pairs", () => {
    expect(bytesOf("a😀", "UTF-16LE")).toEqual([0x61, 0x00, 0x3d, 0xd8, 0x00, 0xde]);
    expect(bytesOf("a😀", "UTF-16BE")).toEqual([0x00, 0x61, 0xd8, 0x3d, 0xde, 0x00]);
  });

  it("puts the byte order mark of each byte order first", () => {
    expect(bytesOf("a", "UTF-16LE", { byteOrderMark: true })).toEqual([0xff, 0xfe, 0x61, 0x00]);
    expect(bytesOf("a", "UTF-16BE", { byteOrderMark: true })).toEqual([0xfe, 0xff, 0x00, 0x61]);
  });

  it("treats a lone surrogate as unmappable, since it is no character", () => {
    const result = encode("a\uD800b", "UTF-8");
    expect(result).toMatchObject({ bytes: null, unmappableCount: 1 });
    expect(result.unmappable).toEqual([{ index: 1, codePoint: 0xd800 }]);
    expect(bytesOf("a\uD800b", "UTF-16LE", { unmappable: "question-mark" })).toEqual([
      0x61, 0x00, 0x3f, 0x00, 0x62, 0x00,
    ]);
  });
});

describe("legacy targets", () => {
  it("writes windows-1252 with € at 0x80", () => {
    expect(bytesOf("café €", "windows-1252")).toEqual([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]);
  });

  it("ignores the byte order mark option: legacy encodings have none", () => {
    expect(bytesOf("a", "KOI8-R", { byteOrderMark: true })).toEqual([0x61]);
  });

  it("writes Shift_JIS and gb18030 multi-byte characters", () => {
    expect(bytesOf("aあ", "Shift_JIS")).toEqual([0x61, 0x82, 0xa0]);
    expect(bytesOf("😀", "gb18030")).toEqual([0x94, 0x39, 0xfc, 0x36]);
  });
});

describe("characters the target cannot hold", () => {
  it("stop the conversion by default, counted and listed with their index", () => {
    const result = encode("a日b😀", "windows-1252");
    expect(result.bytes).toBeNull();
    expect(result.unmappableCount).toBe(2);
    expect(result.unmappable).toEqual([
      { index: 1, codePoint: 0x65e5 },
      { index: 3, codePoint: 0x1f600 },
    ]);
  });

  it("become ? when asked, one per character (an emoji is one)", () => {
    expect(bytesOf("a日😀", "windows-1252", { unmappable: "question-mark" })).toEqual([
      0x61, 0x3f, 0x3f,
    ]);
  });

  it("become HTML numeric entities when asked, as browsers send forms", () => {
    const bytes = bytesOf("日😀", "ISO-8859-2", { unmappable: "html-entity" });
    expect(String.fromCharCode(...bytes)).toBe("&#26085;&#128512;");
  });

  it("are still reported when replaced", () => {
    const result = encode("日", "windows-1252", { unmappable: "question-mark" });
    expect(result.unmappableCount).toBe(1);
    expect(result.unmappable).toHaveLength(1);
  });

  it("are all counted, and the first ones listed", () => {
    const result = encode("日".repeat(50), "windows-1252", { maxListed: 3 });
    expect(result.unmappableCount).toBe(50);
    expect(result.unmappable.map((u) => u.index)).toEqual([0, 1, 2]);
  });
});

// --- Round trips -------------------------------------------------------------------------------

/** Code points that the encoder writes and the decoder reads back as themselves. */
function roundTripRepertoire(encoding: string): number[] {
  const encoder = legacyEncoder(encoding, referenceDecoders);
  const candidates: number[] = [];
  for (let cp = 0x20; cp < 0x10000; cp++) if (cp < 0xd800 || cp > 0xdfff) candidates.push(cp);
  // Big5 reaches beyond the BMP; the others' astral characters are covered by the gb18030 rule.
  for (const cp of whatwgIndex("big5")) if (cp !== null && cp > 0xffff) candidates.push(cp);
  const kept = candidates.filter((cp) => encoder(cp) !== -1);
  const bytes = kept.flatMap((cp) => [
    ...(encode(String.fromCodePoint(cp), encoding).bytes ?? []),
    0x0a,
  ]);
  const read = referenceDecoders(encoding).decode(Uint8Array.from(bytes)).split("\n");
  return kept.filter((cp, i) => read[i] === String.fromCodePoint(cp));
}

const ROUND_TRIP_LEGACY = [
  "windows-1252",
  "KOI8-R",
  "Shift_JIS",
  "EUC-JP",
  "EUC-KR",
  "Big5",
  "GBK",
  "gb18030",
];

/** A BOM-like start would be read as a byte order mark: decoding then rightly differs. */
const startsLikeAByteOrderMark = (bytes: Uint8Array) => sniffByteOrderMark(bytes) !== null;

describe("round trips", () => {
  it.each(ROUND_TRIP_LEGACY)("%s: text of its characters decodes back unchanged", (encoding) => {
    const repertoire = roundTripRepertoire(encoding);
    expect(repertoire.length).toBeGreaterThan(90);
    const character = fc.integer({ min: 0, max: repertoire.length - 1 }).map((i) => repertoire[i]);
    fc.assert(
      fc.property(fc.array(character, { maxLength: 40 }), (codePoints) => {
        const text = String.fromCodePoint(...codePoints);
        const { bytes } = encode(text, encoding);
        expect(bytes).not.toBeNull();
        fc.pre(!startsLikeAByteOrderMark(bytes!));
        expect(decodeBytes(bytes!, encoding, referenceDecoders).text).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  const UNICODE = TEXT_ENCODINGS.filter((e) => e.name.startsWith("UTF-")).map((e) => e.name);

  it.each(UNICODE)("%s with a byte order mark: any text decodes back unchanged", (encoding) => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        const { bytes } = encode(text, encoding, { byteOrderMark: true });
        // Whatever the fallback, the byte order mark decides.
        expect(decodeBytes(bytes!, "windows-1252", referenceDecoders).text).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it.each(UNICODE)("%s without a byte order mark: text decodes back unchanged", (encoding) => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        const { bytes } = encode(text, encoding);
        fc.pre(!startsLikeAByteOrderMark(bytes!));
        expect(decodeBytes(bytes!, encoding, referenceDecoders).text).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it.each(TEXT_ENCODINGS.filter((e) => e.kind === "single-byte").map((e) => e.name))(
    "%s: every byte it defines comes back unchanged",
    (encoding) => {
      const defined = Array.from({ length: 256 }, (_, b) => b).filter(
        (b) => referenceDecoders(encoding).decode(Uint8Array.of(b)) !== "\uFFFD",
      );
      const byte = fc.integer({ min: 0, max: defined.length - 1 }).map((i) => defined[i]);
      fc.assert(
        fc.property(fc.array(byte, { maxLength: 40 }), (values) => {
          const bytes = Uint8Array.from(values);
          fc.pre(!startsLikeAByteOrderMark(bytes));
          const { text } = decodeBytes(bytes, encoding, referenceDecoders);
          expect([...(encode(text, encoding).bytes ?? [])]).toEqual(values);
        }),
        { numRuns: 100 },
      );
    },
  );
});
