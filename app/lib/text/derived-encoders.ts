// Encoders for the legacy encodings, derived at run time from the decoder (so no mapping table is
// shipped) plus the WHATWG Encoding Standard's encoder rules (file encodings).
import { type DecoderFactory, encodingInfo } from "./text-encodings";

/**
 * A character's bytes packed big-endian into one number: below 0x100 one byte, below 0x10000 two,
 * otherwise four (no encoder here writes three). NOT_ENCODABLE when the encoding cannot hold it.
 */
export type PackedBytes = number;
export const NOT_ENCODABLE = -1;

export function packedLength(packed: PackedBytes): number {
  return packed < 0x100 ? 1 : packed < 0x10000 ? 2 : 4;
}

/** Encodes one Unicode scalar value (never a surrogate: the caller reports those). */
export type CodePointEncoder = (codePoint: number) => PackedBytes;

/**
 * Code point → bytes, for the Basic Multilingual Plane in an array and the rest in a map. Zero
 * marks "none": ASCII is never looked up, so no entry is the single byte 0x00.
 */
class CodePointTable {
  private readonly basic = new Uint32Array(0x10000);
  private readonly astral = new Map<number, PackedBytes>();

  /** The standard's "index pointer" is the first pointer: sequences arrive in pointer order. */
  addFirst(codePoint: number, packed: PackedBytes) {
    if (this.get(codePoint) === NOT_ENCODABLE) this.set(codePoint, packed);
  }

  set(codePoint: number, packed: PackedBytes) {
    if (codePoint < 0x10000) this.basic[codePoint] = packed;
    else this.astral.set(codePoint, packed);
  }

  get(codePoint: number): PackedBytes {
    const packed = codePoint < 0x10000 ? this.basic[codePoint] : this.astral.get(codePoint);
    return packed ? packed : NOT_ENCODABLE;
  }
}

const SEPARATOR = 0x0a;

/**
 * Decodes each byte sequence on its own, in one call: every sequence is followed by a line feed,
 * which ends any unfinished sequence, so the output splits back into one piece per sequence.
 * Returns the code point each decodes to, or -1 where it is invalid or gives more than one.
 */
function decodeEach(
  decoders: DecoderFactory,
  encoding: string,
  sequences: readonly number[],
  sequenceLength: number,
): Int32Array {
  const count = sequences.length / sequenceLength;
  const bytes = new Uint8Array(count * (sequenceLength + 1));
  for (let s = 0, at = 0; s < count; s++) {
    for (let k = 0; k < sequenceLength; k++) bytes[at++] = sequences[s * sequenceLength + k];
    bytes[at++] = SEPARATOR;
  }
  const pieces = decoders(encoding).decode(bytes).split("\n");
  if (pieces.length !== count + 1)
    throw new Error(`The ${encoding} decoder did not keep the byte sequences apart`);
  const codePoints = new Int32Array(count);
  for (let s = 0; s < count; s++) {
    const piece = pieces[s];
    const codePoint = piece.codePointAt(0) ?? -1;
    const single = piece.length === (codePoint > 0xffff ? 2 : 1);
    codePoints[s] = single && codePoint !== 0xfffd ? codePoint : -1;
  }
  return codePoints;
}

const range = (low: number, high: number) =>
  Array.from({ length: high - low + 1 }, (_, i) => low + i);

/** Every lead × trail pair, lead-major, so pairs come in the order of their pointers. */
function pairs(leads: number[], trails: number[], keep: (pointer: number) => boolean = () => true) {
  const bytes: number[] = [];
  let pointer = 0;
  for (const lead of leads)
    for (const trail of trails) {
      if (keep(pointer)) bytes.push(lead, trail);
      pointer++;
    }
  return bytes;
}

/**
 * Inverts the decoder over `sequences`: each code point gets the first sequence giving it.
 * Returns each sequence's code point and packed bytes, for rules that prefer another one.
 */
function addDecoded(
  table: CodePointTable,
  decoders: DecoderFactory,
  encoding: string,
  sequences: number[],
  length: 1 | 2 | 4,
) {
  const codePoints = decodeEach(decoders, encoding, sequences, length);
  const packedOf = (s: number) => {
    let packed = 0;
    for (let k = 0; k < length; k++) packed = packed * 256 + sequences[s * length + k];
    return packed;
  };
  codePoints.forEach((codePoint, s) => {
    if (codePoint >= 0) table.addFirst(codePoint, packedOf(s));
  });
  return { codePoints, packedOf };
}

const isAsciiCodePoint = (codePoint: number) => codePoint < 0x80;

function singleByteEncoder(decoders: DecoderFactory, encoding: string): CodePointEncoder {
  const table = new CodePointTable();
  addDecoded(table, decoders, encoding, range(0x80, 0xff), 1);
  return (codePoint) => (isAsciiCodePoint(codePoint) ? codePoint : table.get(codePoint));
}

/** Rules the Japanese encoders share: ¥ and ‾ go to the ASCII bytes, − is sent as －. */
function japaneseEncoder(
  table: CodePointTable,
  halfWidthKatakanaLead: number,
  passThrough: (codePoint: number) => boolean,
): CodePointEncoder {
  return (codePoint) => {
    if (passThrough(codePoint)) return codePoint;
    if (codePoint === 0xa5) return 0x5c;
    if (codePoint === 0x203e) return 0x7e;
    if (codePoint >= 0xff61 && codePoint <= 0xff9f)
      return halfWidthKatakanaLead * 256 + codePoint - 0xff61 + 0xa1;
    return table.get(codePoint === 0x2212 ? 0xff0d : codePoint);
  };
}

function shiftJisEncoder(decoders: DecoderFactory): CodePointEncoder {
  const table = new CodePointTable();
  // Pointers 8272–8835 repeat IBM extensions found later (the standard's encoder skips them);
  // 8836–10715 decode to private-use characters that the encoder never writes.
  const leads = [...range(0x81, 0x9f), ...range(0xe0, 0xfc)];
  const trails = [...range(0x40, 0x7e), ...range(0x80, 0xfc)];
  const sequences = pairs(leads, trails, (pointer) => pointer < 8272 || pointer > 10715);
  addDecoded(table, decoders, "Shift_JIS", sequences, 2);
  return japaneseEncoder(table, 0, (cp) => isAsciiCodePoint(cp) || cp === 0x80);
}

function eucJpEncoder(decoders: DecoderFactory): CodePointEncoder {
  const table = new CodePointTable();
  // JIS X 0208 only: the decoder also reads JIS X 0212 (0x8F lead), which the encoder never writes.
  addDecoded(table, decoders, "EUC-JP", pairs(range(0xa1, 0xfe), range(0xa1, 0xfe)), 2);
  return japaneseEncoder(table, 0x8e, isAsciiCodePoint);
}

function eucKrEncoder(decoders: DecoderFactory): CodePointEncoder {
  const table = new CodePointTable();
  addDecoded(table, decoders, "EUC-KR", pairs(range(0x81, 0xfe), range(0x41, 0xfe)), 2);
  return (codePoint) => (isAsciiCodePoint(codePoint) ? codePoint : table.get(codePoint));
}

/** Box drawing and two ideographs Big5 lists twice: the standard's encoder takes the last. */
const BIG5_LAST_POINTER = [0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345];

function big5Encoder(decoders: DecoderFactory): CodePointEncoder {
  const table = new CodePointTable();
  // Leads below 0xA1 are the HKSCS extension, which the standard decodes but never encodes.
  const sequences = pairs(range(0xa1, 0xfe), [...range(0x40, 0x7e), ...range(0xa1, 0xfe)]);
  const { codePoints, packedOf } = addDecoded(table, decoders, "Big5", sequences, 2);
  const lastOnes = new Set(BIG5_LAST_POINTER);
  codePoints.forEach((codePoint, s) => {
    if (lastOnes.has(codePoint)) table.set(codePoint, packedOf(s));
  });
  return (codePoint) => (isAsciiCodePoint(codePoint) ? codePoint : table.get(codePoint));
}

/**
 * Private-use characters that GB18030-2005 had at these two-byte codes: the 2022 edition gave the
 * codes real characters, and the standard's encoder still writes the old characters there.
 */
const GB18030_2005_PRIVATE_USE: readonly [number, number][] = [
  [0xe78d, 0xa6d9],
  [0xe78e, 0xa6da],
  [0xe78f, 0xa6db],
  [0xe790, 0xa6dc],
  [0xe791, 0xa6dd],
  [0xe792, 0xa6de],
  [0xe793, 0xa6df],
  [0xe794, 0xa6ec],
  [0xe795, 0xa6ed],
  [0xe796, 0xa6f3],
  [0xe81e, 0xfe59],
  [0xe826, 0xfe61],
  [0xe82b, 0xfe66],
  [0xe82c, 0xfe67],
  [0xe832, 0xfe6d],
  [0xe843, 0xfe7e],
  [0xe854, 0xfe90],
  [0xe864, 0xfea0],
];

/** gb18030's code for U+FFFD: 0x84 0x31 0xA4 0x37 (pointer 39417 of the ranges index). */
export const GB18030_REPLACEMENT_CHARACTER = 0x8431a437;

/** Pointers of gb18030's four-byte codes for the Basic Multilingual Plane: 0 to 39419. */
const GB18030_BMP_FOUR_BYTE_POINTERS = 39420;
/** Four-byte codes above the BMP are linear from this pointer (the ranges index's last row). */
const GB18030_ASTRAL_POINTER = 189000;

function gb18030FourBytes(pointer: number): number[] {
  return [
    Math.floor(pointer / 12600) + 0x81,
    Math.floor((pointer % 12600) / 1260) + 0x30,
    Math.floor((pointer % 1260) / 10) + 0x81,
    (pointer % 10) + 0x30,
  ];
}

function gb18030Encoder(decoders: DecoderFactory, isGbk: boolean): CodePointEncoder {
  const table = new CodePointTable();
  // GBK and gb18030 share one decoder; GBK's encoder writes only the one- and two-byte part.
  const trails = [...range(0x40, 0x7e), ...range(0x80, 0xfe)];
  addDecoded(table, decoders, "gb18030", pairs(range(0x81, 0xfe), trails), 2);
  if (!isGbk) {
    const fourByte: number[] = [];
    for (let pointer = 0; pointer < GB18030_BMP_FOUR_BYTE_POINTERS; pointer++)
      fourByte.push(...gb18030FourBytes(pointer));
    // Two-byte codes were added first, so a character with both keeps its two-byte code.
    addDecoded(table, decoders, "gb18030", fourByte, 4);
    // Decoding cannot tell U+FFFD from an error, so its own four-byte code is set here.
    table.set(0xfffd, GB18030_REPLACEMENT_CHARACTER);
  }
  const privateUse = new Map(GB18030_2005_PRIVATE_USE);
  return (codePoint) => {
    if (isAsciiCodePoint(codePoint)) return codePoint;
    // 0xA3 0xA0 decodes to U+3000, which has its own code: U+E5E5 cannot be written.
    if (codePoint === 0xe5e5) return NOT_ENCODABLE;
    if (isGbk && codePoint === 0x20ac) return 0x80;
    const fixed = privateUse.get(codePoint);
    if (fixed !== undefined) return fixed;
    if (codePoint < 0x10000 || isGbk) return table.get(codePoint);
    const bytes = gb18030FourBytes(GB18030_ASTRAL_POINTER + codePoint - 0x10000);
    return bytes.reduce((packed, byte) => packed * 256 + byte, 0);
  };
}

const cache = new WeakMap<DecoderFactory, Map<string, CodePointEncoder>>();

/**
 * The encoder of a legacy encoding, built once per decoder factory by decoding every byte
 * sequence the encoder may write (a few milliseconds; gb18030, the largest, decodes ~63,000).
 */
export function legacyEncoder(name: string, decoders: DecoderFactory): CodePointEncoder {
  let built = cache.get(decoders);
  if (!built) cache.set(decoders, (built = new Map()));
  const known = built.get(name);
  if (known) return known;
  const encoder = buildEncoder(name, decoders);
  built.set(name, encoder);
  return encoder;
}

function buildEncoder(name: string, decoders: DecoderFactory): CodePointEncoder {
  const kind = encodingInfo(name).kind;
  switch (kind) {
    case "single-byte":
      return singleByteEncoder(decoders, name);
    case "shift_jis":
      return shiftJisEncoder(decoders);
    case "euc-jp":
      return eucJpEncoder(decoders);
    case "euc-kr":
      return eucKrEncoder(decoders);
    case "big5":
      return big5Encoder(decoders);
    case "gbk":
      return gb18030Encoder(decoders, true);
    case "gb18030":
      return gb18030Encoder(decoders, false);
  }
  throw new Error(`${name} is not a legacy encoding`);
}
