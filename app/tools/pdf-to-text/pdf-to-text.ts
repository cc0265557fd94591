// PDF to Text, the parts the page joins: the pages' text into one file, with the separator the
// user chose. Pure. The files' names are in text-file-name.ts, loaded when a PDF is chosen.
import type { LayoutMode } from "./pdf-text-layout";
import type { PdfPage } from "./pdf-extract";

export type PageSeparator = "form-feed" | "marker";

export const SEPARATORS: readonly { value: PageSeparator; label: string }[] = [
  { value: "form-feed", label: "Form feed (as pdftotext)" },
  { value: "marker", label: "--- Page N --- line" },
];

export const MODES: readonly { value: LayoutMode; label: string }[] = [
  { value: "reading", label: "Reading order" },
  { value: "layout", label: "Layout (columns kept)" },
];

export const isPageSeparator = (value: unknown): value is PageSeparator =>
  SEPARATORS.some((option) => option.value === value);
export const isLayoutMode = (value: unknown): value is LayoutMode =>
  MODES.some((option) => option.value === value);

/** The text of the pages read, one after another: a form feed ends each page, as pdftotext does. */
export function joinPages(
  pages: readonly PdfPage[],
  mode: LayoutMode,
  separator: PageSeparator,
): string {
  if (separator === "form-feed") return pages.map((page) => `${page[mode]}\n\f`).join("");
  return pages.map((page) => `--- Page ${page.number} ---\n${page[mode]}\n`).join("\n");
}

/** What the page says when reading one page took longer than the time limit (30 s). */
export function pageTimeLimitMessage(page: string | null): string {
  const which = page === null ? "Opening the PDF" : `Page ${page}`;
  const rest = page === null ? "" : ` Choose a page range without page ${page} to read the others.`;
  return `${which} took longer than 30 seconds and reading stopped (the PDF may be built to stall readers).${rest}`;
}
