// Seeded random text for the text escaper's property tests: the same cases on every run, so a
// failure can be reproduced. Test-only; no page imports it.

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

/**
 * Pieces the escapers find hard: every quote, backslash and the characters escapes are made of,
 * line breaks, control characters, U+2028/9, non-ASCII and emoji, lone surrogates and
 * text that looks like an escape or an entity already.
 */
export const TRICKY_PIECES: readonly string[] = [
  "a",
  "Z",
  "0",
  "7",
  "9",
  " ",
  "\t",
  "\n",
  "\r",
  "\r\n",
  '"',
  "'",
  "`",
  "\\",
  "$",
  "{",
  "${",
  "&",
  "<",
  ">",
  ";",
  "#",
  ",",
  "x",
  "u",
  "\0",
  "\b",
  "\f",
  "\v",
  "\x1a",
  "\x1b",
  "\x7f",
  "\x85",
  "\u00a0",
  "é",
  "ß",
  "中",
  "\u2028",
  "\u2029",
  "\ufeff",
  "😀",
  "👨‍👩‍👧",
  "\ud800",
  "\udfff",
  "&amp;",
  "&#60;",
  "\\n",
  "\\u0041",
  "''",
];

/** `count` strings of up to `maxPieces` pieces drawn from `alphabet`. */
export function randomTexts(
  seed: number,
  alphabet: readonly string[] = TRICKY_PIECES,
  count = 500,
  maxPieces = 24,
): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const pieces = Math.floor(random() * (maxPieces + 1));
    let text = "";
    for (let i = 0; i < pieces; i++) text += alphabet[Math.floor(random() * alphabet.length)];
    return text;
  });
}

/** Random strings of single UTF-16 code units anywhere in 0..0xFFFF: surrogates fall where they may. */
export function randomCodeUnitTexts(seed: number, count = 300, maxLength = 16): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * (maxLength + 1));
    let text = "";
    for (let i = 0; i < length; i++) text += String.fromCharCode(Math.floor(random() * 0x10000));
    return text;
  });
}
