// What the Text to PDF page and its worker share: the options, their defaults and limits, the
// job and result, the sample, the file name. No PDF library here: the page imports this file, and
// pdf-lib (with fontkit, ~400 KB gz) is loaded only with the worker.
import type { PageBox } from "./text-layout";

export const PAGE_SIZES = {
  a4: { label: "A4", width: 595.28, height: 841.89 },
  letter: { label: "Letter", width: 612, height: 792 },
  legal: { label: "Legal", width: 612, height: 1008 },
  a5: { label: "A5", width: 419.53, height: 595.28 },
} as const;
export type PageSizeName = keyof typeof PAGE_SIZES;

export const FONTS = {
  mono: { label: "Monospaced (DejaVu Sans Mono)" },
  sans: { label: "Proportional (DejaVu Sans)" },
} as const;
export type FontName = keyof typeof FONTS;

export interface PdfOptions {
  pageSize: PageSizeName;
  orientation: "portrait" | "landscape";
  /** Margin on every side, in millimetres. */
  marginMm: number;
  font: FontName;
  /** In points. */
  fontSize: number;
  lineHeight: number;
  tabWidth: number;
  wrap: "words" | "characters";
  pageNumbers: boolean;
  /** Printed at the top of every page; empty for none. */
  header: string;
  /** The PDF's metadata. */
  title: string;
  author: string;
  /**
   * Han characters drawn as Chinese (Simplified), Japanese or Korean where the text does not say
   * (kana means Japanese, Hangul Korean); chinese when not given.
   */
  han?: HanLanguage;
}

export type HanLanguage = "chinese" | "japanese" | "korean";

export const HAN_LANGUAGES: readonly { value: HanLanguage; label: string }[] = [
  { value: "chinese", label: "Chinese (Simplified)" },
  { value: "japanese", label: "Japanese" },
  { value: "korean", label: "Korean" },
];

/** The browser's first language that is Chinese, Japanese or Korean decides; Chinese otherwise. */
export function hanLanguageOf(languages: readonly string[]): HanLanguage {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (primary === "ja") return "japanese";
    if (primary === "ko") return "korean";
    if (primary === "zh") return "chinese";
  }
  return "chinese";
}

export const DEFAULT_PDF_OPTIONS: PdfOptions = {
  pageSize: "a4",
  orientation: "portrait",
  marginMm: 20,
  // Plain text is often aligned with spaces (tables, code, ASCII art): a monospaced font keeps it.
  font: "mono",
  fontSize: 10,
  lineHeight: 1.4,
  tabWidth: 4,
  wrap: "words",
  pageNumbers: true,
  header: "",
  title: "",
  author: "",
};

/** Limits of the number fields, so a typo cannot ask for a 0-pt font or 500 mm margins. */
export const LIMITS = {
  marginMm: { min: 0, max: 60 },
  fontSize: { min: 4, max: 72 },
  lineHeight: { min: 1, max: 3 },
  tabWidth: { min: 1, max: 16 },
} as const;

/** The pages the preview shows. */
export const PREVIEW_PAGES = 3;

/**
 * What the worker is given: the text, or a file it reads in the encoding chosen (null: the one it
 * most likely has), and the options.
 */
export interface PdfJob {
  source: { text: string } | { file: File; encoding: string | null };
  options: PdfOptions;
}

export interface PdfResult {
  pdf: Blob;
  pageCount: number;
  /** The first pages' lines, as in the PDF. */
  preview: string[][];
  box: PageBox;
  /** Lines the header and footer take (the preview draws them as the PDF does). */
  reservedLines: number;
  /** What the PDF was made with (the page's settings may have changed since). */
  options: PdfOptions;
  /** Invisible characters (control and format characters) left out of the text and header. */
  invisibleLeftOut: number;
  /** How an opened file was read (app/lib/text/encoding-detection.ts); null for typed text. */
  source: { encoding: string; detected: string; notUtf8: boolean } | null;
}

/** The Encoding list's first entry, the file's likeliest encoding, until the user picks another. */
export const DETECTED = "detected";

/** What the status says of how a file was read. */
export function fileReadAs(source: NonNullable<PdfResult["source"]>): string {
  if (!source.notUtf8) return `the file read as ${source.encoding}`;
  return source.encoding === "UTF-8"
    ? "the file read as UTF-8, which it is not: the bytes UTF-8 cannot read show as �"
    : `not valid UTF-8, so the file read as ${source.encoding}`;
}

export const SAMPLE_TEXT = `Text to PDF
===========

Type or paste text here, or open a .txt or .md file: it becomes a PDF on this
device, with the page size, margins and font you choose. Nothing is uploaded.

Long lines wrap at spaces; a long URL such as https://example.com/a/very/long/path/that/does/not/fit/on/one/line/of/the/page breaks inside the page.

Tabs line up:
Name\tCity\tScore
Ada\tLondon\t98
Ελένη\tΑθήνα\t91
Пётр\tМосква\t87
`;

/** The PDF's file name: the opened file's with .pdf, else the title's, else "text.pdf". */
export function pdfFileName(fileName: string | null, title: string): string {
  if (fileName) {
    const base = fileName.replace(/\.[^.]*$/, "");
    return `${base || "text"}.pdf`;
  }
  // Characters no file system takes in a name, and control characters, are left out.
  const fromTitle = title
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters are among those left out
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "")
    .replace(/\s+/g, " ")
    .slice(0, 100)
    .trim();
  return `${fromTitle || "text"}.pdf`;
}
