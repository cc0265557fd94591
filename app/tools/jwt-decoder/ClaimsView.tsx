// The decoded token's header parameters and claims, each with what it means, and time claims in
// UTC, local time and relative ("expires in 3 h"); then the warnings. A list, not a table, so it
// stacks on a 360 px screen without a scroll region.
import { TriangleAlert } from "lucide-react";
import type { Explained, FieldRow } from "./jwt-claims";

function Rows({ title, rows, more = 0 }: { title: string; rows: FieldRow[]; more?: number }) {
  if (rows.length === 0) return null;
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1">
      <h2 className="text-sm font-semibold">{title}</h2>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {rows.map((row) => (
          <div key={row.name} className="flex flex-col gap-0.5 px-3 py-1.5 text-sm">
            <dt className="flex flex-wrap items-baseline gap-x-2">
              <code className="font-semibold">{row.name}</code>
              {row.meaning && (
                <span className="text-slate-600 dark:text-slate-300">{row.meaning}</span>
              )}
            </dt>
            <dd className="break-all font-mono">{row.value}</dd>
            {row.time && (
              <dd className="text-slate-700 dark:text-slate-200">
                {row.time.utc} · {row.time.local} · <strong>{row.time.relative}</strong>
              </dd>
            )}
          </div>
        ))}
      </dl>
      {more > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          and {more} more claims (all of them are in Output)
        </p>
      )}
    </section>
  );
}

export function WarningList({ label, warnings }: { label: string; warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className="flex flex-col gap-1 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      {warnings.map((warning) => (
        <li key={warning} className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
        </li>
      ))}
    </ul>
  );
}

export function ClaimsView({ explained }: { explained: Explained }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <WarningList label="Token warnings" warnings={explained.warnings} />
      <Rows title="Header" rows={explained.header} />
      <Rows title="Claims" rows={explained.claims} more={explained.moreClaims} />
    </div>
  );
}
