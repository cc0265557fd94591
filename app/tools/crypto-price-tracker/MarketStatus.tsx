// What prices the page shows: their source, currency and age, or that they are loading, or why fresh
// ones could not be had (with the saved ones' age), or that there are none.
import { RefreshCw } from "lucide-react";
import type { CachedMarketData } from "~/hooks/use-cached-market-data";
import { ageText } from "~/lib/market-data/market-cache";
import { COINGECKO } from "~/lib/market-data/market-data-sources";
import { ErrorPanel } from "~/ui/ErrorPanel";
import { PanelButton } from "~/ui/PanelButton";

export const NO_PRICES_MESSAGE =
  "No prices: none could be fetched and none are saved on this device. Check your connection, then Try again.";

export function MarketStatus<T>(props: { what: string; state: CachedMarketData<T>; now: number }) {
  const { what, state, now } = props;
  const { entry, loading, error, retryAt, reload } = state;
  const waiting = retryAt > now;
  let status = loading ? `Loading ${what}…` : `No ${what}`;
  if (entry) {
    status = `${what[0].toUpperCase()}${what.slice(1)} from ${COINGECKO.label}, fetched ${ageText(entry.fetchedAt, now)}`;
    if (loading) status += "; checking for newer data…";
  }
  const alert = error
    ? entry
      ? `${error} Showing the ${what} saved on this device, fetched ${ageText(entry.fetchedAt, now)}.`
      : `${error} ${NO_PRICES_MESSAGE}`
    : null;
  return (
    <div className="flex flex-col gap-2">
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
