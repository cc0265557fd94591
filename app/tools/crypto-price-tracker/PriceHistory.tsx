// A coin's price over 1 day to its whole history: an SVG line drawn here, its lowest and highest
// price, and the prices as a table to read, copy or download. Saved on the device like the prices.
import { Copy, Download } from "lucide-react";
import { useCallback } from "react";
import { type CachedMarketData, useCachedMarketData } from "~/hooks/use-cached-market-data";
import { CHART_HEIGHT, CHART_WIDTH, chartLine } from "~/lib/market-data/chart-line";
import { type HistoryRange, type PricePoint, fetchHistory } from "~/lib/market-data/coingecko";
import { csvText } from "~/lib/csv/csv-table";
import { DataTable } from "~/ui/DataTable";
import { SelectOption } from "~/ui/OptionsRow";
import { useOutputActions } from "~/ui/OutputPanel";
import { PanelButton } from "~/ui/PanelButton";
import { formatPrice } from "./crypto-format";
import { MarketStatus } from "./MarketStatus";

export const RANGE_OPTIONS: readonly { value: HistoryRange; label: string }[] = [
  { value: "1", label: "1 day" },
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "365", label: "1 year" },
  { value: "max", label: "Max" },
];

const isHistory = (value: unknown): value is PricePoint[] =>
  Array.isArray(value) &&
  value.every(
    (point) =>
      typeof point === "object" &&
      point !== null &&
      typeof (point as PricePoint).time === "number" &&
      typeof (point as PricePoint).price === "string",
  );

/** UTC time of a point: the date alone for a day or more between points. */
const timeText = (time: number, withClock: boolean) =>
  new Date(time)
    .toISOString()
    .slice(0, withClock ? 16 : 10)
    .replace("T", " ");

export function PriceHistory(props: {
  coin: { id: string; name: string };
  fiat: string;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  now: number;
}) {
  const { coin, fiat, range, onRangeChange, now } = props;
  const load = useCallback(() => fetchHistory(coin.id, fiat, range), [coin.id, fiat, range]);
  const state: CachedMarketData<PricePoint[]> = useCachedMarketData(
    `coingecko:history:${coin.id}:${fiat}:${range}`,
    load,
    isHistory,
  );
  const points = state.entry?.data ?? [];
  const withClock = range === "1" || range === "7";
  const series = points.map((point) => ({
    at: timeText(point.time, withClock),
    value: point.price,
  }));
  const line = chartLine(series);
  const columns = ["Time (UTC)", `Price (${fiat.toUpperCase()})`];
  const rows = series.map((point) => [point.at, point.value]);
  const copyActions = useOutputActions(
    rows.length ? csvText([columns, ...rows], "\t") : "",
    `${coin.id}-history.tsv`,
  );
  const downloadActions = useOutputActions(
    rows.length ? csvText([columns, ...rows]) : "",
    `${coin.id}-history.csv`,
    "text/csv",
  );

  return (
    <section aria-label="Price history" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{coin.name} price history</h2>
      <div className="flex flex-wrap items-end gap-3">
        <SelectOption
          label="Range"
          value={range}
          options={RANGE_OPTIONS}
          onChange={onRangeChange}
        />
      </div>
      <MarketStatus what="price history" state={state} now={now} />
      {line && (
        <figure className="flex flex-col gap-2">
          <svg
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            role="img"
            aria-label={`${coin.name} in ${fiat.toUpperCase()} from ${line.first} to ${line.last}: lowest ${formatPrice(line.low, fiat)}, highest ${formatPrice(line.high, fiat)}`}
            className="h-48 w-full rounded-md border border-slate-200 dark:border-slate-700"
            preserveAspectRatio="none"
          >
            <polyline
              points={line.points}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
              className="text-blue-700 dark:text-blue-300"
            />
          </svg>
          <figcaption className="text-sm text-slate-700 dark:text-slate-300">
            {line.first} to {line.last} (UTC, {series.length} prices): lowest{" "}
            {formatPrice(line.low, fiat)}, highest {formatPrice(line.high, fiat)}.
          </figcaption>
          <details>
            <summary className="cursor-pointer text-sm">Show the prices as a table</summary>
            <div className="mt-2 flex gap-2">
              <PanelButton
                icon={Copy}
                label="Copy history"
                onClick={() => void copyActions.copy()}
              />
              <PanelButton
                icon={Download}
                label="Download history"
                onClick={downloadActions.download}
              />
            </div>
            <DataTable caption="Price history" columns={columns} rows={rows} />
          </details>
        </figure>
      )}
    </section>
  );
}
