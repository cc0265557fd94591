// CSV to JSON: the header row's names as keys of one object per row, or every row as an array of
// strings; optional type inference. Reads CSV by spec §5's rules.
import { CSV_EMPTY_MESSAGE, columnNames, forEachCsvRecord } from "~/lib/csv/csv-records";
import { LineLayout } from "~/lib/code/indentation";
import { type ConverterJob, type TextSink, converterJob, writtenText } from "~/lib/text/large-text";
import { ToolError, withMessagePrefix } from "~/lib/tool-error";
import { trimLeading, trimTrailing } from "~/lib/text/trim-chars";

export interface CsvToJsonOptions {
  /** One character between fields. */
  delimiter: string;
  /** The first row names the columns: rows become objects. Off: every row is an array. */
  headerRow: boolean;
  /** Numbers, true/false and null become JSON values, and empty fields null. Off: all strings. */
  inferTypes: boolean;
  /** A number of spaces, or anything else for a tab; 0 writes compact JSON. */
  indentation: number | string;
}

export const DEFAULT_CSV_TO_JSON_OPTIONS: CsvToJsonOptions = {
  delimiter: ",",
  headerRow: true,
  inferTypes: false,
  indentation: 2,
};

export const CSV_TO_JSON_FAILED = "Failed to convert CSV to JSON: ";

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
/** A double holds 15 significant decimal digits exactly; more may come back different. */
const MAX_EXACT_DIGITS = 15;

/** Whether JSON `text` (a number literal) reads back as the same number in JavaScript. */
function isExactNumber(text: string, isInteger: boolean): boolean {
  const value = Number(text);
  if (isInteger) return Number.isSafeInteger(value);
  if (!Number.isFinite(value)) return false; // 1e400
  const exponent = text.search(/[eE]/);
  const mantissa = (exponent < 0 ? text : text.slice(0, exponent))
    .replace(/^-/, "")
    .replace(".", "");
  const digits = trimTrailing(trimLeading(mantissa, "0"), "0");
  if (digits === "") return true; // 0.000
  return value !== 0 && digits.length <= MAX_EXACT_DIGITS; // 1e-400 would become 0
}

/**
 * The JSON for one field under type inference: a number as written when JavaScript reads it back
 * exactly (else a string, so ids like 17478252242305210114 keep their digits), true/false and null
 * in any letter case, null for an empty field, and a string for anything else ("007", "1.", "+1").
 */
export function inferredJson(field: string): string {
  if (field === "") return "null";
  const number = JSON_NUMBER.exec(field);
  if (number) {
    const isInteger = number[1] === undefined && number[2] === undefined;
    return isExactNumber(field, isInteger) ? field : JSON.stringify(field);
  }
  const lower = field.toLowerCase();
  if (lower === "true" || lower === "false" || lower === "null") return lower;
  return JSON.stringify(field);
}

/** Writes the JSON of CSV `text` to `out`. Throws ToolError 'Failed to convert CSV to JSON: {reason}'. */
export function writeCsvAsJson(
  text: string,
  options: Partial<CsvToJsonOptions>,
  out: TextSink,
  onProgress?: (fraction: number) => void,
): void {
  const { delimiter, headerRow, inferTypes, indentation } = {
    ...DEFAULT_CSV_TO_JSON_OPTIONS,
    ...options,
  };
  const layout = new LineLayout(indentation);
  const { newline } = layout;
  const valueJson = inferTypes ? inferredJson : (field: string) => JSON.stringify(field);
  const rowIndent = layout.indent(1);
  const fieldIndent = layout.indent(2);
  const colon = newline === "" ? ":" : ": ";
  // The start of each key's line, made once: `"Name": ` after the indentation.
  let keyPrefixes: string[] | null = null;
  let rows = 0;
  let header: string[] | null = null;

  const writeRow = (fields: readonly string[]) => {
    let json = rows === 0 ? `[${newline}` : `,${newline}`;
    if (keyPrefixes === null) {
      json += `${rowIndent}[`;
      fields.forEach((field, i) => {
        json += `${i === 0 ? "" : ","}${newline}${fieldIndent}${valueJson(field)}`;
      });
    } else {
      json += `${rowIndent}{`;
      const count = Math.min(fields.length, keyPrefixes.length);
      for (let i = 0; i < count; i++) {
        json += `${i === 0 ? "" : ","}${newline}${keyPrefixes[i]}${valueJson(fields[i])}`;
      }
    }
    json += `${newline}${rowIndent}${keyPrefixes === null ? "]" : "}"}`;
    out.write(json);
    rows++;
  };

  const records = withMessagePrefix(CSV_TO_JSON_FAILED, () =>
    forEachCsvRecord(text, { delimiter, onProgress }, (fields) => {
      if (headerRow && header === null) {
        header = fields;
        keyPrefixes = columnNames(fields).map(
          (name) => `${fieldIndent}${JSON.stringify(name)}${colon}`,
        );
        return;
      }
      writeRow(fields);
    }),
  );
  if (records === 0) throw new ToolError(CSV_TO_JSON_FAILED + CSV_EMPTY_MESSAGE);
  out.write(rows === 0 ? `[]${newline}` : `${newline}]${newline}`);
}

/** CSV `text` as pretty-printed JSON. */
export function csvToJson(text: string, options: Partial<CsvToJsonOptions> = {}): string {
  return writtenText(text, options, writeCsvAsJson);
}

export type CsvToJsonJob = ConverterJob<CsvToJsonOptions>;

/** A job of the page's worker: reads the source and converts it, with progress. */
export const runCsvToJsonJob = converterJob(writeCsvAsJson, "application/json");
