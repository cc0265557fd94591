// One worker task with memory of the job it last ran, so the page can tell a result that answers
// the current input and options from an older one (it keeps showing the older one meanwhile).
import { useCallback, useState } from "react";
import { sameFields } from "~/hooks/use-tool-run";
import { useWorkerTask } from "~/hooks/use-worker-task";
import type { WorkerLike } from "~/lib/workers/worker-runner";

export interface JobRunner<J, R> {
  /** The last finished run's result (kept while a newer run works); null after reset. */
  result: R | null;
  /** The worker failed (not a syntax error: those are results). */
  error: string | null;
  running: boolean;
  /** The job of the latest run. */
  ran: J | null;
  /** Whether `job` (same fields) was the latest run and has its result. */
  answers: (job: J) => boolean;
  /** Whether `job` is the latest run, finished or not. */
  started: (job: J) => boolean;
  run: (job: J) => void;
  /** Starts the worker ahead of the first run. */
  prepare: () => void;
  reset: () => void;
}

export function useJobRunner<J, R>(createWorker: () => WorkerLike): JobRunner<J, R> {
  const task = useWorkerTask<J, R>(createWorker);
  const { run: runTask, reset: resetTask, prepare } = task;
  // Boxed: useState would call a job that happens to be a function.
  const [ran, setRan] = useState<{ job: J } | null>(null);

  const run = useCallback(
    (job: J) => {
      setRan({ job });
      runTask(job);
    },
    [runTask],
  );

  const reset = useCallback(() => {
    resetTask();
    setRan(null);
  }, [resetTask]);

  const started = (job: J) => ran !== null && sameFields(ran.job, job);
  return {
    result: task.output,
    error: task.error,
    running: task.status === "running",
    ran: ran?.job ?? null,
    answers: (job) => started(job) && task.status === "done",
    started,
    run,
    prepare,
    reset,
  };
}
