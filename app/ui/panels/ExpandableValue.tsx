// A matched value in a tester's results: a one-line preview that "Show all" opens in place (a
// scrolling block), with a note of what was left out when the value itself was cut.
import { useState } from "react";

export function ExpandableValue({
  preview,
  full,
  expandable,
  note,
}: {
  preview: string;
  full: string;
  /** The preview leaves something out: offer Show all. */
  expandable: boolean;
  /** Added to the opened value: what even `full` leaves out. */
  note?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="mt-1 text-sm text-slate-800 dark:text-slate-200">
      {expanded ? (
        <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono text-xs dark:bg-slate-950">
          {full}
          {note}
        </pre>
      ) : (
        <span className="break-words font-mono text-xs">{preview}</span>
      )}
      {expandable && (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          className="ml-2 text-xs font-medium text-blue-800 underline dark:text-blue-300"
          aria-expanded={expanded}
        >
          {expanded ? "Show less" : "Show all"}
        </button>
      )}
    </div>
  );
}
