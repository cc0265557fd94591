// A text tool's result computed on the main thread by an engine loaded on first use: for engines
// that need the DOM (DOMParser, DOMPurify) and so cannot run in a worker. Small inputs follow every
// change; a large one waits for run(), so typing in it stays responsive.
import { useCallback, useEffect, useMemo, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import { useFirstInteraction } from "./use-first-interaction";
import type { TextTransform } from "./use-text-transform";
import { sameFields } from "./use-text-transform";

export interface LazyTransformOptions<J, E, O> {
  /** The current input and options; memoise it. */
  job: J;
  /** Too large to compute on every change: computed on run() only. */
  large: boolean;
  /** Whether there is anything to compute yet: the engine loads then, or on first interaction. */
  wanted: boolean;
  /** Loads the engine (a dynamic import), so it is not part of the page's first download. */
  load: () => Promise<E>;
  compute: (engine: E, job: J) => O;
}

export function useLazyTransform<J, E, O>({
  job,
  large,
  wanted,
  load,
  compute,
}: LazyTransformOptions<J, E, O>): TextTransform<O> {
  const [engine, setEngine] = useState<{ value: E } | null>(null);
  // A failed load (e.g. the chunk could not be fetched offline) is shown, not left as an empty output.
  const [loadError, setLoadError] = useState<string | null>(null);
  const [interacted] = useFirstInteraction();
  const needed = wanted || interacted;
  useEffect(() => {
    if (!needed || engine) return;
    let current = true;
    load().then(
      (value) => {
        if (current) setEngine({ value });
      },
      (error: unknown) => {
        if (current) setLoadError(`Could not load the converter: ${errorMessage(error)}`);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, engine, load]);

  // The job of the latest run of a large input; boxed, as useState would call a function job.
  const [ran, setRan] = useState<{ job: J } | null>(null);
  const runCurrent = ran !== null && sameFields(ran.job, job);
  const result = useMemo(() => {
    if (!engine || (large && !runCurrent)) return null;
    try {
      return { output: compute(engine.value, job), error: null };
    } catch (error) {
      return { output: null, error: errorMessage(error) };
    }
  }, [engine, large, runCurrent, compute, job]);

  const run = useCallback(() => {
    if (large) setRan({ job });
  }, [large, job]);
  const reset = useCallback(() => setRan(null), []);

  return {
    output: result?.output ?? null,
    error: result?.error ?? (wanted ? loadError : null),
    running: false,
    progress: null,
    waiting: large && !runCurrent,
    run,
    cancel: reset,
    reset,
  };
}
