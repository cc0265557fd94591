// The cron engine as the page sees it: a worker (cron-parser, luxon, cronstrue) started only once
// the user interacts, fed a new task whenever the inputs change; a newer task cancels an older one.
// It runs on the one tool runtime (useToolRun): every task is small, so none waits for a button.
import { useMemo } from "react";
import { useToolRun } from "~/hooks/use-tool-run";
import type { CronTask, CronTaskResult, CrontabResult, InterpretResult } from "./cron-tasks";

/** A search gives up by itself after 10,000 iterations; this only guards against the unforeseen. */
export const ENGINE_TIMEOUT_MS = 20_000;
const LIMIT = { timeoutMs: ENGINE_TIMEOUT_MS };

function createWorker() {
  return new Worker(new URL("./cron-tools.worker.ts", import.meta.url), { type: "module" });
}

type Job<T extends CronTask> = Omit<T, "now">;

/** What a task kind answers with. */
type ResultOf<T extends CronTask> = T["kind"] extends "interpret" ? InterpretResult : CrontabResult;

export interface CronEngineState<R> {
  result: R | null;
  /** True while a newer task than `result` is being answered. */
  working: boolean;
  /** The engine itself failed (time limit, crash); expression errors are part of `result`. */
  failure: string | null;
}

/** The time a task is answered from: the moment its inputs (or a refresh) last changed. */
function stamped<T extends CronTask>(job: Job<T> | null, _refresh: number): T | null {
  return job === null ? null : ({ ...job, now: Date.now() } as T);
}

/**
 * Answers `job` (with the current time added) once `enabled`, and again when `job` or `refresh`
 * changes. `job` must be memoised by the caller; null means nothing to ask.
 */
export function useCronEngine<T extends CronTask>(
  job: Job<T> | null,
  enabled: boolean,
  refresh: number,
): CronEngineState<ResultOf<T>> {
  const task = useMemo(() => stamped(job, refresh), [job, refresh]);
  const engine = useToolRun<CronTask | null, CronTaskResult>({
    job: task,
    idle: !enabled || task === null,
    large: false,
    createWorker,
    // Each change is its own question (no pause for typing: the engine answers in milliseconds).
    delayMs: 0,
    // A task differs from the one before by its inputs or its time.
    sameJob: Object.is,
    limit: LIMIT,
  });
  return {
    result: (engine.output as ResultOf<T> | null) ?? null,
    working: engine.running || (!engine.current && !engine.error && task !== null && enabled),
    failure: engine.current ? engine.error : null,
  };
}
