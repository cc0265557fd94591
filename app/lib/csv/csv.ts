// RFC 4180 CSV: parsing text into rows of fields, parsing one field, and quoting a field for output.
// Shared by /text-escaper and the CSV tools of spec §5 (quoted fields with doubled quotes).
import { errorAtIndex } from "~/lib/tool-error";
import { checkDelimiter, quoteCsvField } from "./csv-quote";

// Writing a field lives in csv-quote.ts, so that pages which only write CSV do not load the parser.
export { quoteCsvField };

export interface CsvOptions {
  /** One character between fields; a comma unless told otherwise. */
  delimiter?: string;
}

function describeCharacter(char: string): string {
  if (char === "\r" || char === "\n") return "line break";
  return `"${char}"`;
}

interface ScannedField {
  value: string;
  /** Index just after the field: a delimiter, a line break or the end of the text. */
  end: number;
}

function readQuotedField(text: string, start: number, delimiter: string): ScannedField {
  let value = "";
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) {
      throw errorAtIndex(
        text,
        start,
        (where) => `Unclosed quoted field: the quote at ${where} has no closing quote`,
      );
    }
    value += text.slice(from, quote);
    if (text[quote + 1] === '"') {
      value += '"';
      from = quote + 2;
      continue;
    }
    let end = quote + 1;
    // Padding between a closing quote and the delimiter is layout, not data: accept and drop it.
    while ((text[end] === " " || text[end] === "\t") && text[end] !== delimiter) end++;
    const next = text[end];
    if (end < text.length && next !== delimiter && next !== "\r" && next !== "\n") {
      throw errorAtIndex(
        text,
        end,
        (where) =>
          `Unexpected ${describeCharacter(next)} after a closing quote at ${where}: a quoted field must end at a delimiter or a line break`,
      );
    }
    return { value, end };
  }
}

function readField(text: string, start: number, delimiter: string): ScannedField {
  if (text[start] === '"') return readQuotedField(text, start, delimiter);
  let end = start;
  // A quote inside an unquoted field is kept as written (5'10" tall), as most CSV readers do.
  while (end < text.length) {
    const char = text[end];
    if (char === delimiter || char === "\r" || char === "\n") break;
    end++;
  }
  return { value: text.slice(start, end), end };
}

/** Index after the line break at `index` (CRLF counts as one break). */
function skipLineBreak(text: string, index: number): number {
  return text[index] === "\r" && text[index + 1] === "\n" ? index + 2 : index + 1;
}

/**
 * Reads CSV one row at a time, calling `onRow` with the row's fields and the index where the row
 * starts, so a large file is converted without holding every row. Quoted fields may hold
 * delimiters, doubled quotes and line breaks; rows end at CRLF, LF or CR; a final line break does
 * not start an empty row; empty text has no rows. Throws ToolError with the line and column of an
 * unclosed or malformed quote.
 */
export function forEachCsvRow(
  text: string,
  { delimiter = "," }: CsvOptions,
  onRow: (fields: string[], start: number) => void,
): void {
  checkDelimiter(delimiter);
  if (text.length === 0) return;
  let row: string[] = [];
  let rowStart = 0;
  let index = 0;
  for (;;) {
    const field = readField(text, index, delimiter);
    row.push(field.value);
    index = field.end;
    if (index >= text.length) break;
    if (text[index] === delimiter) {
      index++;
      continue;
    }
    onRow(row, rowStart);
    row = [];
    index = skipLineBreak(text, index);
    rowStart = index;
    if (index >= text.length) return;
  }
  onRow(row, rowStart);
}

/** Parses CSV into rows of fields, by the rules of forEachCsvRow. */
export function parseCsv(text: string, options: CsvOptions = {}): string[][] {
  const rows: string[][] = [];
  forEachCsvRow(text, options, (fields) => rows.push(fields));
  return rows;
}

/**
 * Parses text holding exactly one CSV field (quoted or not, optionally followed by one line
 * break) and returns its value. A delimiter or a line break that starts another field is an error.
 */
export function parseCsvField(text: string, { delimiter = "," }: CsvOptions = {}): string {
  checkDelimiter(delimiter);
  const field = readField(text, 0, delimiter);
  const rest = field.end;
  const onlyFinalLineBreak = text[rest] !== delimiter && skipLineBreak(text, rest) === text.length;
  if (rest < text.length && !onlyFinalLineBreak) {
    throw errorAtIndex(
      text,
      rest,
      (where) =>
        `Unexpected ${describeCharacter(text[rest])} at ${where}: it starts a second field. Quote the field to keep it as one value`,
    );
  }
  return field.value;
}
