// A sheet, or the search results, as Markdown: what the page's Copy and Download give.
import type { SheetHits } from "./cheatsheet-search";
import type { CheatEntry, Cheatsheet } from "./cheatsheet-types";

/** Inline code that survives backticks inside it (CommonMark: a longer fence around them). */
export function inlineCode(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

const line = ({ code, description }: CheatEntry) => `- ${inlineCode(code)}: ${description}`;

export function sheetMarkdown(sheet: Cheatsheet): string {
  const parts = [`# ${sheet.title}`, "", sheet.summary];
  for (const section of sheet.sections)
    parts.push("", `## ${section.title}`, "", ...section.entries.map(line));
  return parts.join("\n") + "\n";
}

export function resultsMarkdown(query: string, results: readonly SheetHits[]): string {
  const parts = [`# Cheatsheet entries matching "${query.trim()}"`];
  for (const group of results)
    parts.push("", `## ${group.title}`, "", ...group.hits.map((hit) => line(hit.entry)));
  return parts.join("\n") + "\n";
}

/** A file name for the download: "git-cheatsheet.md". */
export const sheetFileName = (id: string) => `${id}-cheatsheet.md`;
