// How many columns a character takes in a monospaced picture of code, as terminals and editors
// count them: East Asian Wide and Fullwidth characters (Unicode's UAX #11, East_Asian_Width W or F)
// take two, combining marks and invisible format characters none, everything else one.

/**
 * Code point ranges whose East_Asian_Width is W or F (assigned characters, Unicode 14), first and
 * last of each, in order. Planes 2 and 3 are wide throughout, unassigned code points included, as
 * the standard's default says.
 */
// prettier-ignore
const WIDE_RANGES = [
  0x1100, 0x115f, 0x231a, 0x231b, 0x2329, 0x232a, 0x23e9, 0x23ec, 0x23f0, 0x23f0, 0x23f3, 0x23f3,
  0x25fd, 0x25fe, 0x2614, 0x2615, 0x2648, 0x2653, 0x267f, 0x267f, 0x2693, 0x2693, 0x26a1, 0x26a1,
  0x26aa, 0x26ab, 0x26bd, 0x26be, 0x26c4, 0x26c5, 0x26ce, 0x26ce, 0x26d4, 0x26d4, 0x26ea, 0x26ea,
  0x26f2, 0x26f3, 0x26f5, 0x26f5, 0x26fa, 0x26fa, 0x26fd, 0x26fd, 0x2705, 0x2705, 0x270a, 0x270b,
  0x2728, 0x2728, 0x274c, 0x274c, 0x274e, 0x274e, 0x2753, 0x2755, 0x2757, 0x2757, 0x2795, 0x2797,
  0x27b0, 0x27b0, 0x27bf, 0x27bf, 0x2b1b, 0x2b1c, 0x2b50, 0x2b50, 0x2b55, 0x2b55, 0x2e80, 0x303e,
  0x3041, 0x3247, 0x3250, 0x4dbf, 0x4e00, 0xa4c6, 0xa960, 0xa97c, 0xac00, 0xd7a3, 0xf900, 0xfad9,
  0xfe10, 0xfe19, 0xfe30, 0xfe6b, 0xff01, 0xff60, 0xffe0, 0xffe6, 0x16fe0, 0x1b2fb, 0x1f004, 0x1f004,
  0x1f0cf, 0x1f0cf, 0x1f18e, 0x1f18e, 0x1f191, 0x1f19a, 0x1f200, 0x1f320, 0x1f32d, 0x1f335,
  0x1f337, 0x1f37c, 0x1f37e, 0x1f393, 0x1f3a0, 0x1f3ca, 0x1f3cf, 0x1f3d3, 0x1f3e0, 0x1f3f0,
  0x1f3f4, 0x1f3f4, 0x1f3f8, 0x1f43e, 0x1f440, 0x1f440, 0x1f442, 0x1f4fc, 0x1f4ff, 0x1f53d,
  0x1f54b, 0x1f54e, 0x1f550, 0x1f567, 0x1f57a, 0x1f57a, 0x1f595, 0x1f596, 0x1f5a4, 0x1f5a4,
  0x1f5fb, 0x1f64f, 0x1f680, 0x1f6c5, 0x1f6cc, 0x1f6cc, 0x1f6d0, 0x1f6d2, 0x1f6d5, 0x1f6df,
  0x1f6eb, 0x1f6ec, 0x1f6f4, 0x1f6fc, 0x1f7e0, 0x1f7f0, 0x1f90c, 0x1f93a, 0x1f93c, 0x1f945,
  0x1f947, 0x1f9ff, 0x1fa70, 0x1faf6, 0x20000, 0x3fffd,
];

function isWide(codePoint: number): boolean {
  if (codePoint < WIDE_RANGES[0]) return false;
  // Binary search over the pairs.
  let low = 0;
  let high = WIDE_RANGES.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < WIDE_RANGES[2 * middle]) high = middle - 1;
    else if (codePoint > WIDE_RANGES[2 * middle + 1]) low = middle + 1;
    else return true;
  }
  return false;
}

/** Combining marks and format characters (zero-width joiner, variation selectors…): no column. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const EMOJI_PRESENTATION = "\ufe0f";

/** Characters from U+0300 on may be other than one column wide; below it, all are one. */
const MAYBE_NOT_NARROW = /[\u0300-\uffff]/;

/** Whether every character of `text` is one column wide (each UTF-16 unit one column). */
export const isAllNarrow = (text: string) => !MAYBE_NOT_NARROW.test(text);

/** The columns one character (one code point) takes. */
export function characterColumns(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x300) return 1;
  if (isWide(codePoint)) return 2;
  return ZERO_WIDTH.test(character) ? 0 : 1;
}

/**
 * The columns `text` takes. A character followed by U+FE0F (emoji presentation, as in "❤️") is
 * drawn as a wide emoji: two columns.
 */
export function textColumns(text: string): number {
  if (isAllNarrow(text)) return text.length;
  let columns = 0;
  let previous = 0;
  for (const character of text) {
    if (character === EMOJI_PRESENTATION && previous === 1) {
      columns += 1;
      previous = 2;
      continue;
    }
    previous = characterColumns(character);
    columns += previous;
  }
  return columns;
}
