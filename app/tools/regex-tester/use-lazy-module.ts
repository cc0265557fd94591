// Loads one of this tool's lazy chunks (the explainer with regjsparser, the editor's marks) the
// first time it is wanted; a failed load is reported and may be tried again on the next want.
import { useEffect, useState } from "react";

export interface LazyModule<M> {
  module: M | null;
  /** The chunk could not be fetched (offline before it was ever used, a new deploy). */
  failed: boolean;
}

export function useLazyModule<M>(wanted: boolean, load: () => Promise<M>): LazyModule<M> {
  const [state, setState] = useState<LazyModule<M>>({ module: null, failed: false });
  const loaded = state.module !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (module) => current && setState({ module, failed: false }),
      () => current && setState({ module: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  return state;
}
