// A reference implementation of the WHATWG Encoding Standard's decoders and legacy encoders, read
// from the index files in ../shared/conformance/whatwg-encoding, in place. Test-only: node's own
// TextDecoder does not follow the standard for legacy encodings (windows-1252 0x80 gives U+0080).
import { readFileSync } from "node:fs";
import path from "node:path";

type Index = (number | null)[];

function conformancePath(name: string): string {
  return path.resolve(process.cwd(), "../shared/conformance/whatwg-encoding", name);
}

let indexes: Record<string, unknown> | undefined;

/** One index of indexes.json, e.g. "jis0208" or "windows-1252". */
export function whatwgIndex(name: string): Index {
  indexes ??= JSON.parse(readFileSync(conformancePath("indexes.json"), "utf8")) as Record<
    string,
    unknown
  >;
  const index = indexes[name];
  if (!Array.isArray(index)) throw new Error(`No index ${name}`);
  return index as Index;
}

const gb18030Ranges = () => whatwgIndex("gb18030-ranges") as unknown as [number, number][];

interface EncodingGroup {
  heading: string;
  encodings: { name: string; labels: string[] }[];
}

let encodingGroups: EncodingGroup[] | undefined;

/** The standard's encodings with their labels (encodings.json). */
export function whatwgEncodings(): EncodingGroup[] {
  encodingGroups ??= JSON.parse(
    readFileSync(conformancePath("encodings.json"), "utf8"),
  ) as EncodingGroup[];
  return encodingGroups;
}

/** The standard's name for a label ("latin1" → "windows-1252"), or null. */
export function encodingNameForLabel(label: string): string | null {
  const wanted = label.trim().toLowerCase();
  for (const group of whatwgEncodings())
    for (const encoding of group.encodings)
      if (encoding.labels.includes(wanted) || encoding.name.toLowerCase() === wanted)
        return encoding.name;
  return null;
}

export function isSingleByteEncoding(name: string): boolean {
  return whatwgEncodings()
    .find((group) => group.heading === "Legacy single-byte encodings")!
    .encodings.some((encoding) => encoding.name === name);
}

// --- Decoders: one handler per byte, as the standard writes them -------------------------------

const END = -1;
const ERROR = -2;
const CONTINUE = -3;

/** What a handler returns: code points, ERROR, CONTINUE or END; `restore` puts bytes back in front. */
interface Handler {
  (byte: number, restore: (...bytes: number[]) => void): number | number[];
}

const inRange = (byte: number, low: number, high: number) => byte >= low && byte <= high;
const isAscii = (byte: number) => byte >= 0 && byte <= 0x7f;

function utf8Handler(): Handler {
  let codePoint = 0;
  let bytesSeen = 0;
  let bytesNeeded = 0;
  let lower = 0x80;
  let upper = 0xbf;
  return (byte, restore) => {
    if (byte === END) {
      if (bytesNeeded === 0) return END;
      bytesNeeded = 0;
      return ERROR;
    }
    if (bytesNeeded === 0) {
      if (isAscii(byte)) return byte;
      if (inRange(byte, 0xc2, 0xdf)) {
        bytesNeeded = 1;
        codePoint = byte & 0x1f;
      } else if (inRange(byte, 0xe0, 0xef)) {
        if (byte === 0xe0) lower = 0xa0;
        if (byte === 0xed) upper = 0x9f;
        bytesNeeded = 2;
        codePoint = byte & 0xf;
      } else if (inRange(byte, 0xf0, 0xf4)) {
        if (byte === 0xf0) lower = 0x90;
        if (byte === 0xf4) upper = 0x8f;
        bytesNeeded = 3;
        codePoint = byte & 0x7;
      } else return ERROR;
      return CONTINUE;
    }
    if (!inRange(byte, lower, upper)) {
      codePoint = bytesNeeded = bytesSeen = 0;
      lower = 0x80;
      upper = 0xbf;
      restore(byte);
      return ERROR;
    }
    lower = 0x80;
    upper = 0xbf;
    codePoint = (codePoint << 6) | (byte & 0x3f);
    bytesSeen++;
    if (bytesSeen !== bytesNeeded) return CONTINUE;
    const result = codePoint;
    codePoint = bytesNeeded = bytesSeen = 0;
    return result;
  };
}

function utf16Handler(bigEndian: boolean): Handler {
  let leadByte: number | null = null;
  let leadSurrogate: number | null = null;
  return (byte, restore) => {
    if (byte === END) {
      if (leadByte === null && leadSurrogate === null) return END;
      leadByte = leadSurrogate = null;
      return ERROR;
    }
    if (leadByte === null) {
      leadByte = byte;
      return CONTINUE;
    }
    const codeUnit = bigEndian ? (leadByte << 8) + byte : (byte << 8) + leadByte;
    leadByte = null;
    if (leadSurrogate !== null) {
      const lead = leadSurrogate;
      leadSurrogate = null;
      if (inRange(codeUnit, 0xdc00, 0xdfff))
        return 0x10000 + ((lead - 0xd800) << 10) + (codeUnit - 0xdc00);
      const high = codeUnit >> 8;
      const low = codeUnit & 0xff;
      if (bigEndian) restore(high, low);
      else restore(low, high);
      return ERROR;
    }
    if (inRange(codeUnit, 0xd800, 0xdbff)) {
      leadSurrogate = codeUnit;
      return CONTINUE;
    }
    if (inRange(codeUnit, 0xdc00, 0xdfff)) return ERROR;
    return codeUnit;
  };
}

function singleByteHandler(index: Index): Handler {
  return (byte) => {
    if (byte === END) return END;
    if (isAscii(byte)) return byte;
    return index[byte - 0x80] ?? ERROR;
  };
}

/** The last row of the ranges index that `fits` (rows ascend in both columns): a binary search. */
function lastRangeWhere(fits: (range: [number, number]) => boolean): [number, number] {
  const ranges = gb18030Ranges();
  let low = 0;
  let high = ranges.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(ranges[middle])) low = middle;
    else high = middle - 1;
  }
  return ranges[low];
}

function gb18030RangesCodePoint(pointer: number): number | null {
  if ((pointer > 39419 && pointer < 189000) || pointer > 1237575) return null;
  if (pointer === 7457) return 0xe7c7;
  const [rangePointer, rangeCodePoint] = lastRangeWhere((range) => range[0] <= pointer);
  return rangeCodePoint + pointer - rangePointer;
}

function gb18030Handler(): Handler {
  const index = whatwgIndex("gb18030");
  let first = 0;
  let second = 0;
  let third = 0;
  return (byte, restore) => {
    if (byte === END) {
      if (first === 0 && second === 0 && third === 0) return END;
      first = second = third = 0;
      return ERROR;
    }
    if (third !== 0) {
      if (!inRange(byte, 0x30, 0x39)) {
        restore(second, third, byte);
        first = second = third = 0;
        return ERROR;
      }
      const pointer =
        ((first - 0x81) * 10 + second - 0x30) * 126 * 10 + (third - 0x81) * 10 + byte - 0x30;
      first = second = third = 0;
      return gb18030RangesCodePoint(pointer) ?? ERROR;
    }
    if (second !== 0) {
      if (inRange(byte, 0x81, 0xfe)) {
        third = byte;
        return CONTINUE;
      }
      restore(second, byte);
      first = second = 0;
      return ERROR;
    }
    if (first !== 0) {
      if (inRange(byte, 0x30, 0x39)) {
        second = byte;
        return CONTINUE;
      }
      const lead = first;
      first = 0;
      const offset = byte < 0x7f ? 0x40 : 0x41;
      const pointer =
        inRange(byte, 0x40, 0x7e) || inRange(byte, 0x80, 0xfe)
          ? (lead - 0x81) * 190 + (byte - offset)
          : null;
      const codePoint = pointer === null ? null : index[pointer];
      if (codePoint !== null && codePoint !== undefined) return codePoint;
      if (isAscii(byte)) restore(byte);
      return ERROR;
    }
    if (isAscii(byte)) return byte;
    if (byte === 0x80) return 0x20ac;
    if (inRange(byte, 0x81, 0xfe)) {
      first = byte;
      return CONTINUE;
    }
    return ERROR;
  };
}

/**
 * The shape the standard's Big5, Shift_JIS and EUC-KR decoders share: `single` reads a byte on its
 * own (or says it is a lead byte), `pair` reads a lead and the byte after it. A failed pair puts
 * back an ASCII second byte, which is then read on its own.
 */
function leadByteHandler(
  single: (byte: number) => number | null | "lead",
  pair: (lead: number, byte: number) => number | number[] | null,
): Handler {
  let lead = 0;
  return (byte, restore) => {
    if (byte === END) {
      if (lead === 0) return END;
      lead = 0;
      return ERROR;
    }
    if (lead !== 0) {
      const result = pair(lead, byte);
      lead = 0;
      if (result !== null) return result;
      if (isAscii(byte)) restore(byte);
      return ERROR;
    }
    const result = single(byte);
    if (result !== "lead") return result ?? ERROR;
    lead = byte;
    return CONTINUE;
  };
}

const codePointAt = (index: Index, pointer: number | null) =>
  pointer === null ? null : (index[pointer] ?? null);

function big5Handler(): Handler {
  const index = whatwgIndex("big5");
  const pairs: Record<number, number[]> = {
    1133: [0x00ca, 0x0304],
    1135: [0x00ca, 0x030c],
    1164: [0x00ea, 0x0304],
    1166: [0x00ea, 0x030c],
  };
  return leadByteHandler(
    (byte) => (isAscii(byte) ? byte : inRange(byte, 0x81, 0xfe) ? "lead" : null),
    (lead, byte) => {
      const offset = byte < 0x7f ? 0x40 : 0x62;
      const pointer =
        inRange(byte, 0x40, 0x7e) || inRange(byte, 0xa1, 0xfe)
          ? (lead - 0x81) * 157 + (byte - offset)
          : null;
      if (pointer !== null && pairs[pointer]) return pairs[pointer];
      return codePointAt(index, pointer);
    },
  );
}

function eucJpHandler(): Handler {
  const jis0208 = whatwgIndex("jis0208");
  const jis0212 = whatwgIndex("jis0212");
  let useJis0212 = false;
  let lead = 0;
  return (byte, restore) => {
    if (byte === END) {
      if (lead === 0) return END;
      lead = 0;
      return ERROR;
    }
    if (lead === 0x8e && inRange(byte, 0xa1, 0xdf)) {
      lead = 0;
      return 0xff61 - 0xa1 + byte;
    }
    if (lead === 0x8f && inRange(byte, 0xa1, 0xfe)) {
      useJis0212 = true;
      lead = byte;
      return CONTINUE;
    }
    if (lead !== 0) {
      const l = lead;
      lead = 0;
      let codePoint: number | null = null;
      if (inRange(l, 0xa1, 0xfe) && inRange(byte, 0xa1, 0xfe))
        codePoint = (useJis0212 ? jis0212 : jis0208)[(l - 0xa1) * 94 + byte - 0xa1] ?? null;
      useJis0212 = false;
      if (codePoint !== null) return codePoint;
      if (isAscii(byte)) restore(byte);
      return ERROR;
    }
    if (isAscii(byte)) return byte;
    if (byte === 0x8e || byte === 0x8f || inRange(byte, 0xa1, 0xfe)) {
      lead = byte;
      return CONTINUE;
    }
    return ERROR;
  };
}

function shiftJisHandler(): Handler {
  const jis0208 = whatwgIndex("jis0208");
  return leadByteHandler(
    (byte) => {
      if (isAscii(byte) || byte === 0x80) return byte;
      if (inRange(byte, 0xa1, 0xdf)) return 0xff61 - 0xa1 + byte;
      return inRange(byte, 0x81, 0x9f) || inRange(byte, 0xe0, 0xfc) ? "lead" : null;
    },
    (lead, byte) => {
      const offset = byte < 0x7f ? 0x40 : 0x41;
      const leadOffset = lead < 0xa0 ? 0x81 : 0xc1;
      const pointer =
        inRange(byte, 0x40, 0x7e) || inRange(byte, 0x80, 0xfc)
          ? (lead - leadOffset) * 188 + byte - offset
          : null;
      if (pointer !== null && inRange(pointer, 8836, 10715)) return 0xe000 - 8836 + pointer;
      return codePointAt(jis0208, pointer);
    },
  );
}

function eucKrHandler(): Handler {
  const index = whatwgIndex("euc-kr");
  return leadByteHandler(
    (byte) => (isAscii(byte) ? byte : inRange(byte, 0x81, 0xfe) ? "lead" : null),
    (lead, byte) =>
      codePointAt(index, inRange(byte, 0x41, 0xfe) ? (lead - 0x81) * 190 + (byte - 0x41) : null),
  );
}

function handlerFor(name: string): Handler {
  switch (name) {
    case "UTF-8":
      return utf8Handler();
    case "UTF-16LE":
      return utf16Handler(false);
    case "UTF-16BE":
      return utf16Handler(true);
    case "gb18030":
    case "GBK":
      return gb18030Handler();
    case "Big5":
      return big5Handler();
    case "EUC-JP":
      return eucJpHandler();
    case "Shift_JIS":
      return shiftJisHandler();
    case "EUC-KR":
      return eucKrHandler();
  }
  if (isSingleByteEncoding(name)) return singleByteHandler(whatwgIndex(name.toLowerCase()));
  throw new Error(`The reference has no decoder for ${name}`);
}

/**
 * TextDecoder's behaviour (non-fatal, BOM kept) over the reference handlers, streaming included:
 * decode(bytes, { stream: true }) keeps an unfinished sequence for the next call.
 */
export class ReferenceDecoder {
  private handler: Handler;
  private flushed = true;

  constructor(private readonly encoding: string) {
    const name = encodingNameForLabel(encoding);
    if (!name) throw new RangeError(`Unknown encoding label ${encoding}`);
    this.encoding = name;
    this.handler = handlerFor(name);
  }

  decode(input: Uint8Array = new Uint8Array(0), options: { stream?: boolean } = {}): string {
    if (this.flushed) this.handler = handlerFor(this.encoding);
    this.flushed = !options.stream;
    const queue: number[] = [];
    let next = 0;
    let out = "";
    const restore = (...bytes: number[]) => queue.unshift(...bytes);
    const emit = (result: number | number[]) => {
      if (result === ERROR) out += "\uFFFD";
      else if (Array.isArray(result)) out += String.fromCodePoint(...result);
      else if (result >= 0) out += String.fromCodePoint(result);
    };
    for (;;) {
      const byte = queue.length > 0 ? queue.shift()! : next < input.length ? input[next++] : null;
      if (byte === null) break;
      emit(this.handler(byte, restore));
    }
    if (!options.stream) {
      for (;;) {
        const result = this.handler(END, restore);
        if (result === END) break;
        emit(result);
        // An error at the end may have restored bytes: decode them before looking again.
        while (queue.length > 0) emit(this.handler(queue.shift()!, restore));
      }
    }
    return out;
  }
}

export const referenceDecoders = (encoding: string) => new ReferenceDecoder(encoding);

// --- Encoders: the standard's legacy encoders, code point by code point ------------------------

/** The first pointer of each code point in an index (the standard's "index pointer"). */
function firstPointers(index: Index, skip?: (pointer: number) => boolean): Map<number, number> {
  const pointers = new Map<number, number>();
  index.forEach((codePoint, pointer) => {
    if (codePoint === null || skip?.(pointer)) return;
    if (!pointers.has(codePoint)) pointers.set(codePoint, pointer);
  });
  return pointers;
}

function lastPointers(index: Index, skip: (pointer: number) => boolean): Map<number, number> {
  const pointers = new Map<number, number>();
  index.forEach((codePoint, pointer) => {
    if (codePoint !== null && !skip(pointer)) pointers.set(codePoint, pointer);
  });
  return pointers;
}

const GB18030_PUA_BYTES: [number, number, number][] = [
  [0xe78d, 0xa6, 0xd9],
  [0xe78e, 0xa6, 0xda],
  [0xe78f, 0xa6, 0xdb],
  [0xe790, 0xa6, 0xdc],
  [0xe791, 0xa6, 0xdd],
  [0xe792, 0xa6, 0xde],
  [0xe793, 0xa6, 0xdf],
  [0xe794, 0xa6, 0xec],
  [0xe795, 0xa6, 0xed],
  [0xe796, 0xa6, 0xf3],
  [0xe81e, 0xfe, 0x59],
  [0xe826, 0xfe, 0x61],
  [0xe82b, 0xfe, 0x66],
  [0xe82c, 0xfe, 0x67],
  [0xe832, 0xfe, 0x6d],
  [0xe843, 0xfe, 0x7e],
  [0xe854, 0xfe, 0x90],
  [0xe864, 0xfe, 0xa0],
];

function gb18030RangesPointer(codePoint: number): number {
  if (codePoint === 0xe7c7) return 7457;
  const [rangePointer, rangeCodePoint] = lastRangeWhere((range) => range[1] <= codePoint);
  return rangePointer + codePoint - rangeCodePoint;
}

/** The bytes the standard's encoder writes for one scalar value, or null for its "error". */
export type ReferenceEncoder = (codePoint: number) => number[] | null;

/** The rules the Shift_JIS and EUC-JP encoders share, around their own byte layouts. */
function japaneseEncoder(
  pointers: Map<number, number>,
  passThrough: (codePoint: number) => boolean,
  halfWidthKatakana: (byte: number) => number[],
  pointerBytes: (pointer: number) => number[],
): ReferenceEncoder {
  return (original) => {
    if (passThrough(original)) return [original];
    if (original === 0xa5) return [0x5c];
    if (original === 0x203e) return [0x7e];
    if (inRange(original, 0xff61, 0xff9f)) return halfWidthKatakana(original - 0xff61 + 0xa1);
    const pointer = pointers.get(original === 0x2212 ? 0xff0d : original);
    return pointer === undefined ? null : pointerBytes(pointer);
  };
}

export function referenceEncoder(name: string): ReferenceEncoder {
  if (isSingleByteEncoding(name)) {
    const pointers = firstPointers(whatwgIndex(name.toLowerCase()));
    return (codePoint) => {
      if (codePoint < 0x80) return [codePoint];
      const pointer = pointers.get(codePoint);
      return pointer === undefined ? null : [pointer + 0x80];
    };
  }
  switch (name) {
    case "Shift_JIS": {
      const pointers = firstPointers(whatwgIndex("jis0208"), (p) => inRange(p, 8272, 8835));
      return japaneseEncoder(
        pointers,
        (cp) => cp < 0x80 || cp === 0x80,
        (byte) => [byte],
        (pointer) => {
          const lead = Math.floor(pointer / 188);
          const trail = pointer % 188;
          return [lead + (lead < 0x1f ? 0x81 : 0xc1), trail + (trail < 0x3f ? 0x40 : 0x41)];
        },
      );
    }
    case "EUC-JP":
      return japaneseEncoder(
        firstPointers(whatwgIndex("jis0208")),
        (cp) => cp < 0x80,
        (byte) => [0x8e, byte],
        (pointer) => [Math.floor(pointer / 94) + 0xa1, (pointer % 94) + 0xa1],
      );
    case "EUC-KR": {
      const pointers = firstPointers(whatwgIndex("euc-kr"));
      return (codePoint) => {
        if (codePoint < 0x80) return [codePoint];
        const pointer = pointers.get(codePoint);
        if (pointer === undefined) return null;
        return [Math.floor(pointer / 190) + 0x81, (pointer % 190) + 0x41];
      };
    }
    case "Big5": {
      const skip = (pointer: number) => pointer < (0xa1 - 0x81) * 157;
      const first = firstPointers(whatwgIndex("big5"), skip);
      const last = lastPointers(whatwgIndex("big5"), skip);
      const preferLast = new Set([0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345]);
      return (codePoint) => {
        if (codePoint < 0x80) return [codePoint];
        const pointer = (preferLast.has(codePoint) ? last : first).get(codePoint);
        if (pointer === undefined) return null;
        const trail = pointer % 157;
        return [Math.floor(pointer / 157) + 0x81, trail + (trail < 0x3f ? 0x40 : 0x62)];
      };
    }
    case "gb18030":
    case "GBK": {
      const isGbk = name === "GBK";
      const pointers = firstPointers(whatwgIndex("gb18030"));
      const pua = new Map(GB18030_PUA_BYTES.map(([cp, b1, b2]) => [cp, [b1, b2]]));
      return (codePoint) => {
        if (codePoint < 0x80) return [codePoint];
        if (codePoint === 0xe5e5) return null;
        if (isGbk && codePoint === 0x20ac) return [0x80];
        const fixed = pua.get(codePoint);
        if (fixed) return fixed;
        const pointer = pointers.get(codePoint);
        if (pointer !== undefined) {
          const trail = pointer % 190;
          return [Math.floor(pointer / 190) + 0x81, trail + (trail < 0x3f ? 0x40 : 0x41)];
        }
        if (isGbk) return null;
        let rest = gb18030RangesPointer(codePoint);
        const byte1 = Math.floor(rest / (10 * 126 * 10));
        rest %= 10 * 126 * 10;
        const byte2 = Math.floor(rest / (10 * 126));
        rest %= 10 * 126;
        return [byte1 + 0x81, byte2 + 0x30, Math.floor(rest / 10) + 0x81, (rest % 10) + 0x30];
      };
    }
  }
  throw new Error(`The reference has no encoder for ${name}`);
}
