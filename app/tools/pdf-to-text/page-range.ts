// Which pages to read, as people write it in a print dialog: "1-5, 8, 10-" (empty: every page).
import { ToolError } from "~/lib/tool-error";

/** Inclusive spans of page numbers; `to` null means to the last page. */
export type PageRange = { from: number; to: number | null }[];

const isNumber = (text: string) => /^\d+$/.test(text);

/** The range typed, or null for every page. Throws a ToolError naming the part it cannot read. */
export function parsePageRange(text: string): PageRange | null {
  if (text.trim() === "") return null;
  const spans: PageRange = [];
  for (const part of text.split(",")) {
    // "7", "2-5", "10-" (to the end) or "-3" (from the start).
    const ends = part.split("-").map((end) => end.trim());
    let from = NaN;
    let to: number | null = NaN;
    if (ends.length === 1 && isNumber(ends[0])) from = to = Number(ends[0]);
    else if (ends.length === 2 && (isNumber(ends[0]) || ends[0] === "")) {
      from = ends[0] === "" ? 1 : Number(ends[0]);
      to = isNumber(ends[1]) ? Number(ends[1]) : ends[1] === "" && ends[0] !== "" ? null : NaN;
    }
    const valid = from >= 1 && (to === null || to >= from);
    if (!valid)
      throw new ToolError(
        `Pages: "${part.trim()}" is not a page or a span of pages. Write it like 1-5, 8, 10-.`,
      );
    spans.push({ from, to });
  }
  return spans;
}

/** The page numbers a range picks from a document of `pageCount` pages, in order, each once. */
export function pagesInRange(range: PageRange | null, pageCount: number): number[] {
  if (range === null) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const picked = new Set<number>();
  for (const { from, to } of range)
    for (let page = from; page <= Math.min(to ?? pageCount, pageCount); page++) picked.add(page);
  if (picked.size === 0)
    throw new ToolError(
      `Pages: none of the pages asked for is in this PDF (it has ${pageCount} page${pageCount === 1 ? "" : "s"}).`,
    );
  return [...picked].sort((a, b) => a - b);
}
