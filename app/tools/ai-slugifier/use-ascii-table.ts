// any-ascii (219 KiB gz) fetched on first need only: most titles are covered by the built-in rules,
// so the page's first JavaScript never carries it.
import { useEffect, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import type { AsciiTable } from "./transliterate";

export const TABLE_FAILED_MESSAGE =
  "The transliteration table could not be loaded. Check your connection and reload the page.";

export interface AsciiTableState {
  table: AsciiTable | null;
  error: string | null;
}

/** The table once fetched; fetching starts when `needed` first turns true. */
export function useAsciiTable(needed: boolean): AsciiTableState {
  const [state, setState] = useState<AsciiTableState>({ table: null, error: null });
  const settled = state.table !== null || state.error !== null;
  useEffect(() => {
    if (!needed || settled) return;
    let current = true;
    import("any-ascii").then(
      (module) => {
        if (current) setState({ table: module.default, error: null });
      },
      // Offline before the table was cached, or a deploy removed it: say so instead of waiting.
      (error: unknown) => {
        if (current)
          setState({ table: null, error: `${TABLE_FAILED_MESSAGE} (${errorMessage(error)})` });
      },
    );
    return () => {
      current = false;
    };
  }, [needed, settled]);
  return state;
}
