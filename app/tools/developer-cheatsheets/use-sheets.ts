// The data of the sheet being shown (the prerendered default sheet, or a dynamic import) and, once
// a search starts, of every sheet. A chunk that fails to load (offline, a new deploy) is reported
// with a way to try again, not left as an endless "Loading".
import { startTransition, useEffect, useState } from "react";
import type { Cheatsheet, SheetId } from "./cheatsheet-types";
import { loadAllSheets, loadSheet, sheetTitle } from "./sheet-list";

export const loadFailedMessage = (what: string) =>
  `The ${what} could not be loaded. Check your connection and try again.`;

type Loaded<T> = { key: string; value: T } | { key: string; error: string };

interface LoadState<T> {
  value: T | null;
  error: string | null;
  retry: () => void;
}

/** Runs `load` whenever `key` changes (null: nothing to load); a newer key wins over an older one. */
function useLoad<T>(key: string | null, load: () => Promise<T>, failure: string): LoadState<T> {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    // A transition lets React render a long sheet (MIME, i18n: 1,000+ entries) in slices that
    // yield to the browser, instead of one ~100 ms task.
    const settle = (result: Loaded<T>) => current && startTransition(() => setLoaded(result));
    load().then(
      (value) => settle({ key, value }),
      () => settle({ key, error: failure }),
    );
    return () => {
      current = false;
    };
    // `load` and `failure` follow from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const mine = loaded?.key === key ? loaded : null;
  return {
    value: mine && "value" in mine ? mine.value : null,
    error: mine && "error" in mine ? mine.error : null,
    retry: () => {
      setLoaded(null);
      setAttempt((n) => n + 1);
    },
  };
}

/** The sheet `id`: at once for the prerendered one, else once its chunk has loaded. */
export function useSheet(id: SheetId, prerendered: Cheatsheet): LoadState<Cheatsheet> {
  const other = id === prerendered.id ? null : id;
  const state = useLoad(
    other,
    () => loadSheet(id),
    loadFailedMessage(`${sheetTitle(id)} cheatsheet`),
  );
  return other === null ? { value: prerendered, error: null, retry: () => {} } : state;
}

/** Every sheet, loaded when `wanted` first becomes true (the first search). */
export function useAllSheets(wanted: boolean): LoadState<Cheatsheet[]> {
  const [started, setStarted] = useState(false);
  if (wanted && !started) setStarted(true);
  return useLoad(started ? "all" : null, loadAllSheets, loadFailedMessage("cheatsheets"));
}
