// Very long lines (minified code is one line of hundreds of KB) are what makes showing a text
// slow: browsers lay out a line as one block. Wrapped in CodeMirror, a single 1 MB line froze the
// page for 1.1–1.4 s (e2e/long-tasks-1mb.spec.ts); unwrapped, CodeMirror draws only the part in view.
// These helpers find such lines; the editor turns wrapping off for a text that has one.

/** Longest line an editor wraps; a text with a longer line is shown unwrapped. */
export const LONG_LINE_CHARS = 20_000;

/**
 * True when a line of the text made of `pieces` (in order; a line may run across pieces) is
 * longer than `limit` characters. Pieces let an editor's document be scanned without joining it.
 */
export function piecesHaveLongLine(pieces: Iterable<string>, limit = LONG_LINE_CHARS): boolean {
  let lineLength = 0;
  for (const piece of pieces) {
    let start = 0;
    for (;;) {
      const lineEnd = piece.indexOf("\n", start);
      lineLength += (lineEnd === -1 ? piece.length : lineEnd) - start;
      if (lineLength > limit) return true;
      if (lineEnd === -1) break;
      lineLength = 0;
      start = lineEnd + 1;
    }
  }
  return false;
}

/** True when some line of `text` is longer than `limit` characters. */
export function hasLongLine(text: string, limit = LONG_LINE_CHARS): boolean {
  return text.length > limit && piecesHaveLongLine([text], limit);
}
