// Recorded answers of the market-data sources, in their exact JSON shape, by the URL they answer
// (without its query): every browser test reads them, none reaches the internet. Chromium's
// Playwright tests serve them by routing (e2e/market-data-fixtures.ts, which also checks these URLs
// are the sources' own); in Firefox and WebKit the probe answers the page's fetch with them.

/** GET https://api.frankfurter.dev/v1/latest?base=EUR */
const FRANKFURTER_LATEST = {
  amount: 1.0,
  base: "EUR",
  date: "2026-11-25",
  rates: { AUD: 1.6102, BHD: 0.3959, CHF: 0.9312, GBP: 0.8575, JPY: 162.41, USD: 1.05 },
};

/** GET https://api.coingecko.com/api/v3/coins/markets?vs_currency=usd&… (fields the page does not read left out) */
const COINGECKO_MARKETS = [
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

/** @type {Record<string, unknown>} */
export const MARKET_DATA_ANSWERS = {
  "https://api.frankfurter.dev/v1/latest": FRANKFURTER_LATEST,
  "https://api.coingecko.com/api/v3/coins/markets": COINGECKO_MARKETS,
};

/** The origins those answers come from: any other URL there is answered 404, as the source would. */
export const MARKET_DATA_ORIGINS = [
  ...new Set(Object.keys(MARKET_DATA_ANSWERS).map((url) => new URL(url).origin)),
];
