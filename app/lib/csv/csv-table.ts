// Writes a table as CSV text (RFC 4180: CRLF between records, fields quoted only when needed),
// for tools whose result is a table that users copy into a spreadsheet or download.
import { quoteCsvField } from "./csv-quote";

export function csvText(rows: readonly (readonly string[])[], delimiter = ","): string {
  return rows
    .map((row) => row.map((field) => quoteCsvField(field, delimiter)).join(delimiter))
    .join("\r\n");
}
