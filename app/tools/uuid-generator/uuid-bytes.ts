// The 16 bytes of a UUID and their text: canonical hex with hyphens, version and variant bits, and
// the random bytes and clock every generator draws from. RFC 9562 sections 4 and 5.

/** Where a batch's randomness and time come from: the browser's, or a fake one in tests. */
export interface Entropy {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Fills `target` with random bytes. */
  fill(target: Uint8Array): void;
}

/** crypto.getRandomValues fills at most 65,536 bytes a call: bigger requests go by that much. */
const MAX_RANDOM_BYTES = 65_536;

/** The platform's clock and cryptographic random numbers. */
export const platformEntropy: Entropy = {
  now: () => Date.now(),
  fill: (target) => {
    for (let at = 0; at < target.length; at += MAX_RANDOM_BYTES) {
      crypto.getRandomValues(target.subarray(at, at + MAX_RANDOM_BYTES));
    }
  },
};

/**
 * Random bytes handed out from a buffer filled 64 KB at a time: one call to the platform for some
 * four thousand UUIDs rather than one each.
 */
export class RandomPool {
  private readonly buffer = new Uint8Array(MAX_RANDOM_BYTES);
  private at = MAX_RANDOM_BYTES;

  constructor(private readonly entropy: Entropy) {}

  /** `count` fresh random bytes (at most 65,536), valid until the next call. */
  take(count: number): Uint8Array {
    if (this.at + count > this.buffer.length) {
      this.entropy.fill(this.buffer);
      this.at = 0;
    }
    const bytes = this.buffer.subarray(this.at, this.at + count);
    this.at += count;
    return bytes;
  }

  /** One random byte. */
  byte(): number {
    if (this.at === this.buffer.length) {
      this.entropy.fill(this.buffer);
      this.at = 0;
    }
    return this.buffer[this.at++];
  }

  /** A random whole number of `bits` bits (at most 48). */
  bits(bits: number): number {
    const bytes = this.take(6);
    let value = 0;
    for (const byte of bytes) value = value * 256 + byte;
    return value % 2 ** bits;
  }
}

const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", lower case, of 16 bytes. */
export function uuidText(bytes: Uint8Array): string {
  const h = HEX_PAIRS;
  return (
    h[bytes[0]] +
    h[bytes[1]] +
    h[bytes[2]] +
    h[bytes[3]] +
    "-" +
    h[bytes[4]] +
    h[bytes[5]] +
    "-" +
    h[bytes[6]] +
    h[bytes[7]] +
    "-" +
    h[bytes[8]] +
    h[bytes[9]] +
    "-" +
    h[bytes[10]] +
    h[bytes[11]] +
    h[bytes[12]] +
    h[bytes[13]] +
    h[bytes[14]] +
    h[bytes[15]]
  );
}

/** Sets the version nibble (byte 6) and the RFC 9562 variant bits 10 (byte 8), in place. */
export function stampVersion(bytes: Uint8Array, version: number): Uint8Array {
  bytes[6] = (bytes[6] & 0x0f) | (version << 4);
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  return bytes;
}

/** Writes `value` (a whole number below 2^53) big-endian into `length` bytes of `target` at `at`. */
export function writeUint(target: Uint8Array, at: number, length: number, value: number): void {
  let rest = value;
  for (let i = at + length - 1; i >= at; i--) {
    target[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
}

/** The big-endian whole number in `length` bytes (at most 6) of `bytes` from `at`. */
export function readUint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) value = value * 256 + bytes[i];
  return value;
}
