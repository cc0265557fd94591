// The result of an async computation of `job`, recomputed when the job changes: a slower, older
// computation can never overwrite the result of a newer job (the digest tools hash as you type).
import { useEffect, useState } from "react";
import { errorMessage } from "~/lib/tool-error";

export interface AsyncResult<O> {
  value: O | null;
  error: string | null;
}

const EMPTY: AsyncResult<never> = { value: null, error: null };

/** `compute` must be stable (a module-level function); `job` null means nothing to compute. */
export function useAsyncResult<I, O>(
  job: I | null,
  compute: (job: I) => Promise<O>,
): AsyncResult<O> {
  const [result, setResult] = useState<AsyncResult<O>>({ value: null, error: null });
  useEffect(() => {
    let current = true;
    const settle = (next: AsyncResult<O>) => {
      if (current) setResult(next);
    };
    if (job === null) return;
    compute(job).then(
      (value) => settle({ value, error: null }),
      (error: unknown) => settle({ value: null, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [job, compute]);
  // While a new job computes, the previous result stays (no flicker on each keystroke); with no
  // job there is no result, whatever an earlier job left.
  return job === null ? EMPTY : result;
}
