// Seeded random text for the text escaper's property tests: the same cases on every run, so a
// failure can be reproduced. Test-only; no page imports it.
import { randomTexts as textsOf, seededRandom } from "./random";

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
  return textsOf(seed, alphabet, count, maxPieces);
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
