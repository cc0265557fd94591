// The text of a PDF, page by page, with Mozilla's pdf.js: run in the tool's worker (pdf.js's own
// worker code in the same thread), reading the file in slices as pdf.js asks for them, so memory
// follows the page being read rather than the size of the file. Each page's pieces are turned into
// text by pdf-text-layout.ts in both modes, so switching the mode needs no second reading.
// pdf.js 6 has no eval path left (its isEvalSupported option is gone); the site's CSP, which has no
// 'unsafe-eval', would refuse one anyway.
import type {
  DocumentInitParameters,
  PDFDocumentProxy,
  PDFPageProxy,
  TextItem,
} from "pdfjs-dist/types/src/display/api";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import { type TextPiece, pageText, withPiecesPlaced } from "./pdf-text-layout";
import { type PageRange, pagesInRange } from "./page-range";

/** What pdf.js offers that this core uses: the module is handed in (browser or Node build). */
export interface PdfJs {
  getDocument: (params: DocumentInitParameters) => {
    promise: Promise<PDFDocumentProxy>;
    destroy: () => Promise<void>;
  };
  PDFDataRangeTransport: new (length: number, initialData: Uint8Array | null) => RangeTransport;
}

interface RangeTransport {
  requestDataRange(begin: number, end: number): void;
  onDataRange(begin: number, chunk: Uint8Array): void;
}

export interface PdfTextJob {
  file: Blob;
  /** The password typed for a protected PDF, or null before one is asked for. */
  password: string | null;
  /** The pages to read, already checked (page-range.ts); null means every page. */
  range: PageRange | null;
}

export interface PdfPage {
  number: number;
  reading: string;
  layout: string;
}

export interface PdfTextResult {
  pageCount: number;
  pages: PdfPage[];
  /** Pages without text (scans) and pages that failed, named, in page order. */
  notes: string[];
}

/** Where pdf.js finds the files it loads on demand (served by this site, never a CDN). */
export interface PdfAssets {
  cMapUrl: string;
  standardFontDataUrl: string;
  /**
   * Fetch them from pdf.js's worker half. In a browser worker this must be true: pdf.js's other
   * half fetches through `document.baseURI`, which a worker has not, and then reads the text of
   * CJK fonts without their character maps: none of it comes out, and no error is shown.
   * Node's tests read files by path and leave it to pdf.js.
   */
  useWorkerFetch?: boolean;
}

export const NEED_PASSWORD_MESSAGE =
  "This PDF is protected by a password. Enter it to read the text.";
export const WRONG_PASSWORD_MESSAGE = "That password is not right. Try again.";
export const NOT_PDF_MESSAGE = "This file is not a PDF: it does not start with %PDF-.";
export const DAMAGED_MESSAGE = "This PDF is damaged and could not be read.";

/** pdf.js reads a PDF as it needs it: ranges of 1 MiB, each sliced from the file when asked. */
const RANGE_CHUNK = 1 << 20;

async function startsLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  // "%PDF-" may follow a few bytes of junk, which readers accept: look in the first KiB.
  const text = String.fromCharCode(...head);
  return text.includes("%PDF-");
}

function pieceOf(item: TextItem): TextPiece {
  const [a, b, c, d, x, y] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
  return { text: item.str, x, y, width: item.width, size, endsLine: item.hasEOL };
}

/** What pdf.js tells of an annotation (getAnnotations), the part read here. */
interface AnnotationData {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  combo?: boolean;
  password?: boolean;
  hidden?: boolean;
  rect?: number[];
  /** The lines its appearance stream draws, when pdf.js read them. */
  textContent?: string[];
  /** Where the first of them starts, from the rectangle's lower left corner. */
  textPosition?: number[];
  defaultAppearanceData?: { fontSize?: number };
}

/**
 * The text that a page's annotations draw over it, as pdftotext prints it: a filled form field's
 * value (a text field, a drop-down's choice) and the text of a free-text note, each at its place.
 * The text its appearance stream draws where pdf.js read it, else the field's value (a field saved
 * without an appearance, which readers draw from the value).
 */
async function annotationPieces(page: PDFPageProxy): Promise<TextPiece[]> {
  const annotations = (await page.getAnnotations({ intent: "display" })) as AnnotationData[];
  const pieces: TextPiece[] = [];
  for (const annotation of annotations) {
    const { rect, fieldValue } = annotation;
    if (annotation.hidden || !rect || rect.length < 4) continue;
    let lines = annotation.textContent;
    if (!lines) {
      const isField =
        annotation.fieldType === "Tx" || (annotation.fieldType === "Ch" && annotation.combo);
      if (!isField || annotation.password) continue;
      const value = Array.isArray(fieldValue) ? fieldValue.join(", ") : fieldValue;
      if (typeof value !== "string") continue;
      lines = value.split(/\r\n?|\n/);
    }
    lines = lines.filter((line) => line.trim() !== "");
    if (lines.length === 0) continue;
    const [left, bottom, right, top] = rect;
    const size = annotation.defaultAppearanceData?.fontSize || Math.min(12, top - bottom) || 12;
    const lineHeight = size * 1.15;
    // The lowest line's baseline: where pdf.js found it, else centred as readers draw one line.
    const x = left + (annotation.textPosition?.[0] ?? 2);
    const lowest = annotation.textPosition
      ? bottom + annotation.textPosition[1]
      : lines.length > 1
        ? top - 2 - size - (lines.length - 1) * lineHeight
        : bottom + Math.max(0, (top - bottom - size) / 2) + size * 0.2;
    lines.forEach((text, i) =>
      pieces.push({
        text,
        x,
        y: lowest + (lines.length - 1 - i) * lineHeight,
        width: Math.min(right - x, text.length * size * 0.5),
        size,
        endsLine: true,
      }),
    );
  }
  return pieces;
}

function openFailure(error: unknown, password: string | null): ToolError {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException")
    return new ToolError(password === null ? NEED_PASSWORD_MESSAGE : WRONG_PASSWORD_MESSAGE);
  return new ToolError(DAMAGED_MESSAGE);
}

export async function extractPdfText(
  pdfjs: PdfJs,
  assets: PdfAssets,
  { file, password, range }: PdfTextJob,
  progress: ProgressReporter = () => {},
): Promise<PdfTextResult> {
  if (file.size === 0) throw new ToolError("The file is empty.");
  if (!(await startsLikePdf(file))) throw new ToolError(NOT_PDF_MESSAGE);

  const transport = new pdfjs.PDFDataRangeTransport(file.size, null);
  transport.requestDataRange = (begin, end) => {
    void file
      .slice(begin, end)
      .arrayBuffer()
      .then((bytes) => transport.onDataRange(begin, new Uint8Array(bytes)));
  };
  const task = pdfjs.getDocument({
    range: transport as never,
    rangeChunkSize: RANGE_CHUNK,
    disableAutoFetch: true,
    disableStream: true,
    password: password ?? undefined,
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: assets.cMapUrl,
    cMapPacked: true,
    standardFontDataUrl: assets.standardFontDataUrl,
    useWorkerFetch: assets.useWorkerFetch,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    throw openFailure(error, password);
  }

  try {
    const numbers = pagesInRange(range, doc.numPages);
    const pages: PdfPage[] = [];
    const notes: string[] = [];
    for (const [i, number] of numbers.entries()) {
      // Which page is being read: a page that stalls the reader is named by the time limit.
      progress(i / numbers.length, String(number));
      try {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        const pieces = withPiecesPlaced(
          content.items.filter((item): item is TextItem => "str" in item).map(pieceOf),
          await annotationPieces(page),
        );
        const reading = pageText(pieces, "reading");
        if (reading === "") notes.push(`Page ${number} has no text (it may be a scanned image).`);
        pages.push({ number, reading, layout: pageText(pieces, "layout") });
        // What pdf.js keeps of a page read is let go: memory does not grow with the page count.
        page.cleanup();
      } catch {
        notes.push(`Page ${number} could not be read (it is damaged); the other pages are kept.`);
        pages.push({ number, reading: "", layout: "" });
      }
      progress((i + 1) / numbers.length);
    }
    return { pageCount: doc.numPages, pages, notes };
  } finally {
    await task.destroy();
  }
}
