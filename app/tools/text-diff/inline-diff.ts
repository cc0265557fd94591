// Text Diff: in-line highlighting, the parts of a removed line and of the added line beside it that
// differ, by words or by characters. The views ask for the rows on screen only.
import { diffSequences } from "./sequence-diff";
import type { LineComparison } from "./text-lines";

export type InlineMode = "word" | "character";

/** Characters [start, end) of a line, as UTF-16 offsets (what String.slice takes). */
export interface InlineRange {
  start: number;
  end: number;
}

export interface InlineDiff {
  original: InlineRange[];
  changed: InlineRange[];
}

/**
 * Lines longer than this are marked as a whole: comparing them runs on the page's thread, for every
 * row drawn, and a minified file's one line of megabytes would freeze it.
 */
export const MAX_INLINE_CHARS = 10_000;

/** Words (letters, marks, digits, _), runs of white space, or any other single character. */
const WORD_TOKENS = /[\p{L}\p{M}\p{N}_]+|[ \t\v\f\r]+|[^]/gu;
const CHARACTER_TOKENS = /[^]/gu;
/** Characters, but a run of white space is one token when its amount is ignored. */
const CHARACTER_OR_SPACE_TOKENS = /[ \t\v\f\r]+|[^]/gu;
const SPACE = /^[ \t\v\f\r]/;

interface Tokens {
  starts: number[];
  ends: number[];
  keys: string[];
}

function tokensOf(line: string, mode: InlineMode, comparison: LineComparison): Tokens {
  const { whitespace, ignoreCase, ignoreLineEndings } = comparison;
  const text = ignoreLineEndings && line.endsWith("\r") ? line.slice(0, -1) : line;
  const pattern =
    mode === "word"
      ? WORD_TOKENS
      : whitespace === "exact"
        ? CHARACTER_TOKENS
        : CHARACTER_OR_SPACE_TOKENS;
  const tokens: Tokens = { starts: [], ends: [], keys: [] };
  for (const match of text.matchAll(pattern)) {
    let key = match[0];
    const start = match.index;
    const end = start + key.length;
    if (whitespace !== "exact" && SPACE.test(key)) {
      // Amount ignored: every run is one space, and a trailing run is nothing (diff -b). All: -w.
      if (whitespace === "all" || end === text.length) continue;
      key = " ";
    } else if (ignoreCase) key = key.toLowerCase();
    tokens.starts.push(start);
    tokens.ends.push(end);
    tokens.keys.push(key);
  }
  return tokens;
}

/** The parts that differ between two lines, compared the way their lines were. */
export function inlineDiff(
  original: string,
  changed: string,
  mode: InlineMode,
  comparison: LineComparison,
): InlineDiff {
  if (original.length > MAX_INLINE_CHARS || changed.length > MAX_INLINE_CHARS)
    return { original: wholeLine(original), changed: wholeLine(changed) };
  const a = tokensOf(original, mode, comparison);
  const b = tokensOf(changed, mode, comparison);
  const ids = new Map<string, number>();
  const idsOf = (keys: string[]) =>
    Int32Array.from(keys, (key) => {
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      return id;
    });
  const { removed, added } = diffSequences(idsOf(a.keys), idsOf(b.keys));
  return { original: rangesOf(a, removed), changed: rangesOf(b, added) };
}

const wholeLine = (line: string): InlineRange[] =>
  line === "" ? [] : [{ start: 0, end: line.length }];

/** The flagged tokens as ranges; tokens that touch make one range. */
function rangesOf(tokens: Tokens, flags: Uint8Array): InlineRange[] {
  const ranges: InlineRange[] = [];
  for (let k = 0; k < flags.length; k++) {
    if (!flags[k]) continue;
    const last = ranges[ranges.length - 1];
    if (last && last.end === tokens.starts[k]) last.end = tokens.ends[k];
    else ranges.push({ start: tokens.starts[k], end: tokens.ends[k] });
  }
  return ranges;
}
