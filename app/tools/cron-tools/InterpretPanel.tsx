// Interpret & validate: the expression, its description as you type, the validation verdict, the
// next and previous run times in the chosen zone, and "does it run at …?".
import { CircleCheck, Play } from "lucide-react";
import type { RefObject } from "react";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import type { Explanation } from "./cron-describe";
import { type FormattedRun, MAX_RUN_COUNT, formatRun } from "./cron-report";
import type { InterpretResult } from "./cron-tasks";
import { RunTimeList, StatusLine } from "./RunTimes";
import type { CronEngineState } from "./use-cron-engine";

export const EXPRESSION_INPUT_ID = "cron-expression";

const inputClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** What the description area shows: text, the spec's error with its reason, or a wait for H. */
/** Pending: H waits for the engine to resolve it, or the describer (cronstrue) is being fetched. */
export type DescriptionState = Explanation | { ok: "pending"; for: "hash" | "describer" } | null;

export interface CheckState {
  /** The datetime-local text, as typed. */
  value: string;
  onChange: (value: string) => void;
  /** The instant it means in the chosen zone, when it is a complete date and time. */
  instant: number | null;
}

export interface InterpretPanelProps {
  expression: string;
  onExpressionChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  description: DescriptionState;
  engine: CronEngineState<InterpretResult>;
  engineStarted: boolean;
  onStartEngine: () => void;
  timeZone: string;
  hour12: boolean;
  count: number;
  onCountChange: (count: number) => void;
  check: CheckState;
  next: FormattedRun[];
  previous: FormattedRun[];
}

function Description({ state }: { state: DescriptionState }) {
  if (state === null) {
    return <StatusLine>Type a cron expression to see what it means.</StatusLine>;
  }
  if (state.ok === "pending") {
    return (
      <StatusLine>
        {state.for === "hash" ? "Working out what H stands for…" : "Describing…"}
      </StatusLine>
    );
  }
  if (state.ok) {
    return <p className="text-lg font-semibold text-slate-900 dark:text-slate-50">{state.text}</p>;
  }
  return null;
}

function Validation({
  engine,
  engineStarted,
  onStartEngine,
  empty,
}: Pick<InterpretPanelProps, "engine" | "engineStarted" | "onStartEngine"> & { empty: boolean }) {
  const result = engine.result;
  if (!engineStarted) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <StatusLine>Validation and run times start as soon as you use the page.</StatusLine>
        <button
          type="button"
          onClick={onStartEngine}
          className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <Play aria-hidden="true" className="size-4" />
          Validate now
        </button>
      </div>
    );
  }
  if (empty || engine.failure || result === null || result.error) return null;
  if (result.reboot) {
    return (
      <StatusLine tone="good">
        Valid: @reboot runs once when the machine starts, so it has no run times.
      </StatusLine>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <StatusLine tone="good">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        Valid expression
      </StatusLine>
      {result.resolved && (
        <StatusLine>
          <span>
            H stands for: <code className="font-mono">{result.resolved}</code>
          </span>
        </StatusLine>
      )}
    </div>
  );
}

function CheckAnswer({
  check,
  engine,
  timeZone,
  hour12,
}: Pick<InterpretPanelProps, "check" | "engine" | "timeZone" | "hour12">) {
  const answer = engine.result?.check;
  if (check.value === "") return null;
  if (check.instant === null) {
    return <StatusLine>Enter a complete date and time.</StatusLine>;
  }
  if (!answer || answer.instant !== check.instant || engine.result?.error) return null;
  const at = formatRun(answer.instant, timeZone, hour12);
  if (answer.runs) {
    return (
      <StatusLine tone="good">
        <span>
          Yes: it runs at <time dateTime={at.iso}>{at.iso}</time> ({at.readable}).
        </span>
      </StatusLine>
    );
  }
  const next = answer.nextAfter === null ? null : formatRun(answer.nextAfter, timeZone, hour12);
  return (
    <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
      No: it does not run at <time dateTime={at.iso}>{at.iso}</time>.
      {next && (
        <>
          {" "}
          The next run after that is <time dateTime={next.iso}>{next.iso}</time> ({next.readable}).
        </>
      )}
    </p>
  );
}

export function InterpretPanel({
  expression,
  onExpressionChange,
  inputRef,
  description,
  engine,
  engineStarted,
  onStartEngine,
  timeZone,
  hour12,
  count,
  onCountChange,
  check,
  next,
  previous,
}: InterpretPanelProps) {
  const result = engine.result;
  const empty = expression.trim() === "";
  const showRuns = engineStarted && !empty && result !== null && !result.error && !result.reboot;
  const runError = showRuns ? (result.next.error ?? result.previous.error) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        {/* Named Input like every tool's main input (page contract); the hint says what it takes. */}
        <div className="flex items-baseline gap-2">
          <label htmlFor={EXPRESSION_INPUT_ID} className="font-medium">
            Input
          </label>
          <span id="cron-expression-kind" className="text-slate-700 dark:text-slate-300">
            Cron expression
          </span>
        </div>
        <input
          ref={inputRef}
          id={EXPRESSION_INPUT_ID}
          type="text"
          value={expression}
          onChange={(event) => onExpressionChange(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder="*/5 * * * *"
          aria-describedby="cron-expression-kind cron-expression-help"
          className={`${inputClass} w-full text-lg`}
        />
        <p id="cron-expression-help" className="text-sm text-slate-600 dark:text-slate-300">
          Five fields (minute, hour, day of month, month, day of week), six with seconds first,
          seven with a year; or a name such as @daily, @weekdays or @reboot.
        </p>
      </div>

      {/* The description in words is the page's Output (page contract). */}
      <section aria-label="Output" aria-live="polite" className="flex flex-col gap-2">
        <Description state={description} />
        <ErrorPanel
          message={description && description.ok === false ? description.message : null}
        />
      </section>

      <section aria-label="Validation" className="flex flex-col gap-2">
        <Validation
          engine={engine}
          engineStarted={engineStarted}
          onStartEngine={onStartEngine}
          empty={empty}
        />
        <ErrorPanel message={empty ? null : (engine.failure ?? result?.error ?? null)} />
        {engine.working && <StatusLine>Checking…</StatusLine>}
      </section>

      <section
        aria-label="Run times"
        className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      >
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="cron-run-count" className="text-sm font-medium">
              Number of runs
            </label>
            <input
              id="cron-run-count"
              type="number"
              min={1}
              max={MAX_RUN_COUNT}
              value={count}
              onChange={(event) => onCountChange(event.target.valueAsNumber)}
              className={`${inputClass} w-24 py-1 text-sm`}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="cron-check-at" className="text-sm font-medium">
              Does it run at
            </label>
            <input
              id="cron-check-at"
              type="datetime-local"
              value={check.value}
              onChange={(event) => check.onChange(event.target.value)}
              className={`${inputClass} py-1 text-sm`}
            />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Times are in <strong className="font-semibold">{timeZone}</strong>.
          </p>
        </div>
        <div aria-live="polite">
          <CheckAnswer check={check} engine={engine} timeZone={timeZone} hour12={hour12} />
        </div>
        <ErrorPanel message={runError} />
        {showRuns && (
          <div className="grid gap-4 md:grid-cols-2">
            <RunTimeList
              id="cron-next-runs"
              title="Next runs"
              runs={next}
              empty="No run time found."
            />
            <RunTimeList
              id="cron-previous-runs"
              title="Previous runs"
              runs={previous}
              empty="No run time found."
            />
          </div>
        )}
      </section>
    </div>
  );
}
