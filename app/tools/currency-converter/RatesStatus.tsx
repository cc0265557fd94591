// What rates the page converts with: their date, source and age, or that they are loading, or why
// fresh ones could not be had (with the saved ones' age), or that there are none at all.
import { RefreshCw } from "lucide-react";
import { FRANKFURTER } from "~/lib/market-data/market-data-sources";
import { ageText } from "~/lib/market-data/market-cache";
import { ErrorPanel } from "~/ui/ErrorPanel";
import { PanelButton } from "~/ui/PanelButton";
import type { ExchangeRatesState } from "./use-exchange-rates";

export const NO_RATES_MESSAGE =
  "No exchange rates: none could be fetched and none are saved on this device. Check your connection, then Try again.";

export function RatesStatus({ state, now }: { state: ExchangeRatesState; now: number }) {
  const { rates, loading, error, retryAt, reload } = state;
  const waiting = retryAt > now;
  let status: string;
  if (rates) {
    status = `Rates of ${rates.data.date} (${FRANKFURTER.label}), fetched ${ageText(rates.fetchedAt, now)}`;
    if (loading) status += "; checking for newer rates…";
  } else status = loading ? "Loading rates…" : "No rates";
  const alert = error
    ? rates
      ? `${error} Showing the rates saved on this device: rates of ${rates.data.date}, fetched ${ageText(rates.fetchedAt, now)}.`
      : `${error} ${NO_RATES_MESSAGE}`
    : null;
  return (
    <div className="flex flex-col gap-2">
      {/* A fixed line height: the prerendered "Loading rates…" and the final line take the same room. */}
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
