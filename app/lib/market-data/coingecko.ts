// CoinGecko's public API (v3) read into checked types: the top coins by market cap (or chosen ids)
// with price and 24 h change in a fiat currency, the list of all coins (searched on the device, so
// nothing typed is sent), and a coin's price history.
import { ToolError } from "~/lib/tool-error";
import { type MarketFetchDeps, fetchMarketJson } from "./fetch-market-data";
import { COINGECKO } from "./market-data-sources";

export interface CoinQuote {
  id: string;
  symbol: string;
  name: string;
  /** The price as the API's decimal text. */
  price: string;
  /** Percent change over 24 h, or null when the API has none. */
  change24h: number | null;
  rank: number | null;
}

export interface CoinListing {
  id: string;
  symbol: string;
  name: string;
}

export interface PricePoint {
  time: number;
  price: string;
}

export const HISTORY_RANGES = ["1", "7", "30", "365", "max"] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** How many top coins are listed. */
export const TOP_COINS = 50;

const ID = /^[a-z0-9-]{1,100}$/;
const VS = /^[a-z]{3,5}$/;

const badAnswer = () => new ToolError(`${COINGECKO.label} sent data in an unexpected shape.`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function checked(pattern: RegExp, value: string, what: string): string {
  if (!pattern.test(value)) throw new ToolError(`"${value}" is not a ${what}.`);
  return value;
}

export function marketsUrl(vs: string, ids?: readonly string[]): string {
  const query = `vs_currency=${checked(VS, vs, "currency code")}&order=market_cap_desc&price_change_percentage=24h`;
  if (ids)
    return `${COINGECKO.baseUrl}/coins/markets?${query}&ids=${ids.map((id) => checked(ID, id, "coin id")).join(",")}`;
  return `${COINGECKO.baseUrl}/coins/markets?${query}&per_page=${TOP_COINS}&page=1`;
}

export const coinListUrl = () => `${COINGECKO.baseUrl}/coins/list`;

export const historyUrl = (id: string, vs: string, days: HistoryRange) =>
  `${COINGECKO.baseUrl}/coins/${checked(ID, id, "coin id")}/market_chart?vs_currency=${checked(VS, vs, "currency code")}&days=${days}`;

function priceText(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) throw badAnswer();
  return String(value);
}

export function readMarkets(json: unknown): CoinQuote[] {
  if (!Array.isArray(json)) throw badAnswer();
  return json.flatMap((coin: unknown) => {
    if (!isRecord(coin) || typeof coin.id !== "string" || typeof coin.name !== "string")
      throw badAnswer();
    // A coin without a price (delisted, not yet traded) is left out rather than shown as 0.
    if (coin.current_price === null || coin.current_price === undefined) return [];
    const change = coin.price_change_percentage_24h;
    return [
      {
        id: coin.id,
        symbol: typeof coin.symbol === "string" ? coin.symbol : "",
        name: coin.name,
        price: priceText(coin.current_price),
        change24h: typeof change === "number" && Number.isFinite(change) ? change : null,
        rank: typeof coin.market_cap_rank === "number" ? coin.market_cap_rank : null,
      },
    ];
  });
}

export function readCoinList(json: unknown): CoinListing[] {
  if (!Array.isArray(json)) throw badAnswer();
  return json
    .filter(
      (coin): coin is CoinListing =>
        isRecord(coin) &&
        typeof coin.id === "string" &&
        typeof coin.symbol === "string" &&
        typeof coin.name === "string",
    )
    .map(({ id, symbol, name }) => ({ id, symbol, name }));
}

export function readHistory(json: unknown): PricePoint[] {
  if (!isRecord(json) || !Array.isArray(json.prices)) throw badAnswer();
  return json.prices.map((pair: unknown) => {
    if (!Array.isArray(pair) || typeof pair[0] !== "number") throw badAnswer();
    return { time: pair[0], price: priceText(pair[1]) };
  });
}

export async function fetchMarkets(vs: string, ids?: readonly string[], deps?: MarketFetchDeps) {
  return readMarkets(await fetchMarketJson(marketsUrl(vs, ids), COINGECKO.label, deps));
}

export async function fetchCoinList(deps?: MarketFetchDeps) {
  return readCoinList(await fetchMarketJson(coinListUrl(), COINGECKO.label, deps));
}

export async function fetchHistory(
  id: string,
  vs: string,
  days: HistoryRange,
  deps?: MarketFetchDeps,
) {
  return readHistory(await fetchMarketJson(historyUrl(id, vs, days), COINGECKO.label, deps));
}

/** Coins whose name, symbol or id contains `query` (case-insensitive), exact symbols first. */
export function searchCoins(
  list: readonly CoinListing[],
  query: string,
  limit = 20,
): CoinListing[] {
  const needle = query.trim().toLowerCase().slice(0, 100);
  if (needle === "") return [];
  const exact: CoinListing[] = [];
  const partial: CoinListing[] = [];
  for (const coin of list) {
    if (coin.symbol.toLowerCase() === needle) exact.push(coin);
    else if (
      coin.name.toLowerCase().includes(needle) ||
      coin.symbol.toLowerCase().includes(needle) ||
      coin.id.includes(needle)
    )
      partial.push(coin);
    if (exact.length >= limit) break;
  }
  return [...exact, ...partial].slice(0, limit);
}
