// A list of run times: ISO 8601 with the zone's offset, then the readable form.
import type { FormattedRun } from "./cron-report";

export function RunTimeList({
  id,
  title,
  runs,
  empty,
}: {
  id: string;
  title: string;
  runs: FormattedRun[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-1.5 text-sm">
          {runs.map((run) => (
            <li
              key={run.iso}
              className="flex flex-col rounded-md border border-slate-200 px-2.5 py-1.5 dark:border-slate-700"
            >
              <time
                dateTime={run.iso}
                className="break-all font-mono text-slate-900 dark:text-slate-100"
              >
                {run.iso}
              </time>
              <span className="text-slate-600 dark:text-slate-300">{run.readable}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A short status line under a heading: muted, or green for good news. */
export function StatusLine({
  children,
  tone = "muted",
}: {
  children: React.ReactNode;
  tone?: "muted" | "good";
}) {
  const color =
    tone === "good"
      ? "text-emerald-800 dark:text-emerald-300"
      : "text-slate-600 dark:text-slate-300";
  return <p className={`flex items-center gap-1.5 text-sm ${color}`}>{children}</p>;
}
