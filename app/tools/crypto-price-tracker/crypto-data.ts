// What the page keeps on the device and how it checks it on the way back (cached quotes, the coin
// list, the watchlist), and the rows it copies and downloads.
import type { CoinListing, CoinQuote } from "~/lib/market-data/coingecko";
import { csvText } from "~/lib/csv/csv-table";
import { formatChange, formatPrice } from "./crypto-format";

export const QUOTE_COLUMNS = ["#", "Coin", "Symbol", "Price", "24 h change"] as const;

export function isQuoteList(value: unknown): value is CoinQuote[] {
  return (
    Array.isArray(value) &&
    value.every(
      (coin) =>
        typeof coin === "object" &&
        coin !== null &&
        typeof (coin as CoinQuote).id === "string" &&
        typeof (coin as CoinQuote).name === "string" &&
        typeof (coin as CoinQuote).price === "string",
    )
  );
}

export function isCoinList(value: unknown): value is CoinListing[] {
  return (
    Array.isArray(value) &&
    value.every(
      (coin) =>
        typeof coin === "object" &&
        coin !== null &&
        typeof (coin as CoinListing).id === "string" &&
        typeof (coin as CoinListing).symbol === "string" &&
        typeof (coin as CoinListing).name === "string",
    )
  );
}

const COIN_ID = /^[a-z0-9-]{1,100}$/;

/** Stored watchlist ids, kept when they look like ids, each once, at most 50. */
export function cleanWatchlist(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return [
    ...new Set(stored.filter((id): id is string => typeof id === "string" && COIN_ID.test(id))),
  ].slice(0, 50);
}

export function quoteRows(quotes: readonly CoinQuote[], fiat: string): string[][] {
  return quotes.map((coin) => [
    coin.rank === null ? "" : String(coin.rank),
    coin.name,
    coin.symbol.toUpperCase(),
    formatPrice(coin.price, fiat),
    formatChange(coin.change24h),
  ]);
}

export const quotesCsv = (rows: readonly (readonly string[])[], delimiter = ",") =>
  rows.length === 0 ? "" : csvText([QUOTE_COLUMNS, ...rows], delimiter);
