// What an output editor shows of a result with a very long line (minified code is one line of
// hundreds of KB): browsers lay out a line as one block, so showing all of it froze the page for
// 400+ ms in the 1 MB benchmark. The editor then shows the beginning; Copy and Download take all.

/** Longest line shown whole; longer lines make the editor show a preview instead. */
export const LONG_LINE_CHARS = 20_000;
/** How much of such a result the editor shows. */
export const PREVIEW_CHARS = 20_000;

/** True when some line of `text` is longer than `limit` characters. */
export function hasLongLine(text: string, limit = LONG_LINE_CHARS): boolean {
  if (text.length <= limit) return false;
  let lineStart = 0;
  for (;;) {
    const lineEnd = text.indexOf("\n", lineStart);
    const end = lineEnd === -1 ? text.length : lineEnd;
    if (end - lineStart > limit) return true;
    if (lineEnd === -1) return false;
    lineStart = lineEnd + 1;
  }
}

/** The beginning of `text` to show instead of all of it, or null when it can be shown whole. */
export function longLinePreview(text: string): string | null {
  return hasLongLine(text) ? text.slice(0, PREVIEW_CHARS) : null;
}
