// Text Diff: which lines of the Original were removed and which of Changed were added, as a short
// list of changes (the unchanged runs between them are implied), for both views and the .diff file.
import { type SequenceDiffOptions, diffSequences } from "./sequence-diff";
import { type LineComparison, type SplitText, lineIds } from "./text-lines";

/** Original lines [originalStart, originalEnd) were replaced by Changed lines [changedStart, changedEnd). */
export interface DiffChange {
  originalStart: number;
  originalEnd: number;
  changedStart: number;
  changedEnd: number;
}

export interface LinesDiff {
  originalLineCount: number;
  changedLineCount: number;
  /** In order; between two changes there is at least one unchanged line. Indexes are 0-based. */
  changes: DiffChange[];
  removedLines: number;
  addedLines: number;
  /** False when the cost cap cut the search short: correct, but maybe longer than needed. */
  minimal: boolean;
}

export function diffLines(
  original: SplitText,
  changed: SplitText,
  comparison: LineComparison,
  search: SequenceDiffOptions = {},
): LinesDiff {
  const [a, b] = lineIds(original, changed, comparison);
  const { removed, added, minimal } = diffSequences(a, b, search);
  const removedFlags = padded(removed);
  const addedFlags = padded(added);
  shiftBoundaries(a, removedFlags, addedFlags);
  shiftBoundaries(b, addedFlags, removedFlags);
  return changesOf(removedFlags, addedFlags, minimal);
}

/** The flags with a 0 before and after, the sentinels shiftBoundaries reads past each end. */
function padded(flags: Uint8Array): Uint8Array {
  const out = new Uint8Array(flags.length + 2);
  out.set(flags, 1);
  return out;
}

/**
 * Slides each run of changed lines over equal neighbours, as GNU diff's shift_boundaries does, so
 * runs merge where they can and otherwise sit as low as possible, or against a run of the other
 * file: inserting "b\na\n" after "a\n" shows as one added block where diff shows it, not two.
 * `changed` and `other` hold the flag of line k at k + 1 (see padded).
 */
function shiftBoundaries(ids: Int32Array, changed: Uint8Array, other: Uint8Array): void {
  const end = ids.length;
  // Line k of this file is changed[k + 1]; j walks the other file's lines the same way.
  let i = 0;
  let j = 0;
  for (;;) {
    // Find the next run of changes, keeping j on the other file's corresponding line.
    while (i < end && !changed[i + 1]) {
      while (other[++j]) continue;
      i++;
    }
    if (i === end) return;
    let start = i;
    while (changed[++i + 1]) continue;
    while (other[j + 1]) j++;
    let runLength: number;
    let corresponding: number;
    do {
      runLength = i - start;
      // Slide up while the line before the run equals its last line, merging with runs above.
      while (start > 0 && ids[start - 1] === ids[i - 1]) {
        changed[start--] = 1;
        changed[i--] = 0;
        while (changed[start]) start--;
        while (other[j--]) continue;
      }
      // Where the run last lined up with a run of the other file (end = nowhere).
      corresponding = other[j] ? i : end;
      // Slide down while its first line equals the line after it, merging with runs below.
      while (i !== end && ids[start] === ids[i]) {
        changed[++start] = 0;
        changed[++i] = 1;
        while (changed[i + 1]) i++;
        while (other[++j + 1]) corresponding = i;
      }
    } while (runLength !== i - start);
    // Back up to line up with the other file's run, if it ever did.
    while (corresponding < i) {
      changed[start--] = 1;
      changed[i--] = 0;
      while (other[j--]) continue;
    }
  }
}

/** The runs of the padded flags as changes. */
function changesOf(removed: Uint8Array, added: Uint8Array, minimal: boolean): LinesDiff {
  const n = removed.length - 2;
  const m = added.length - 2;
  const changes: DiffChange[] = [];
  let removedLines = 0;
  let addedLines = 0;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    // Past the end of one side every line left on the other is flagged (both keep the same lines),
    // and the padding reads 0, so no bounds check is needed here.
    if (!removed[i + 1] && !added[j + 1]) {
      i++;
      j++;
      continue;
    }
    const change = { originalStart: i, originalEnd: i, changedStart: j, changedEnd: j };
    while (removed[i + 1]) i++;
    while (added[j + 1]) j++;
    change.originalEnd = i;
    change.changedEnd = j;
    removedLines += i - change.originalStart;
    addedLines += j - change.changedStart;
    changes.push(change);
  }
  return {
    originalLineCount: n,
    changedLineCount: m,
    changes,
    removedLines,
    addedLines,
    minimal,
  };
}
