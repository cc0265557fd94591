// A text tool's result: small jobs are computed live on every change, large ones in a cancellable
// worker on run(); a worker's result shows only while it still answers the current job.
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import { useGuardedValue } from "./use-guarded-value";
import { useRunGuard, useWhenReleased } from "./use-run-guard";
import { useWorkerTask } from "./use-worker-task";
import type { RunOptions, WorkerLike } from "~/lib/workers/worker-runner";

export interface TextTransformOptions<J, O> {
  /** The current input and options. Memoise it: a new object computes the live result again. */
  job: J;
  /** Too large to compute on every change: the job waits for run() and goes to the worker. */
  large: boolean;
  /** The core, run on the main thread for small jobs (keep it stable, e.g. a module function). */
  compute: (job: J) => O;
  createWorker: () => WorkerLike;
  /** Whether a run's job still matches the current one; by default, equal top-level fields. */
  sameJob?: (a: J, b: J) => boolean;
  /** The worker's time limit and message (WorkerRunner's default when absent). */
  limit?: Pick<RunOptions, "timeoutMs" | "timeoutMessage">;
}

export interface TextTransform<O> {
  /** The result for the current job: null while there is none (failed, waiting or running). */
  output: O | null;
  error: string | null;
  running: boolean;
  /** The worker's progress (0 to 1) while it reports any. */
  progress: number | null;
  /** A large job without a current result, or a restored one held by the run guard: it waits for run(). */
  waiting: boolean;
  /** Restored input held by the run guard after an unfinished run: nothing runs by itself. */
  held: boolean;
  /** Starts the worker on a large job; small jobs are already computed. */
  run: () => void;
  cancel: () => void;
  /** Forgets any run, e.g. when the input is cleared. */
  reset: () => void;
}

/** Same keys with the same values (Object.is), one level deep: enough for flat jobs. */
export function sameFields<J>(a: J, b: J): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.is(left[key], right[key]))
  );
}

export function useTextTransform<J, O>({
  job,
  large,
  compute,
  createWorker,
  sameJob = sameFields,
  limit,
}: TextTransformOptions<J, O>): TextTransform<O> {
  // Released by "Run it": a small job is then computed live; a large one is started here.
  const { guard, held } = useRunGuard();
  const computeLive = useCallback(
    (input: J) => {
      try {
        return { output: compute(input), error: null };
      } catch (error) {
        return { output: null, error: errorMessage(error) };
      }
    },
    [compute],
  );
  // Marked while it works: a core that freezes the page leaves the mark for the next load.
  const live = useGuardedValue(job, computeLive, !large);

  const task = useWorkerTask<J, O>(createWorker, limit);
  const { run: runTask, cancel: cancelTask, reset: resetTask } = task;
  // The job of the latest run; boxed, because useState would call a job that is a function.
  const [ran, setRan] = useState<{ job: J } | null>(null);
  const current = ran !== null && sameJob(ran.job, job);
  const running = task.status === "running";

  // A newer input makes a running job useless: stop it rather than let it finish.
  useEffect(() => {
    if (running && !current) cancelTask();
  }, [running, current, cancelTask]);

  const run = useCallback(() => {
    guard?.release(); // the user asked for it
    if (!large) return; // a small job is already computed as it changes
    setRan({ job });
    runTask(job);
  }, [guard, large, job, runTask]);
  useWhenReleased(held, () => {
    if (!current) run(); // unless the release was this run's own
  });

  // Forgetting the run matters: otherwise its job would still count as current, and the large
  // input would show an empty result instead of waiting for run() again.
  const cancel = useCallback(() => {
    cancelTask();
    setRan(null);
  }, [cancelTask]);

  const reset = useCallback(() => {
    resetTask();
    setRan(null);
  }, [resetTask]);

  return {
    output: live ? live.output : current && task.status === "done" ? task.output : null,
    error: live ? live.error : current ? task.error : null,
    running,
    progress: task.progress,
    waiting: (large || held) && !current,
    held,
    run,
    cancel,
    reset,
  };
}
