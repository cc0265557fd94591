// Runs a chain in a worker started for the run: each step's result arrives as it is made, and a
// new run or Cancel ends the one before by ending its worker (a core cannot be interrupted).
import { useCallback, useEffect, useRef, useState } from "react";
import { createChainWorker } from "~/lib/chain/chain-worker";
import type { ChainReply, ChainRequest, StepResult } from "~/lib/chain/chain-worker-protocol";

export interface ChainRunState {
  /** Each step's result by its place in the list, once made. */
  results: readonly (StepResult | undefined)[];
  running: boolean;
  /** "Step 2, JSON Formatter: …", or why the run could not start. */
  error: string | null;
  /** The step that failed (1-based), for its card to show the message too. */
  failedStep: number | null;
  /** The run finished: the last step's result is the Output. */
  done: boolean;
}

const IDLE: ChainRunState = {
  results: [],
  running: false,
  error: null,
  failedStep: null,
  done: false,
};

export function useChainRun() {
  const [state, setState] = useState<ChainRunState>(IDLE);
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const run = useCallback(
    (request: ChainRequest) => {
      stop();
      const current = createChainWorker();
      worker.current = current;
      setState({ ...IDLE, running: true });
      current.onmessage = (event: MessageEvent<ChainReply>) => {
        if (worker.current !== current) return;
        const reply = event.data;
        if (reply.type === "step") {
          setState((before) => {
            const results = [...before.results];
            results[reply.index] = reply.result;
            return { ...before, results };
          });
          return;
        }
        stop();
        setState((before) =>
          reply.type === "done"
            ? { ...before, running: false, done: true }
            : { ...before, running: false, error: reply.message, failedStep: reply.stepNumber },
        );
      };
      current.onerror = () => {
        if (worker.current !== current) return;
        stop();
        setState({ ...IDLE, error: "The chain could not be run: its worker did not start." });
      };
      current.postMessage(request);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState((before) => ({ ...before, running: false }));
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, run, cancel, reset };
}
