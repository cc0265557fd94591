// The search across every cheatsheet: each word of the query must appear in an entry's code, its
// description or its section's title; hits are ranked (the code matching beats the description)
// and grouped by sheet in the sheets' order. Plain substring tests, no regex built from the query.
// A term of 4 letters or more that is found nowhere may also match a word one typo away ("reabse"
// finds rebase), ranked below every exact hit.
import { withinOneTypo } from "~/lib/text/one-typo";
import type { CheatEntry, Cheatsheet, SheetId } from "./cheatsheet-types";

/** More hits than this in one sheet are counted but not listed (a MIME search for "application"). */
export const MAX_HITS_PER_SHEET = 50;
/** Only this much of a query is read: a longer one is pasted text, not something to look up. */
export const MAX_QUERY_LENGTH = 200;

export interface SearchHit {
  entry: CheatEntry;
  section: string;
}

export interface SheetHits {
  id: SheetId;
  title: string;
  /** The best hits, best first, at most MAX_HITS_PER_SHEET. */
  hits: SearchHit[];
  /** How many entries of the sheet matched in all. */
  total: number;
}

interface IndexedEntry {
  entry: CheatEntry;
  section: string;
  code: string;
  codeWords: Set<string>;
  description: string;
  descriptionWords: Set<string>;
  sectionTitle: string;
}

const words = (text: string) => new Set(text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean));

const indexes = new WeakMap<Cheatsheet, IndexedEntry[]>();

/** Lower-cased texts and word sets of a sheet's entries, made once per sheet. */
function indexOf(sheet: Cheatsheet): IndexedEntry[] {
  let index = indexes.get(sheet);
  if (!index) {
    index = sheet.sections.flatMap((section) =>
      section.entries.map((entry) => {
        const code = entry.code.toLowerCase();
        const description = entry.description.toLowerCase();
        return {
          entry,
          section: section.title,
          code,
          codeWords: words(code),
          description,
          descriptionWords: words(description),
          sectionTitle: section.title.toLowerCase(),
        };
      }),
    );
    indexes.set(sheet, index);
  }
  return index;
}

/** The query's distinct lower-case words, read from its first MAX_QUERY_LENGTH characters. */
export function queryTerms(query: string): string[] {
  const terms = query.slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/\s+/);
  return [...new Set(terms.filter(Boolean))];
}

/** Shorter terms are not forgiven a typo: "ls" one typo away matches half of every sheet. */
const MIN_TYPO_TERM = 4;

function hasWordOneTypoFrom(words: ReadonlySet<string>, term: string): boolean {
  for (const word of words) if (withinOneTypo(word, term)) return true;
  return false;
}

/**
 * How well an entry matches every term, or 0 when one term is missing. A term in the code counts
 * most, and also being in the description adds to it: "json" ranks application/json (.json)
 * above model/gltf+json (.gltf).
 */
function score(item: IndexedEntry, phrase: string, terms: readonly string[]): number {
  let total = 0;
  for (const term of terms) {
    let value = 0;
    if (item.codeWords.has(term)) value += 100;
    else if (item.code.includes(term)) value += 50;
    if (item.descriptionWords.has(term)) value += 20;
    else if (item.description.includes(term)) value += 10;
    if (value === 0 && item.sectionTitle.includes(term)) value = 5;
    if (value === 0 && term.length >= MIN_TYPO_TERM) {
      if (hasWordOneTypoFrom(item.codeWords, term)) value = 3;
      else if (hasWordOneTypoFrom(item.descriptionWords, term)) value = 1;
    }
    if (value === 0) return 0;
    total += value;
  }
  if (item.code === phrase) total += 1000;
  else if (item.code.startsWith(phrase)) total += 300;
  return total;
}

export function searchSheets(
  sheets: readonly Cheatsheet[],
  query: string,
  maxHits = MAX_HITS_PER_SHEET,
): SheetHits[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(" ");
  const results: SheetHits[] = [];
  for (const sheet of sheets) {
    const scored: { item: IndexedEntry; score: number; order: number }[] = [];
    for (const [order, item] of indexOf(sheet).entries()) {
      const value = score(item, phrase, terms);
      if (value > 0) scored.push({ item, score: value, order });
    }
    if (scored.length === 0) continue;
    // Best first; among equals the shorter code (application/json before application/ld+json).
    scored.sort(
      (a, b) => b.score - a.score || a.item.code.length - b.item.code.length || a.order - b.order,
    );
    results.push({
      id: sheet.id,
      title: sheet.title,
      hits: scored
        .slice(0, maxHits)
        .map(({ item }) => ({ entry: item.entry, section: item.section })),
      total: scored.length,
    });
  }
  return results;
}
