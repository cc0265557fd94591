// The JSONPath matches: one row per match with its normalized path (a button that marks the value
// in the Input) and its value as JSON, long values cut with "Show all".
import { groupedCount } from "~/lib/number/count-text";
import { ExpandableValue } from "~/ui/panels/ExpandableValue";
import type { JsonPathMatch } from "./jsonpath-query";

/** Characters of a value shown before "Show all". */
const PREVIEW_CHARS = 300;

function MatchRow({
  match,
  index,
  picked,
  canShow,
  onPick,
}: {
  match: JsonPathMatch;
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
  matches: readonly JsonPathMatch[];
  pickedIndex: number | null;
  /** The Input is in the editor (not a large file), so a match can be shown in it. */
  canShow: boolean;
  onPick: (index: number) => void;
}) {
  if (matches.length === 0) return null;
  return (
    <ol aria-label={`Matches (${groupedCount(matches.length)})`}>
      {matches.map((match, index) => (
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
  );
}
