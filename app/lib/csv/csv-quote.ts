// Writing one CSV field (RFC 4180), apart from the parser (csv.ts): pages that only write CSV (the
// mortgage and ratio calculators, the time zone and URL tools) load this and not the parser.
import { ToolError } from "~/lib/tool-error";

export function checkDelimiter(delimiter: string): void {
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === "\r" || delimiter === "\n") {
    throw new ToolError(
      `The delimiter must be one character other than a quote or a line break; got ${JSON.stringify(delimiter)}`,
    );
  }
}

/**
 * Writes one field for CSV: quoted, with quotes doubled, when it holds the delimiter, a quote or a
 * line break, or starts or ends with a space or tab (which some readers trim); otherwise as is.
 */
export function quoteCsvField(value: string, delimiter = ","): string {
  checkDelimiter(delimiter);
  const needsQuotes =
    value.includes(delimiter) || /["\r\n]/.test(value) || /^[ \t]|[ \t]$/.test(value);
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}
