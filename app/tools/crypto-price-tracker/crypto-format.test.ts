import { describe, expect, it } from "vitest";
import { cleanWatchlist, quoteRows, quotesCsv } from "./crypto-data";
import { FIAT_OPTIONS, formatChange, formatPrice } from "./crypto-format";

describe("formatPrice", () => {
  it("writes two decimals from 1 up and six significant digits below", () => {
    expect(formatPrice("97123.456", "usd")).toBe("$97,123.46");
    expect(formatPrice("0.0000123456789", "usd")).toBe("$0.0000123457");
    expect(formatPrice("1234.5", "eur", "de-DE")).toBe("1.234,50\u00a0€");
    expect(formatPrice("15000000.125", "jpy")).toBe("¥15,000,000.13");
  });
});

describe("FIAT_OPTIONS", () => {
  it("offers eight fiat currencies in CoinGecko's lower-case codes", () => {
    expect(FIAT_OPTIONS.map((option) => option.value)).toEqual(
      "usd eur gbp jpy chf cad aud inr".split(" "),
    );
    expect(FIAT_OPTIONS[2].label).toBe("GBP – Pound sterling");
  });
});

describe("formatChange", () => {
  it("signs the 24 h change and says when it is unknown", () => {
    expect(formatChange(2.345)).toBe("+2.35%");
    expect(formatChange(-1.1)).toBe("\u22121.10%");
    expect(formatChange(-0.001)).toBe("0.00%");
    expect(formatChange(null)).toBe("—");
  });
});

describe("watchlist and export", () => {
  it("keeps only coin ids from storage, each once", () => {
    expect(cleanWatchlist(["bitcoin", "bitcoin", "<x>", 3, "monero"])).toEqual([
      "bitcoin",
      "monero",
    ]);
    expect(cleanWatchlist("bitcoin")).toEqual([]);
  });

  it("exports rank, name, symbol, price and change", () => {
    const rows = quoteRows(
      [{ id: "bitcoin", symbol: "btc", name: "Bitcoin", price: "97123.45", change24h: 1, rank: 1 }],
      "usd",
    );
    expect(quotesCsv(rows)).toBe(
      '#,Coin,Symbol,Price,24 h change\r\n1,Bitcoin,BTC,"$97,123.45",+1.00%',
    );
  });
});
