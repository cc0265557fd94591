// The one run hook of a tool whose result follows its input: a small job runs by itself, a large
// one waits for run() and goes to a cancellable worker. A small job is computed on the main thread
// on every change when the tool gives a fast `compute`, or else sent to the worker a moment after
// the last change. Only the latest run can settle (WorkerRunner cancels the one before), so an older
// result never replaces a newer; `current` says whether the result shown is the current input's.
// Restored input held by the page's run guard (after a run that never finished) runs on "Run it".
// A core that is asynchronous on the page (Web Crypto) is `computeAsync`: awaited on every change,
// and only the current job's answer is kept.
import { noteToolActivity } from "~/lib/browser/tool-use";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import {
  RunCancelledError,
  type RunOptions,
  WorkerRunner,
  type WorkerLike,
} from "~/lib/workers/worker-runner";
import { useGuardedValue } from "./use-guarded-value";
import { useRunGuard, useWhenReleased } from "./use-run-guard";

/** Quiet time after the last change before a small job goes to the worker: not a run per key. */
export const LIVE_DELAY_MS = 300;

export interface ToolRunOptions<J, O> {
  /** The current input and options. Memoise it; equal top-level fields count as the same job. */
  job: J;
  /** Nothing to do (an empty input): no run, no result, no error. */
  idle?: boolean;
  /** Too large to run on every change: the job waits for run(), then goes to the worker. */
  large: boolean;
  /**
   * The core, computed on the main thread for small jobs on every change (keep it stable, e.g. a
   * module function). Without it, small jobs go to the worker too, `delayMs` after the last change.
   */
  compute?: (job: J) => O;
  /**
   * An asynchronous core run on the page for small jobs (e.g. Web Crypto, which a worker would only
   * wrap): awaited on every change; an answer for a job that is no longer current is dropped.
   */
  computeAsync?: (job: J) => Promise<O>;
  /** The worker for large jobs (and small ones without a page-side core). */
  createWorker?: () => WorkerLike;
  /** Whether two jobs are the same; by default, equal top-level fields. */
  sameJob?: (a: J, b: J) => boolean;
  delayMs?: number;
  /** The worker's time limit and message (WorkerRunner's default when absent). */
  limit?: Pick<RunOptions, "timeoutMs" | "timeoutMessage">;
}

/**
 * What every run offers the page, whoever runs it: useToolRun, and the one streaming protocol that
 * writes files as it goes (the CSV tools' split and merge), which has this shape too.
 */
export interface RunControl {
  /** Work is under way (the action bar shows Working… and Cancel). */
  running: boolean;
  /** Why the latest run failed, in words for the page. */
  error: string | null;
  cancel: () => void;
  /** Forgets every run and result, e.g. when the input is cleared. */
  reset: () => void;
}

export interface ToolRun<O, J = never> extends RunControl {
  /**
   * The latest result. With a worker for small jobs it may belong to the previous job for the
   * moment before the new run settles (no flicker while typing); for a large job it is the current
   * job's or null.
   */
  output: O | null;
  error: string | null;
  /** The output and error belong to the current job (false while a newer job waits or runs). */
  current: boolean;
  /** The worker's progress (0 to 1) while it reports any. */
  progress: number | null;
  /** Milliseconds from the start of the run to its latest progress report (for a speed). */
  progressElapsedMs: number | null;
  /** A large job without a current result, or restored input held by the run guard: it waits for run(). */
  waiting: boolean;
  /** Restored input held by the run guard after an unfinished run: nothing runs by itself. */
  held: boolean;
  /** Runs the current job now, unless it is already running, done, or computed on the page. */
  run: () => void;
  /**
   * Runs `job` now in the worker, unless it is the run already started: for a button that changes
   * an option and runs at once (its job is not the current one until the next render).
   */
  runJob: (job: J) => void;
  /** Starts the worker ahead of the first run (the user reached for the tool). */
  prepare: () => void;
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

interface Settled<J, O> {
  job: J;
  output: O | null;
  error: string | null;
}

export function useToolRun<J, O>({
  job,
  idle = false,
  large,
  compute,
  computeAsync,
  createWorker,
  sameJob = sameFields,
  delayMs = LIVE_DELAY_MS,
  limit,
}: ToolRunOptions<J, O>): ToolRun<O, J> {
  const runnerRef = useRef<WorkerRunner<J, O> | null>(null);
  const createRef = useRef(createWorker);
  const limitRef = useRef(limit);
  const sameRef = useRef(sameJob);
  // The job of the latest run started, boxed (a job may be any value): a live timer skips a job
  // that run() already started.
  const startedRef = useRef<{ job: J } | null>(null);
  // The latest run that failed (a time limit, a crash): asking for it again runs it again.
  const failedRef = useRef<{ job: J } | null>(null);
  const [settled, setSettled] = useState<Settled<J, O> | null>(null);
  const [running, setRunning] = useState<{ job: J } | null>(null);
  const [progress, setProgress] = useState<{ fraction: number; elapsedMs: number } | null>(null);
  // Released by "Run it": a small job then runs by itself; a large one is started by run().
  const { guard, held } = useRunGuard();

  // Small jobs on the page: marked with the run guard while computing, so a core that freezes the
  // tab leaves the mark for the next load.
  const computeLive = useCallback(
    (input: J) => {
      try {
        return { output: compute!(input), error: null };
      } catch (error) {
        return { output: null, error: errorMessage(error) };
      }
    },
    [compute],
  );
  const onPage = compute !== undefined;
  const live = useGuardedValue(job, computeLive, onPage && !large && !idle);
  // Small jobs have no worker run when a core on the page answers them, now or as a promise.
  const pageSide = onPage || computeAsync !== undefined;

  useEffect(() => () => runnerRef.current?.dispose(), []);

  const runner = useCallback(() => {
    const create = createRef.current;
    if (!create) throw new Error("useToolRun: a worker run needs createWorker.");
    runnerRef.current ??= new WorkerRunner<J, O>(create);
    return runnerRef.current;
  }, []);

  const prepare = useCallback(() => runner().prepare(), [runner]);

  const start = useCallback(
    (next: J) => {
      const started = { job: next };
      startedRef.current = started;
      setRunning(started);
      setProgress(null);
      const ended = guard?.begin();
      const stopped = () => {
        ended?.();
        setRunning((now) => (now === started ? null : now));
        setProgress(null);
      };
      const startedAt = performance.now();
      failedRef.current = null;
      runner()
        .run(next, {
          ...limitRef.current,
          onProgress: (fraction) =>
            setProgress({ fraction, elapsedMs: performance.now() - startedAt }),
        })
        .then(
          (output) => {
            setSettled({ job: next, output, error: null });
            stopped();
          },
          (error: unknown) => {
            // Replaced by a newer run, or cancelled on purpose: not a failure to show.
            if (!(error instanceof RunCancelledError)) {
              failedRef.current = started;
              setSettled({ job: next, output: null, error: errorMessage(error) });
            }
            stopped();
          },
        );
    },
    [guard, runner],
  );

  const cancel = useCallback(() => {
    runnerRef.current?.cancel();
    startedRef.current = null;
    setRunning(null);
    setProgress(null);
  }, []);

  const reset = useCallback(() => {
    cancel();
    setSettled(null);
  }, [cancel]);

  // Small jobs with an asynchronous core on the page: each change awaited; a late answer for an
  // older job is dropped, so it can never replace the current one.
  useEffect(() => {
    if (!computeAsync || idle || large || held) return;
    let current = true;
    computeAsync(job).then(
      (output) => current && setSettled({ job, output, error: null }),
      (error: unknown) => current && setSettled({ job, output: null, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [computeAsync, job, idle, large, held]);

  // Small jobs without a page-side core: to the worker once the input has been quiet a moment.
  useEffect(() => {
    if (pageSide || idle || large || held) return;
    const timer = setTimeout(() => {
      const started = startedRef.current;
      if (started === null || !sameRef.current(started.job, job)) start(job);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pageSide, job, idle, large, held, delayMs, start]);

  const runningCurrent = running !== null && sameJob(running.job, job);
  const settledCurrent = settled !== null && sameJob(settled.job, job);

  // A run for a job that is no longer current is useless when nothing will replace it by itself
  // (an empty or large input, or a small one computed on the page): stop it rather than let it
  // finish. Its promise then clears `running`; until then it no longer counts as running.
  // It never settles, so its job counts as not run: coming back to it, run() starts it again.
  const abandoned = running !== null && !runningCurrent && (idle || large || pageSide);
  useEffect(() => {
    if (!abandoned) return;
    runnerRef.current?.cancel();
    startedRef.current = null;
  }, [abandoned]);

  // Changes only with the job (useAutoRun starts each new job once by that): whether this job has
  // run already is read from the run started last, which cancel() and reset() forget.
  const runJob = useCallback(
    (next: J) => {
      guard?.release(); // the user asked for it
      const started = startedRef.current;
      const failed = started !== null && failedRef.current === started;
      if (started !== null && !failed && sameRef.current(started.job, next)) return;
      start(next);
    },
    [guard, start],
  );
  const run = useCallback(() => {
    if (idle || (pageSide && !large)) {
      guard?.release();
      return;
    }
    runJob(job);
  }, [guard, idle, pageSide, large, runJob, job]);
  useWhenReleased(held, run);

  let shown: { output: O | null; error: string | null } | null;
  if (idle) shown = null;
  else if (large) shown = settledCurrent ? settled : null;
  else shown = onPage ? live : settled;
  // A result the user's action led to counts as using the tool (its place in "Recent").
  const result = shown?.output ?? null;
  useEffect(() => {
    if (result !== null) noteToolActivity();
  }, [result]);
  return {
    output: shown?.output ?? null,
    error: shown?.error ?? null,
    current: !idle && (onPage && !large ? live !== null : settledCurrent),
    running: running !== null && !abandoned,
    progress: progress?.fraction ?? null,
    progressElapsedMs: progress?.elapsedMs ?? null,
    waiting: !idle && (large || held) && !settledCurrent && !runningCurrent,
    held,
    run,
    runJob,
    prepare,
    cancel,
    reset,
  };
}
