// The cron engine as the page sees it: a worker (cron-parser, luxon, cronstrue) started only once
// the user interacts, fed a new task whenever the inputs change; a newer task cancels an older one.
import { useEffect } from "react";
import { useWorkerTask } from "~/hooks/use-worker-task";
import type { CronTask, CronTaskResult, CrontabResult, InterpretResult } from "./cron-tasks";

/** A search gives up by itself after 10,000 iterations; this only guards against the unforeseen. */
export const ENGINE_TIMEOUT_MS = 20_000;

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

/**
 * Answers `job` (with the current time added) once `enabled`, and again when `job` or `refresh`
 * changes. `job` must be memoised by the caller; null means nothing to ask.
 */
export function useCronEngine<T extends CronTask>(
  job: Job<T> | null,
  enabled: boolean,
  refresh: number,
): CronEngineState<ResultOf<T>> {
  const engine = useWorkerTask<CronTask, CronTaskResult>(createWorker, {
    timeoutMs: ENGINE_TIMEOUT_MS,
  });
  const { run, reset } = engine;
  useEffect(() => {
    if (!enabled) return;
    if (job === null) reset();
    else run({ ...job, now: Date.now() } as T);
  }, [enabled, job, refresh, run, reset]);
  return {
    result: (engine.output as ResultOf<T> | null) ?? null,
    working: engine.status === "running",
    failure: engine.status === "error" ? engine.error : null,
  };
}
