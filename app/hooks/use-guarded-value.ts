// A value computed on the page from input that may have been restored: the
// computation is marked with the page's run guard while it works, so a core that freezes the tab
// leaves the mark, and the next load holds the restored input (null here) until "Run it".
import { useMemo } from "react";
import { useRunGuard } from "./use-run-guard";

/**
 * `compute(job)`, recomputed when the job changes; null while disabled or while the page holds
 * restored input. `compute` must be stable (a module-level function or a useCallback).
 */
export function useGuardedValue<J, O>(job: J, compute: (job: J) => O, enabled = true): O | null {
  const { guard, held } = useRunGuard();
  return useMemo(() => {
    if (!enabled || held) return null;
    const ended = guard?.begin();
    try {
      return compute(job);
    } finally {
      ended?.();
    }
  }, [enabled, held, guard, compute, job]);
}
