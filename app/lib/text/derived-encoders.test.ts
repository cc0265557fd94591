import { NOT_ENCODABLE, legacyEncoder, packedLength } from "./derived-encoders";
import {
  ReferenceDecoder,
  isSingleByteEncoding,
  referenceDecoders,
  referenceEncoder,
} from "../../../test-support/whatwg-encoding";
import { TEXT_ENCODINGS } from "./text-encodings";

const LEGACY = TEXT_ENCODINGS.filter((e) => !e.name.startsWith("UTF-")).map((e) => e.name);
const SINGLE_BYTE = LEGACY.filter(isSingleByteEncoding);
const MULTI_BYTE = LEGACY.filter((name) => !isSingleByteEncoding(name));

const pack = (bytes: number[] | null) =>
  bytes === null ? NOT_ENCODABLE : bytes.reduce((packed, byte) => packed * 256 + byte, 0);

const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;

/** Code points where the derived encoder and the standard's disagree, as "U+XXXX: got vs want". */
function disagreements(name: string, codePoints: Iterable<number>): string[] {
  const derived = legacyEncoder(name, referenceDecoders);
  const reference = referenceEncoder(name);
  const found: string[] = [];
  for (const codePoint of codePoints) {
    if (isSurrogate(codePoint)) continue;
    const got = derived(codePoint);
    const want = pack(reference(codePoint));
    if (got !== want && found.length < 5)
      found.push(`U+${codePoint.toString(16)}: ${got.toString(16)} vs ${want.toString(16)}`);
  }
  return found;
}

function* codePointsUpTo(last: number) {
  for (let codePoint = 0; codePoint <= last; codePoint++) yield codePoint;
}

describe("encoders derived from the decoder equal the WHATWG encoders", () => {
  it.each(SINGLE_BYTE)("%s, for every code point of the BMP and some beyond", (name) => {
    expect(disagreements(name, codePointsUpTo(0xffff))).toEqual([]);
    expect(disagreements(name, [0x10000, 0x1f600, 0x10ffff])).toEqual([]);
  });

  it.each(MULTI_BYTE)("%s, for every Unicode code point", (name) => {
    expect(disagreements(name, codePointsUpTo(0x10ffff))).toEqual([]);
  });
});

describe("what the standard's encoder rules add to the inverted decoder", () => {
  const bytesOf = (name: string, char: string) =>
    legacyEncoder(name, referenceDecoders)(char.codePointAt(0)!).toString(16);

  it("windows-1252 writes € as 0x80, where node's decoder would read U+0080", () => {
    expect(bytesOf("windows-1252", "€")).toBe("80");
  });

  it("Shift_JIS and EUC-JP write ¥ and ‾ as the ASCII bytes 0x5C and 0x7E", () => {
    expect(bytesOf("Shift_JIS", "¥")).toBe("5c");
    expect(bytesOf("EUC-JP", "‾")).toBe("7e");
  });

  it("Shift_JIS writes the minus sign as the full-width hyphen-minus", () => {
    expect(bytesOf("Shift_JIS", "\u2212")).toBe(bytesOf("Shift_JIS", "\uff0d"));
  });

  it("Shift_JIS writes NEC-selected IBM extensions with their IBM codes", () => {
    // U+2170 (small roman numeral one) is at pointers in both ranges; 8272–8835 is skipped.
    expect(bytesOf("Shift_JIS", "\u2170")).toBe("fa40");
  });

  it("Big5 writes the box-drawing characters it lists twice with the later code", () => {
    expect(bytesOf("Big5", "\u2550")).toBe("f9f9");
  });

  it("GBK writes € as 0x80, gb18030 as its two-byte code", () => {
    expect(bytesOf("GBK", "€")).toBe("80");
    expect(bytesOf("gb18030", "€")).toBe("a2e3");
  });

  it("gb18030 reaches every code point, GBK none beyond its two-byte table", () => {
    expect(bytesOf("gb18030", "😀")).toBe("9439fc36");
    expect(legacyEncoder("GBK", referenceDecoders)(0x1f600)).toBe(NOT_ENCODABLE);
  });

  it("gb18030 cannot write U+E5E5, whose old code now reads as U+3000", () => {
    expect(legacyEncoder("gb18030", referenceDecoders)(0xe5e5)).toBe(NOT_ENCODABLE);
    expect(bytesOf("gb18030", "\u3000")).toBe("a1a1");
  });
});

describe("packed bytes", () => {
  it("are one, two or four bytes long", () => {
    expect([0x41, 0xff, 0x8140, 0xfe39fe39].map(packedLength)).toEqual([1, 1, 2, 4]);
  });
});

describe("the reference decoder used by these tests", () => {
  // Node decodes UTF-8 and UTF-16 as the standard says; its legacy decoders are what differ.
  it.each(["UTF-8", "UTF-16LE", "UTF-16BE"])("agrees with node's %s decoder", (name) => {
    const samples = [
      [0x41, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80],
      [0xc3, 0x41, 0xe2, 0x82, 0xff, 0xed, 0xa0, 0x80, 0xf0, 0x9f],
      [0x3d, 0xd8, 0x00, 0xde, 0x00, 0xd8, 0x41, 0x00, 0x00, 0xdc, 0x41],
    ];
    for (const sample of samples) {
      const bytes = Uint8Array.from(sample);
      expect(new ReferenceDecoder(name).decode(bytes)).toBe(
        new TextDecoder(name, { ignoreBOM: true }).decode(bytes),
      );
    }
  });

  it("reads windows-1252 0x80 as € (node's decoder gives U+0080)", () => {
    expect(new ReferenceDecoder("windows-1252").decode(Uint8Array.of(0x80))).toBe("€");
  });

  it("keeps an unfinished sequence for the next call when streaming", () => {
    const decoder = new ReferenceDecoder("Shift_JIS");
    expect(decoder.decode(Uint8Array.of(0x82), { stream: true })).toBe("");
    expect(decoder.decode(Uint8Array.of(0xa0))).toBe("あ");
  });
});
