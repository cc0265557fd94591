// Crontab file: paste or open a crontab; see its variables, each schedule's description, next run
// and command, and every failing line with its number.
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { formatRun } from "./cron-report";
import type { CrontabResult } from "./cron-tasks";
import { StatusLine } from "./RunTimes";
import type { CronEngineState } from "./use-cron-engine";

export const EXAMPLE_CRONTAB = `# Example crontab
SHELL=/bin/bash
MAILTO="ops@example.com"

# m h dom mon dow  command
*/15 * * * *   /usr/local/bin/poll-queue
30 2 * * *     /usr/local/bin/backup --full
0 9 * * 1-5    /usr/local/bin/report daily
@reboot        /usr/local/bin/start-agent
61 * * * *     /usr/local/bin/broken-line
`;

export interface CrontabPanelProps {
  text: string;
  onTextChange: (text: string) => void;
  engine: CronEngineState<CrontabResult>;
  engineStarted: boolean;
  timeZone: string;
  hour12: boolean;
}

/** The failing lines as one alert: "Line 9: <message> (<line text>)", one per line. */
export function crontabErrorText(result: CrontabResult | null): string | null {
  if (!result || result.errors.length === 0) return null;
  return result.errors.map((e) => `Line ${e.line}: ${e.message} (${e.text})`).join("\n");
}

function Term({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-700 sm:w-28 dark:text-slate-300">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function CrontabPanel({
  text,
  onTextChange,
  engine,
  engineStarted,
  timeZone,
  hour12,
}: CrontabPanelProps) {
  const result = text.trim() === "" ? null : engine.result;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Schedule lines use crontab&apos;s rules: five fields (Sunday is 0 or 7) or an @name, then
          the command. Next runs are in <strong className="font-semibold">{timeZone}</strong>.
        </p>
        <button
          type="button"
          onClick={() => onTextChange(EXAMPLE_CRONTAB)}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Load example
        </button>
      </div>
      <InputPanel
        value={text}
        onChange={onTextChange}
        label="Crontab"
        placeholder="Paste a crontab here, or drop a file"
        height="14rem"
      />
      <ErrorPanel message={engine.failure ?? crontabErrorText(result)} />
      {text.trim() !== "" && !engineStarted && (
        <StatusLine>The crontab is read as soon as you use the page.</StatusLine>
      )}
      {engine.working && <StatusLine>Reading the crontab…</StatusLine>}
      {result && (
        <div className="flex flex-col gap-4">
          <section aria-labelledby="crontab-variables-title">
            <h3 id="crontab-variables-title" className="mb-2 font-semibold">
              Variables
            </h3>
            {result.variables.length === 0 ? (
              <StatusLine>No variables.</StatusLine>
            ) : (
              <dl className="flex flex-col gap-1 text-sm">
                {result.variables.map((variable) => (
                  <Term key={variable.line} term={variable.name}>
                    <code className="font-mono">{variable.value}</code>
                  </Term>
                ))}
              </dl>
            )}
          </section>
          <section aria-labelledby="crontab-schedules-title">
            <h3 id="crontab-schedules-title" className="mb-2 font-semibold">
              Schedules
            </h3>
            {result.expressions.length === 0 ? (
              <StatusLine>No schedule lines.</StatusLine>
            ) : (
              <ul className="flex flex-col gap-2">
                {result.expressions.map((entry) => {
                  const next =
                    entry.nextRun === null ? null : formatRun(entry.nextRun, timeZone, hour12);
                  return (
                    <li
                      key={entry.line}
                      aria-label={`Line ${entry.line}`}
                      className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
                    >
                      <dl className="flex flex-col gap-1">
                        <Term term="Line">{entry.line}</Term>
                        <Term term="Schedule">
                          <code className="font-mono">{entry.expression}</code>
                        </Term>
                        <Term term="Description">
                          {entry.description ?? (
                            <span className="whitespace-pre-wrap text-red-800 dark:text-red-200">
                              {entry.descriptionError}
                            </span>
                          )}
                        </Term>
                        <Term term="Next run">
                          {next ? (
                            <>
                              <time dateTime={next.iso} className="font-mono">
                                {next.iso}
                              </time>{" "}
                              ({next.readable})
                            </>
                          ) : entry.reboot ? (
                            "At system startup only"
                          ) : (
                            (entry.nextError ?? "None found")
                          )}
                        </Term>
                        <Term term="Command">
                          {entry.command ? (
                            <code className="font-mono">{entry.command}</code>
                          ) : (
                            "(none)"
                          )}
                        </Term>
                      </dl>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
