// Seeded pseudo-random numbers and strings for property tests: the same cases on every run, so a
// failure can be reproduced. Test-only: no page, core or worker imports it.

/** Mulberry32: a small, fast 32-bit PRNG; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string of 0 to `maxPieces` pieces, each drawn from `pieces`. */
export function randomText(
  random: () => number,
  pieces: readonly string[],
  maxPieces: number,
): string {
  const length = Math.floor(random() * (maxPieces + 1));
  let text = "";
  for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
  return text;
}

/** `count` strings of 0 to `maxPieces` pieces drawn from `pieces`, from one seed. */
export function randomTexts(
  seed: number,
  pieces: readonly string[],
  count: number,
  maxPieces: number,
): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => randomText(random, pieces, maxPieces));
}
