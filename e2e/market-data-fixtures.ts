// Recorded answers of the market-data sources, in their exact JSON shape: browser tests never reach
// the internet. `serveRecordedMarketData` answers every allowed source for a whole browser context,
// so any page test (routes, axe, the network guard) sees a working source; a spec's own page.route
// takes precedence over it (Playwright: page routes win over context routes).
import type { BrowserContext } from "@playwright/test";
import { CONNECT_ORIGINS_BY_PATH } from "../build-tools/content-security-policy";
import { COINGECKO, FRANKFURTER } from "../app/lib/market-data/market-data-sources";

/** The real sources send this; Chromium applies CORS to fulfilled cross-origin answers too. */
export const CORS_HEADERS = { "Access-Control-Allow-Origin": "*" };

/** GET {FRANKFURTER.baseUrl}/latest?base=EUR */
export const FRANKFURTER_LATEST = {
  amount: 1.0,
  base: "EUR",
  date: "2026-11-25",
  rates: { AUD: 1.6102, BHD: 0.3959, CHF: 0.9312, GBP: 0.8575, JPY: 162.41, USD: 1.05 },
};

/** GET {COINGECKO.baseUrl}/coins/markets?vs_currency=usd&… (fields the page does not read left out) */
export const COINGECKO_MARKETS = [
  {
    id: "bitcoin",
    symbol: "btc",
    name: "Bitcoin",
    current_price: 97123.45,
    market_cap_rank: 1,
    price_change_percentage_24h: 2.345,
  },
  {
    id: "ethereum",
    symbol: "eth",
    name: "Ethereum",
    current_price: 3512.8,
    market_cap_rank: 2,
    price_change_percentage_24h: -1.1,
  },
  {
    id: "shiba-inu",
    symbol: "shib",
    name: "Shiba Inu",
    current_price: 0.00001234,
    market_cap_rank: 20,
    price_change_percentage_24h: null,
  },
];

const served = new WeakSet<BrowserContext>();

export async function serveRecordedMarketData(context: BrowserContext): Promise<void> {
  if (served.has(context)) return;
  served.add(context);
  for (const origin of new Set(Object.values(CONNECT_ORIGINS_BY_PATH).flat())) {
    await context.route(`${origin}/**`, (route) => {
      const url = new URL(route.request().url());
      if (origin === FRANKFURTER.origin && url.pathname.endsWith("/latest"))
        return route.fulfill({ json: FRANKFURTER_LATEST, headers: CORS_HEADERS });
      if (origin === COINGECKO.origin && url.pathname.endsWith("/coins/markets"))
        return route.fulfill({ json: COINGECKO_MARKETS, headers: CORS_HEADERS });
      return route.fulfill({ status: 404, json: { message: "not found" }, headers: CORS_HEADERS });
    });
  }
}
