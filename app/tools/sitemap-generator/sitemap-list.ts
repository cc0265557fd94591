// Reads the URL list of /sitemap-generator: one URL or path per line, optionally followed by its
// fields as CSV or tab-separated cells (`/about,2024-05-01,monthly,0.8`, in any order, recognised by
// their form), as pasted, typed or exported from a spreadsheet.
import { FIELD_NAMES, NO_FIELDS, type UrlFields, fieldOfCell } from "./sitemap-fields";

/** One URL of the input, as written, with its 1-based line number and its own fields. */
export interface ListedUrl {
  line: number;
  input: string;
  fields: UrlFields;
  /** A cell after a quoted URL that is no field: the line is listed with this as its reason. */
  unreadCell?: string;
}

/** The field cells at the end of a line: after the URL, each recognised by its form. */
function splitCells(text: string): { url: string; cells: string[] } {
  const separator = text.includes("\t") ? "\t" : ",";
  // A quoted first cell (a URL holding the separator): "…""…" as CSV writes it.
  if (text.startsWith('"')) {
    let end = 1;
    let url = "";
    while (end < text.length) {
      const quote = text.indexOf('"', end);
      if (quote < 0) break;
      url += text.slice(end, quote);
      if (text[quote + 1] === '"') {
        url += '"';
        end = quote + 2;
        continue;
      }
      const rest = text.slice(quote + 1);
      const cells = rest.startsWith(separator) ? rest.slice(1).split(separator) : [];
      return { url, cells };
    }
  }
  const parts = text.split(separator);
  // From the end, take up to three cells that are empty or look like a field; the rest is the URL
  // (a comma inside a URL stays in it unless what follows it looks like a field).
  let cut = parts.length;
  while (cut > 1 && parts.length - cut < FIELD_NAMES.length) {
    const cell = parts[cut - 1];
    if (cell.trim() !== "" && fieldOfCell(cell) === null) break;
    cut--;
  }
  return { url: parts.slice(0, cut).join(separator), cells: parts.slice(cut) };
}

const HEADER_NAMES = new Set(["loc", "url", "urls", "path", "paths", "page", "address"]);

/** Blank lines and `#` comments are skipped; a first line naming its columns (loc,lastmod…) too. */
export function readUrlList(text: string): ListedUrl[] {
  const listed: ListedUrl[] = [];
  let line = 0;
  let seenContent = false;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    line++;
    const raw = text.slice(start, end).trim();
    start = end + 1;
    if (raw === "" || raw.startsWith("#")) continue;
    const { url, cells } = splitCells(raw);
    if (!seenContent) {
      seenContent = true;
      const firstCell = raw.split(raw.includes("\t") ? "\t" : ",")[0];
      if (HEADER_NAMES.has(firstCell.trim().toLowerCase())) continue;
    }
    const fields = { ...NO_FIELDS };
    let unreadCell: string | undefined;
    for (const cell of cells) {
      const name = fieldOfCell(cell);
      if (name !== null) fields[name] = cell.trim();
      else if (cell.trim() !== "") unreadCell ??= cell.trim();
    }
    listed.push({ line, input: url.trim(), fields, ...(unreadCell ? { unreadCell } : {}) });
  }
  return listed;
}

/** One list line for a URL and its fields: the form readUrlList reads back (for an imported sitemap). */
export function listLine(url: string, fields: UrlFields): string {
  const cells = FIELD_NAMES.map((name) => fields[name]).filter((cell) => cell !== "");
  const quoted = url.includes(",") || url.startsWith('"') ? `"${url.replaceAll('"', '""')}"` : url;
  return [quoted, ...cells].join(",");
}

/** Whether the text is XML (an existing sitemap) rather than a URL list: it starts with markup. */
export function looksLikeXml(text: string): boolean {
  return text.trimStart().startsWith("<");
}
