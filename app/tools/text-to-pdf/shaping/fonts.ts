// The fonts a shaped text is drawn with, and which font draws which character. The user's DejaVu
// font comes first (Latin, Greek, Cyrillic and the signs it has); Arabic and Hebrew letters go to
// Noto Sans Arabic and Noto Sans Hebrew even where DejaVu has some of them (DejaVu has no Arabic
// joining forms for most letters); everything else falls back through the Noto files of
// font-files.json in their order. Only the files a text needs are loaded.
import type { Face, Feature, Font } from "harfbuzzjs";
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
  /** Features asked of HarfBuzz for this font (undefined: HarfBuzz's defaults). */
  features: Feature[] | undefined;
  has(codePoint: number): boolean;
}

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
const NOT_FROM_PRIMARY = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** Characters that lay lines out and are never drawn. */
const LINE_CHARACTERS = new Set(["\n", "\r", "\t", "\f"]);

export interface FontChoice {
  /** The font for each code point of the text that some font has. */
  fontOf: Map<number, ShapingFont>;
  /** The first character no font has, if any. */
  missing: string | null;
}

/**
 * Which font draws each character of `text`: `primary` when it may, else the first Noto file that
 * has it. `load` fetches a Noto file (it is called once per file, all at once).
 */
export async function chooseFonts(
  text: string,
  primary: ShapingFont,
  load: (face: FontFile) => Promise<ShapingFont>,
  onLoaded: (loaded: number, total: number) => void = () => {},
): Promise<FontChoice> {
  const wanted = new Map<number, FontFile[]>();
  const fontOf = new Map<number, ShapingFont>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (LINE_CHARACTERS.has(character) || fontOf.has(codePoint) || wanted.has(codePoint)) continue;
    if (!NOT_FROM_PRIMARY.test(character) && primary.has(codePoint)) {
      fontOf.set(codePoint, primary);
      continue;
    }
    wanted.set(codePoint, notoFilesFor(codePoint));
  }
  const files = new Map<string, FontFile>();
  for (const candidates of wanted.values())
    for (const candidate of candidates) files.set(candidate.file, candidate);
  let done = 0;
  const loaded = new Map(
    await Promise.all(
      [...files.values()].map(async (face) => {
        const font = await load(face);
        onLoaded(++done, files.size);
        return [face.file, font] as const;
      }),
    ),
  );
  let missing: string | null = null;
  for (const [codePoint, candidates] of wanted) {
    const font =
      candidates.map((face) => loaded.get(face.file)!).find((each) => each.has(codePoint)) ??
      (primary.has(codePoint) ? primary : undefined);
    if (font) fontOf.set(codePoint, font);
    else missing ??= String.fromCodePoint(codePoint);
  }
  return { fontOf, missing };
}
