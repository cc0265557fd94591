// Frankfurter's (API v1) answers read into checked types: latest and dated rate tables, and a pair's
// time series. Rates stay decimal strings (the JSON number's shortest form, which is the published
// figure) so conversions can be done in decimal.
import { ToolError } from "~/lib/tool-error";
import { type MarketFetchDeps, fetchMarketJson } from "./fetch-market-data";
import { FRANKFURTER } from "./market-data-sources";

/** One day's reference rates: 1 `base` = rates[code] of each currency. */
export interface RateTable {
  base: string;
  /** The publication date (YYYY-MM-DD): the last working day on or before the day asked for. */
  date: string;
  rates: Record<string, string>;
}

export interface PairSeries {
  base: string;
  quote: string;
  points: { date: string; rate: string }[];
}

const CODE = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const badAnswer = () => new ToolError(`${FRANKFURTER.label} sent rates in an unexpected shape.`);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rateText(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) throw badAnswer();
  return String(value);
}

function checkCode(code: string): string {
  if (!CODE.test(code)) throw new ToolError(`"${code}" is not a currency code.`);
  return code;
}

function checkDate(date: string): string {
  if (!DATE.test(date)) throw new ToolError(`"${date}" is not a date (YYYY-MM-DD).`);
  return date;
}

/** Reads a /latest or /YYYY-MM-DD answer. */
export function readRateTable(json: unknown): RateTable {
  if (!isRecord(json) || typeof json.base !== "string" || typeof json.date !== "string")
    throw badAnswer();
  if (!CODE.test(json.base) || !DATE.test(json.date) || !isRecord(json.rates)) throw badAnswer();
  const rates: Record<string, string> = {};
  for (const [code, value] of Object.entries(json.rates)) {
    if (!CODE.test(code)) throw badAnswer();
    rates[code] = rateText(value);
  }
  return { base: json.base, date: json.date, rates };
}

/** Reads a /start..end answer for one quoted currency. */
export function readPairSeries(json: unknown, quote: string): PairSeries {
  if (!isRecord(json) || typeof json.base !== "string" || !isRecord(json.rates)) throw badAnswer();
  const points = Object.entries(json.rates)
    .map(([date, day]) => {
      if (!DATE.test(date) || !isRecord(day)) throw badAnswer();
      return { date, rate: rateText(day[quote]) };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { base: json.base, quote, points };
}

export const latestRatesUrl = (base: string) =>
  `${FRANKFURTER.baseUrl}/latest?base=${checkCode(base)}`;
export const ratesOnUrl = (date: string, base: string) =>
  `${FRANKFURTER.baseUrl}/${checkDate(date)}?base=${checkCode(base)}`;
export const pairSeriesUrl = (base: string, quote: string, start: string, end: string) =>
  `${FRANKFURTER.baseUrl}/${checkDate(start)}..${checkDate(end)}?base=${checkCode(base)}&symbols=${checkCode(quote)}`;

export async function fetchLatestRates(base: string, deps?: MarketFetchDeps): Promise<RateTable> {
  return readRateTable(await fetchMarketJson(latestRatesUrl(base), FRANKFURTER.label, deps));
}

export async function fetchRatesOn(
  date: string,
  base: string,
  deps?: MarketFetchDeps,
): Promise<RateTable> {
  return readRateTable(await fetchMarketJson(ratesOnUrl(date, base), FRANKFURTER.label, deps));
}

export async function fetchPairSeries(
  base: string,
  quote: string,
  start: string,
  end: string,
  deps?: MarketFetchDeps,
): Promise<PairSeries> {
  const json = await fetchMarketJson(
    pairSeriesUrl(base, quote, start, end),
    FRANKFURTER.label,
    deps,
  );
  return readPairSeries(json, quote);
}
