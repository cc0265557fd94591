// Text Diff: the rows of the side-by-side and unified views as a few segments, so a view of two
// 10 MB files draws only the rows on screen: rowAt(rows, i) finds row i by binary search.
// Unchanged runs longer than twice the context lines are collapsed into one row, as diff -u does.
import type { LinesDiff } from "./diff-lines";

export type DiffLayout = "side-by-side" | "unified";

/** A run of rows of one kind; line numbers are 0-based indexes into each side's lines. */
export interface RowSegment {
  kind: "equal" | "collapsed" | "change";
  originalStart: number;
  changedStart: number;
  /** Lines of each side the segment covers (equal for "equal" and "collapsed"). */
  originalCount: number;
  changedCount: number;
  /** The segment's first row, and how many rows it shows. */
  firstRow: number;
  rowCount: number;
}

export interface DiffRows {
  layout: DiffLayout;
  segments: RowSegment[];
  rowCount: number;
}

export type DiffRow =
  | { kind: "equal"; originalLine: number; changedLine: number }
  /** `count` unchanged lines, from these lines on, hidden behind one row. */
  | { kind: "collapsed"; originalLine: number; changedLine: number; count: number }
  /**
   * Side by side: a line removed on the left beside a line added on the right; either is null when
   * that side of the change has fewer lines. Unified: one of them, the other null. `pairedLine` is
   * the other side's line it is compared with for in-line highlighting (unified only), or null.
   */
  | {
      kind: "change";
      originalLine: number | null;
      changedLine: number | null;
      pairedLine: number | null;
    };

export interface DiffRowsOptions {
  layout: DiffLayout;
  /** Unchanged lines shown before and after each change; Infinity shows every line. */
  contextLines: number;
  /** originalStart of collapsed runs the user opened: those are shown in full. */
  expanded?: ReadonlySet<number>;
}

export function diffRows(diff: LinesDiff, options: DiffRowsOptions): DiffRows {
  const { layout, contextLines, expanded } = options;
  const segments: RowSegment[] = [];
  let rowCount = 0;
  const add = (
    kind: RowSegment["kind"],
    originalStart: number,
    changedStart: number,
    originalCount: number,
    changedCount: number,
  ) => {
    if (originalCount === 0 && changedCount === 0) return;
    const rows =
      kind === "collapsed"
        ? 1
        : kind === "equal"
          ? originalCount
          : layout === "unified"
            ? originalCount + changedCount
            : Math.max(originalCount, changedCount);
    segments.push({
      kind,
      originalStart,
      changedStart,
      originalCount,
      changedCount,
      firstRow: rowCount,
      rowCount: rows,
    });
    rowCount += rows;
  };
  /** An unchanged run: context after the change before it, context before the next, the rest hidden. */
  const unchanged = (
    originalStart: number,
    changedStart: number,
    count: number,
    first: boolean,
    last: boolean,
  ) => {
    const head = first ? 0 : Math.min(contextLines, count);
    const tail = last ? 0 : Math.min(contextLines, count - head);
    const hidden = count - head - tail;
    if (hidden === 0 || contextLines === Infinity || expanded?.has(originalStart + head)) {
      add("equal", originalStart, changedStart, count, count);
      return;
    }
    add("equal", originalStart, changedStart, head, head);
    add("collapsed", originalStart + head, changedStart + head, hidden, hidden);
    add("equal", originalStart + head + hidden, changedStart + head + hidden, tail, tail);
  };
  let i = 0;
  let j = 0;
  diff.changes.forEach((change, index) => {
    unchanged(i, j, change.originalStart - i, index === 0, false);
    add(
      "change",
      change.originalStart,
      change.changedStart,
      change.originalEnd - change.originalStart,
      change.changedEnd - change.changedStart,
    );
    i = change.originalEnd;
    j = change.changedEnd;
  });
  unchanged(i, j, diff.originalLineCount - i, diff.changes.length === 0, true);
  return { layout, segments, rowCount };
}

/** Row `index` (0 ≤ index < rows.rowCount). */
export function rowAt(rows: DiffRows, index: number): DiffRow {
  const { segments } = rows;
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (segments[mid].firstRow <= index) low = mid;
    else high = mid - 1;
  }
  const segment = segments[low];
  const offset = index - segment.firstRow;
  if (segment.kind === "collapsed")
    return {
      kind: "collapsed",
      originalLine: segment.originalStart,
      changedLine: segment.changedStart,
      count: segment.originalCount,
    };
  if (segment.kind === "equal")
    return {
      kind: "equal",
      originalLine: segment.originalStart + offset,
      changedLine: segment.changedStart + offset,
    };
  const { originalStart, changedStart, originalCount, changedCount } = segment;
  if (rows.layout === "side-by-side")
    return {
      kind: "change",
      originalLine: offset < originalCount ? originalStart + offset : null,
      changedLine: offset < changedCount ? changedStart + offset : null,
      pairedLine: null,
    };
  // Unified: the removed lines, then the added ones; the k-th of each are compared in-line.
  if (offset < originalCount)
    return {
      kind: "change",
      originalLine: originalStart + offset,
      changedLine: null,
      pairedLine: offset < changedCount ? changedStart + offset : null,
    };
  const added = offset - originalCount;
  return {
    kind: "change",
    originalLine: null,
    changedLine: changedStart + added,
    pairedLine: added < originalCount ? originalStart + added : null,
  };
}
