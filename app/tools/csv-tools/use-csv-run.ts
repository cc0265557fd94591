// Runs one split or merge in the tool's worker: progress (bytes, rows, MB/s), the parts as they
// finish, Cancel (the worker is ended: a file being written is never committed), and the result.
// Its own protocol, not useToolRun's request and answer, because the worker streams: parts arrive
// while it runs and are written to a file or folder the user picked. The page sees the runtime's
// RunControl all the same (running, error, cancel, reset).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { JobProgress, MergeJob, PartSummary, SplitJob } from "./csv-job";
import type { CsvWorkerReply, OutputChoice, RunResult } from "./csv-worker-protocol";
import type { RunControl } from "~/hooks/use-tool-run";

export type RunStatus = "idle" | "running" | "done" | "failed" | "cancelled";

export interface CsvRunState {
  status: RunStatus;
  kind: "split" | "merge" | null;
  /** The last progress, set when the run ends (while it runs, the ProgressFeed has it). */
  progress: JobProgress | null;
  startedAt: number;
  elapsedMs: number;
  parts: PartSummary[];
  /** The result when it was assembled for a download (no file or folder was picked). */
  result: RunResult | null;
  /** Where the result was written, when a file or folder was picked. */
  writtenTo: string | null;
  error: string | null;
}

const IDLE: CsvRunState = {
  status: "idle",
  kind: null,
  progress: null,
  startedAt: 0,
  elapsedMs: 0,
  parts: [],
  result: null,
  writtenTo: null,
  error: null,
};

export interface LiveProgress {
  progress: JobProgress | null;
  elapsedMs: number;
}

const NO_PROGRESS: LiveProgress = { progress: null, elapsedMs: 0 };

/**
 * The running job's progress, outside the page's React state: an update (ten a second) re-renders
 * only the components that read it (the status line and the bar), not the options and previews.
 */
export class ProgressFeed {
  private value = NO_PROGRESS;
  private readonly listeners = new Set<() => void>();

  readonly get = (): LiveProgress => this.value;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  set(value: LiveProgress): void {
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}

const serverProgress = () => NO_PROGRESS;

export function useLiveProgress(feed: ProgressFeed): LiveProgress {
  return useSyncExternalStore(feed.subscribe, feed.get, serverProgress);
}

function createWorker() {
  return new Worker(new URL("./csv-tools.worker.ts", import.meta.url), { type: "module" });
}

/** Megabytes per second so far. */
export function throughput(bytes: number, ms: number): number {
  return ms > 0 ? bytes / 1e6 / (ms / 1000) : 0;
}

export interface CsvRun extends RunControl {
  state: CsvRunState;
  /** The running job's live progress, outside React state (see ProgressFeed). */
  feed: ProgressFeed;
  start: (job: SplitJob | MergeJob, output: OutputChoice) => void;
}

export function useCsvRun(): CsvRun {
  const [state, setState] = useState<CsvRunState>(IDLE);
  const [feed] = useState(() => new ProgressFeed());
  const worker = useRef<Worker | null>(null);
  /** Whether the worker is still running a job (after a job it may live on, keeping the result). */
  const working = useRef(false);

  const stopWorker = () => {
    worker.current?.terminate();
    worker.current = null;
    working.current = false;
  };
  useEffect(() => stopWorker, []);
  /** What the state keeps of the feed when a run ends: its last progress, and the run's time. */
  const finalProgress = useCallback(
    (elapsedMs: number) => ({ progress: feed.get().progress, elapsedMs }),
    [feed],
  );

  const start = useCallback(
    (job: SplitJob | MergeJob, output: OutputChoice) => {
      stopWorker(); // frees the previous run's result, if any
      const startedAt = performance.now();
      const writtenTo = output.kind === "blob" ? null : output.handle.name;
      feed.set(NO_PROGRESS);
      setState({ ...IDLE, status: "running", kind: job.kind, startedAt });
      const w = createWorker();
      worker.current = w;
      working.current = true;
      w.onmessage = (event: MessageEvent<CsvWorkerReply>) => {
        if (worker.current !== w) return; // a reply of a cancelled or replaced run
        const message = event.data;
        const elapsedMs = performance.now() - startedAt;
        if (message.kind === "progress") feed.set({ progress: message.progress, elapsedMs });
        else if (message.kind === "part")
          setState((s) => ({ ...s, parts: [...s.parts, message.part] }));
        else {
          // A result's Blob lives in the worker (see RunResult): it stays until the next run,
          // Clear, or leaving the page.
          if (message.kind === "done" && message.result) working.current = false;
          else stopWorker();
          setState((s) =>
            message.kind === "done"
              ? {
                  ...s,
                  status: "done",
                  result: message.result,
                  writtenTo,
                  ...finalProgress(elapsedMs),
                }
              : { ...s, status: "failed", error: message.message, ...finalProgress(elapsedMs) },
          );
        }
      };
      w.onerror = (event) => {
        stopWorker();
        setState((s) => ({
          ...s,
          status: "failed",
          error: event.message || "The worker stopped unexpectedly",
          ...finalProgress(performance.now() - startedAt),
        }));
      };
      w.postMessage({ job, output });
    },
    [feed, finalProgress],
  );

  const cancel = useCallback(() => {
    if (!working.current) return;
    stopWorker();
    setState((s) => ({
      ...s,
      status: "cancelled",
      ...finalProgress(performance.now() - s.startedAt),
    }));
  }, [finalProgress]);

  const reset = useCallback(() => {
    stopWorker();
    feed.set(NO_PROGRESS);
    setState(IDLE);
  }, [feed]);

  return {
    state,
    feed,
    start,
    running: state.status === "running",
    error: state.error,
    cancel,
    reset,
  };
}
