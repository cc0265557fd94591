// The latest reference rates for the page: fetched after hydration (never at prerender, the build has
// no network), saved on the device with the fetch time, and on failure the saved rates with their age.
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import { RateLimitedError } from "~/lib/market-data/fetch-market-data";
import { type RateTable, fetchLatestRates } from "~/lib/market-data/frankfurter";
import { type CachedEntry, readCache, writeCache } from "~/lib/market-data/market-cache";

/** The ECB publishes against the euro: one request covers every pair. */
export const RATES_BASE = "EUR";
export const LATEST_CACHE_KEY = "frankfurter:latest";

export interface ExchangeRatesState {
  /** Rates to convert with: fresh, or the saved ones when the source failed. */
  rates: CachedEntry<RateTable> | null;
  loading: boolean;
  /** Why the shown rates are not fresh (or why there are none). */
  error: string | null;
  /** After an HTTP 429: Date.now() before which Try again stays off. */
  retryAt: number;
  reload: () => void;
}

export function isRateTable(value: unknown): value is RateTable {
  if (typeof value !== "object" || value === null) return false;
  const table = value as Partial<RateTable>;
  return (
    typeof table.base === "string" &&
    typeof table.date === "string" &&
    typeof table.rates === "object" &&
    table.rates !== null &&
    Object.values(table.rates).every((rate) => typeof rate === "string")
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useExchangeRates(): ExchangeRatesState {
  const [rates, setRates] = useState<CachedEntry<RateTable> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // Loading until the current attempt has settled (derived, so the effect sets no state itself).
  const [settledAttempt, setSettledAttempt] = useState(-1);

  useEffect(() => {
    let current = true;
    // The saved rates show at once (after hydration: storage is not read at prerender) while the
    // fresh ones are fetched; a fresh table that arrived first is not replaced by them.
    void Promise.resolve().then(() => {
      const saved = readCache(storage(), LATEST_CACHE_KEY, isRateTable);
      if (saved && current) setRates((shown) => shown ?? saved);
    });
    fetchLatestRates(RATES_BASE).then(
      (table) => {
        if (!current) return;
        const now = Date.now();
        writeCache(storage(), LATEST_CACHE_KEY, table, now);
        setRates({ fetchedAt: now, data: table });
        setError(null);
        setSettledAttempt(attempt);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(errorMessage(failure));
        setRetryAt(failure instanceof RateLimitedError ? failure.retryAt : 0);
        setSettledAttempt(attempt);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // Try again turns back on when a 429's wait is over.
  useEffect(() => {
    const wait = retryAt - Date.now();
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setRetryAt(0), wait);
    return () => window.clearTimeout(timer);
  }, [retryAt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { rates, loading: settledAttempt !== attempt, error, retryAt, reload };
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
