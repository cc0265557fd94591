// The result of a code tool whose every run happens in a worker (formatters, minifiers): a small
// input runs by itself a moment after the last change, a large one waits for run(). Only the latest
// run can settle (WorkerRunner cancels the one before), so an older result never replaces a newer.
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import { useRunGuard, useWhenReleased } from "./use-run-guard";
import { sameFields } from "./use-text-transform";
import {
  RunCancelledError,
  type RunOptions,
  WorkerRunner,
  type WorkerLike,
} from "~/lib/workers/worker-runner";

/** Quiet time after the last change before a small input runs: typing does not start a run per key. */
export const LIVE_DELAY_MS = 300;

export interface LiveWorkerTransformOptions<J> {
  /** The current input and options. Memoise it; equal top-level fields count as the same job. */
  job: J;
  /** Nothing to do (an empty input): no run, no result, no error. */
  idle: boolean;
  /** Too large to run on every change: the job waits for run(). */
  large: boolean;
  createWorker: () => WorkerLike;
  delayMs?: number;
  /** The worker's time limit and message (WorkerRunner's default when absent). */
  limit?: Pick<RunOptions, "timeoutMs" | "timeoutMessage">;
}

export interface LiveWorkerTransform<O> {
  /**
   * The latest result. For a small input it may belong to the previous job for the moment before
   * the new run settles (no flicker while typing); for a large one it is the current job's or null.
   */
  output: O | null;
  error: string | null;
  /** The output and error belong to the current job (false while a newer job waits or runs). */
  current: boolean;
  /** A run (live or started by run()) is in progress. */
  running: boolean;
  /** A large input without a current result, or restored input held by the run guard: it waits for run(). */
  waiting: boolean;
  /** Runs the current job now, unless it is already running or done. */
  run: () => void;
  cancel: () => void;
  /** Forgets every run and result, e.g. when the input is cleared. */
  reset: () => void;
}

interface Settled<J, O> {
  job: J;
  output: O | null;
  error: string | null;
}

export function useLiveWorkerTransform<J, O>({
  job,
  idle,
  large,
  createWorker,
  delayMs = LIVE_DELAY_MS,
  limit,
}: LiveWorkerTransformOptions<J>): LiveWorkerTransform<O> {
  const runnerRef = useRef<WorkerRunner<J, O> | null>(null);
  const createRef = useRef(createWorker);
  // The job of the latest run started, boxed: a live timer skips a job already run by run().
  const startedRef = useRef<{ job: J } | null>(null);
  const [settled, setSettled] = useState<Settled<J, O> | null>(null);
  const [running, setRunning] = useState<{ job: J } | null>(null);

  const limitRef = useRef(limit);
  // Released by "Run it": a small job then runs live by itself; a large one is started here.
  const { guard, held } = useRunGuard();

  useEffect(() => () => runnerRef.current?.dispose(), []);

  const start = useCallback(
    (next: J) => {
      runnerRef.current ??= new WorkerRunner<J, O>(createRef.current);
      const started = { job: next };
      startedRef.current = started;
      setRunning(started);
      const ended = guard?.begin();
      const stopped = () => {
        ended?.();
        setRunning((current) => (current === started ? null : current));
      };
      runnerRef.current.run(next, limitRef.current).then(
        (output) => {
          setSettled({ job: next, output, error: null });
          stopped();
        },
        (error: unknown) => {
          // Replaced by a newer run, or cancelled on purpose: not a failure to show.
          if (!(error instanceof RunCancelledError))
            setSettled({ job: next, output: null, error: errorMessage(error) });
          stopped();
        },
      );
    },
    [guard],
  );

  const cancel = useCallback(() => {
    runnerRef.current?.cancel();
    startedRef.current = null;
    setRunning(null);
  }, []);

  const reset = useCallback(() => {
    cancel();
    setSettled(null);
  }, [cancel]);

  useEffect(() => {
    if (idle || large || held) return;
    const timer = setTimeout(() => {
      const started = startedRef.current;
      if (started === null || !sameFields(started.job, job)) start(job);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [job, idle, large, held, delayMs, start]);

  const runningCurrent = running !== null && sameFields(running.job, job);
  const settledCurrent = settled !== null && sameFields(settled.job, job);

  // A run for an input that is now empty or large is useless (a small one is replaced by the next
  // live run anyway): stop it rather than let it finish. Its promise then clears `running`.
  useEffect(() => {
    if (running !== null && !runningCurrent && (idle || large)) runnerRef.current?.cancel();
  }, [running, runningCurrent, idle, large]);

  const run = useCallback(() => {
    guard?.release(); // the user asked for it
    if (idle || runningCurrent || settledCurrent) return;
    start(job);
  }, [guard, idle, runningCurrent, settledCurrent, start, job]);
  useWhenReleased(held, run);

  const shown = idle ? null : large ? (settledCurrent ? settled : null) : settled;
  return {
    output: shown?.output ?? null,
    error: shown?.error ?? null,
    current: !idle && settledCurrent,
    running: running !== null,
    waiting: !idle && (large || held) && !settledCurrent && !runningCurrent,
    run,
    cancel,
    reset,
  };
}
