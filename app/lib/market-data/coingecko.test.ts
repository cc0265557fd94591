import { beforeEach, describe, expect, it, vi } from "vitest";
import { RateLimitedError, resetMarketFetchState } from "./fetch-market-data";
import {
  fetchMarkets,
  historyUrl,
  marketsUrl,
  readCoinList,
  readHistory,
  readMarkets,
  searchCoins,
} from "./coingecko";

// Recorded shapes of CoinGecko v3 answers (fields the page does not read left out).
const MARKETS = [
  {
    id: "bitcoin",
    symbol: "btc",
    name: "Bitcoin",
    current_price: 97123.45,
    market_cap_rank: 1,
    price_change_percentage_24h: -1.2345,
  },
  {
    id: "shiba-inu",
    symbol: "shib",
    name: "Shiba Inu",
    current_price: 0.00001234,
    market_cap_rank: 20,
    price_change_percentage_24h: null,
  },
  { id: "dead-coin", symbol: "dead", name: "Dead", current_price: null, market_cap_rank: null },
];

beforeEach(() => resetMarketFetchState());

describe("CoinGecko URLs", () => {
  it("ask for the top coins or chosen ids in a fiat currency; nothing typed goes in", () => {
    expect(marketsUrl("usd")).toBe(
      "https://api.coingecko.com/api/v3/coins/markets?vs_currency=usd&order=market_cap_desc&price_change_percentage=24h&per_page=50&page=1",
    );
    expect(marketsUrl("eur", ["bitcoin", "monero"])).toMatch(/&ids=bitcoin,monero$/);
    expect(historyUrl("bitcoin", "usd", "max")).toBe(
      "https://api.coingecko.com/api/v3/coins/bitcoin/market_chart?vs_currency=usd&days=max",
    );
    expect(() => marketsUrl("eur", ["bit coin&x"])).toThrow('"bit coin&x" is not a coin id.');
  });
});

describe("reading answers", () => {
  it("keeps prices as decimal text and leaves out coins without a price", () => {
    expect(readMarkets(MARKETS)).toEqual([
      {
        id: "bitcoin",
        symbol: "btc",
        name: "Bitcoin",
        price: "97123.45",
        change24h: -1.2345,
        rank: 1,
      },
      {
        id: "shiba-inu",
        symbol: "shib",
        name: "Shiba Inu",
        price: "0.00001234",
        change24h: null,
        rank: 20,
      },
    ]);
  });

  it("reads a price history and refuses other shapes", () => {
    expect(readHistory({ prices: [[1700000000000, 35000.5]] })).toEqual([
      { time: 1700000000000, price: "35000.5" },
    ]);
    expect(() => readHistory({ error: "coin not found" })).toThrow(
      "CoinGecko sent data in an unexpected shape.",
    );
    expect(() => readMarkets({ status: { error_code: 429 } })).toThrow("unexpected shape");
  });
});

describe("searchCoins", () => {
  const list = readCoinList([
    { id: "monero", symbol: "xmr", name: "Monero" },
    { id: "wrapped-monero", symbol: "wxmr", name: "Wrapped Monero" },
    { id: "bitcoin", symbol: "btc", name: "Bitcoin" },
    { broken: true },
  ]);

  it("matches name, symbol or id, exact symbols first, on the device", () => {
    expect(list).toHaveLength(3);
    expect(searchCoins(list, "XMR").map((c) => c.id)).toEqual(["monero", "wrapped-monero"]);
    expect(searchCoins(list, "coin").map((c) => c.id)).toEqual(["bitcoin"]);
    expect(searchCoins(list, "  ")).toEqual([]);
  });
});

describe("fetching prices", () => {
  it("shares a request in flight and waits after a 429 without asking again", async () => {
    let now = 0;
    const fetch = vi.fn(async () =>
      Response.json({}, { status: 429, headers: { "Retry-After": "90" } }),
    );
    const deps = { fetch: fetch as typeof globalThis.fetch, now: () => now };
    const both = [fetchMarkets("usd", undefined, deps), fetchMarkets("usd", undefined, deps)];
    for (const attempt of both) await expect(attempt).rejects.toBeInstanceOf(RateLimitedError);
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 60_000;
    await expect(fetchMarkets("eur", undefined, deps)).rejects.toThrow(
      "CoinGecko is receiving too many requests (HTTP 429). Waiting 30 s before asking again.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
