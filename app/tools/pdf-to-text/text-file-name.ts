// The names of the text files PDF to Text saves, made by the site's one file-name sanitiser
// (zip-entry-name.ts). A module of its own, which the page loads when a PDF is chosen: the
// sanitiser was 1.1 KiB gz of the page's first load, for a name no one needs before then.
import { zipEntryName } from "~/lib/files/zip-entry-name";

/**
 * "report.pdf" → "report.txt"; with a page number "report-page-3.txt". A plain base name, as every
 * file the site saves (zip-entry-name.ts): "../../etc/cron.d/evil.pdf" → "evil-page-1.txt".
 */
export function textFileName(pdfName: string, page?: number): string {
  const stem = zipEntryName(pdfName, "document").replace(/\.pdf$/i, "") || "document";
  return zipEntryName(page === undefined ? `${stem}.txt` : `${stem}-page-${page}.txt`, "document");
}
