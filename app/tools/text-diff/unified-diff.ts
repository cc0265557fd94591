// Text Diff: the "Download .diff" file, a unified diff that GNU `patch` applies to the Original to
// give Changed byte for byte: CRLF kept, "\ No newline at end of file" where a side lacks one.
import type { DiffChange, LinesDiff } from "./diff-lines";
import type { SplitText } from "./text-lines";

export interface UnifiedDiffOptions {
  /** File names for the `--- a/…` and `+++ b/…` lines. */
  originalName?: string;
  changedName?: string;
  /** Unchanged lines around each change (diff -U). */
  contextLines?: number;
}

export const DEFAULT_FILE_NAME = "text.txt";
export const DEFAULT_CONTEXT_LINES = 3;
export const NO_NEWLINE_MARKER = "\\ No newline at end of file";

/**
 * The unified diff from `original` to `changed`, or "" when they are identical. `diff` may have
 * been made with white space, case or line endings ignored: lines it calls unchanged that are not
 * byte-identical are written as changes too, or the patch would not give Changed exactly.
 */
export function unifiedDiff(
  original: SplitText,
  changed: SplitText,
  diff: LinesDiff,
  options: UnifiedDiffOptions = {},
): string {
  const changes = exactChanges(original, changed, diff);
  if (changes.length === 0) return "";
  const context = Math.max(0, options.contextLines ?? DEFAULT_CONTEXT_LINES);
  const out: string[] = [
    `--- ${quotedName(`a/${options.originalName ?? DEFAULT_FILE_NAME}`)}\n`,
    `+++ ${quotedName(`b/${options.changedName ?? DEFAULT_FILE_NAME}`)}\n`,
  ];
  const n = original.lines.length;
  const m = changed.lines.length;
  const line = (side: SplitText, sideCount: number, prefix: string, index: number) => {
    out.push(prefix, side.lines[index], "\n");
    if (side.missingFinalNewline && index === sideCount - 1) out.push(NO_NEWLINE_MARKER, "\n");
  };
  for (let first = 0; first < changes.length;) {
    // A hunk takes changes while the unchanged lines between them are no more than twice the context.
    let last = first;
    while (
      last + 1 < changes.length &&
      changes[last + 1].originalStart - changes[last].originalEnd <= 2 * context
    )
      last++;
    const start = Math.max(0, changes[first].originalStart - context);
    const end = Math.min(n, changes[last].originalEnd + context);
    const changedStart = changes[first].changedStart - (changes[first].originalStart - start);
    // Past the last change both sides are the same lines, so the context there is as long.
    const changedEnd = changes[last].changedEnd + (end - changes[last].originalEnd);
    out.push(
      `@@ -${hunkRange(start, end - start)} +${hunkRange(changedStart, changedEnd - changedStart)} @@\n`,
    );
    let at = start;
    for (let k = first; k <= last; k++) {
      const change = changes[k];
      for (; at < change.originalStart; at++) line(original, n, " ", at);
      for (let i = change.originalStart; i < change.originalEnd; i++) line(original, n, "-", i);
      for (let j = change.changedStart; j < change.changedEnd; j++) line(changed, m, "+", j);
      at = change.originalEnd;
    }
    for (; at < end; at++) line(original, n, " ", at);
    first = last + 1;
  }
  return out.join("");
}

/** "3,4" for 4 lines from line 3; "3" for one line; "2,0" for none, after line 2 (diff's form). */
function hunkRange(start: number, count: number): string {
  if (count === 1) return String(start + 1);
  if (count === 0) return `${start},0`;
  return `${start + 1},${count}`;
}

/**
 * The diff's changes, plus a change for each line it calls unchanged that is not byte-identical
 * (or is the last line on one side only without a newline); changes that touch are merged.
 */
function exactChanges(original: SplitText, changed: SplitText, diff: LinesDiff): DiffChange[] {
  const out: DiffChange[] = [];
  const n = original.lines.length;
  const m = changed.lines.length;
  const push = (change: DiffChange) => {
    const previous = out[out.length - 1];
    if (
      previous &&
      previous.originalEnd === change.originalStart &&
      previous.changedEnd === change.changedStart
    ) {
      previous.originalEnd = change.originalEnd;
      previous.changedEnd = change.changedEnd;
    } else out.push({ ...change });
  };
  const incomplete = (side: SplitText, count: number, index: number) =>
    side.missingFinalNewline && index === count - 1;
  let i = 0;
  let j = 0;
  const unchangedUntil = (end: number) => {
    for (; i < end; i++, j++) {
      if (
        original.lines[i] !== changed.lines[j] ||
        incomplete(original, n, i) !== incomplete(changed, m, j)
      )
        push({ originalStart: i, originalEnd: i + 1, changedStart: j, changedEnd: j + 1 });
    }
  };
  for (const change of diff.changes) {
    unchangedUntil(change.originalStart);
    push(change);
    i = change.originalEnd;
    j = change.changedEnd;
  }
  unchangedUntil(n);
  return out;
}

/**
 * A file name as diff writes it: as is when it is printable ASCII without spaces, quotes or
 * backslashes, else in double quotes with C escapes (UTF-8 bytes in octal), which patch reads.
 */
export function quotedName(name: string): string {
  if (/^[!#-[\]-~]*$/.test(name)) return name;
  const escapes: Record<number, string> = {
    0x07: "\\a",
    0x08: "\\b",
    0x09: "\\t",
    0x0a: "\\n",
    0x0b: "\\v",
    0x0c: "\\f",
    0x0d: "\\r",
    0x22: '\\"',
    0x5c: "\\\\",
  };
  let out = "";
  for (const byte of new TextEncoder().encode(name)) {
    if (escapes[byte]) out += escapes[byte];
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `"${out}"`;
}
