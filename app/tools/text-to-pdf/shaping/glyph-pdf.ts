// Writes shaped lines into a pdf-lib document. Each font is a Type0 font over a CIDFontType2 with
// an embedded subset of the font (made by fontkit); its CIDs are not the glyph ids themselves but
// one CID per glyph *and the characters it stands for*, mapped to the glyph by a CIDToGIDMap and
// to the characters by the ToUnicode map. Fonts share glyphs between letters (Noto Sans Arabic
// draws ب, ت and ن on one dotless shape plus dots), so a glyph-keyed ToUnicode map would read
// back the wrong letter; a ligature (lam-alef) reads back both letters; a glyph that only adds to
// a letter (a dot, a mark placed by the font) reads back nothing. HarfBuzz shapes with monotone
// clusters (shaped-layout.ts), so a run's glyphs read in reading order give its characters back
// in order, each once. Where shaping merged characters or reordered glyphs (a Devanagari conjunct,
// the vowel sign ि drawn before its consonant, the reph र् drawn after it) the cluster's first
// glyph drawn is not its first character's: readers that go by position then split the word
// where the glyph with no text of its own sits ("हि न्दी"). Such a cluster of a left-to-right run
// is also wrapped in a marked-content span whose ActualText is the cluster's characters, which
// poppler, Acrobat and others copy instead of the glyphs' own text.
// Glyphs are drawn left to right as they appear, each where HarfBuzz placed it, as PDF readers
// expect of right-to-left text: they reverse it for reading.
import fontkit, { type Font as FontkitFont } from "@cantoo/fontkit";
import {
  type PDFDocument,
  type PDFName,
  type PDFPage,
  type PDFRef,
  PDFString,
} from "@cantoo/pdf-lib";
import type { ShapingFont } from "./fonts";
import type { GlyphRun, ShapedLine } from "./shaped-layout";

interface EmbeddedFont {
  ref: PDFRef;
  /** "glyph id:characters" → CID; CID 0 is the font's .notdef. */
  cids: Map<string, number>;
  /** For each CID, its glyph id and characters. */
  glyphOf: number[];
  textOf: string[];
}

const hex4 = (value: number) => value.toString(16).padStart(4, "0");
const number = (value: number) => String(Math.round(value * 100) / 100);

/** UTF-16BE hex of `text` (surrogate pairs as two units), for ToUnicode. */
function utf16BeHex(text: string): string {
  let out = "";
  for (let index = 0; index < text.length; index++) out += hex4(text.charCodeAt(index));
  return out;
}

/** A glyph's width as the PDF's W array gives it: thousandths of the font size, two decimals. */
const widthCache = new WeakMap<ShapingFont, Map<number, number>>();
function pdfWidth(font: ShapingFont, id: number): number {
  let widths = widthCache.get(font);
  if (!widths) widthCache.set(font, (widths = new Map()));
  let width = widths.get(id);
  if (width === undefined) {
    width = Math.round((font.font.glyphHAdvance(id) * 100000) / font.unitsPerEm) / 100;
    widths.set(id, width);
  }
  return width;
}

/** The fonts of a document: registered as they are first drawn, written by `finish`. */
export class GlyphFonts {
  private readonly fonts = new Map<ShapingFont, EmbeddedFont>();

  constructor(private readonly doc: PDFDocument) {}

  private embedded(font: ShapingFont): EmbeddedFont {
    let embedded = this.fonts.get(font);
    if (!embedded) {
      embedded = {
        ref: this.doc.context.nextRef(),
        cids: new Map([["0:", 0]]),
        glyphOf: [0],
        textOf: [""],
      };
      this.fonts.set(font, embedded);
    }
    return embedded;
  }

  private cidOf(embedded: EmbeddedFont, glyph: number, text: string): number {
    const key = `${glyph}:${text}`;
    let cid = embedded.cids.get(key);
    if (cid === undefined) {
      cid = embedded.glyphOf.length;
      if (cid > 0xffff) throw new Error("A font of this PDF needs more than 65,535 glyphs.");
      embedded.cids.set(key, cid);
      embedded.glyphOf.push(glyph);
      embedded.textOf.push(text);
    }
    return cid;
  }

  /**
   * The CID of each glyph of `run`: the first glyph of a cluster, in reading order, carries the
   * cluster's characters; the others none.
   */
  private cidsOf(run: GlyphRun): number[] {
    const embedded = this.embedded(run.font);
    const clusters = [...new Set(run.glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
    const runEnd = run.start + run.text.length;
    const clusterText = new Map(
      clusters.map((cluster, index) => [
        cluster,
        run.text.slice(cluster - run.start, (clusters[index + 1] ?? runEnd) - run.start),
      ]),
    );
    const cids = new Array<number>(run.glyphs.length);
    const seen = new Set<number>();
    const order = run.glyphs.map((_, index) => index);
    if (run.rightToLeft) order.reverse();
    for (const index of order) {
      const glyph = run.glyphs[index];
      const text = seen.has(glyph.cluster) ? "" : clusterText.get(glyph.cluster)!;
      seen.add(glyph.cluster);
      cids[index] = this.cidOf(embedded, glyph.id, text);
    }
    return cids;
  }

  /** The page's resource name for `font`, added once per page (pdf-lib adds a new one per call). */
  private readonly keys = new WeakMap<PDFPage, Map<ShapingFont, PDFName>>();
  private fontKey(page: PDFPage, font: ShapingFont): PDFName {
    let keys = this.keys.get(page);
    if (!keys) this.keys.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) {
      key = page.node.newFontDictionary(font.name, this.embedded(font).ref);
      keys.set(font, key);
    }
    return key;
  }

  /** Content-stream operators drawing `line` with its left end at (x, y), `size` points. */
  drawLine(page: PDFPage, line: ShapedLine, x: number, y: number, size: number): string {
    const parts: string[] = [];
    let pen = x;
    for (const run of line.runs) {
      const cids = this.cidsOf(run);
      const key = this.fontKey(page, run.font);
      const scale = size / run.font.unitsPerEm;
      parts.push(`${key.asString()} ${number(size)} Tf`);
      let shown = "";
      let expectedX = Number.NaN;
      let rise = Number.NaN;
      const flush = () => {
        if (shown) parts.push(`<${shown}> Tj`);
        shown = "";
      };
      const spans = actualTextSpans(run);
      const spanEnds = new Set([...spans.values()].map((span) => span.last));
      const lefts: number[] = [];
      for (const glyph of run.glyphs) {
        lefts.push(pen);
        pen += glyph.advance * scale;
      }
      run.glyphs.forEach((glyph, index) => {
        const glyphX = lefts[index] + glyph.dx * scale;
        const glyphRise = glyph.dy * scale;
        const span = spans.get(index);
        if (span) {
          flush();
          parts.push(`/Span <</ActualText <FEFF${utf16BeHex(span.text)}>>> BDC`);
        }
        // A glyph not where the previous one's width left the pen (kerning, a mark placed on its
        // letter) is placed on its own; the others follow in one string.
        if (!(Math.abs(glyphX - expectedX) <= 0.005) || glyphRise !== rise) {
          flush();
          parts.push(`1 0 0 1 ${number(glyphX)} ${number(y + glyphRise)} Tm`);
          rise = glyphRise;
        }
        shown += hex4(cids[index]);
        expectedX = glyphX + (pdfWidth(run.font, glyph.id) * size) / 1000;
        if (spanEnds.has(index)) {
          flush();
          parts.push("EMC");
        }
      });
      flush();
    }
    return parts.join("\n");
  }

  /** Writes every font used: its subset, widths, CID-to-glyph map and ToUnicode map. */
  finish() {
    const { context } = this.doc;
    for (const [font, { ref, glyphOf, textOf }] of this.fonts) {
      const used = [...new Set(glyphOf)].sort((a, b) => a - b);
      const source = fontkit.create(font.sfnt) as FontkitFont;
      const subset = source.createSubset();
      const newId = new Map(used.map((id) => [id, subset.includeGlyph(id)]));
      const subsetBytes = subset.encode();
      const baseFont = `${subsetTag(used)}+${font.name}`;
      const perMille = 1000 / font.unitsPerEm;
      const cidToGid = new Uint8Array(glyphOf.length * 2);
      const widths: number[] = [];
      glyphOf.forEach((glyph, cid) => {
        const mapped = newId.get(glyph)!;
        cidToGid[cid * 2] = mapped >> 8;
        cidToGid[cid * 2 + 1] = mapped & 0xff;
        widths.push(pdfWidth(font, glyph));
      });
      const { minX, minY, maxX, maxY } = source.bbox;
      const descriptor = context.register(
        context.obj({
          Type: "FontDescriptor",
          FontName: baseFont,
          Flags: 4,
          FontBBox: [minX, minY, maxX, maxY].map((value) => Math.round(value * perMille)),
          ItalicAngle: 0,
          Ascent: Math.round(source.ascent * perMille),
          Descent: Math.round(source.descent * perMille),
          CapHeight: Math.round((source.capHeight || source.ascent) * perMille),
          StemV: 80,
          FontFile2: context.register(context.flateStream(subsetBytes)),
        }),
      );
      const cidFont = context.register(
        context.obj({
          Type: "Font",
          Subtype: "CIDFontType2",
          BaseFont: baseFont,
          CIDSystemInfo: {
            Registry: PDFString.of("Adobe"),
            Ordering: PDFString.of("Identity"),
            Supplement: 0,
          },
          FontDescriptor: descriptor,
          W: [0, widths],
          CIDToGIDMap: context.register(context.flateStream(cidToGid)),
        }),
      );
      const toUnicode = context.register(context.flateStream(toUnicodeCMap(textOf)));
      context.assign(
        ref,
        context.obj({
          Type: "Font",
          Subtype: "Type0",
          BaseFont: baseFont,
          Encoding: "Identity-H",
          DescendantFonts: [cidFont],
          ToUnicode: toUnicode,
        }),
      );
    }
  }
}

/**
 * The clusters of a left-to-right run that need ActualText: more than one character, or more than
 * one glyph. Keyed by the index of the cluster's first glyph; `last` is the index of its last.
 */
export function actualTextSpans(run: GlyphRun): Map<number, { text: string; last: number }> {
  const spans = new Map<number, { text: string; last: number }>();
  if (run.rightToLeft) return spans;
  const runEnd = run.start + run.text.length;
  let first = 0;
  while (first < run.glyphs.length) {
    const cluster = run.glyphs[first].cluster;
    let last = first;
    while (last + 1 < run.glyphs.length && run.glyphs[last + 1].cluster === cluster) last++;
    const next = run.glyphs[last + 1]?.cluster ?? runEnd;
    const text = run.text.slice(cluster - run.start, next - run.start);
    if (last > first || [...text].length > 1) spans.set(first, { text, last });
    first = last + 1;
  }
  return spans;
}

/** Six capital letters from the glyphs used, as the PDF specification asks of a subset's name. */
function subsetTag(glyphs: number[]): string {
  let hash = 2166136261;
  for (const glyph of glyphs) hash = Math.imul(hash ^ glyph, 16777619) >>> 0;
  let tag = "";
  for (let index = 0; index < 6; index++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + index * 7919;
  }
  return tag;
}

/** A ToUnicode CMap: each CID (2 bytes, Identity-H) with characters to them in UTF-16BE. */
export function toUnicodeCMap(textOf: string[]): string {
  const entries = textOf.flatMap((text, cid) => (text ? [[cid, text] as const] : []));
  const blocks: string[] = [];
  // A CMap block holds at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([cid, text]) => `<${hex4(cid)}> <${utf16BeHex(text)}>`).join("\n")}\nendbfchar`,
    );
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMapResource defineresource pop",
    "end",
    "end",
  ].join("\n");
}
