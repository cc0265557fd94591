// Byte-level pieces shared by the split and merge cores of /csv-tools: the options both take,
// the UTF-8 byte order mark and the line breaks a user may normalise to.
import type { RecordScannerOptions } from "~/lib/csv/record-scanner";

export type BomHandling = "keep" | "drop";
export type LineEndingHandling = "keep" | "lf" | "crlf";

export interface CsvByteOptions extends RecordScannerOptions {
  /** Keep a UTF-8 byte order mark found at the start of the input, or drop it. */
  bom: BomHandling;
  /** Keep each record's line break as written, or rewrite it (quoted line breaks are data, kept). */
  lineEnding: LineEndingHandling;
}

export const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

export function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** The bytes records end with after normalisation; null keeps each record's own. */
export function lineBreakBytes(handling: LineEndingHandling): Uint8Array | null {
  if (handling === "lf") return new Uint8Array([10]);
  if (handling === "crlf") return new Uint8Array([13, 10]);
  return null;
}

/** Bytes that are never in a text file (NUL, and most C0 controls other than tab and line breaks). */
export function looksBinary(head: Uint8Array): boolean {
  let controls = 0;
  for (let i = 0; i < head.length; i++) {
    const byte = head[i];
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32 && byte !== 27)) controls++;
  }
  return controls > head.length / 100 + 2;
}

export const NOT_TEXT_MESSAGE =
  "This file is not text (it holds bytes that never appear in a CSV file): choose a CSV file";
