// Fetches a module the page can do without at first (a tool's engine, a describer) once `needed`
// turns true: typically on the first interaction (use-first-interaction) or at once when the stored
// input is not the prerendered default. A failed fetch (offline before the chunk was cached, or a
// deploy removed it) is kept as `error`, so the page can say so instead of waiting forever.
import { useEffect, useState } from "react";

export interface ModuleOnNeed<M> {
  module: M | null;
  /** Why the fetch failed; null while it has not. */
  error: unknown;
}

/** `load` is the page's `() => import("./engine")`, declared once at module level. Fetched once. */
export function useModuleOnNeed<M>(needed: boolean, load: () => Promise<M>): ModuleOnNeed<M> {
  const [state, setState] = useState<ModuleOnNeed<M>>({ module: null, error: null });
  const settled = state.module !== null || state.error !== null;
  useEffect(() => {
    if (!needed || settled) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setState({ module, error: null });
      },
      (error: unknown) => {
        if (current) setState({ module: null, error: error ?? new Error("Loading failed") });
      },
    );
    return () => {
      current = false;
    };
  }, [needed, settled, load]);
  return state;
}
