// The Text Escaper's options (format, direction, and the switches and delimiter some formats take):
// listed apart from the escapers, so the page's options and the chain step's declaration (step.ts)
// read them without loading the core.
import { isOptionValue } from "~/lib/options";

export type EscapeFormat = "html" | "xml" | "javascript" | "json" | "csv" | "sql";
export type EscapeDirection = "escape" | "unescape";

export const ESCAPE_FORMATS: readonly { value: EscapeFormat; label: string }[] = [
  { value: "html", label: "HTML" },
  { value: "xml", label: "XML" },
  { value: "javascript", label: "JavaScript string" },
  { value: "json", label: "JSON string" },
  { value: "csv", label: "CSV field" },
  { value: "sql", label: "SQL string literal" },
];

export const ESCAPE_DIRECTIONS: readonly { value: EscapeDirection; label: string }[] = [
  { value: "escape", label: "Escape" },
  { value: "unescape", label: "Unescape" },
];

export const CSV_DELIMITERS: readonly { value: string; label: string }[] = [
  { value: ",", label: "Comma (,)" },
  { value: ";", label: "Semicolon (;)" },
  { value: "\t", label: "Tab" },
  { value: "|", label: "Pipe (|)" },
];

export interface EscapeOptions {
  format: EscapeFormat;
  direction: EscapeDirection;
  /** HTML, XML, JavaScript and JSON: also write every non-ASCII character as a reference or \u escape. */
  escapeNonAscii: boolean;
  /** CSV field: the delimiter that forces quoting. */
  csvDelimiter: string;
  /** SQL: MySQL's backslash escapes as well as doubled quotes. */
  sqlBackslashEscapes: boolean;
}

export const DEFAULT_ESCAPE_OPTIONS: EscapeOptions = {
  format: "html",
  direction: "escape",
  escapeNonAscii: false,
  csvDelimiter: ",",
  sqlBackslashEscapes: false,
};

/** The formats where "escape non-ASCII" means something. */
export const NON_ASCII_FORMATS: ReadonlySet<EscapeFormat> = new Set([
  "html",
  "xml",
  "javascript",
  "json",
]);

export function isEscapeFormat(value: unknown): value is EscapeFormat {
  return isOptionValue(ESCAPE_FORMATS, value);
}

export function isEscapeDirection(value: unknown): value is EscapeDirection {
  return value === "escape" || value === "unescape";
}

export function isCsvDelimiter(value: unknown): value is string {
  return isOptionValue(CSV_DELIMITERS, value);
}
