// What rates the page converts with (the shared market-data status, worded for exchange rates).
import { FRANKFURTER } from "~/lib/market-data/market-data-sources";
import type { RateTable } from "~/lib/market-data/frankfurter";
import { MarketDataStatus } from "~/ui/panels/MarketDataStatus";
import type { ExchangeRatesState } from "./use-exchange-rates";

const describeRates = (table: RateTable) => `Rates of ${table.date} (${FRANKFURTER.label})`;
const savedRates = (table: RateTable) => `the rates of ${table.date}`;

export function RatesStatus({ state, now }: { state: ExchangeRatesState; now: number }) {
  return (
    <MarketDataStatus
      what="exchange rates"
      state={{ ...state, entry: state.rates }}
      now={now}
      describe={describeRates}
      savedName={savedRates}
    />
  );
}
