// The JSON scanner's fast path for files: scans UTF-8 bytes as they were read, so a 20 MB file is
// never decoded into a string and its literals can be copied as bytes. It accepts exactly what
// scanJson accepts on the decoded text (RFC 8259, a leading byte order mark skipped) and reports
// the same tokens with byte offsets; at anything else, including invalid UTF-8 (which decoding
// would have replaced with U+FFFD), it gives up and returns null, and the caller scans the decoded
// text with scanJson, whose error message and position are then the ones shown.
import type { JsonScanHandler, JsonScanLimits, JsonStats } from "./json-scanner";
import { JSON_FALSE, JSON_NULL, JSON_NUMBER, JSON_STRING, JSON_TRUE } from "./json-scanner";
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  IN_ARRAY,
  IN_OBJECT,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  isDigit,
  isHexDigit,
  isWordChar,
} from "./json-chars";

export interface Utf8ScanResult {
  stats: JsonStats;
  /**
   * UTF-8 bytes in string literals beyond one per UTF-16 code unit: a literal's length as a
   * string is its length in bytes minus its share of this.
   */
  extraBytes: number;
}

const isContinuation = (c: number) => (c & 0xc0) === 0x80;

/** Thrown inside the scan when the bytes are not what the fast path handles; never escapes. */
const GIVE_UP = new Error("not on the fast path");

class Utf8Scan {
  /** Bytes past the end read as 0, which no rule accepts where a token must continue. */
  private readonly n: number;
  extraBytes = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.n = bytes.length;
  }

  at(i: number): number {
    return i < this.n ? this.bytes[i] : 0;
  }

  skipWhitespace(i: number): number {
    const { bytes, n } = this;
    while (i < n) {
      const c = bytes[i];
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      i++;
    }
    return i;
  }

  /** End of the string literal whose opening quote is at `start`. */
  string(start: number): number {
    const { bytes, n } = this;
    let i = start + 1;
    while (i < n) {
      const c = bytes[i];
      if (c === QUOTE) return i + 1;
      if (c === BACKSLASH) i = this.escape(i);
      else if (c < 0x20) throw GIVE_UP;
      else if (c < 0x80) i++;
      else i = this.multiByte(i, c);
    }
    throw GIVE_UP;
  }

  private escape(i: number): number {
    const c = this.at(i + 1);
    if (
      c === QUOTE ||
      c === BACKSLASH ||
      c === 0x2f ||
      c === 0x62 ||
      c === 0x66 ||
      c === 0x6e ||
      c === 0x72 ||
      c === 0x74
    )
      return i + 2;
    if (c !== 0x75) throw GIVE_UP;
    for (let k = 2; k < 6; k++) if (!isHexDigit(this.at(i + k))) throw GIVE_UP;
    return i + 6;
  }

  /** Checks the UTF-8 sequence led by `lead` at `i` (as TextDecoder does) and returns its end. */
  private multiByte(i: number, lead: number): number {
    const b1 = this.at(i + 1);
    if (lead >= 0xc2 && lead <= 0xdf) {
      if (!isContinuation(b1)) throw GIVE_UP;
      this.extraBytes += 1;
      return i + 2;
    }
    const b2 = this.at(i + 2);
    if (lead >= 0xe0 && lead <= 0xef) {
      // No overlong forms (E0 80–9F) and no surrogates (ED A0–BF).
      const low = lead === 0xe0 ? 0xa0 : 0x80;
      const high = lead === 0xed ? 0x9f : 0xbf;
      if (b1 < low || b1 > high || !isContinuation(b2)) throw GIVE_UP;
      this.extraBytes += 2;
      return i + 3;
    }
    if (lead >= 0xf0 && lead <= 0xf4) {
      // Four bytes make one code point beyond U+FFFF: two UTF-16 code units.
      const low = lead === 0xf0 ? 0x90 : 0x80;
      const high = lead === 0xf4 ? 0x8f : 0xbf;
      if (b1 < low || b1 > high || !isContinuation(b2) || !isContinuation(this.at(i + 3)))
        throw GIVE_UP;
      this.extraBytes += 2;
      return i + 4;
    }
    throw GIVE_UP;
  }

  private digits(i: number): number {
    while (isDigit(this.at(i))) i++;
    return i;
  }

  number(start: number): number {
    let i = start;
    if (this.at(i) === MINUS) i++;
    if (this.at(i) === 0x30) {
      i++;
      if (isDigit(this.at(i))) throw GIVE_UP;
    } else {
      if (!isDigit(this.at(i))) throw GIVE_UP;
      i = this.digits(i);
    }
    if (this.at(i) === 0x2e) {
      if (!isDigit(this.at(i + 1))) throw GIVE_UP;
      i = this.digits(i + 1);
    }
    const e = this.at(i);
    if (e === 0x65 || e === 0x45) {
      i++;
      const sign = this.at(i);
      if (sign === 0x2b || sign === MINUS) i++;
      if (!isDigit(this.at(i))) throw GIVE_UP;
      i = this.digits(i);
    }
    return i;
  }

  /** Whether the ASCII word `word` is at `i` and not followed by a word character. */
  literal(i: number, word: string): boolean {
    for (let k = 0; k < word.length; k++) if (this.at(i + k) !== word.charCodeAt(k)) return false;
    return !isWordChar(this.at(i + word.length));
  }

  /** `"name" :` at `i`; returns the index of the value after it. */
  key(i: number, handler: JsonScanHandler): number {
    if (this.at(i) !== QUOTE) throw GIVE_UP;
    const end = this.string(i);
    handler.key(i, end);
    const colon = this.skipWhitespace(end);
    if (this.at(colon) !== COLON) throw GIVE_UP;
    return this.skipWhitespace(colon + 1);
  }
}

const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

/**
 * Scans UTF-8 bytes as one JSON value, calling the handler for each token with byte offsets.
 * Returns null when the bytes are not valid JSON in valid UTF-8: the handler may then have
 * received some tokens, and the caller starts again on the decoded text with scanJson.
 */
export function scanJsonUtf8(
  bytes: Uint8Array,
  handler: JsonScanHandler,
  { maxDepth = Infinity }: JsonScanLimits = {},
): Utf8ScanResult | null {
  const scan = new Utf8Scan(bytes);
  try {
    const stats = scanValues(scan, bytes, handler, maxDepth);
    return { stats, extraBytes: scan.extraBytes };
  } catch (error) {
    if (error === GIVE_UP) return null;
    throw error;
  }
}

/** The same loop as scanJson's, over bytes: one value per turn, then separators and closings. */
function scanValues(
  scan: Utf8Scan,
  bytes: Uint8Array,
  handler: JsonScanHandler,
  maxDepth: number,
): JsonStats {
  const n = bytes.length;
  const stack: number[] = [];
  let objects = 0;
  let arrays = 0;
  let keys = 0;
  let deepest = 0;
  const bom = BYTE_ORDER_MARK.every((byte, k) => scan.at(k) === byte);
  let i = scan.skipWhitespace(bom ? 3 : 0);

  for (;;) {
    const c = scan.at(i);
    if (c === QUOTE) {
      const end = scan.string(i);
      handler.scalar(JSON_STRING, i, end);
      i = end;
    } else if (isDigit(c) || c === MINUS) {
      const end = scan.number(i);
      handler.scalar(JSON_NUMBER, i, end);
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const isObject = c === OPEN_BRACE;
      if (stack.length + 1 > deepest) {
        deepest = stack.length + 1;
        // Too deep: the text scan reports it, with its line and column.
        if (deepest > maxDepth) throw GIVE_UP;
      }
      if (isObject) {
        objects++;
        handler.beginObject(i);
      } else {
        arrays++;
        handler.beginArray(i);
      }
      i = scan.skipWhitespace(i + 1);
      if (scan.at(i) === (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
        i++;
        if (isObject) handler.endObject(i);
        else handler.endArray(i);
      } else {
        stack.push(isObject ? IN_OBJECT : IN_ARRAY);
        if (isObject) {
          i = scan.key(i, handler);
          keys++;
        }
        continue;
      }
    } else if (c === 0x74 && scan.literal(i, "true")) {
      handler.scalar(JSON_TRUE, i, i + 4);
      i += 4;
    } else if (c === 0x66 && scan.literal(i, "false")) {
      handler.scalar(JSON_FALSE, i, i + 5);
      i += 5;
    } else if (c === 0x6e && scan.literal(i, "null")) {
      handler.scalar(JSON_NULL, i, i + 4);
      i += 4;
    } else {
      throw GIVE_UP;
    }

    for (;;) {
      i = scan.skipWhitespace(i);
      const depth = stack.length;
      if (depth === 0) {
        if (i < n) throw GIVE_UP;
        return { objects, arrays, keys, depth: deepest };
      }
      const container = stack[depth - 1];
      const next = scan.at(i);
      if (next === COMMA) {
        i = scan.skipWhitespace(i + 1);
        if (container === IN_OBJECT) {
          i = scan.key(i, handler);
          keys++;
        }
        break;
      }
      if (next !== (container === IN_OBJECT ? CLOSE_BRACE : CLOSE_BRACKET)) throw GIVE_UP;
      i++;
      if (container === IN_OBJECT) handler.endObject(i);
      else handler.endArray(i);
      stack.pop();
    }
  }
}
