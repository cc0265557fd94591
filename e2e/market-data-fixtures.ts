// Recorded answers of the market-data sources, in their exact JSON shape: browser tests never reach
// the internet. `serveRecordedMarketData` answers every allowed source for a whole browser context,
// so any page test (routes, axe, the network guard) sees a working source; a spec's own page.route
// takes precedence over it (Playwright: page routes win over context routes).
import type { BrowserContext } from "@playwright/test";
import { CONNECT_ORIGINS_BY_PATH } from "../build-tools/content-security-policy";
import { COINGECKO, FRANKFURTER } from "../app/lib/market-data/market-data-sources";
import { MARKET_DATA_ANSWERS } from "../e2e-engines/market-data.mjs";

/** The real sources send this; Chromium applies CORS to fulfilled cross-origin answers too. */
export const CORS_HEADERS = { "Access-Control-Allow-Origin": "*" };

/** The recorded answer to `url` (without query), which must be one of the sources' own. */
function recorded<T>(url: string): T {
  if (!(url in MARKET_DATA_ANSWERS)) throw new Error(`No recorded answer for ${url}`);
  return MARKET_DATA_ANSWERS[url] as T;
}

/** GET {FRANKFURTER.baseUrl}/latest?base=EUR */
export const FRANKFURTER_LATEST = recorded<{
  amount: number;
  base: string;
  date: string;
  rates: Record<string, number>;
}>(`${FRANKFURTER.baseUrl}/latest`);

/** GET {COINGECKO.baseUrl}/coins/markets?vs_currency=usd&… */
export const COINGECKO_MARKETS = recorded<
  {
    id: string;
    symbol: string;
    name: string;
    current_price: number;
    market_cap_rank: number;
    price_change_percentage_24h: number | null;
  }[]
>(`${COINGECKO.baseUrl}/coins/markets`);

const served = new WeakSet<BrowserContext>();

export async function serveRecordedMarketData(context: BrowserContext): Promise<void> {
  if (served.has(context)) return;
  served.add(context);
  for (const origin of new Set(Object.values(CONNECT_ORIGINS_BY_PATH).flat())) {
    await context.route(`${origin}/**`, (route) => {
      const url = new URL(route.request().url());
      const answer = MARKET_DATA_ANSWERS[url.origin + url.pathname];
      if (answer !== undefined) return route.fulfill({ json: answer, headers: CORS_HEADERS });
      return route.fulfill({ status: 404, json: { message: "not found" }, headers: CORS_HEADERS });
    });
  }
}
