// The fonts a shaped text is drawn with, and which font draws which character. The user's DejaVu
// font comes first (Latin, Greek, Cyrillic and the signs it has); the letters of scripts that are
// joined or shaped (Arabic, Hebrew, Devanagari, Thai) go to their Noto font even where DejaVu has
// some of them (DejaVu has no Arabic joining forms for most letters); everything else falls back
// through the Noto files of font-files.json in their order, except that a character's own font is
// tried first: Noto Sans KR for Hangul, Noto Sans JP for kana, Noto Emoji for a pictograph (Noto
// Sans SC has some of them too), and for Han characters and CJK punctuation the font of the text's
// language (cjkFamilyOf: a paragraph's kana or Hangul, else the document's, else the user's choice). Only the files a text needs are loaded, the next candidate of a character
// only when the first lacks it.
import type { Face, Feature, Font } from "harfbuzzjs";
import type { HanLanguage } from "../pdf-options";
import fontFiles from "./font-files.json";
import { sfntOf } from "./woff";

export type HarfBuzz = typeof import("harfbuzzjs");

/** A font ready for HarfBuzz and for embedding: its sfnt bytes and HarfBuzz's objects for it. */
export interface ShapingFont {
  /** The file it came from ("DejaVuSans.ttf", "noto-sans-sc-23-400-normal.woff"). */
  file: string;
  /** Its PostScript-style name for the PDF ("NotoSansSC"). */
  name: string;
  sfnt: Uint8Array;
  face: Face;
  font: Font;
  unitsPerEm: number;
  /**
   * The language a CJK font's text is shaped in (BCP 47), so its "locl" forms are that language's
   * (Noto Sans KR's space is wider in Korean); undefined: HarfBuzz's default.
   */
  language: string | undefined;
  /** Features asked of HarfBuzz for this font (undefined: HarfBuzz's defaults). */
  features: Feature[] | undefined;
  has(codePoint: number): boolean;
}

/** The language each CJK font is for, by its PDF name. */
const LANGUAGE_OF_FONT: Record<string, string> = {
  NotoSansSC: "zh-Hans",
  NotoSansJP: "ja",
  NotoSansKR: "ko",
};

/** A font from its bytes (WOFF or sfnt). `plain`: ligatures and kerning off, as the Latin path has them. */
export function shapingFont(
  harfBuzz: HarfBuzz,
  file: string,
  name: string,
  bytes: Uint8Array,
  plain = false,
): ShapingFont {
  const sfnt = sfntOf(bytes);
  const face = new harfBuzz.Face(new harfBuzz.Blob(sfnt));
  const font = new harfBuzz.Font(face);
  const known = new Map<number, boolean>();
  return {
    file,
    name,
    sfnt,
    face,
    font,
    unitsPerEm: face.upem,
    language: LANGUAGE_OF_FONT[name],
    features: plain
      ? [new harfBuzz.Feature("liga", 0), new harfBuzz.Feature("kern", 0)]
      : undefined,
    has(codePoint) {
      let found = known.get(codePoint);
      if (found === undefined) {
        found = (font.nominalGlyph(codePoint) ?? 0) !== 0;
        known.set(codePoint, found);
      }
      return found;
    },
  };
}

interface FontFile {
  family: string;
  file: string;
}

/** Each Noto file's characters as sorted [low, high, file] spans, for a binary search. */
const SPANS: { low: number; high: number; face: FontFile; order: number }[] = [];
fontFiles.forEach(({ family, faces }, familyOrder) => {
  for (const { file, ranges } of faces) {
    for (const part of ranges.split(",")) {
      const [low, high = low] = part.split("-").map((hex) => parseInt(hex, 16));
      SPANS.push({ low, high, face: { family, file }, order: familyOrder });
    }
  }
});
SPANS.sort((a, b) => a.low - b.low);
const LONGEST_SPAN = Math.max(...SPANS.map((span) => span.high - span.low));

/** The Noto files that say they have `codePoint`, in fallback order. */
export function notoFilesFor(codePoint: number): FontFile[] {
  // The last span starting at or before the code point, then back over the ones that may reach it.
  let low = 0;
  let high = SPANS.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (SPANS[middle].low <= codePoint) low = middle + 1;
    else high = middle;
  }
  const found: { face: FontFile; order: number }[] = [];
  for (let index = low - 1; index >= 0 && SPANS[index].low >= codePoint - LONGEST_SPAN; index--) {
    if (SPANS[index].high >= codePoint) found.push(SPANS[index]);
  }
  return found.sort((a, b) => a.order - b.order).map((span) => span.face);
}

/** The PDF name of a Noto family ("Noto Sans SC" → "NotoSansSC"). */
export const pdfFontName = (family: string) => family.replace(/\s+/g, "");

/** Letters the user's font must not draw although it may have them: joined or shaped scripts. */
const NOT_FROM_PRIMARY =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Thai}]/u;

const CJK_FAMILIES: Record<HanLanguage, string> = {
  chinese: "Noto Sans SC",
  japanese: "Noto Sans JP",
  korean: "Noto Sans KR",
};
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Pictographs, and the parts of emoji sequences: skin tones, the letters of flags. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/u;

/**
 * The CJK font Han characters of `text` are drawn with: kana without Hangul is Japanese, Hangul
 * without kana is Korean (Hanja); otherwise (neither, or both) `otherwise`.
 */
export function cjkFamilyOf(text: string, otherwise: string): string {
  const kana = KANA.test(text);
  const hangul = HANGUL.test(text);
  if (kana && !hangul) return CJK_FAMILIES.japanese;
  if (hangul && !kana) return CJK_FAMILIES.korean;
  return otherwise;
}

/** The CJK font of a document's Han characters: as its kana or Hangul say, else the user's `han`. */
export const hanFamily = (text: string, han: HanLanguage) => cjkFamilyOf(text, CJK_FAMILIES[han]);

/** The family tried first for `character`, before the text's CJK family and the file order. */
function ownFamily(character: string): string | null {
  if (HANGUL.test(character)) return CJK_FAMILIES.korean;
  if (KANA.test(character)) return CJK_FAMILIES.japanese;
  if (PICTOGRAPH.test(character)) return "Noto Emoji";
  return null;
}

const CJK_FAMILY_NAMES = new Set(Object.values(CJK_FAMILIES));

/**
 * `candidates` (in file order) with the character's own family first, then, for a character whose
 * first font is a CJK one (Han, CJK punctuation), `cjkFamily`. A character a script's font has
 * first (the Devanagari danda, which a Chinese piece also lists) stays with that font.
 */
function inPreferredOrder(
  character: string,
  candidates: FontFile[],
  cjkFamily: string,
): FontFile[] {
  const own = ownFamily(character);
  const cjk = CJK_FAMILY_NAMES.has(candidates[0]?.family) ? cjkFamily : null;
  const rank = (face: FontFile) => (face.family === own ? 0 : face.family === cjk ? 1 : 2);
  // Array.prototype.sort is stable: within a rank the file order stays.
  return [...candidates].sort((a, b) => rank(a) - rank(b));
}

/** Characters that lay lines out and are never drawn. */
const LINE_CHARACTERS = new Set(["\n", "\r", "\t", "\f"]);

export interface FontChoice {
  /** The font for each code point of the text that some font has. */
  fontOf: Map<number, ShapingFont>;
  /** The first character no font has, if any. */
  missing: string | null;
}

/**
 * Which font draws each character of `text`: `primary` when it may, else the first Noto file (in
 * the character's preferred order, Han in `cjkFamily`) that has it. `load` fetches a Noto file; the files are loaded
 * in rounds, all of a round at once: first each character's first candidate, then, for the
 * characters it lacked, the next, so a file is fetched only when an earlier one lacks a character.
 * `onLoaded` is told the files loaded and the files asked for so far.
 */
export async function chooseFonts(
  text: string,
  primary: ShapingFont,
  load: (face: FontFile) => Promise<ShapingFont>,
  onLoaded: (loaded: number, total: number) => void = () => {},
  cjkFamily = CJK_FAMILIES.chinese,
): Promise<FontChoice> {
  const pending = new Map<number, FontFile[]>();
  const fontOf = new Map<number, ShapingFont>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (LINE_CHARACTERS.has(character) || fontOf.has(codePoint) || pending.has(codePoint)) continue;
    if (!NOT_FROM_PRIMARY.test(character) && primary.has(codePoint)) {
      fontOf.set(codePoint, primary);
      continue;
    }
    pending.set(codePoint, inPreferredOrder(character, notoFilesFor(codePoint), cjkFamily));
  }
  const loaded = new Map<string, ShapingFont>();
  let asked = 0;
  let done = 0;
  const missing = new Set<number>();
  for (;;) {
    const needed = new Map<string, FontFile>();
    for (const [codePoint, candidates] of pending) {
      const next = candidates.find(
        (face) => !loaded.has(face.file) || loaded.get(face.file)!.has(codePoint),
      );
      if (next && !loaded.has(next.file)) {
        needed.set(next.file, next);
        continue;
      }
      const font = next ? loaded.get(next.file) : primary.has(codePoint) ? primary : undefined;
      if (font) fontOf.set(codePoint, font);
      else missing.add(codePoint);
      pending.delete(codePoint);
    }
    if (needed.size === 0) break;
    asked += needed.size;
    await Promise.all(
      [...needed.values()].map(async (face) => {
        loaded.set(face.file, await load(face));
        onLoaded(++done, asked);
      }),
    );
  }
  // The first in the text, whichever round found it missing.
  const firstMissing = [...text].find((character) => missing.has(character.codePointAt(0)!));
  return { fontOf, missing: firstMissing ?? null };
}
