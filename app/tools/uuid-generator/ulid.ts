// ULID (github.com/ulid/spec): 48 bits of Unix milliseconds and 80 random bits in 26 characters of
// Crockford's Base32; monotonic within a millisecond. Generation and reading back.
import { ToolError } from "~/lib/tool-error";
import { RandomPool } from "./uuid-bytes";

/** Crockford's Base32: the digits and letters without I, L, O and U. */
export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ULID_LENGTH = 26;
const TIME_CHARS = 10;
const RANDOM_BYTES = 10;

/** The 5-bit groups of `bytes` (whose bit count is a multiple of 5) as Base32 characters. */
function base32(bytes: Uint8Array): string {
  let text = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += CROCKFORD_ALPHABET[(buffer >> bits) & 31];
    }
  }
  return text;
}

/** 10 characters of a millisecond time (48 bits, so the first character is at most 7). */
function timeChars(ms: number): string {
  let text = "";
  let rest = ms;
  for (let i = 0; i < TIME_CHARS; i++) {
    text = CROCKFORD_ALPHABET[rest % 32] + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}

/** Adds one to a big-endian number in place; false when it was all ones (and is now all zeros). */
function increment(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 1; i >= 0; i--) {
    if (bytes[i] < 255) {
      bytes[i]++;
      return true;
    }
    bytes[i] = 0;
  }
  return false;
}

/**
 * ULIDs in rising order: a new millisecond draws 80 new random bits; within the same one the
 * random part counts up by one (the spec's monotonic generation). Where it would run out, or the
 * clock went back, the next millisecond after the last is used, so the order holds.
 */
export class UlidGenerator {
  private ms = -Infinity;
  private readonly random = new Uint8Array(RANDOM_BYTES);

  constructor(private readonly pool: RandomPool) {}

  next(now: number): string {
    if (now > this.ms) {
      this.ms = now;
      this.random.set(this.pool.take(RANDOM_BYTES));
    } else if (!increment(this.random)) {
      this.ms += 1;
      this.random.set(this.pool.take(RANDOM_BYTES));
    }
    return timeChars(this.ms) + base32(this.random);
  }
}

/** What a ULID holds. */
export interface UlidParts {
  /** Unix milliseconds. */
  ms: number;
  /** All 128 bits, as a UUID's 16 bytes. */
  bytes: Uint8Array;
}

export function notCrockfordMessage(character: string, position: number): string {
  return `"${character}" at position ${position} is not a Crockford Base32 digit (0-9 and A-Z without I, L, O, U)`;
}

export const ULID_TOO_LARGE_MESSAGE =
  "A ULID starts with 0 to 7: a larger first character would need more than 128 bits";

/**
 * Reads a 26-character ULID, either case; `offset` is added to the 1-based positions that errors
 * name (where the ULID began in what was pasted).
 */
export function readUlid(text: string, offset = 0): UlidParts {
  const values: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const value = CROCKFORD_ALPHABET.indexOf(text[i].toUpperCase());
    if (value === -1) throw new ToolError(notCrockfordMessage(text[i], offset + i + 1));
    values.push(value);
  }
  if (values.length !== ULID_LENGTH) {
    throw new ToolError(`A ULID has 26 characters; this has ${values.length}`);
  }
  if (values[0] > 7) throw new ToolError(ULID_TOO_LARGE_MESSAGE, { column: offset + 1 });
  // 130 bits of characters, the top two zero: read as bits from the least significant end.
  const bytes = new Uint8Array(16);
  let buffer = 0;
  let bits = 0;
  let at = 15;
  for (let i = values.length - 1; i >= 0; i--) {
    buffer |= values[i] << bits;
    bits += 5;
    while (bits >= 8 && at >= 0) {
      bytes[at--] = buffer & 0xff;
      buffer >>>= 8;
      bits -= 8;
    }
  }
  let ms = 0;
  for (let i = 0; i < TIME_CHARS; i++) ms = ms * 32 + values[i];
  return { ms, bytes };
}
