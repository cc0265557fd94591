// The rates of a past date: the amount converted locally at that day's ECB reference rates (the
// source answers with the last working day on or before the date asked for, which is shown).
import { CalendarSearch } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { fetchRatesOn, type RateTable } from "~/lib/market-data/frankfurter";
import { errorMessage } from "~/lib/tool-error";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { CopyDownloadButtons } from "~/ui/panels/OutputHeader";
import { PanelButton } from "~/ui/panels/PanelButton";
import {
  CONVERSION_COLUMNS,
  conversionRows,
  conversionsCsv,
  conversionsTsv,
  missingTargets,
} from "./conversion-table";
import { ConversionTable } from "./ConversionTable";
import { parseAmount } from "./money";
import { RATES_BASE } from "./use-exchange-rates";
import { todayUtc, useMarketRequest } from "./use-market-request";

/** The first day of the ECB's reference rates. */
export const FIRST_RATES_DATE = "1999-01-04";

export function HistoricalRates(props: {
  from: string;
  targets: readonly string[];
  amountText: string;
  locale: string;
}) {
  const { from, targets, amountText, locale } = props;
  const dateId = useId();
  const [date, setDate] = useState("");
  const request = useMarketRequest<{ asked: string; table: RateTable }>();
  const [dateError, setDateError] = useState<string | null>(null);

  function lookUp() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < FIRST_RATES_DATE || date > todayUtc()) {
      setDateError(`Choose a date from ${FIRST_RATES_DATE} to today.`);
      return;
    }
    setDateError(null);
    request.run(async () => ({ asked: date, table: await fetchRatesOn(date, RATES_BASE) }));
  }

  const { rows, error } = useMemo(() => {
    const table = request.result?.table;
    if (!table) return { rows: [], error: null };
    try {
      const amount = parseAmount(amountText, locale);
      if (amount === null) return { rows: [], error: null };
      return { rows: conversionRows({ table, amount, from, targets, locale }), error: null };
    } catch (failure) {
      return { rows: [], error: errorMessage(failure) };
    }
  }, [request.result, amountText, locale, from, targets]);
  const copyActions = useOutputActions(conversionsTsv(rows), "historical-conversions.tsv");
  const downloadActions = useOutputActions(
    conversionsCsv(rows),
    "historical-conversions.csv",
    "text/csv",
  );
  const result = request.result;

  return (
    <section aria-label="Historical rates" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Historical rates</h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={dateId} className="text-sm font-medium">
            Date
          </label>
          <input
            id={dateId}
            type="date"
            min={FIRST_RATES_DATE}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <PanelButton
          icon={CalendarSearch}
          label={request.running ? "Looking up…" : "Look up"}
          disabled={request.running}
          onClick={lookUp}
        />
        <CopyDownloadButtons
          noun="historical"
          disabled={rows.length === 0}
          onCopy={() => void copyActions.copy()}
          onDownload={downloadActions.download}
        />
      </div>
      <ErrorPanel message={dateError ?? request.error ?? error} />
      {result && rows.length > 0 && (
        <ConversionTable
          caption={`Rates of ${result.table.date}${result.table.date === result.asked ? "" : ` (the last working day on or before ${result.asked})`}`}
          columns={CONVERSION_COLUMNS}
          rows={rows}
          missing={missingTargets(result.table, from, targets)}
          date={result.table.date}
        />
      )}
    </section>
  );
}
