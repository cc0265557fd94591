// Text to PDF: plain text laid out on pages (text-layout.ts) and written as a PDF with pdf-lib, the
// font embedded as a subset (only the letters used). Runs in a worker; the fonts are the site's own
// DejaVu Sans and DejaVu Sans Mono (Latin, Greek, Cyrillic), passed in as bytes.
import {
  PDFDocument,
  type PDFFont,
  beginText,
  endText,
  moveText,
  nextLine,
  setFontAndSize,
  setLineHeight,
  showText,
} from "@cantoo/pdf-lib";
import fontkit, { type Font } from "@cantoo/fontkit";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import {
  firstRefused,
  firstUnsupported,
  unsupportedMessage,
  withoutInvisible,
} from "./script-support";
import type { ShapingFonts } from "./shaping/shaped-pdf";
import { PAGE_SIZES, PREVIEW_PAGES, type PdfOptions, type PdfResult } from "./pdf-options";
import { type Layout, type PageBox, layoutProblem, layoutText } from "./text-layout";

const MM = 72 / 25.4;

export function pageBox(options: PdfOptions): PageBox {
  const size = PAGE_SIZES[options.pageSize];
  const landscape = options.orientation === "landscape";
  return {
    width: landscape ? size.height : size.width,
    height: landscape ? size.width : size.height,
    margin: options.marginMm * MM,
  };
}

export const reservedLinesOf = (options: PdfOptions) =>
  (options.header.trim() ? 2 : 0) + (options.pageNumbers ? 2 : 0);

/** A fontkit font's width of text at `size`, cached per character. */
function measurer(font: Font, size: number): (text: string) => number {
  const widths = new Map<string, number>();
  const scale = size / font.unitsPerEm;
  return (text) => {
    let width = 0;
    for (const char of text) {
      let advance = widths.get(char);
      if (advance === undefined) {
        advance = (font.glyphForCodePoint(char.codePointAt(0)!)?.advanceWidth ?? 0) * scale;
        widths.set(char, advance);
      }
      width += advance;
    }
    return width;
  };
}

/**
 * `text` cut with an ellipsis to fit `width`. One pass over the characters (measuring each prefix
 * again would be quadratic: a pasted 100,000-character header took minutes).
 */
export function fitted(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  const room = width - measure("…");
  let used = 0;
  let cut = 0;
  for (const char of text) {
    used += measure(char);
    if (used > room) break;
    cut += char.length;
  }
  return `${text.slice(0, cut)}…`;
}

/** The layout `text` gets with `options` and the font in `fontBytes`; the PDF is not written. */
export function layoutFor(
  text: string,
  options: PdfOptions,
  fontBytes: Uint8Array,
  onProgress?: (fraction: number) => void,
): { layout: Layout; box: PageBox; measure: (text: string) => number; font: Font } {
  const font = fontkit.create(fontBytes) as Font;
  const box = pageBox(options);
  const layoutOptions = { ...options, reservedLines: reservedLinesOf(options) };
  const problem = layoutProblem(box, layoutOptions);
  if (problem) throw new ToolError(problem);
  const hasGlyph = (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
  // The header is drawn with the same font: checked the same way, never drawn as boxes.
  const header = firstUnsupported(options.header, hasGlyph);
  if (header) throw new ToolError(unsupportedMessage(header, "The header"));
  const unsupported = firstUnsupported(text, hasGlyph);
  if (unsupported) throw new ToolError(unsupportedMessage(unsupported));
  const measure = measurer(font, options.fontSize);
  const layout = layoutText(text, box, layoutOptions, measure, onProgress);
  return { layout, box, measure, font };
}

/** Whether `text` or the header has a character the Latin path cannot draw with `fontBytes`. */
export function needsShaping(text: string, header: string, fontBytes: Uint8Array): boolean {
  const font = fontkit.create(fontBytes) as Font;
  const hasGlyph = (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
  return firstUnsupported(header, hasGlyph) !== null || firstUnsupported(text, hasGlyph) !== null;
}

async function newDocument(options: PdfOptions): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(options.title.trim(), { showInWindowTitleBar: options.title.trim() !== "" });
  doc.setAuthor(options.author.trim());
  doc.setCreator("Bytesmith Text to PDF");
  doc.setProducer("Bytesmith (pdf-lib)");
  const now = new Date();
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return doc;
}

/**
 * The PDF of `text`: laid out, drawn page by page (progress per page), saved. A text the Latin
 * path cannot draw (Arabic, Hebrew, Chinese…) is shaped with the fonts `shaping` gives, loaded
 * only then.
 */
export async function makePdf(
  rawText: string,
  options: PdfOptions,
  fontBytes: Uint8Array,
  progress: ProgressReporter = () => {},
  shaping?: () => Promise<ShapingFonts>,
): Promise<PdfResult> {
  const body = withoutInvisible(rawText);
  const shownHeader = withoutInvisible(options.header);
  const text = body.text;
  options = { ...options, header: shownHeader.text };
  const invisibleLeftOut = body.leftOut + shownHeader.leftOut;
  if (shaping && needsShaping(text, options.header, fontBytes)) {
    return makeShapedPdf(text, options, await shaping(), progress, invisibleLeftOut);
  }
  const { layout, box, measure } = layoutFor(text, options, fontBytes, (fraction) =>
    progress(0.2 * fraction),
  );
  const doc = await newDocument(options);
  doc.registerFontkit(fontkit);
  // Ligatures and kerning off: each character is one glyph of its own advance, the widths the
  // layout measured, and text copied out of the PDF reads as typed ("fi", not a ligature glyph).
  const font: PDFFont = await doc.embedFont(fontBytes, {
    subset: true,
    features: { liga: false, kern: false },
  });

  const size = options.fontSize;
  const advance = size * options.lineHeight;
  const top = box.height - box.margin - size;
  const header = options.header.trim();
  const headerLines = header ? 2 : 0;
  const pageCount = layout.pages.length;
  for (const [index, lines] of layout.pages.entries()) {
    const page = doc.addPage([box.width, box.height]);
    const fontKey = page.node.newFontDictionary(font.name, font.ref);
    // One text object per page: the font and line spacing set once, then each line and a move to
    // the next (pdf-lib's drawText would repeat all of it for every line, a PDF four times larger).
    const operators = [
      beginText(),
      setFontAndSize(fontKey, size),
      setLineHeight(advance),
      moveText(box.margin, top),
    ];
    const show = (line: string) => {
      if (line.trim() !== "") operators.push(showText(font.encodeText(line)));
      operators.push(nextLine());
    };
    if (header) {
      show(fitted(header, layout.lineWidth, measure));
      operators.push(nextLine());
    }
    lines.forEach(show);
    operators.push(endText());
    if (options.pageNumbers) {
      const label = `Page ${index + 1} of ${pageCount}`;
      const row = headerLines + layout.linesPerPage + 1;
      operators.push(
        beginText(),
        setFontAndSize(fontKey, size),
        moveText((box.width - measure(label)) / 2, top - row * advance),
        showText(font.encodeText(label)),
        endText(),
      );
    }
    page.pushOperators(...operators);
    if (index % 20 === 0) progress(0.2 + (0.7 * index) / pageCount);
  }
  const bytes = await doc.save({ objectsPerTick: Infinity });
  progress(1);
  return {
    pdf: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }),
    pageCount,
    preview: layout.pages.slice(0, PREVIEW_PAGES),
    box,
    reservedLines: reservedLinesOf(options),
    options,
    invisibleLeftOut,
    source: null,
  };
}

/** The shaping path of makePdf: fonts loaded (progress to 20 %), laid out, drawn, saved. */
async function makeShapedPdf(
  text: string,
  options: PdfOptions,
  fonts: ShapingFonts,
  progress: ProgressReporter,
  invisibleLeftOut: number,
): Promise<PdfResult> {
  const primaryHas = (codePoint: number) => fonts.primary.has(codePoint);
  const refused = firstRefused(options.header, primaryHas);
  if (refused) throw new ToolError(unsupportedMessage(refused, "The header"));
  const refusedText = firstRefused(text, primaryHas);
  if (refusedText) throw new ToolError(unsupportedMessage(refusedText));
  const box = pageBox(options);
  const reservedLines = reservedLinesOf(options);
  const problem = layoutProblem(box, { ...options, reservedLines });
  if (problem) throw new ToolError(problem);
  const { layoutShaped, drawShaped } = await import("./shaping/shaped-pdf");
  const layout = await layoutShaped(
    text,
    box,
    options,
    reservedLines,
    fonts,
    (fraction) => progress(0.2 + 0.2 * fraction),
    (loaded, total) => progress((0.2 * loaded) / total),
  );
  const doc = await newDocument(options);
  const pageCount = layout.pages.length;
  drawShaped(doc, layout, box, options, fonts, (index) => {
    if (index % 20 === 0) progress(0.4 + (0.5 * index) / pageCount);
  });
  const bytes = await doc.save({ objectsPerTick: Infinity });
  progress(1);
  return {
    pdf: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }),
    pageCount,
    preview: layout.pages.slice(0, PREVIEW_PAGES).map((lines) => lines.map((line) => line.text)),
    box,
    reservedLines,
    options,
    invisibleLeftOut,
    source: null,
  };
}
