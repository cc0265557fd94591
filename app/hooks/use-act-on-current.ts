// A live worker result (useToolRun) follows its input a moment later, and until then
// the previous input's result stays on screen so typing does not flicker. A copy or download asked
// for in that moment must not take the old result: it waits for the result of what the input now
// holds, and that job runs at once instead of after the typing delay.
import { useEffect, useRef } from "react";
import type { ToolRun } from "./use-tool-run";

type Followed = Pick<ToolRun<unknown>, "output" | "current" | "run">;

/**
 * Returns `request(action)`: it calls `act(action)` now when the result on screen is the current
 * one (or there is none to mistake for it), otherwise once the current result has arrived, with
 * that render's `act`. If the input is emptied meanwhile, the action is dropped; if the new run
 * fails, `act` still runs and finds the error instead of a result.
 */
export function useActOnCurrent<A>(
  transform: Followed,
  act: (action: A) => void,
): (action: A) => void {
  const queued = useRef<{ action: A } | null>(null);
  const { output, current, run } = transform;

  // No dependencies on purpose: the arrival of the result re-renders the page, and this render's
  // `act` sees the new result.
  useEffect(() => {
    const waiting = queued.current;
    if (waiting === null) return;
    if (current) {
      queued.current = null;
      act(waiting.action);
    } else if (output === null) queued.current = null; // emptied: nothing to act on
  });

  return (action: A) => {
    if (current || output === null) return act(action);
    queued.current = { action };
    run();
  };
}

interface OutputActions {
  copy: () => Promise<void>;
  download: () => void;
}

/** The action bar's Copy and Download (and their shortcuts) of a live worker result, on the current one. */
export function useOutputActionsOnCurrent(
  transform: Followed,
  outputActions: OutputActions,
): OutputActions {
  const request = useActOnCurrent<keyof OutputActions>(
    transform,
    (action) => void outputActions[action](),
  );
  return { copy: async () => request("copy"), download: () => request("download") };
}
