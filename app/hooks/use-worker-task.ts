// React face of WorkerRunner: the state a tool page shows (running, progress, result, error).
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import {
  RunCancelledError,
  type RunOptions,
  WorkerRunner,
  type WorkerLike,
} from "~/lib/workers/worker-runner";

export interface WorkerTaskState<O> {
  status: "idle" | "running" | "done" | "error";
  progress: number | null;
  output: O | null;
  error: string | null;
}

export function useWorkerTask<I, O>(
  createWorker: () => WorkerLike,
  options: Omit<RunOptions, "onProgress"> = {},
) {
  const runnerRef = useRef<WorkerRunner<I, O> | null>(null);
  const [state, setState] = useState<WorkerTaskState<O>>({
    status: "idle",
    progress: null,
    output: null,
    error: null,
  });
  const createRef = useRef(createWorker);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => () => runnerRef.current?.dispose(), []);

  const runner = useCallback(() => {
    runnerRef.current ??= new WorkerRunner<I, O>(createRef.current);
    return runnerRef.current;
  }, []);

  /** Starts the worker ahead of the first run (see WorkerRunner.prepare). */
  const prepare = useCallback(() => runner().prepare(), [runner]);

  const run = useCallback(
    (input: I) => {
      setState((s) => ({ ...s, status: "running", progress: null, error: null }));
      runner()
        .run(input, {
          ...optionsRef.current,
          onProgress: (progress) => setState((s) => ({ ...s, progress })),
        })
        .then(
          (output) => setState({ status: "done", progress: null, output, error: null }),
          (error: unknown) => {
            if (error instanceof RunCancelledError) return; // replaced by a newer run or cancelled on purpose
            setState((s) => ({
              ...s,
              status: "error",
              progress: null,
              error: errorMessage(error),
            }));
          },
        );
    },
    [runner],
  );

  // Cancelling discards everything: an output kept from an earlier run would look like the
  // result of the current input.
  const reset = useCallback(() => {
    runnerRef.current?.cancel();
    setState({ status: "idle", progress: null, output: null, error: null });
  }, []);
  const cancel = reset;

  return { ...state, run, prepare, cancel, reset };
}
