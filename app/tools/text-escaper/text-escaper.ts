// Text escaper: escape and unescape text for HTML, XML, JavaScript and JSON strings, CSV fields and
// SQL string literals. Implements spec §2 "/text-escaper: HTML, XML, JS, JSON, CSV, SQL".
import { parseCsvField, quoteCsvField } from "~/lib/csv/csv";
import { escapeXmlText, unescapeXml } from "~/lib/xml/xml-escape";
import { escapeHtml, unescapeHtml } from "./html-escape";
import { escapeJsString, unescapeJsString } from "./js-string";
import { escapeJsonString, unescapeJsonString } from "./json-string";
import { escapeSqlString, unescapeSqlString } from "./sql-string";
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

// Lone surrogates are left alone: a reference to one decodes to U+FFFD, so the text would not
// come back, and no markup can hold one anyway.
const NON_ASCII_CODE_POINT = /[\u007f-\ud7ff\ue000-\uffff]|[\ud800-\udbff][\udc00-\udfff]/g;
// HTML reads &#x80; to &#x9F; as windows-1252 characters, so those C1 controls stay raw there.
const NON_ASCII_CODE_POINT_BUT_C1 =
  /[\u007f\u00a0-\ud7ff\ue000-\uffff]|[\ud800-\udbff][\udc00-\udfff]/g;

function hexReference(char: string): string {
  return `&#x${char.codePointAt(0)!.toString(16).toUpperCase()};`;
}

/** Escapes `text` for the chosen format. Never fails: every string has an escaped form. */
export function escapeText(text: string, options: EscapeOptions): string {
  const { format, escapeNonAscii } = options;
  switch (format) {
    case "html": {
      const escaped = escapeHtml(text);
      return escapeNonAscii ? escaped.replace(NON_ASCII_CODE_POINT_BUT_C1, hexReference) : escaped;
    }
    case "xml": {
      const escaped = escapeXmlText(text);
      return escapeNonAscii ? escaped.replace(NON_ASCII_CODE_POINT, hexReference) : escaped;
    }
    case "javascript":
      return escapeJsString(text, escapeNonAscii);
    case "json":
      return escapeJsonString(text, escapeNonAscii);
    case "csv":
      return quoteCsvField(text, options.csvDelimiter);
    case "sql":
      return escapeSqlString(text, options.sqlBackslashEscapes);
  }
}

/** Reverses escapeText. Throws ToolError, naming the line and column, on text the format cannot hold. */
export function unescapeText(text: string, options: EscapeOptions): string {
  switch (options.format) {
    case "html":
      return unescapeHtml(text);
    case "xml":
      return unescapeXml(text);
    case "javascript":
      return unescapeJsString(text);
    case "json":
      return unescapeJsonString(text);
    case "csv":
      return parseCsvField(text, { delimiter: options.csvDelimiter });
    case "sql":
      return unescapeSqlString(text, options.sqlBackslashEscapes);
  }
}

/** What the page sends to the worker for a large input. */
export interface EscapeJob {
  text: string;
  options: EscapeOptions;
}

export function runEscaper({ text, options }: EscapeJob): string {
  return options.direction === "escape" ? escapeText(text, options) : unescapeText(text, options);
}
