// React face of WorkerRunner: the state a tool page shows (running, progress, result, error).
// A run asked for while the page's run guard holds restored input waits for its release.
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import { useRunGuard, useWhenReleased } from "./use-run-guard";
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

  // The input of a run asked for while held, boxed (an input may be any value).
  const heldRef = useRef<{ input: I } | null>(null);
  const { guard, held } = useRunGuard();

  const run = useCallback(
    (input: I) => {
      if (guard?.isHeld()) {
        heldRef.current = { input };
        return;
      }
      const ended = guard?.begin();
      setState((s) => ({ ...s, status: "running", progress: null, error: null }));
      runner()
        .run(input, {
          ...optionsRef.current,
          onProgress: (progress) => setState((s) => ({ ...s, progress })),
        })
        .finally(ended)
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
    [runner, guard],
  );
  useWhenReleased(held, () => {
    const waiting = heldRef.current;
    heldRef.current = null;
    if (waiting) run(waiting.input);
  });

  // Cancelling discards everything: an output kept from an earlier run would look like the
  // result of the current input.
  const reset = useCallback(() => {
    heldRef.current = null;
    runnerRef.current?.cancel();
    setState({ status: "idle", progress: null, output: null, error: null });
  }, []);
  const cancel = reset;

  return { ...state, run, prepare, cancel, reset };
}
