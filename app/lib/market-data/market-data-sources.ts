// Where market data comes from: the one place that names each source's origin and base URL, so the
// Content-Security-Policy, the e2e network guard and the tests' fixtures all point at the same host.

export interface MarketDataSource {
  /** Shown on the page: "ECB via Frankfurter". */
  label: string;
  /** The only origin the pages using this source may contact. */
  origin: string;
  /** Every request URL starts with this. */
  baseUrl: string;
  /** Where a user can read about the source. */
  homepage: string;
}

/** The European Central Bank's daily reference rates, served keyless and CORS-enabled by Frankfurter (API v1). */
export const FRANKFURTER: MarketDataSource = {
  label: "ECB via Frankfurter",
  origin: "https://api.frankfurter.dev",
  baseUrl: "https://api.frankfurter.dev/v1",
  homepage: "https://frankfurter.dev",
};

/** Coin prices in fiat currencies: CoinGecko's public API (keyless, CORS-enabled, rate-limited). */
export const COINGECKO: MarketDataSource = {
  label: "CoinGecko",
  origin: "https://api.coingecko.com",
  baseUrl: "https://api.coingecko.com/api/v3",
  homepage: "https://www.coingecko.com",
};
