// The match list: one row per match with its index, length, text and each group (its span with
// the d flag), virtualized so 100,000 rows scroll like ten. A row's number picks it in the text.
import { useVirtualRows } from "~/hooks/virtual-list";
import type { CapturedGroup, FoundMatch } from "./regex-core";
import { groupColour } from "./group-colours";

const ROW_HEIGHT = 30;
const VIEWPORT_HEIGHT = 320;

export function groupHeading(groupNumber: number, name: string | null): string {
  return name ? `Group ${groupNumber}: ${name}` : `Group ${groupNumber}`;
}

/** Shows whitespace that would otherwise vanish in a one-line cell. */
function visible(text: string): string {
  return text.replace(/\n/g, "↵").replace(/\t/g, "→");
}

function groupText(group: CapturedGroup, showSpans: boolean): string {
  if (group.value === null) return "(no match)";
  const cut = group.length > group.value.length ? "…" : "";
  const span = showSpans && group.start !== undefined ? ` [${group.start}–${group.end}]` : "";
  return `${visible(group.value)}${cut}${span}`;
}

const cellClass = "truncate px-2 font-mono text-[13px] leading-[30px]";

export function MatchList({
  matches,
  groupNames,
  showSpans,
  picked,
  onPick,
}: {
  matches: readonly FoundMatch[];
  groupNames: readonly (string | null)[];
  /** The d flag is on: each group's span is shown. */
  showSpans: boolean;
  picked: number | null;
  onPick: (index: number) => void;
}) {
  const { viewportRef, onScroll, first, last, top, spacerHeight } = useVirtualRows(
    matches.length,
    ROW_HEIGHT,
    VIEWPORT_HEIGHT,
  );
  const columns = `4.5rem 5.5rem 4.5rem minmax(9rem, 2fr) ${groupNames
    .map(() => "minmax(8rem, 1fr)")
    .join(" ")}`;
  const minWidth = `${23 + 8 * groupNames.length}rem`;
  const rows = [];
  for (let row = first; row < last; row++) {
    const match = matches[row];
    const length = match.end - match.index;
    rows.push(
      <div
        key={row}
        role="row"
        aria-rowindex={row + 2}
        aria-selected={row === picked}
        style={{ top: top(row), height: ROW_HEIGHT, gridTemplateColumns: columns }}
        className={`absolute inset-x-0 grid border-b border-slate-100 dark:border-slate-800 ${
          row === picked ? "bg-blue-50 dark:bg-blue-950" : ""
        }`}
      >
        <div role="cell" className="px-1">
          <button
            type="button"
            onClick={() => onPick(row)}
            title="Show this match in the text"
            className="w-full rounded px-1 text-left font-mono text-[13px] leading-[26px] text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
          >
            {row + 1}
          </button>
        </div>
        <div role="cell" className={cellClass}>
          {match.index}
        </div>
        <div role="cell" className={cellClass}>
          {length}
        </div>
        <div role="cell" className={cellClass} title={match.value}>
          {length === 0 ? (
            <span className="italic text-slate-600 dark:text-slate-300">(empty)</span>
          ) : (
            visible(match.value) + (length > match.value.length ? "…" : "")
          )}
        </div>
        {match.groups.map((group, g) => (
          <div
            key={g}
            role="cell"
            className={cellClass}
            title={group.value ?? undefined}
            style={{ borderLeft: `3px solid ${groupColour(g + 1).line}` }}
          >
            <span
              className={group.value === null ? "italic text-slate-600 dark:text-slate-300" : ""}
            >
              {groupText(group, showSpans)}
            </span>
          </div>
        ))}
      </div>,
    );
  }

  return (
    <div className="overflow-x-auto rounded-md border border-slate-300 dark:border-slate-600">
      <div
        role="table"
        aria-label="Matches"
        aria-rowcount={matches.length + 1}
        style={{ minWidth }}
        className="text-sm"
      >
        <div
          role="row"
          aria-rowindex={1}
          style={{ gridTemplateColumns: columns }}
          className="grid border-b border-slate-300 bg-slate-50 font-medium dark:border-slate-600 dark:bg-slate-800"
        >
          {["#", "Index", "Length", "Match"].map((heading) => (
            <div key={heading} role="columnheader" className="px-2 py-1">
              {heading}
            </div>
          ))}
          {groupNames.map((name, g) => (
            <div
              key={g}
              role="columnheader"
              className="truncate px-2 py-1"
              style={{ borderLeft: `3px solid ${groupColour(g + 1).line}` }}
            >
              {groupHeading(g + 1, name)}
            </div>
          ))}
        </div>
        <div
          ref={viewportRef}
          onScroll={onScroll}
          role="rowgroup"
          tabIndex={0}
          aria-label="Match rows"
          style={{ height: Math.min(VIEWPORT_HEIGHT, matches.length * ROW_HEIGHT + 2) }}
          className="overflow-y-auto focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <div style={{ height: spacerHeight }} className="relative">
            {rows}
          </div>
        </div>
      </div>
    </div>
  );
}
