// The first rows of a CSV's first bytes, for the page's previews of the input and of each part:
// only whole records are shown (the text is cut after its last line break), at most `limit`.
import { parseCsv } from "~/lib/csv/csv";

export const PREVIEW_ROWS = 8;

/** Rows of fields, or the text's first lines as one cell each when it cannot be parsed as CSV. */
export function previewRows(head: string, delimiter: string, limit = PREVIEW_ROWS): string[][] {
  const text = head.replace(/^\uFEFF/, "");
  const lastBreak = text.lastIndexOf("\n");
  const whole = lastBreak >= 0 && lastBreak < text.length - 1 ? text.slice(0, lastBreak + 1) : text;
  try {
    return parseCsv(whole, { delimiter }).slice(0, limit);
  } catch {
    return whole.split("\n", limit).map((line) => [line]);
  }
}

/** Pads rows to one width so the preview table has a cell under each column. */
export function squareRows(rows: string[][]): { columns: string[]; body: string[][] } {
  const width = Math.max(1, ...rows.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill("")];
  const [first = [], ...rest] = rows;
  const columns = pad(first).map((name, i) => name || `(column ${i + 1})`);
  return { columns: dedupeNames(columns), body: rest.map(pad) };
}

/** React keys need distinct column names; repeats get " (2)", " (3)"… */
function dedupeNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
