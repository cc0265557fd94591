// Text escaper: escape and unescape text for HTML, XML, JavaScript and JSON strings, CSV fields and
// SQL string literals. Implements spec §2 "/text-escaper: HTML, XML, JS, JSON, CSV, SQL".
import { parseCsvField, quoteCsvField } from "~/lib/csv/csv";
import { escapeXmlText, unescapeXml } from "~/lib/xml/xml-escape";
import { escapeHtml, unescapeHtml } from "./html-escape";
import { escapeJsString, unescapeJsString } from "./js-string";
import { escapeJsonString, unescapeJsonString } from "./json-string";
import { escapeSqlString, unescapeSqlString } from "./sql-string";
import type { EscapeOptions } from "./text-escaper-options";

// The options are listed in text-escaper-options.ts, which the page and the chain step read without
// this core; re-exported for the core's callers.
export {
  CSV_DELIMITERS,
  DEFAULT_ESCAPE_OPTIONS,
  ESCAPE_DIRECTIONS,
  ESCAPE_FORMATS,
  type EscapeDirection,
  type EscapeFormat,
  type EscapeOptions,
  NON_ASCII_FORMATS,
  isCsvDelimiter,
  isEscapeDirection,
  isEscapeFormat,
} from "./text-escaper-options";

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
