// The Regex Tester's matching core: the browser's own RegExp engine, every match with its numbered
// and named groups (and their spans), capped so a pattern that matches everywhere stays bounded.
// Spec route table: /regex-tester "highlighting, match details".
import { ToolError } from "~/lib/tool-error";

/** The flags the engine knows, in the order `RegExp.prototype.flags` writes them. */
export const FLAGS = [
  { flag: "d", name: "indices", meaning: "report each group's start and end (hasIndices)" },
  { flag: "g", name: "global", meaning: "find every match, not only the first" },
  { flag: "i", name: "ignore case", meaning: "letters match in either case" },
  { flag: "m", name: "multiline", meaning: "^ and $ match at each line's start and end" },
  { flag: "s", name: "dotAll", meaning: ". matches line breaks too" },
  { flag: "u", name: "unicode", meaning: "code points, \\u{…} and \\p{…}; stricter syntax" },
  { flag: "v", name: "unicodeSets", meaning: "u plus class set operations (--, &&, \\q{…})" },
  { flag: "y", name: "sticky", meaning: "each match must start where the last one ended" },
] as const;

/** Matches collected for the list and the highlighting; beyond, the list says it stopped. */
export const MAX_MATCHES = 100_000;
/** A match or group longer than this is cut in the list (a lookahead can capture the whole text at every position). */
export const MAX_VALUE_CHARS = 10_000;

export interface CapturedGroup {
  /** null: the group did not take part in the match (its value is undefined). */
  value: string | null;
  /** Full length of the captured text, even when `value` is cut. */
  length: number;
  /** Span in the text (the engine's `indices`), absent when the group did not take part. */
  start?: number;
  end?: number;
}

export interface FoundMatch {
  index: number;
  end: number;
  /** The matched text, cut at MAX_VALUE_CHARS. */
  value: string;
  /** Groups 1…n in order. */
  groups: CapturedGroup[];
}

/** Keeps the flags the engine knows, once each, in its order (typing "gig" gives "gi"). */
export function normalizeFlags(flags: string): string {
  return FLAGS.map(({ flag }) => flag)
    .filter((flag) => flags.includes(flag))
    .join("");
}

/** The engine's RegExp, or a ToolError with the engine's own message. */
export function compileRegex(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    throw new ToolError(error instanceof Error ? error.message : String(error));
  }
}

const cut = (text: string) =>
  text.length > MAX_VALUE_CHARS ? text.slice(0, MAX_VALUE_CHARS) : text;

/**
 * The name of each capturing group, by number (index 0 = group 1; undefined = unnamed). Read from
 * the pattern's source: `(` not followed by `?` opens a numbered group, `(?<name>` a named one;
 * escapes and (nested, with v) character classes are skipped. The engine has checked the syntax.
 */
export function captureGroupNames(pattern: string): (string | undefined)[] {
  const names: (string | undefined)[] = [];
  let classDepth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") {
      i++;
    } else if (char === "[") {
      classDepth++;
    } else if (char === "]" && classDepth > 0) {
      classDepth--;
    } else if (char === "(" && classDepth === 0) {
      if (pattern[i + 1] !== "?") names.push(undefined);
      else if (pattern[i + 2] === "<" && pattern[i + 3] !== "=" && pattern[i + 3] !== "!") {
        const close = pattern.indexOf(">", i + 3);
        names.push(pattern.slice(i + 3, close));
      }
    }
  }
  return names;
}

/** Without the v flag a `[` inside a class is a literal: only the outermost class counts. */
export function groupNamesFor(pattern: string, flags: string): (string | undefined)[] {
  if (flags.includes("v")) return captureGroupNames(pattern);
  // Make every `[` inside a class a harmless character, then reuse the scanner.
  let flat = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") {
      flat += char + (pattern[i + 1] ?? "");
      i++;
    } else if (inClass && char === "[") flat += "x";
    else {
      if (char === "[") inClass = true;
      else if (char === "]") inClass = false;
      flat += char;
    }
  }
  return captureGroupNames(flat);
}

function toFoundMatch(match: RegExpExecArray): FoundMatch {
  const indices = match.indices;
  const groups: CapturedGroup[] = [];
  for (let g = 1; g < match.length; g++) {
    const value = match[g];
    const span = indices?.[g];
    groups.push(
      value === undefined
        ? { value: null, length: 0 }
        : { value: cut(value), length: value.length, start: span?.[0], end: span?.[1] },
    );
  }
  return { index: match.index, end: match.index + match[0].length, value: cut(match[0]), groups };
}

export interface MatchList {
  matches: FoundMatch[];
  /** More matches exist beyond `limit`. */
  capped: boolean;
}

/** With g, `onProgress` hears how far through the text the search is after this many matches. */
export const MATCHES_PER_PROGRESS = 4096;

/**
 * The matches of `pattern` in `text` as the engine finds them: all of them with g (the same list as
 * String.prototype.matchAll, so an empty match advances by one character or, with u/v, one code
 * point), else the first. Group spans are always read (the d flag is added for that).
 */
export function findMatches(
  pattern: string,
  flags: string,
  text: string,
  limit = MAX_MATCHES,
  onProgress?: (fraction: number) => void,
): MatchList {
  const withIndices = normalizeFlags(flags + "d");
  const regex = compileRegex(pattern, withIndices);
  if (!regex.global) {
    const match = regex.exec(text);
    return {
      matches: match && limit > 0 ? [toFoundMatch(match)] : [],
      capped: !!match && limit < 1,
    };
  }
  const matches: FoundMatch[] = [];
  for (const match of text.matchAll(regex)) {
    if (matches.length >= limit) return { matches, capped: true };
    matches.push(toFoundMatch(match));
    if (onProgress && matches.length % MATCHES_PER_PROGRESS === 0)
      onProgress(match.index / Math.max(1, text.length));
  }
  return { matches, capped: false };
}

/** Pattern characters shown on each side of a syntax error's caret. */
const ERROR_CONTEXT_CHARS = 40;

/**
 * The engine's message, and when the position is known, where: "(at character N of the pattern)"
 * and the pattern around it with a caret under the spot.
 */
export function syntaxErrorText(message: string, pattern: string, index: number | null): string {
  if (index === null) return message;
  const from = Math.max(0, index - ERROR_CONTEXT_CHARS);
  const to = Math.min(pattern.length, index + ERROR_CONTEXT_CHARS);
  const excerpt =
    (from > 0 ? "…" : "") +
    pattern.slice(from, to).replace(/[\n\r\t]/g, " ") +
    (to < pattern.length ? "…" : "");
  const caret = " ".repeat(index - from + (from > 0 ? 1 : 0)) + "^";
  return `${message} (at character ${index + 1} of the pattern)\n${excerpt}\n${caret}`;
}

export const UNICODE_PROPERTY_HINT =
  "\\p{…} and \\P{…} are Unicode properties only with the u (or v) flag: without it, \\p is the letter p. Turn on u.";

/**
 * A pattern that is valid but does not mean what it looks like: `\p{L}` without the u or v flag is
 * "p{L}" literally, so it silently matches nothing. An escaped backslash (`\\p`) is not a property.
 */
export function unicodePropertyHint(pattern: string, flags: string): string | null {
  if (flags.includes("u") || flags.includes("v")) return null;
  for (let i = 0; i < pattern.length - 2; i++) {
    if (pattern[i] !== "\\") continue;
    if ((pattern[i + 1] === "p" || pattern[i + 1] === "P") && pattern[i + 2] === "{")
      return UNICODE_PROPERTY_HINT;
    i++; // the escaped character, whatever it is
  }
  return null;
}
