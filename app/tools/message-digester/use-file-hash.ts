// Hashes a chosen file in a worker: progress with speed, Cancel, and a newer file or algorithm
// replaces the running hash (the worker is stopped, so an old result never shows).
import { useCallback, useEffect, useRef, useState } from "react";
import type { HashAlgorithm } from "~/lib/crypto/hashing";
import { errorMessage } from "~/lib/tool-error";
import { RunCancelledError, WorkerRunner } from "~/lib/workers/worker-runner";
import { type FileHashJob, progressLabel } from "./message-digester";

export interface FileHashState {
  status: "idle" | "running" | "done" | "error" | "cancelled";
  /** "42 % · 310 MB/s" while running. */
  progress: string | null;
  digest: Uint8Array | null;
  error: string | null;
}

const IDLE: FileHashState = { status: "idle", progress: null, digest: null, error: null };

function createWorker() {
  return new Worker(new URL("./message-digester.worker.ts", import.meta.url), { type: "module" });
}

export function useFileHash() {
  const runnerRef = useRef<WorkerRunner<FileHashJob, Uint8Array> | null>(null);
  const [state, setState] = useState<FileHashState>(IDLE);

  useEffect(() => () => runnerRef.current?.dispose(), []);

  const run = useCallback((file: File, algorithm: HashAlgorithm) => {
    runnerRef.current ??= new WorkerRunner<FileHashJob, Uint8Array>(createWorker);
    const startedAt = performance.now();
    setState({
      status: "running",
      progress: progressLabel(0, file.size, 0),
      digest: null,
      error: null,
    });
    runnerRef.current
      .run(
        { file, algorithm },
        {
          onProgress: (fraction) =>
            setState((s) => ({
              ...s,
              progress: progressLabel(fraction, file.size, performance.now() - startedAt),
            })),
        },
      )
      .then(
        (digest) => setState({ status: "done", progress: null, digest, error: null }),
        (error: unknown) => {
          if (error instanceof RunCancelledError) return;
          setState({ status: "error", progress: null, digest: null, error: errorMessage(error) });
        },
      );
  }, []);

  const cancel = useCallback(() => {
    runnerRef.current?.cancel();
    setState({ ...IDLE, status: "cancelled" });
  }, []);

  /** Stops any hash and forgets its result (the file was removed). */
  const reset = useCallback(() => {
    runnerRef.current?.cancel();
    setState(IDLE);
  }, []);

  return { ...state, run, cancel, reset };
}
