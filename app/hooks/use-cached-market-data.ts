// Market data for a page: fetched after hydration (never at prerender: the build has no
// network), saved on the device with its fetch time, and on failure the saved data with its age.
// An HTTP 429 sets `retryAt`; the caller offers Try again only after it.
import { useCallback, useEffect, useState } from "react";
import { RateLimitedError } from "~/lib/market-data/fetch-market-data";
import { type CachedEntry, readCache, writeCache } from "~/lib/market-data/market-cache";
import { errorMessage } from "~/lib/tool-error";

export interface CachedMarketData<T> {
  /** Data to show: fresh, or the saved data when the source failed. */
  entry: CachedEntry<T> | null;
  loading: boolean;
  /** Why the shown data is not fresh (or why there is none). */
  error: string | null;
  /** After an HTTP 429: Date.now() before which asking again is pointless. */
  retryAt: number;
  reload: () => void;
}

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `key` names the cache entry and `load` fetches; both identify one request (a new key loads again).
 * `load` must be stable for a key (a module function or useCallback); `key` null loads nothing.
 */
export function useCachedMarketData<T>(
  key: string | null,
  load: () => Promise<T>,
  isData: (value: unknown) => value is T,
): CachedMarketData<T> {
  const [shown, setShown] = useState<{ key: string; entry: CachedEntry<T> } | null>(null);
  const [failure, setFailure] = useState<{ request: string; message: string } | null>(null);
  const [retryAt, setRetryAt] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // Loading until the current request has settled (derived, so the effect sets no state itself).
  const [settled, setSettled] = useState("");
  const request = `${attempt}:${key}`;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    // The saved data shows at once while fresh data is fetched; fresh data that came first stays.
    void Promise.resolve().then(() => {
      const saved = readCache(deviceStorage(), key, isData);
      if (saved && current)
        setShown((before) => (before?.key === key ? before : { key, entry: saved }));
    });
    load().then(
      (data) => {
        if (!current) return;
        const now = Date.now();
        writeCache(deviceStorage(), key, data, now);
        setShown({ key, entry: { fetchedAt: now, data } });
        setFailure(null);
        setSettled(request);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure({ request, message: errorMessage(error) });
        setRetryAt(error instanceof RateLimitedError ? error.retryAt : 0);
        setSettled(request);
      },
    );
    return () => {
      current = false;
    };
  }, [key, load, isData, request]);

  // Try again turns back on when a 429's wait is over.
  useEffect(() => {
    const wait = retryAt - Date.now();
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setRetryAt(0), wait);
    return () => window.clearTimeout(timer);
  }, [retryAt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    entry: shown !== null && shown.key === key ? shown.entry : null,
    loading: key !== null && settled !== request,
    error: failure?.request === request ? failure.message : null,
    retryAt,
    reload,
  };
}

/** Re-renders every minute so "fetched 3 hours ago" stays true; returns the current time. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
