// Many URLs at once, one per line, into a table of their parts (and a CSV of it); each invalid
// line gets its reason. Pure, so a long list runs in the worker unchanged.
import { ToolError } from "~/lib/tool-error";
import { hostToUnicode } from "./punycode";
import { badBaseMessage, invalidReason, refusedByStandard } from "./url-reasons";

export interface BatchJob {
  text: string;
  base: string;
}

export const BATCH_COLUMNS = [
  "Line",
  "Input",
  "Error",
  "Href",
  "Protocol",
  "Username",
  "Password",
  "Hostname",
  "Unicode hostname",
  "Port",
  "Path",
  "Query",
  "Fragment",
] as const;

export interface BatchResult {
  /** One row per non-blank line, cells in BATCH_COLUMNS order. */
  rows: string[][];
  invalid: number;
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf("\n", start);
  return end < 0 ? text.length : end;
}

export function parseBatch({ text, base }: BatchJob): BatchResult {
  const hasBase = base.trim() !== "";
  if (hasBase && !URL.canParse(base)) throw new ToolError(badBaseMessage(invalidReason(base)));
  const baseUrl = hasBase ? new URL(base) : undefined;
  const rows: string[][] = [];
  let invalid = 0;
  let line = 0;
  for (let start = 0; start <= text.length;) {
    const end = lineEnd(text, start);
    line++;
    const input = text.slice(start, end).trim();
    start = end + 1;
    if (input === "") continue;
    let url: URL;
    try {
      url = new URL(input, baseUrl);
      if (refusedByStandard(url)) throw new TypeError("Invalid URL");
    } catch {
      invalid++;
      rows.push([String(line), input, invalidReason(input, base), ...Array<string>(10).fill("")]);
      continue;
    }
    rows.push([
      String(line),
      input,
      "",
      url.href,
      url.protocol,
      url.username,
      url.password,
      url.hostname,
      hostToUnicode(url.hostname),
      url.port,
      url.pathname,
      url.search,
      url.hash,
    ]);
  }
  return { rows, invalid };
}

/** The table with its header row, for CSV. */
export function batchTable(result: BatchResult): string[][] {
  return [[...BATCH_COLUMNS], ...result.rows];
}
