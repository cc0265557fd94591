// Lays out text of any script the fonts have, for the PDF: each source line is a paragraph whose
// direction comes from its first strong character (UAX #9, bidi-js); it is cut into runs of one
// font and one direction, shaped by HarfBuzz, and wrapped where UAX #14 allows a break (linebreak:
// between ideographs, never before closing punctuation, at spaces; Thai between the words
// Intl.Segmenter finds), measured with the shaped
// advances. Each line is shaped again on its own (a break changes the letters' joining at its
// ends) and its runs put in visual order (UAX #9 rule L2). A right-to-left paragraph's lines are
// right-aligned by the PDF writer.
import bidiFactory from "bidi-js";
import LineBreaker from "linebreak";
import type { Buffer } from "harfbuzzjs";
import type { HarfBuzz, ShapingFont } from "./fonts";

export interface ShapedGlyph {
  /** Glyph id in the run's font, as HarfBuzz chose it. */
  id: number;
  /** Index (UTF-16) in the paragraph of the first character this glyph stands for. */
  cluster: number;
  /** Advance and offsets in font units. */
  advance: number;
  dx: number;
  dy: number;
}

export interface GlyphRun {
  font: ShapingFont;
  /** Glyphs left to right, as drawn. */
  glyphs: ShapedGlyph[];
  /** The characters the run stands for, in logical order, and the paragraph index of the first. */
  text: string;
  start: number;
  rightToLeft: boolean;
  /** Sum of the advances, in font units. */
  advance: number;
}

export interface ShapedLine {
  /** The line's characters in logical (reading) order. */
  text: string;
  /** Runs left to right as drawn. */
  runs: GlyphRun[];
  /** True when the paragraph is right to left: the line is right-aligned. */
  rightToLeft: boolean;
  /** Width in points at the layout's size. */
  width: number;
}

export type FontAt = (paragraph: string, index: number) => ShapingFont;

/** Characters on each side of a run that HarfBuzz sees as context (joining across a font change). */
export const CONTEXT = 32;

/** Shapes `text[start, end)` with the characters around it as context (for Arabic joining). */
export function shapeRun(
  harfBuzz: HarfBuzz,
  buffer: Buffer,
  text: string,
  start: number,
  end: number,
  font: ShapingFont,
  rightToLeft: boolean,
): GlyphRun {
  // HarfBuzz is handed a window of the paragraph, not all of it: copying a long paragraph into it
  // for every run would make the layout quadratic.
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(text.length, end + CONTEXT);
  buffer.reset();
  buffer.addText(text.slice(from, to), start - from, end - start);
  buffer.setDirection(rightToLeft ? harfBuzz.Direction.RTL : harfBuzz.Direction.LTR);
  // Right to left, a mark (a vowel sign, a shadda) keeps a cluster of its own instead of joining
  // its letter's: the PDF then maps it to its own glyph, and text extraction, which reverses
  // right-to-left text glyph by glyph, cannot put it before its letter. Left to right, a mark
  // joins its letter's cluster (grapheme clusters), which the PDF marks with ActualText: a Thai
  // vowel mark placed over its consonant sits where the next letter starts, and pdftotext read
  // มัน as มนั when the mark carried its own text. The glyphs are the same either way.
  buffer.setClusterLevel(
    rightToLeft
      ? harfBuzz.ClusterLevel.MONOTONE_CHARACTERS
      : harfBuzz.ClusterLevel.MONOTONE_GRAPHEMES,
  );
  if (font.language) buffer.setLanguage(font.language);
  buffer.guessSegmentProperties();
  harfBuzz.shape(font.font, buffer, font.features);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  let advance = 0;
  const glyphs = infos.map((info, index) => {
    const position = positions[index];
    advance += position.xAdvance;
    return {
      id: info.codepoint,
      cluster: info.cluster + from,
      advance: position.xAdvance,
      dx: position.xOffset,
      dy: position.yOffset,
    };
  });
  return { font, glyphs, text: text.slice(start, end), start, rightToLeft, advance };
}

/** Characters that take the font of the letter before them when it has them. */
const FOLLOWS_NEIGHBOUR = /^[\p{Script=Common}\p{Script=Inherited}]/u;
/**
 * Except a space after an emoji: Noto Emoji's space is as wide as an emoji (1.27 em), a gap
 * pdftotext takes for the end of a column ("Crab 🦀 and" read back on two lines).
 */
const followsNeighbour = (character: string, previous: ShapingFont) =>
  FOLLOWS_NEIGHBOUR.test(character) && !(character === " " && previous.name === "NotoEmoji");

/** The font of each UTF-16 index of `paragraph` (both halves of a surrogate pair alike). */
export function fontsAlong(
  paragraph: string,
  fontOf: (codePoint: number) => ShapingFont,
): ShapingFont[] {
  const fonts: ShapingFont[] = [];
  let previous: ShapingFont | undefined;
  for (const character of paragraph) {
    const codePoint = character.codePointAt(0)!;
    const font =
      previous && followsNeighbour(character, previous) && previous.has(codePoint)
        ? previous
        : fontOf(codePoint);
    for (let unit = 0; unit < character.length; unit++) fonts.push(font);
    previous = font;
  }
  return fonts;
}

interface Item {
  start: number;
  end: number;
  font: ShapingFont;
  level: number;
}

/** Maximal runs of one font and one bidi level within [start, end). */
function itemsOf(fonts: ShapingFont[], levels: Uint8Array, start: number, end: number): Item[] {
  const items: Item[] = [];
  for (let index = start; index < end; index++) {
    const last = items.at(-1);
    if (last && last.font === fonts[index] && last.level === levels[index]) last.end = index + 1;
    else items.push({ start: index, end: index + 1, font: fonts[index], level: levels[index] });
  }
  return items;
}

/** Items in visual order: UAX #9 rule L2, reversing runs from the highest level down to the lowest odd one. */
export function visualOrder<T extends { level: number }>(items: T[]): T[] {
  const ordered = [...items];
  if (ordered.length === 0) return ordered;
  const highest = Math.max(...ordered.map((item) => item.level));
  const lowestOdd = Math.min(...ordered.map((item) => item.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; start++) {
      if (ordered[start].level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1].level >= level) end++;
      const reversed = ordered.slice(start, end + 1).reverse();
      ordered.splice(start, reversed.length, ...reversed);
      start = end;
    }
  }
  return ordered;
}

/** `end` moved back over the spaces (and ideographic spaces) that end `text[start, end)`. */
function endWithoutSpaces(text: string, start: number, end: number): number {
  while (end > start && (text[end - 1] === " " || text[end - 1] === "\u3000")) end--;
  return end;
}

export interface ParagraphContext {
  harfBuzz: HarfBuzz;
  buffer: Buffer;
  fontOf: (codePoint: number) => ShapingFont;
  /** Points per font unit for a font: size / unitsPerEm. */
  fontSize: number;
  wrap: "words" | "characters";
}

const bidi = bidiFactory();

/** Thai letters and marks: UAX #14 class SA, written without spaces between words. */
const THAI_RUN = /\p{Script=Thai}+/gu;
const thaiWords = new Intl.Segmenter("th", { granularity: "word" });
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Where the lines of `paragraph` may break, as UTF-16 indices (the end of the paragraph last).
 * At spaces and between ideographs by UAX #14 (linebreak); UAX #14 leaves the breaks inside Thai
 * (class SA) to a dictionary, which is the browser's: `Intl.Segmenter`'s word boundaries.
 * At the page edge: between any two grapheme clusters (a letter keeps its marks and vowel signs).
 */
export function breakOpportunities(paragraph: string, wrap: ParagraphContext["wrap"]): number[] {
  const breaks = new Set<number>();
  if (wrap === "characters") {
    for (const { index } of graphemes.segment(paragraph)) if (index > 0) breaks.add(index);
  } else {
    const breaker = new LineBreaker(paragraph);
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      if (next.position > 0 && next.position < paragraph.length) breaks.add(next.position);
    }
    for (const run of paragraph.matchAll(THAI_RUN)) {
      for (const { index } of thaiWords.segment(run[0]))
        if (index > 0) breaks.add(run.index + index);
    }
  }
  breaks.add(paragraph.length);
  return [...breaks].sort((a, b) => a - b);
}

/** One paragraph (a source line, tabs expanded) as lines no wider than `width` points. */
export function shapeParagraph(
  paragraph: string,
  width: number,
  context: ParagraphContext,
): ShapedLine[] {
  const { harfBuzz, buffer, fontSize } = context;
  if (paragraph === "") return [{ text: "", runs: [], rightToLeft: false, width: 0 }];
  const embedding = bidi.getEmbeddingLevels(paragraph);
  const levels = embedding.levels;
  const rightToLeft = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1;
  const fonts = fontsAlong(paragraph, context.fontOf);
  const points = (font: ShapingFont) => fontSize / font.unitsPerEm;

  // Advance of each character (UTF-16 index of its cluster) in points, from shaping it whole.
  const advances = new Float64Array(paragraph.length + 1);
  const wholeItems = itemsOf(fonts, levels, 0, paragraph.length);
  const whole = wholeItems.map((item) =>
    shapeRun(harfBuzz, buffer, paragraph, item.start, item.end, item.font, item.level % 2 === 1),
  );
  for (const run of whole)
    for (const glyph of run.glyphs) advances[glyph.cluster] += glyph.advance * points(run.font);
  const before = new Float64Array(paragraph.length + 1);
  for (let index = 0; index < paragraph.length; index++)
    before[index + 1] = before[index] + advances[index];
  const widthOf = (start: number, end: number) =>
    before[endWithoutSpaces(paragraph, start, end)] - before[start];

  const ranges: [number, number][] = [];
  const breaks = breakOpportunities(paragraph, context.wrap);
  let start = 0;
  let fitted = -1;
  for (let index = 0; index < breaks.length; index++) {
    const end = breaks[index];
    if (widthOf(start, end) <= width) {
      fitted = end;
      if (end === paragraph.length && end > start) ranges.push([start, end]);
      continue;
    }
    if (fitted > start) {
      ranges.push([start, fitted]);
      start = fitted;
      index--; // the same break again, from the new line's start
      continue;
    }
    // One unbreakable piece wider than the line: cut it between grapheme clusters (a letter
    // keeps its marks), as the Latin layout cuts between characters.
    let cut = start;
    for (const { segment } of graphemes.segment(paragraph.slice(start, end))) {
      const next = cut + segment.length;
      if (cut > start && widthOf(start, next) > width) break;
      cut = next;
    }
    ranges.push([start, cut]);
    start = cut;
    fitted = -1;
    index--;
    if (start >= paragraph.length) break;
  }

  // A run the line break does not cut is shaped as it was in the whole paragraph (with the same
  // characters around it as context): only the runs a break cuts are shaped again.
  const shapedWhole = new Map(wholeItems.map((item, index) => [item.start, whole[index]]));
  return ranges.map(([lineStart, lineEnd]) => {
    const end = endWithoutSpaces(paragraph, lineStart, lineEnd);
    const runs = visualOrder(
      itemsOf(fonts, levels, lineStart, end).map((item) => {
        const uncut = shapedWhole.get(item.start);
        const run =
          uncut && uncut.start + uncut.text.length === item.end
            ? uncut
            : shapeRun(
                harfBuzz,
                buffer,
                paragraph,
                item.start,
                item.end,
                item.font,
                item.level % 2 === 1,
              );
        return { ...run, level: item.level };
      }),
    );
    const lineWidth = runs.reduce((sum, run) => sum + run.advance * points(run.font), 0);
    return {
      text: paragraph.slice(lineStart, end),
      runs: runs.map(({ level: _level, ...run }) => run),
      rightToLeft,
      width: lineWidth,
    };
  });
}
