// A coin's price over 1 day to its whole history: the shared line chart figure (SVG line, lowest
// and highest price, and the prices as a table to read, copy or download). Saved on the device
// like the prices.
import { useCallback } from "react";
import { type CachedMarketData, useCachedMarketData } from "~/hooks/use-cached-market-data";
import { chartLine } from "~/lib/market-data/chart-line";
import { type HistoryRange, type PricePoint, fetchHistory } from "~/lib/market-data/coingecko";
import { SelectOption } from "~/ui/panels/OptionsRow";
import { LineChartFigure } from "~/ui/panels/LineChartFigure";
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
        <LineChartFigure
          line={line}
          label={`${coin.name} in ${fiat.toUpperCase()} from ${line.first} to ${line.last}: lowest ${formatPrice(line.low, fiat)}, highest ${formatPrice(line.high, fiat)}`}
          caption={
            <>
              {line.first} to {line.last} (UTC, {series.length} prices): lowest{" "}
              {formatPrice(line.low, fiat)}, highest {formatPrice(line.high, fiat)}.
            </>
          }
          tableSummary="Show the prices as a table"
          tableCaption="Price history"
          columns={columns}
          rows={rows}
          fileName={`${coin.id}-history`}
        />
      )}
    </section>
  );
}
