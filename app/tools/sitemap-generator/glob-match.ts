// Glob patterns of the sitemap rules and exclude list (`/blog/*`, `*.pdf`), matched without building
// a regular expression from user input, so no pattern can make the match backtrack. Only `*` is
// special: `?` is literal, as URLs are full of query strings.

/** A glob split at its stars: the text must hold the pieces in order, the first at the start
 * and the last at the end (unless a star stands there). */
export interface CompiledGlob {
  pieces: string[];
  anchoredStart: boolean;
  anchoredEnd: boolean;
}

export function compileGlob(pattern: string): CompiledGlob {
  const pieces = pattern.split("*");
  return {
    pieces: pieces.filter((piece) => piece !== ""),
    anchoredStart: pieces[0] !== "",
    anchoredEnd: pieces.length === 1 || pieces[pieces.length - 1] !== "",
  };
}

/**
 * Whether `text` matches the glob: `*` is any run of characters (slashes too), everything else
 * itself. Each piece between stars takes its leftmost place after the one before (always safe:
 * a later place leaves less room for the rest), so the work is at most text length × pattern
 * length, never exponential.
 */
export function globMatches(glob: CompiledGlob, text: string): boolean {
  const { pieces, anchoredStart, anchoredEnd } = glob;
  if (pieces.length === 0) return !anchoredEnd || text === "";
  if (pieces.length === 1 && anchoredStart && anchoredEnd) return text === pieces[0];
  let cursor = 0;
  let first = 0;
  let last = pieces.length;
  if (anchoredStart) {
    if (!text.startsWith(pieces[0])) return false;
    cursor = pieces[0].length;
    first = 1;
  }
  let end = text.length;
  if (anchoredEnd) {
    const tail = pieces[pieces.length - 1];
    end = text.length - tail.length;
    if (end < cursor || !text.endsWith(tail)) return false;
    last = pieces.length - 1;
  }
  for (let i = first; i < last; i++) {
    const at = text.indexOf(pieces[i], cursor);
    if (at < 0 || at + pieces[i].length > end) return false;
    cursor = at + pieces[i].length;
  }
  return true;
}
