// The JSONPath matches: one row per match with its normalized path (a button that marks the value
// in the Input) and its value as JSON, long values cut with "Show all".
import { useState } from "react";
import { groupedCount } from "~/lib/number/count-text";
import { ExpandableValue } from "~/ui/panels/ExpandableValue";
import type { ListedMatch } from "./jsonpath-tester-job";

/** Rows drawn at first, and how many more each "Show more" adds. */
export const FIRST_ROWS = 200;
const MORE_ROWS = 1_000;

/** Characters of a value shown before "Show all". */
const PREVIEW_CHARS = 300;

function MatchRow({
  match,
  index,
  picked,
  canShow,
  onPick,
}: {
  match: ListedMatch;
  index: number;
  picked: boolean;
  canShow: boolean;
  onPick: (index: number) => void;
}) {
  const long = match.text.length > PREVIEW_CHARS || match.text.includes("\n");
  return (
    <li
      className={`border-b border-slate-200 px-2 py-1.5 last:border-b-0 dark:border-slate-700 ${picked ? "bg-blue-50 dark:bg-slate-800" : ""}`}
    >
      <button
        type="button"
        onClick={() => onPick(index)}
        disabled={!canShow || match.range === null}
        aria-current={picked ? "true" : undefined}
        title={canShow && match.range ? "Show this value in the Input" : undefined}
        className="w-full rounded text-left focus-visible:outline-2 focus-visible:outline-blue-600 enabled:hover:underline"
      >
        <code className="break-all text-sm text-blue-800 dark:text-blue-300">{match.path}</code>
      </button>
      <ExpandableValue
        preview={long ? `${match.text.slice(0, PREVIEW_CHARS).split("\n")[0]}…` : match.text}
        full={match.text}
        expandable={long}
        note={match.textCut ? "\n… (cut: Copy and Download give the whole value)" : undefined}
      />
    </li>
  );
}

export function MatchList({
  matches,
  pickedIndex,
  canShow,
  onPick,
}: {
  matches: readonly ListedMatch[];
  pickedIndex: number | null;
  /** The Input is in the editor (not a large file), so a match can be shown in it. */
  canShow: boolean;
  onPick: (index: number) => void;
}) {
  // Rows are drawn a batch at a time: React takes about 2 s for the 10,000 rows a query may list.
  const [shown, setShown] = useState({ matches, count: FIRST_ROWS });
  const count = shown.matches === matches ? shown.count : FIRST_ROWS;
  if (matches.length === 0) return null;
  const rest = matches.length - count;
  return (
    <>
      <ol aria-label={`Matches (${groupedCount(matches.length)})`}>
        {matches.slice(0, count).map((match, index) => (
          <MatchRow
            key={`${index}:${match.path}`}
            match={match}
            index={index}
            picked={pickedIndex === index}
            canShow={canShow}
            onPick={onPick}
          />
        ))}
      </ol>
      {rest > 0 && (
        <button
          type="button"
          onClick={() => setShown({ matches, count: count + MORE_ROWS })}
          className="self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Show {groupedCount(Math.min(MORE_ROWS, rest))} more of the {groupedCount(rest)} not shown
        </button>
      )}
    </>
  );
}
