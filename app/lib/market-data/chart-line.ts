// The line of a price or rate series in an SVG box: points scaled between the period's lowest and
// highest value (a flat series sits in the middle). Numbers here only place pixels; the labels keep
// the source's decimal text.

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;
export const CHART_PADDING = 8;

export interface SeriesPoint {
  /** What the point is at: a date or a time, as shown. */
  at: string;
  /** The value as decimal text. */
  value: string;
}

export interface ChartLine {
  /** The polyline's "x,y x,y …". */
  points: string;
  low: string;
  high: string;
  first: string;
  last: string;
}

export function chartLine(series: readonly SeriesPoint[]): ChartLine | null {
  const values = series.map((point) => Number(point.value));
  if (values.length === 0) return null;
  let low = Infinity;
  let high = -Infinity;
  let lowText = "";
  let highText = "";
  series.forEach((point, index) => {
    if (values[index] < low) [low, lowText] = [values[index], point.value];
    if (values[index] > high) [high, highText] = [values[index], point.value];
  });
  const span = high - low;
  const innerWidth = CHART_WIDTH - 2 * CHART_PADDING;
  const innerHeight = CHART_HEIGHT - 2 * CHART_PADDING;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  const points = values
    .map((value, index) => {
      const x = CHART_PADDING + (values.length > 1 ? index * step : innerWidth / 2);
      const y =
        CHART_PADDING + (span === 0 ? innerHeight / 2 : ((high - value) / span) * innerHeight);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
  return {
    points,
    low: lowText,
    high: highText,
    first: series[0].at,
    last: series[series.length - 1].at,
  };
}
