// What CoinGecko data a part of the page shows (the shared market-data status, worded for it).
import type { CachedMarketData } from "~/hooks/use-cached-market-data";
import { COINGECKO } from "~/lib/market-data/market-data-sources";
import { MarketDataStatus } from "~/ui/panels/MarketDataStatus";

export function MarketStatus<T>(props: { what: string; state: CachedMarketData<T>; now: number }) {
  const { what } = props;
  return (
    <MarketDataStatus
      {...props}
      describe={() => `${what[0].toUpperCase()}${what.slice(1)} from ${COINGECKO.label}`}
      savedName={() => `the ${what}`}
    />
  );
}
