// The PDF of a text that needs shaping (Arabic, Hebrew, CJK, Thai, Devanagari, emoji, or any character the user's font
// lacks): fonts chosen per character and loaded, each paragraph shaped and wrapped
// (shaped-layout.ts), lines put on pages the way the Latin layout does (form feeds turn the page,
// the header and page numbers keep their rows), and drawn glyph by glyph (glyph-pdf.ts).
import type { PDFDocument } from "@cantoo/pdf-lib";
import { ToolError } from "~/lib/tool-error";
import type { PageBox } from "../text-layout";
import { expandTabs } from "../text-layout";
import type { HanLanguage } from "../pdf-options";
import { type HarfBuzz, type ShapingFont, chooseFonts, cjkFamilyOf, hanFamily } from "./fonts";
import { GlyphFonts } from "./glyph-pdf";
import { type ShapedLine, shapeParagraph } from "./shaped-layout";

export interface ShapedPdfSettings {
  fontSize: number;
  lineHeight: number;
  tabWidth: number;
  wrap: "words" | "characters";
  header: string;
  pageNumbers: boolean;
  /** Han characters drawn as Chinese, Japanese or Korean where the text does not say. */
  han?: HanLanguage;
}

export interface ShapingFonts {
  harfBuzz: HarfBuzz;
  /** The user's font (DejaVu Sans or Sans Mono), first choice for every character it may draw. */
  primary: ShapingFont;
  /** Loads a Noto file by name. */
  load: (face: { family: string; file: string }) => Promise<ShapingFont>;
}

export interface ShapedLayout {
  pages: ShapedLine[][];
  linesPerPage: number;
  lineWidth: number;
}

/** Lays `text` out on pages of `box`; throws a ToolError naming a character no font has. */
export async function layoutShaped(
  text: string,
  box: PageBox,
  settings: ShapedPdfSettings,
  reservedLines: number,
  fonts: ShapingFonts,
  onProgress: (fraction: number) => void = () => {},
  onFontsLoaded?: (loaded: number, total: number) => void,
): Promise<
  ShapedLayout & { header: ShapedLine | null; fontOf: (codePoint: number) => ShapingFont }
> {
  const header = settings.header.trim().normalize("NFC");
  const normalized = text.normalize("NFC");
  const sourceLines = normalized.split(/\r\n|\r|\n/);
  // Han characters take the CJK font of their paragraph's language: a paragraph with kana is
  // Japanese, one with Hangul Korean, the others the document's (as its kana or Hangul say, else
  // as the user chose). The characters of each such group are chosen together; the page numbers,
  // the header and a cut header's ellipsis with the document's.
  const documentFamily = hanFamily(`${header}\n${normalized}`, settings.han ?? "chinese");
  const familyOfLine = sourceLines.map((line) => cjkFamilyOf(line, documentFamily));
  const groups = new Map<string, string[]>([[documentFamily, [header, "Page 0123456789 of…"]]]);
  sourceLines.forEach((line, index) => {
    const family = familyOfLine[index];
    const group = groups.get(family);
    if (group) group.push(line);
    else groups.set(family, [line]);
  });
  const choices = new Map<string, Map<number, ShapingFont>>();
  const loadedBefore = { done: 0, asked: 0 };
  for (const [family, lines] of groups) {
    const last = { done: 0, asked: 0 };
    const choice = await chooseFonts(
      lines.join("\n"),
      fonts.primary,
      fonts.load,
      (done, asked) => {
        Object.assign(last, { done, asked });
        onFontsLoaded?.(loadedBefore.done + done, loadedBefore.asked + asked);
      },
      family,
    );
    loadedBefore.done += last.done;
    loadedBefore.asked += last.asked;
    if (choice.missing) throw new ToolError(missingMessage(choice.missing, header, normalized));
    choices.set(family, choice.fontOf);
  }
  const fontOfFamily = (family: string) => {
    const fontOf = choices.get(family)!;
    return (codePoint: number) => fontOf.get(codePoint)!;
  };
  const fontOf = fontOfFamily(documentFamily);
  const buffer = new fonts.harfBuzz.Buffer();
  const context = {
    harfBuzz: fonts.harfBuzz,
    buffer,
    fontOf,
    fontSize: settings.fontSize,
    wrap: settings.wrap,
  };
  const paragraphContexts = new Map(
    [...choices.keys()].map((family) => [family, { ...context, fontOf: fontOfFamily(family) }]),
  );
  const lineWidth = box.width - 2 * box.margin;
  const linesPerPage =
    Math.floor((box.height - 2 * box.margin) / (settings.fontSize * settings.lineHeight)) -
    reservedLines;
  const pages: ShapedLine[][] = [[]];
  const every = Math.max(1, Math.floor(sourceLines.length / 100));
  sourceLines.forEach((sourceLine, index) => {
    if (index % every === 0) onProgress(index / sourceLines.length);
    const sections = sourceLine.split("\f");
    sections.forEach((section, sectionIndex) => {
      if (sectionIndex > 0) pages.push([]);
      if (section === "" && sections.length > 1) return;
      const paragraph = expandTabs(section, settings.tabWidth);
      const paragraphContext = paragraphContexts.get(familyOfLine[index])!;
      for (const line of shapeParagraph(paragraph, lineWidth, paragraphContext)) {
        if (pages[pages.length - 1].length === linesPerPage) pages.push([]);
        pages[pages.length - 1].push(line);
      }
    });
  });
  // The header is one line; a longer one is cut to the width with an ellipsis.
  let headerLine: ShapedLine | null = null;
  if (header) {
    const whole = { ...context, wrap: "characters" as const };
    headerLine = shapeParagraph(header, Number.POSITIVE_INFINITY, whole)[0];
    if (headerLine.width > lineWidth) {
      const ellipsisWidth = shapeParagraph("…", Number.POSITIVE_INFINITY, whole)[0].width;
      const kept = shapeParagraph(header, lineWidth - ellipsisWidth, whole)[0].text;
      headerLine = shapeParagraph(`${kept}…`, Number.POSITIVE_INFINITY, whole)[0];
    }
  }
  return { pages, linesPerPage, lineWidth, header: headerLine, fontOf };
}

/** The message for a character no font has: where it is, and its code. */
function missingMessage(missing: string, header: string, text: string): string {
  const codePoint = missing.codePointAt(0)!;
  const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
  const where = header.includes(missing)
    ? "The header"
    : `Line ${text.slice(0, text.indexOf(missing)).split(/\r\n|\r|\n/).length}`;
  return `${where} has the character ${name} “${missing}”: none of the PDF's fonts has a letter for it. Remove it or use another tool for it.`;
}

/** Draws the laid-out pages into `doc`; `onPage` is told each page done. */
export function drawShaped(
  doc: PDFDocument,
  layout: Awaited<ReturnType<typeof layoutShaped>>,
  box: PageBox,
  settings: ShapedPdfSettings,
  fonts: ShapingFonts,
  onPage: (index: number) => void = () => {},
) {
  const glyphFonts = new GlyphFonts(doc);
  const size = settings.fontSize;
  const advance = size * settings.lineHeight;
  const top = box.height - box.margin - size;
  const headerLines = layout.header ? 2 : 0;
  const pageCount = layout.pages.length;
  const buffer = new fonts.harfBuzz.Buffer();
  const context = {
    harfBuzz: fonts.harfBuzz,
    buffer,
    fontOf: layout.fontOf,
    fontSize: size,
    wrap: "characters" as const,
  };
  layout.pages.forEach((lines, index) => {
    const page = doc.addPage([box.width, box.height]);
    const parts = ["BT"];
    const draw = (line: ShapedLine, row: number, centred = false) => {
      if (line.runs.length === 0) return;
      const x = centred
        ? (box.width - line.width) / 2
        : line.rightToLeft
          ? box.margin + layout.lineWidth - line.width
          : box.margin;
      parts.push(glyphFonts.drawLine(page, line, x, top - row * advance, size));
    };
    if (layout.header) draw(layout.header, 0);
    lines.forEach((line, row) => draw(line, row + headerLines));
    if (settings.pageNumbers) {
      const label = `Page ${index + 1} of ${pageCount}`;
      const [numbers] = shapeParagraph(label, Number.POSITIVE_INFINITY, context);
      draw(numbers, headerLines + layout.linesPerPage + 1, true);
    }
    parts.push("ET");
    const content = doc.context.flateStream(parts.join("\n"));
    page.node.addContentStream(doc.context.register(content));
    onPage(index);
  });
  glyphFonts.finish();
}
