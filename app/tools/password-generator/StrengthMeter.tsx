// The strength meter: a typed password rated by zxcvbn in a worker (fetched on the first keystroke,
// never with the page). The password is plain React state: never stored, never in a share link.
import { useMemo, useState } from "react";
import { useToolRun } from "~/hooks/use-tool-run";
import { CheckboxOption } from "~/ui/panels/OptionsRow";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { MAX_RATED_CHARS, type StrengthReport } from "./password-strength";

const FIELD_ID = "password-generator-password-to-check";

function createStrengthWorker() {
  return new Worker(new URL("./password-strength.worker.ts", import.meta.url), { type: "module" });
}

/** Bar colours by score: red, orange, amber, green, deep green. */
const SCORE_COLOURS = [
  "bg-red-600",
  "bg-orange-500",
  "bg-amber-500",
  "bg-green-600",
  "bg-green-800",
];

export const STRENGTH_TIME_LIMIT_MS = 30_000;

/**
 * The field keeps this much of a paste: only the first 64 characters are rated, and a field holding
 * a megabyte took the browser seconds to lay out (a password field draws a dot for each character).
 */
export const MAX_FIELD_CHARS = 1_000;

export function StrengthMeter({
  password,
  onChange,
}: {
  password: string;
  onChange: (password: string) => void;
}) {
  const [shown, setShown] = useState(false);
  const job = useMemo(() => ({ password }), [password]);
  const rating = useToolRun<{ password: string }, StrengthReport>({
    job,
    idle: password === "",
    large: false,
    createWorker: createStrengthWorker,
    delayMs: 150,
    limit: {
      timeoutMs: STRENGTH_TIME_LIMIT_MS,
      timeoutMessage: "Rating this password took over 30 seconds, so it was stopped.",
    },
  });
  const report = password === "" ? null : rating.output;

  return (
    <section
      aria-label="Strength check"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h2 className="text-base font-semibold">Check a password’s strength</h2>
      <div className="flex flex-wrap items-end gap-x-5 gap-y-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={FIELD_ID} className="text-sm font-medium">
            Password to check
          </label>
          <input
            id={FIELD_ID}
            type={shown ? "text" : "password"}
            value={password}
            onChange={(event) => onChange(event.target.value.slice(0, MAX_FIELD_CHARS))}
            maxLength={MAX_FIELD_CHARS}
            autoComplete="off"
            spellCheck={false}
            className="w-[min(22rem,80vw)] rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <CheckboxOption label="Show password" checked={shown} onChange={setShown} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Rated on this device by zxcvbn, which looks for words, names, dates, keyboard patterns and
        common passwords; nothing is sent anywhere or stored. Only the first {MAX_RATED_CHARS}{" "}
        characters are rated.
      </p>
      <ErrorPanel message={password === "" ? null : rating.error} />
      <div role="status" aria-label="Strength" aria-live="polite" className="flex flex-col gap-2">
        {report && (
          <>
            <div className="flex items-center gap-3">
              <div
                className="flex h-2.5 w-48 max-w-full gap-1"
                aria-hidden="true"
                title={`Score ${report.score} of 4`}
              >
                {[0, 1, 2, 3, 4].map((step) => (
                  <span
                    key={step}
                    className={`flex-1 rounded-sm ${step <= report.score ? SCORE_COLOURS[report.score] : "bg-slate-200 dark:bg-slate-700"}`}
                  />
                ))}
              </div>
              <span className="font-medium">
                {report.label} (score {report.score} of 4)
              </span>
              {!rating.current && (
                <span className="text-sm text-slate-600 dark:text-slate-300">Rating…</span>
              )}
            </div>
            <p className="text-sm">
              About 10<sup>{report.guessesLog10.toFixed(1)}</sup> guesses to find it
              {report.truncated ? ` (its first ${report.rated} characters)` : ""}.
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {report.crackTimes.map((time) => (
                <div key={time.label} className="contents">
                  <dt className="text-slate-700 dark:text-slate-300">{time.label}</dt>
                  <dd>{time.display}</dd>
                </div>
              ))}
            </dl>
            {(report.warning || report.suggestions.length > 0) && (
              <ul className="list-disc pl-5 text-sm">
                {report.warning && <li className="font-medium">{report.warning}</li>}
                {report.suggestions.map((suggestion) => (
                  <li key={suggestion}>{suggestion}</li>
                ))}
              </ul>
            )}
          </>
        )}
        {password !== "" && !report && !rating.error && (
          <span className="text-sm text-slate-600 dark:text-slate-300">Rating…</span>
        )}
      </div>
    </section>
  );
}
