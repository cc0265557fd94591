// CSV read the way spec §5 has the converters read it: RFC 4180 fields (app/lib/csv/csv.ts), trimmed,
// blank lines skipped, an empty table rejected with 'CSV data is empty'; shared by the CSV converters.
import { forEachCsvRow } from "./csv";
import { uniqueNames } from "~/lib/xml/xml-names";

/** Spec §8's message for input with no non-blank line; each tool puts its own prefix before it. */
export const CSV_EMPTY_MESSAGE = "CSV data is empty";

/** Rows between two progress reports: often enough for a smooth bar, rare enough to cost nothing. */
const PROGRESS_EVERY_ROWS = 2048;

export interface CsvRecordOptions {
  delimiter: string;
  /** Told the share of the text read so far (0 to 1), now and then. */
  onProgress?: (fraction: number) => void;
}

/**
 * Calls `onRecord` for each non-blank row, fields trimmed, with the index where the row starts
 * (for messages naming its line). A row is blank when it is one field holding only whitespace.
 * Returns how many rows it passed on.
 */
export function forEachCsvRecord(
  text: string,
  { delimiter, onProgress }: CsvRecordOptions,
  onRecord: (fields: string[], start: number) => void,
): number {
  let count = 0;
  forEachCsvRow(text, { delimiter }, (fields, start) => {
    if (fields.length === 1 && fields[0].trim() === "") return;
    for (let i = 0; i < fields.length; i++) fields[i] = fields[i].trim();
    onRecord(fields, start);
    count++;
    if (onProgress && count % PROGRESS_EVERY_ROWS === 0) onProgress(start / text.length);
  });
  return count;
}

/**
 * Column names from a header row: a blank name becomes `column<N>` (1-based), `rename` is applied
 * (e.g. the XML name rule), and repeats get `_2`, `_3`… so no column hides another.
 */
export function columnNames(
  header: readonly string[],
  rename: (name: string) => string = (name) => name,
): string[] {
  return uniqueNames(header.map((name, i) => rename(name === "" ? `column${i + 1}` : name)));
}

const STOP = Symbol("stop");

/** The first non-blank row of `text`, fields trimmed; null when there is none or the CSV is broken before it. */
export function firstCsvRecord(text: string, delimiter: string): string[] | null {
  let first: string[] | null = null;
  try {
    forEachCsvRecord(text, { delimiter }, (fields) => {
      first = fields;
      throw STOP; // the rest of the text is not needed
    });
  } catch (error) {
    if (error !== STOP) return null;
  }
  return first;
}
