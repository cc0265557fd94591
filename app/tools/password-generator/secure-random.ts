// Uniform random choices for the Password Generator, from crypto.getRandomValues without modulo bias:
// the "Every character from crypto.getRandomValues" requirement of the /password-generator section.
//
// `value % n` over 32-bit values favours the first 2^32 mod n results; rejection sampling drops the
// values of that last, incomplete run of n, so every result keeps exactly the same number of values.

/** Fills the array with random 32-bit values: crypto.getRandomValues in the page and the worker. */
export type RandomFill = (target: Uint32Array) => void;

export const cryptoFill: RandomFill = (target) => {
  crypto.getRandomValues(target);
};

/** getRandomValues fills at most 65,536 bytes per call. */
const BUFFER_WORDS = 16_384;
const TWO_32 = 0x1_0000_0000;

export interface RandomIndex {
  /** A uniform whole number from 0 to n - 1 (1 ≤ n ≤ 2^32). */
  below(n: number): number;
  /** A uniform BigInt from 0 to n - 1 (n ≥ 1). */
  bigBelow(n: bigint): bigint;
}

/**
 * Uniform choices from `fill`, which is asked for many words at once: a million characters cost
 * about 62 calls, not a million.
 */
export function randomIndex(fill: RandomFill = cryptoFill): RandomIndex {
  const buffer = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  const word = (): number => {
    if (next === BUFFER_WORDS) {
      fill(buffer);
      next = 0;
    }
    return buffer[next++];
  };

  const below = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32)
      throw new RangeError(`No uniform choice below ${n}`);
    // The largest multiple of n that fits in 32 bits: values from it up are the biased remainder.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const value = word();
      if (value < limit) return value % n;
    }
  };

  const bigBelow = (n: bigint): bigint => {
    if (n < 1n) throw new RangeError(`No uniform choice below ${n}`);
    // Draw as many bits as n - 1 has (the top word masked) and retry values ≥ n: each retry has a
    // chance under one half, and no value is favoured.
    const bits = (n - 1n).toString(2).length;
    const words = Math.ceil(bits / 32);
    const topMask = 2 ** (bits - 32 * (words - 1)) - 1;
    for (;;) {
      let value = BigInt((word() & topMask) >>> 0);
      for (let i = 1; i < words; i++) value = (value << 32n) | BigInt(word());
      if (value < n) return value;
    }
  };

  return { below, bigBelow };
}
