// Tool search over the catalogue: every query word must occur in a tool's title, description,
// keywords or path. Pure, so the home page, the sidebar and the "/" search box share one behaviour.
import { tools } from "./tools";
import type { ToolEntry } from "./types";

/**
 * Lower case, accents removed, every run of punctuation or spaces turned into one space.
 * Shared by queries and tool text so that "JSÖN", "json" and "Json," all compare equal.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      // "json2xml" and "csv2xml" are how people abbreviate "json to xml"; digits elsewhere
      // ("base64", "sha256") must stay untouched, hence letters on both sides.
      .replace(/(?<=\p{L})2(?=\p{L})/gu, " to ")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

interface SearchField {
  spaced: string;
  // Spaces removed, so "prettyprint" finds "pretty print" and "cheat sheet" finds "cheatsheets".
  compact: string;
}

interface SearchIndex {
  titleWords: string[];
  title: SearchField;
  keywords: SearchField[];
  rest: SearchField[];
}

function field(text: string): SearchField {
  const spaced = normalizeForSearch(text);
  return { spaced, compact: spaced.replace(/ /g, "") };
}

function fieldHas(f: SearchField, word: string): boolean {
  return f.spaced.includes(word) || f.compact.includes(word);
}

// Entries are immutable data, so their normalized text is computed once per object.
const indexCache = new WeakMap<ToolEntry, SearchIndex>();

function indexOf(entry: ToolEntry): SearchIndex {
  let index = indexCache.get(entry);
  if (!index) {
    const title = field(entry.title);
    index = {
      titleWords: title.spaced.split(" "),
      title,
      keywords: entry.keywords.map(field),
      rest: [field(entry.description), field(entry.path)],
    };
    indexCache.set(entry, index);
  }
  return index;
}

const NO_MATCH = -1;

/** Lower is better: title word prefix 0, title substring 1, keyword 2, description or path 3. */
function wordRank(index: SearchIndex, word: string): number {
  if (index.titleWords.some((w) => w.startsWith(word))) return 0;
  if (fieldHas(index.title, word)) return 1;
  if (index.keywords.some((k) => fieldHas(k, word))) return 2;
  if (index.rest.some((f) => fieldHas(f, word))) return 3;
  return NO_MATCH;
}

/**
 * Tools matching every word of `query`, best first; ties keep catalogue order. The user's
 * favourites among them (`pinned`, paths) come before the rest, in the order given.
 * A query with no letters or digits filters nothing and returns `entries` as they are.
 */
export function searchTools(
  query: string,
  entries: ToolEntry[] = tools,
  pinned: readonly string[] = [],
): ToolEntry[] {
  const normalizedQuery = normalizeForSearch(query);
  if (normalizedQuery === "") return [...entries];
  const words = [...new Set(normalizedQuery.split(" "))];

  const scored: { entry: ToolEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const index = indexOf(entry);
    let score = 0;
    for (const word of words) {
      const rank = wordRank(index, word);
      if (rank === NO_MATCH) return;
      score += rank;
    }
    // A title that begins with the whole query ("json f" → "JSON Formatter") beats all else.
    if (index.title.spaced.startsWith(normalizedQuery)) score -= 1;
    scored.push({ entry, score, order });
  });

  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return pinnedFirst(
    scored.map((s) => s.entry),
    pinned,
  );
}

/** `found` with the tools at `pinned` paths moved to the front, in `pinned`'s order. */
export function pinnedFirst(found: ToolEntry[], pinned: readonly string[]): ToolEntry[] {
  if (pinned.length === 0) return found;
  const rank = new Map(pinned.map((path, i) => [path, i]));
  const first = found
    .filter((entry) => rank.has(entry.path))
    .sort((a, b) => rank.get(a.path)! - rank.get(b.path)!);
  return [...first, ...found.filter((entry) => !rank.has(entry.path))];
}

/** The live tools at `paths`, in that order (the search's list before anything is typed). */
export function toolsAt(paths: readonly string[]): ToolEntry[] {
  return paths.flatMap((path) => tools.find((t) => t.path === path && t.status === "live") ?? []);
}
