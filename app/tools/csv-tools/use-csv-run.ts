// Runs one split or merge in the tool's worker: progress (bytes, rows, MB/s), the parts as they
// finish, Cancel (the worker is ended: a file being written is never committed), and the result.
import { useCallback, useEffect, useRef, useState } from "react";
import type { JobProgress, MergeJob, PartSummary, SplitJob } from "./csv-job";
import type { CsvWorkerReply, OutputChoice } from "./csv-worker-protocol";
import { releaseDownloads } from "~/lib/browser/download";

export type RunStatus = "idle" | "running" | "done" | "failed" | "cancelled";

export interface CsvRunState {
  status: RunStatus;
  kind: "split" | "merge" | null;
  progress: JobProgress | null;
  startedAt: number;
  elapsedMs: number;
  parts: PartSummary[];
  /** The result when it was collected in the page (no file or folder was picked). */
  blob: Blob | null;
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
  blob: null,
  writtenTo: null,
  error: null,
};

function createWorker() {
  return new Worker(new URL("./csv-tools.worker.ts", import.meta.url), { type: "module" });
}

/** Megabytes per second so far. */
export function throughput(bytes: number, ms: number): number {
  return ms > 0 ? bytes / 1e6 / (ms / 1000) : 0;
}

export function useCsvRun() {
  const [state, setState] = useState<CsvRunState>(IDLE);
  const worker = useRef<Worker | null>(null);

  const stopWorker = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stopWorker, []);

  const start = useCallback((job: SplitJob | MergeJob, output: OutputChoice) => {
    stopWorker();
    releaseDownloads();
    const startedAt = performance.now();
    const writtenTo = output.kind === "blob" ? null : output.handle.name;
    setState({ ...IDLE, status: "running", kind: job.kind, startedAt });
    const w = createWorker();
    worker.current = w;
    w.onmessage = (event: MessageEvent<CsvWorkerReply>) => {
      if (worker.current !== w) return; // a reply of a cancelled or replaced run
      const message = event.data;
      const elapsedMs = performance.now() - startedAt;
      if (message.kind === "progress")
        setState((s) => ({ ...s, progress: message.progress, elapsedMs }));
      else if (message.kind === "part")
        setState((s) => ({ ...s, parts: [...s.parts, message.part] }));
      else {
        stopWorker();
        setState((s) =>
          message.kind === "done"
            ? { ...s, status: "done", blob: message.blob, writtenTo, elapsedMs }
            : { ...s, status: "failed", error: message.message, elapsedMs },
        );
      }
    };
    w.onerror = (event) => {
      stopWorker();
      setState((s) => ({
        ...s,
        status: "failed",
        error: event.message || "The worker stopped unexpectedly",
      }));
    };
    w.postMessage({ job, output });
  }, []);

  const cancel = useCallback(() => {
    if (!worker.current) return;
    stopWorker();
    setState((s) => ({ ...s, status: "cancelled", elapsedMs: performance.now() - s.startedAt }));
  }, []);

  const reset = useCallback(() => {
    stopWorker();
    setState(IDLE);
  }, []);

  return { state, start, cancel, reset };
}
