// Which characters the PDF can show. The Latin path draws those DejaVu has, in scripts written left
// to right without shaping; Arabic, Hebrew, Chinese, Japanese, Korean, Devanagari, Thai and emoji
// go to the shaping path (shaping/).
// Scripts neither path writes yet are refused with a message naming the script and where it is,
// never drawn as boxes or left out.

/** Scripts named in messages, most common first; a character of none of them is named by code. */
const SCRIPTS: readonly {
  name: string;
  pattern: RegExp;
  rightToLeft?: boolean;
  /** Written by the shaping path. */
  shaped?: boolean;
}[] = [
  { name: "Arabic", pattern: /\p{Script=Arabic}/u, rightToLeft: true, shaped: true },
  { name: "Hebrew", pattern: /\p{Script=Hebrew}/u, rightToLeft: true, shaped: true },
  { name: "Syriac", pattern: /\p{Script=Syriac}/u, rightToLeft: true },
  { name: "Thaana", pattern: /\p{Script=Thaana}/u, rightToLeft: true },
  { name: "Chinese, Japanese or Korean (Han)", pattern: /\p{Script=Han}/u, shaped: true },
  { name: "Japanese (Hiragana)", pattern: /\p{Script=Hiragana}/u, shaped: true },
  { name: "Japanese (Katakana)", pattern: /\p{Script=Katakana}/u, shaped: true },
  { name: "Korean (Hangul)", pattern: /\p{Script=Hangul}/u, shaped: true },
  { name: "Devanagari", pattern: /\p{Script=Devanagari}/u, shaped: true },
  { name: "Bengali", pattern: /\p{Script=Bengali}/u },
  { name: "Tamil", pattern: /\p{Script=Tamil}/u },
  { name: "Thai", pattern: /\p{Script=Thai}/u, shaped: true },
  { name: "emoji", pattern: /\p{Extended_Pictographic}/u, shaped: true },
];

/**
 * Characters no page shows: control characters other than tab, line ends and form feed, and the
 * invisible format characters (zero-width space and joiners, direction marks, the byte order mark,
 * soft hyphen: Unicode's Cf). Left out, and counted so the page can say so.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]|\p{Cf}/gu;

/** `text` without the characters a page cannot show, and how many were left out. */
export function withoutInvisible(text: string): { text: string; leftOut: number } {
  let leftOut = 0;
  const shown = text.replace(INVISIBLE, () => {
    leftOut++;
    return "";
  });
  return { text: shown, leftOut };
}

export interface UnsupportedText {
  /** "Arabic", or "U+1F600" for a character of no named script. */
  script: string;
  /** 1-based line of the first such character, and the character itself. */
  line: number;
  character: string;
  /** True when the script is written right to left. */
  rightToLeft: boolean;
}

const LAYOUT_CHARACTERS = new Set(["\n", "\r", "\t", "\f", " "]);

/**
 * The first character of `text` the PDF cannot show: of a right-to-left script, or one the font
 * has no glyph for (`hasGlyph`); null when every character can be shown.
 */
export function firstUnsupported(
  text: string,
  hasGlyph: (codePoint: number) => boolean,
): UnsupportedText | null {
  return firstWhere(text, (codePoint, script) => !script?.rightToLeft && hasGlyph(codePoint));
}

/**
 * The first character of `text` in a script the shaping path does not write yet (Bengali, Tamil,
 * Syriac…) that the user's font (`hasGlyph`) does not draw left to right as
 * the Latin path would; null when there is none. Characters of no named script are left to the
 * fonts (shaping/fonts.ts names one no font has).
 */
export function firstRefused(
  text: string,
  hasGlyph: (codePoint: number) => boolean,
): UnsupportedText | null {
  return firstWhere(
    text,
    (codePoint, script) =>
      !script || script.shaped === true || (!script.rightToLeft && hasGlyph(codePoint)),
  );
}

function firstWhere(
  text: string,
  isFine: (codePoint: number, script: (typeof SCRIPTS)[number] | undefined) => boolean,
): UnsupportedText | null {
  const checked = new Map<number, boolean>();
  let line = 1;
  for (const character of text) {
    if (character === "\n") line++;
    if (LAYOUT_CHARACTERS.has(character)) continue;
    const codePoint = character.codePointAt(0)!;
    let fine = checked.get(codePoint);
    if (fine === undefined) {
      fine = isFine(
        codePoint,
        SCRIPTS.find((candidate) => candidate.pattern.test(character)),
      );
      checked.set(codePoint, fine);
    }
    if (fine) continue;
    const script = SCRIPTS.find((candidate) => candidate.pattern.test(character));
    return {
      script: script?.name ?? `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`,
      line,
      character,
      rightToLeft: script?.rightToLeft ?? false,
    };
  }
  return null;
}

/** What the page says about it. */
export function unsupportedMessage(
  { script, line, character, rightToLeft }: UnsupportedText,
  where = `Line ${line}`,
) {
  const what = script.startsWith("U+")
    ? `the character ${script} “${character}”`
    : `${script} text (“${character}”)`;
  const why = rightToLeft
    ? "it is written right to left in a script this tool does not lay out yet"
    : "the PDF's fonts have no letters for it";
  return `${where} has ${what}: ${why}. Text to PDF writes Latin, Greek, Cyrillic, Arabic, Hebrew, Chinese, Japanese, Korean, Devanagari and Thai text and emoji; remove that part or use another tool for it.`;
}
