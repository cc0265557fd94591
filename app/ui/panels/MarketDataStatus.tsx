// What market data a page shows (exchange rates, coin prices, the coin list): their source and age,
// or that they are loading, or why fresh data could not be had (with the saved data's age), or that
// there is none, with Try again. One component for every market-data page, so they cannot drift.
import { RefreshCw } from "lucide-react";
import type { CachedMarketData } from "~/hooks/use-cached-market-data";
import { ageText } from "~/lib/market-data/market-cache";
import { ErrorPanel } from "./ErrorPanel";
import { PanelButton } from "./PanelButton";

/** "No prices: none could be fetched and none are saved on this device. …" */
export const noDataMessage = (what: string) =>
  `No ${what}: none could be fetched and none are saved on this device. Check your connection, then Try again.`;

export interface MarketDataStatusProps<T> {
  /** What the data is, in the plural: "exchange rates", "prices", "coin list". */
  what: string;
  state: CachedMarketData<T>;
  now: number;
  /** The status line for data on hand: "Rates of 2026-11-25 (Frankfurter)". */
  describe: (data: T) => string;
  /** What the saved data is called in the alert when fresh data failed: "the rates of 2026-11-25". */
  savedName: (data: T) => string;
}

export function MarketDataStatus<T>(props: MarketDataStatusProps<T>) {
  const { what, state, now, describe, savedName } = props;
  const { entry, loading, error, retryAt, reload } = state;
  const waiting = retryAt > now;
  let status = loading ? `Loading ${what}…` : `No ${what}`;
  if (entry) {
    status = `${describe(entry.data)}, fetched ${ageText(entry.fetchedAt, now)}`;
    if (loading) status += `; checking for newer ${what}…`;
  }
  const alert = error
    ? entry
      ? `${error} Showing ${savedName(entry.data)} saved on this device, fetched ${ageText(entry.fetchedAt, now)}.`
      : `${error} ${noDataMessage(what)}`
    : null;
  return (
    <div className="flex flex-col gap-2">
      {/* A fixed line height: the prerendered "Loading…" line and the final one take the same room. */}
      <div className="flex min-h-8 flex-wrap items-center gap-2">
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {status}
        </p>
        {error && !loading && (
          <PanelButton
            icon={RefreshCw}
            label={waiting ? "Try again (waiting)" : "Try again"}
            disabled={waiting}
            onClick={reload}
          />
        )}
      </div>
      <ErrorPanel message={alert} />
    </div>
  );
}
