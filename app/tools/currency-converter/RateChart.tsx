// A pair's rate over a chosen period: the shared line chart figure (SVG line, lowest and highest
// rate and dates, and the same data as a table to read, copy or download).
import { ChartLine as ChartIcon } from "lucide-react";
import { useState } from "react";
import { fetchPairSeries, type PairSeries } from "~/lib/market-data/frankfurter";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { SelectOption } from "~/ui/panels/OptionsRow";
import { LineChartFigure } from "~/ui/panels/LineChartFigure";
import { PanelButton } from "~/ui/panels/PanelButton";
import { chartLine } from "~/lib/market-data/chart-line";
import { currencyLabel } from "./currencies";
import { monthsBefore, todayUtc, useMarketRequest } from "./use-market-request";

export const PERIOD_OPTIONS = [
  { value: "1", label: "1 month" },
  { value: "3", label: "3 months" },
  { value: "6", label: "6 months" },
  { value: "12", label: "1 year" },
  { value: "60", label: "5 years" },
] as const;
type Period = (typeof PERIOD_OPTIONS)[number]["value"];

const seriesRows = (series: PairSeries | null) =>
  series ? series.points.map((point) => [point.date, point.rate]) : [];

export function RateChart(props: { from: string; targets: readonly string[]; codes: string[] }) {
  const { from, targets, codes } = props;
  const quotes = codes.filter((code) => code !== from);
  const [quoteChoice, setQuote] = useState("");
  const [period, setPeriod] = useState<Period>("3");
  const quote = quotes.includes(quoteChoice)
    ? quoteChoice
    : (targets.find((t) => t !== from) ?? quotes[0]);
  const request = useMarketRequest<PairSeries>();
  const series = request.result;
  const line = series
    ? chartLine(series.points.map((point) => ({ at: point.date, value: point.rate })))
    : null;
  const columns = ["Date", series ? `1 ${series.base} in ${series.quote}` : "Rate"];
  const rows = seriesRows(series);

  function show() {
    const end = todayUtc();
    const start = monthsBefore(end, Number(period));
    request.run(() => fetchPairSeries(from, quote, start, end));
  }

  return (
    <section aria-label="Rate history" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Rate history</h2>
      <div className="flex flex-wrap items-end gap-3">
        <p className="pb-1 text-sm">1 {from} in</p>
        <SelectOption
          label="Chart currency"
          value={quote}
          options={quotes.map((code) => ({ value: code, label: currencyLabel(code) }))}
          onChange={setQuote}
          width="16rem"
        />
        <SelectOption label="Period" value={period} options={PERIOD_OPTIONS} onChange={setPeriod} />
        <PanelButton
          icon={ChartIcon}
          label={request.running ? "Loading chart…" : "Show chart"}
          disabled={request.running}
          onClick={show}
        />
      </div>
      <ErrorPanel message={request.error} />
      {series && line && (
        <LineChartFigure
          line={line}
          label={`1 ${series.base} in ${series.quote} from ${line.first} to ${line.last}: lowest ${line.low}, highest ${line.high}`}
          caption={
            <>
              1 {series.base} in {series.quote}, {line.first} to {line.last} ({series.points.length}{" "}
              rates): lowest {line.low}, highest {line.high}.
            </>
          }
          tableSummary="Show the rates as a table"
          tableCaption="Rate history"
          columns={columns}
          rows={rows}
          fileName="rate-history"
        />
      )}
      {series && !line && <p className="text-sm">No rates were published in this period.</p>}
    </section>
  );
}
