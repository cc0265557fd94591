// The Character Counter's Output: the limit bar, every count as a labelled tile, and the most
// frequent words. Copy and Download of the panel around it take the same counts as text.
import { type TextCounts, countRows } from "./character-counter";
import type { LimitProgress } from "./character-limit";
import { groupedCount } from "~/lib/number/count-text";

export function CountsView({
  counts,
  progress,
}: {
  counts: TextCounts | null;
  progress: LimitProgress | null;
}) {
  return (
    <section aria-label="Output" className="flex min-w-0 flex-col gap-4">
      {progress && <LimitBar progress={progress} />}
      {counts ? (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {countRows(counts).map(([label, value]) => (
              <div
                key={label}
                className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700"
              >
                <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <TopWords words={counts.topWords} />
        </>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The counts appear here as you type.
        </p>
      )}
    </section>
  );
}

function LimitBar({ progress }: { progress: LimitProgress }) {
  const width = `${Math.min(progress.fraction, 1) * 100}%`;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Limit used"
        aria-valuemin={0}
        aria-valuemax={progress.limit}
        aria-valuenow={Math.min(progress.used, progress.limit)}
        aria-valuetext={progress.summary}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full ${progress.over ? "bg-red-600 dark:bg-red-400" : "bg-blue-600 dark:bg-blue-400"}`}
          style={{ width }}
        />
      </div>
      <p
        className={`text-sm ${progress.over ? "font-semibold text-red-800 dark:text-red-200" : "text-slate-700 dark:text-slate-300"}`}
      >
        {progress.summary}
      </p>
    </div>
  );
}

function TopWords({ words }: { words: TextCounts["topWords"] }) {
  if (words.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium">Most frequent words</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            Word
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Count
          </th>
        </tr>
      </thead>
      <tbody>
        {words.map(({ word, count }) => (
          <tr key={word} className="border-b border-slate-100 dark:border-slate-800">
            <td className="break-all py-1 pr-2">{word}</td>
            <td className="py-1 text-right tabular-nums">{groupedCount(count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
