// Text Diff's view of a line diff: side by side or unified, as a virtual table, so two 10 MB texts
// draw only the rows on screen. Removed lines are tinted red and added ones green, with the parts
// that differ within a line marked more strongly; a folded run of unchanged lines opens on a click.
import { type ReactNode, useMemo, useState } from "react";
import { groupedCount } from "~/lib/number/count-text";
import { VirtualTable } from "~/ui/panels/VirtualTable";
import type { LinesDiff } from "./diff-lines";
import { type DiffLayout, type DiffRow, diffRows, rowAt } from "./diff-rows";
import { type InlineMode, type InlineRange, inlineDiff } from "./inline-diff";
import { type LineComparison, type LineIndex, lineAt } from "./text-lines";

/** A line longer than this shows its beginning only: one cell is one row, 30 px high. */
export const SHOWN_LINE_CHARS = 2_000;

const VIEWPORT_HEIGHT = 480;
const NUMBER_CELL = "px-2 text-right tabular-nums text-slate-600 dark:text-slate-300";
const SIGN_CELL = "text-center font-mono";
const TEXT_CELL = "overflow-hidden whitespace-pre px-2 font-mono leading-[30px]";
const REMOVED_ROW = "bg-red-50 dark:bg-red-950";
const ADDED_ROW = "bg-green-50 dark:bg-green-950";
const REMOVED_MARK = "rounded-sm bg-red-200 text-inherit dark:bg-red-800";
const ADDED_MARK = "rounded-sm bg-green-200 text-inherit dark:bg-green-800";

export interface DiffViewProps {
  original: LineIndex;
  changed: LineIndex;
  diff: LinesDiff;
  layout: DiffLayout;
  /** Unchanged lines kept around each change; Infinity shows them all. */
  contextLines: number;
  inline: InlineMode;
  comparison: LineComparison;
}

/** `text` with the `ranges` wrapped in <mark>, cut to SHOWN_LINE_CHARS. */
function markedLine(text: string, ranges: readonly InlineRange[], markClass: string): ReactNode {
  const shown = text.length > SHOWN_LINE_CHARS ? text.slice(0, SHOWN_LINE_CHARS) : text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start >= shown.length) break;
    if (start > at) parts.push(shown.slice(at, start));
    parts.push(
      <mark key={start} className={markClass}>
        {shown.slice(start, Math.min(end, shown.length))}
      </mark>,
    );
    at = Math.min(end, shown.length);
  }
  if (at < shown.length) parts.push(shown.slice(at));
  if (shown !== text) parts.push("…");
  return parts;
}

export function DiffView(props: DiffViewProps) {
  const { original, changed, diff, layout, contextLines, inline, comparison } = props;
  // Folded runs the user opened, by their first Original line; a new diff starts folded again.
  const [opened, setOpened] = useState<{ diff: LinesDiff; starts: ReadonlySet<number> }>({
    diff,
    starts: new Set(),
  });
  const expanded = opened.diff === diff ? opened.starts : undefined;
  const rows = useMemo(
    () => diffRows(diff, { layout, contextLines, expanded }),
    [diff, layout, contextLines, expanded],
  );

  // A line of either side, or null for none. The texts may have been edited since the diff was
  // made (until the next result): a line no longer there reads as empty.
  const lineOf = (side: LineIndex, line: number | null) =>
    line === null ? null : (lineAt(side, line) ?? "");

  /** The two lines a change row compares, marked where they differ (each alone is marked whole). */
  const changedParts = (originalLine: number | null, changedLine: number | null) => {
    const before = lineOf(original, originalLine);
    const after = lineOf(changed, changedLine);
    if (before === null || after === null) {
      const whole = (text: string | null) => (text ? [{ start: 0, end: text.length }] : []);
      return { before: whole(before), after: whole(after) };
    }
    const parts = inlineDiff(before, after, inline, comparison);
    return { before: parts.original, after: parts.changed };
  };

  const open = (start: number) =>
    setOpened({ diff, starts: new Set([...(expanded ?? []), start]) });

  const cellsOf = (row: DiffRow): ReactNode => {
    if (row.kind === "collapsed")
      return (
        <div role="cell" style={{ gridColumn: "1 / -1" }} className="px-2 leading-[30px]">
          <button
            type="button"
            onClick={() => open(row.originalLine)}
            className="text-blue-700 underline hover:no-underline dark:text-blue-300"
          >
            Show {groupedCount(row.count)} unchanged {row.count === 1 ? "line" : "lines"}
          </button>
        </div>
      );
    const originalText = lineOf(original, row.originalLine);
    const changedText = lineOf(changed, row.changedLine);
    const number = (line: number | null) => (
      <div role="cell" className={`${NUMBER_CELL} leading-[30px]`}>
        {line === null ? "" : line + 1}
      </div>
    );
    if (row.kind === "equal") {
      const text = (line: string) => (
        <div role="cell" className={TEXT_CELL}>
          {markedLine(line, [], "")}
        </div>
      );
      return layout === "side-by-side" ? (
        <>
          {number(row.originalLine)}
          <div role="cell" className={SIGN_CELL} />
          {text(originalText ?? "")}
          {number(row.changedLine)}
          <div role="cell" className={SIGN_CELL} />
          {text(changedText ?? "")}
        </>
      ) : (
        <>
          {number(row.originalLine)}
          {number(row.changedLine)}
          <div role="cell" className={SIGN_CELL} />
          {text(originalText ?? "")}
        </>
      );
    }
    if (layout === "side-by-side") {
      const parts = changedParts(row.originalLine, row.changedLine);
      const side = (text: string | null, ranges: InlineRange[], removed: boolean) => {
        const tint = text === null ? "" : removed ? REMOVED_ROW : ADDED_ROW;
        return (
          <>
            <div role="cell" className={`${SIGN_CELL} leading-[30px] ${tint}`}>
              {text === null ? "" : removed ? "−" : "+"}
            </div>
            <div role="cell" className={`${TEXT_CELL} ${tint}`}>
              {text === null ? "" : markedLine(text, ranges, removed ? REMOVED_MARK : ADDED_MARK)}
            </div>
          </>
        );
      };
      return (
        <>
          {number(row.originalLine)}
          {side(originalText, parts.before, true)}
          {number(row.changedLine)}
          {side(changedText, parts.after, false)}
        </>
      );
    }
    // Unified: a removed line is compared with the added line it pairs with, and the other way.
    const removed = row.originalLine !== null;
    const parts = removed
      ? changedParts(row.originalLine, row.pairedLine).before
      : changedParts(row.pairedLine, row.changedLine).after;
    const tint = removed ? REMOVED_ROW : ADDED_ROW;
    return (
      <>
        {number(row.originalLine)}
        {number(row.changedLine)}
        <div role="cell" className={`${SIGN_CELL} leading-[30px] ${tint}`}>
          {removed ? "−" : "+"}
        </div>
        <div role="cell" className={`${TEXT_CELL} ${tint}`}>
          {markedLine(
            (removed ? originalText : changedText) ?? "",
            parts,
            removed ? REMOVED_MARK : ADDED_MARK,
          )}
        </div>
      </>
    );
  };

  const sideBySide = layout === "side-by-side";
  const header = (name: string) => (
    <div role="columnheader" className="px-2 py-1">
      {name}
    </div>
  );
  return (
    <VirtualTable
      label="Output"
      rowsLabel="Diff rows"
      rowCount={rows.rowCount}
      columns={
        sideBySide
          ? "3.5rem 1.25rem minmax(0,1fr) 3.5rem 1.25rem minmax(0,1fr)"
          : "3.5rem 3.5rem 1.25rem minmax(0,1fr)"
      }
      minWidth={sideBySide ? "44rem" : "28rem"}
      viewportHeight={VIEWPORT_HEIGHT}
      header={
        sideBySide ? (
          <>
            {header("Line")}
            {header("±")}
            {header("Original")}
            {header("Line")}
            {header("±")}
            {header("Changed")}
          </>
        ) : (
          <>
            {header("Original")}
            {header("Changed")}
            {header("±")}
            {header("Text")}
          </>
        )
      }
      cells={(index) => cellsOf(rowAt(rows, index))}
    />
  );
}
