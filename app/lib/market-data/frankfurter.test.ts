import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetMarketFetchState } from "./fetch-market-data";
import {
  fetchLatestRates,
  fetchPairSeries,
  latestRatesUrl,
  pairSeriesUrl,
  ratesOnUrl,
  readPairSeries,
  readRateTable,
} from "./frankfurter";
import { FRANKFURTER } from "./market-data-sources";

// Recorded shapes of Frankfurter v1 answers (api.frankfurter.dev/v1).
const LATEST = {
  amount: 1.0,
  base: "EUR",
  date: "2026-11-25",
  rates: { GBP: 0.8575, JPY: 162.41, USD: 1.0502 },
};
const SERIES = {
  amount: 1.0,
  base: "USD",
  start_date: "2026-11-02",
  end_date: "2026-11-25",
  rates: { "2026-11-25": { EUR: 0.9522 }, "2026-11-02": { EUR: 0.9201 } },
};

beforeEach(() => resetMarketFetchState());

describe("Frankfurter URLs", () => {
  it("are built from the one base URL, codes and dates only", () => {
    expect(FRANKFURTER.baseUrl).toBe("https://api.frankfurter.dev/v1");
    expect(latestRatesUrl("EUR")).toBe("https://api.frankfurter.dev/v1/latest?base=EUR");
    expect(ratesOnUrl("2020-03-02", "EUR")).toBe(
      "https://api.frankfurter.dev/v1/2020-03-02?base=EUR",
    );
    expect(pairSeriesUrl("USD", "EUR", "2026-01-01", "2026-11-25")).toBe(
      "https://api.frankfurter.dev/v1/2026-01-01..2026-11-25?base=USD&symbols=EUR",
    );
  });

  it("refuse anything but a code or a date", () => {
    expect(() => latestRatesUrl("EUR&x=1")).toThrow('"EUR&x=1" is not a currency code.');
    expect(() => ratesOnUrl("100", "EUR")).toThrow('"100" is not a date (YYYY-MM-DD).');
  });
});

describe("reading answers", () => {
  it("keeps each rate as the published decimal text", () => {
    expect(readRateTable(LATEST)).toEqual({
      base: "EUR",
      date: "2026-11-25",
      rates: { GBP: "0.8575", JPY: "162.41", USD: "1.0502" },
    });
  });

  it("sorts a series by date", () => {
    expect(readPairSeries(SERIES, "EUR").points).toEqual([
      { date: "2026-11-02", rate: "0.9201" },
      { date: "2026-11-25", rate: "0.9522" },
    ]);
  });

  it("refuses an answer of another shape", () => {
    const message = "ECB via Frankfurter sent rates in an unexpected shape.";
    expect(() => readRateTable({ message: "not found" })).toThrow(message);
    expect(() => readRateTable({ ...LATEST, rates: { USD: "1.05" } })).toThrow(message);
    expect(() => readRateTable({ ...LATEST, rates: { USD: -1 } })).toThrow(message);
    expect(() => readPairSeries({ ...SERIES, rates: { "2026-11-25": {} } }, "EUR")).toThrow(
      message,
    );
  });
});

describe("fetching", () => {
  it("gets the latest table and a pair's series through the module's fetch", async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      Response.json(String(url).includes("..") ? SERIES : LATEST),
    );
    const deps = { fetch: fetch as typeof globalThis.fetch, now: () => 0 };
    expect((await fetchLatestRates("EUR", deps)).rates.USD).toBe("1.0502");
    expect(
      (await fetchPairSeries("USD", "EUR", "2026-11-01", "2026-11-25", deps)).points,
    ).toHaveLength(2);
    expect(fetch.mock.calls.map((call) => String(call[0]))).toEqual([
      "https://api.frankfurter.dev/v1/latest?base=EUR",
      "https://api.frankfurter.dev/v1/2026-11-01..2026-11-25?base=USD&symbols=EUR",
    ]);
  });
});
