// The latest reference rates for the page, through the shared cached market-data hook (fetched after
// hydration, saved on the device with the fetch time, the saved rates and their age on failure).
import { useCachedMarketData } from "~/hooks/use-cached-market-data";
import { type RateTable, fetchLatestRates } from "~/lib/market-data/frankfurter";
import type { CachedEntry } from "~/lib/market-data/market-cache";

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

const loadLatest = () => fetchLatestRates(RATES_BASE);

export function useExchangeRates(): ExchangeRatesState {
  const { entry, ...rest } = useCachedMarketData(LATEST_CACHE_KEY, loadLatest, isRateTable);
  return { rates: entry, ...rest };
}
