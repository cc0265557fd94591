// The match list: one row per match with its index, length, text and each group (its span with
// the d flag), in the shared virtualized table so 100,000 rows scroll like ten. A row's number
// picks it in the text.
import { VirtualTable } from "~/ui/panels/VirtualTable";
import type { CapturedGroup, FoundMatch } from "./regex-core";
import { groupColour } from "./group-colours";

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
  const columns = `4.5rem 5.5rem 4.5rem minmax(9rem, 2fr) ${groupNames
    .map(() => "minmax(8rem, 1fr)")
    .join(" ")}`;
  const minWidth = `${23 + 8 * groupNames.length}rem`;

  function rowCells(row: number) {
    const match = matches[row];
    const length = match.end - match.index;
    return (
      <>
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
      </>
    );
  }

  return (
    <VirtualTable
      label="Matches"
      rowsLabel="Match rows"
      rowCount={matches.length}
      columns={columns}
      minWidth={minWidth}
      viewportHeight={VIEWPORT_HEIGHT}
      picked={picked}
      header={
        <>
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
        </>
      }
      cells={rowCells}
    />
  );
}
