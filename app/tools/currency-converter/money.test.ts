import Big from "big.js";
import { describe, expect, it } from "vitest";
import type { RateTable } from "~/lib/market-data/frankfurter";
import { conversionRows, conversionsCsv, missingTargets } from "./conversion-table";
import {
  amountInLocale,
  convert,
  crossRate,
  formatMoney,
  manualRateTable,
  parseAmount,
} from "./money";

// A fixture in Frankfurter's shape, with BHD added to exercise 3 minor digits.
const TABLE: RateTable = {
  base: "EUR",
  date: "2026-11-25",
  rates: { USD: "1.05", GBP: "0.8575", JPY: "162.41", BHD: "0.3959", CHF: "0.9312" },
};

describe("parseAmount", () => {
  it("reads the locale's grouping and decimal separator", () => {
    expect(parseAmount("1,234.56", "en-US")?.toString()).toBe("1234.56");
    expect(parseAmount("1.234,56", "de-DE")?.toString()).toBe("1234.56");
    expect(parseAmount("1 234,5", "fr-FR")?.toString()).toBe("1234.5");
    expect(parseAmount("  ", "en-US")).toBeNull();
  });

  it("refuses what is not an amount, with an example", () => {
    expect(() => parseAmount("12abc", "en-US")).toThrow(
      'Amount: "12abc" is not a number. Write it like 1,234.56.',
    );
    expect(() => parseAmount("1.2.3", "en-US")).toThrow("is not a number");
    expect(() => parseAmount("9".repeat(41), "en-US")).toThrow(
      "Amount: too long (at most 40 characters).",
    );
  });
});

describe("reading an amount strictly", () => {
  it("refuses a decimal comma in English instead of reading 1,5 as 15", () => {
    expect(() => parseAmount("1,5", "en-US")).toThrow(
      'Amount: "1,5" is not a number. Write it like 1,234.56.',
    );
    expect(parseAmount("1,5", "de-DE")?.toString()).toBe("1.5");
    expect(parseAmount("1,500", "en-US")?.toString()).toBe("1500");
    expect(parseAmount("1,50,000", "en-IN")?.toString()).toBe("150000");
  });

  it("says a negative amount is negative, not that it is not a number", () => {
    expect(() => parseAmount("-5", "en-US")).toThrow("Amount: must not be negative.");
    expect(() => parseAmount("\u22125", "en-US")).toThrow("Amount: must not be negative.");
  });

  it("keeps the amount's value when the number format changes", () => {
    expect(amountInLocale("1,000.5", "en-US", "de-DE")).toBe("1.000,5");
    expect(amountInLocale("1,5", "en-US", "de-DE")).toBe("1,5");
    expect(amountInLocale("", "en-US", "de-DE")).toBe("");
  });
});

describe("conversion in decimal", () => {
  it("rounds half-up to each currency's minor unit", () => {
    // 0.1 + 0.2-style binary error would show here: 10.05 EUR × 1.05 = 10.5525 USD.
    expect(convert(TABLE, new Big("10.05"), "EUR", "USD").amount.toFixed(2)).toBe("10.55");
    expect(convert(TABLE, new Big("1.005"), "EUR", "USD").amount.toString()).toBe("1.06");
    expect(convert(TABLE, new Big("100"), "EUR", "JPY").amount.toString()).toBe("16241");
    expect(convert(TABLE, new Big("3.3"), "EUR", "JPY").amount.toString()).toBe("536");
    expect(convert(TABLE, new Big("100"), "EUR", "BHD").amount.toFixed(3)).toBe("39.590");
    expect(convert(TABLE, new Big("1"), "USD", "BHD").amount.toFixed(3)).toBe("0.377");
  });

  it("crosses through the base: 1 USD = GBP rate ÷ USD rate", () => {
    expect(crossRate(TABLE, "USD", "GBP").toString()).toBe("0.8166666667");
    const result = convert(TABLE, new Big("100"), "USD", "GBP");
    expect(result.amount.toFixed(2)).toBe("81.67");
    expect(result.formula).toBe(
      "100 USD × 0.8166666667 (0.8575 GBP/EUR ÷ 1.05 USD/EUR) = 81.66666667 → 81.67 GBP (rounded to 2 decimals)",
    );
  });

  it("says when a currency has no rate", () => {
    expect(() => convert(TABLE, new Big(1), "EUR", "XAU")).toThrow(
      "No rate for XAU in the rates of 2026-11-25.",
    );
  });
});

describe("formatting and export", () => {
  it("writes dollars with comma grouping by default, other locales by choice", () => {
    expect(formatMoney(new Big("1234567.891"), "USD", "en-US")).toBe("$1,234,567.89");
    expect(formatMoney(new Big("1234.5"), "EUR", "de-DE")).toBe("1.234,50\u00a0€");
    expect(formatMoney(new Big("16241"), "JPY", "en-US")).toBe("¥16,241");
    // Past double precision, the decimal string is formatted exactly.
    expect(formatMoney(new Big("12345678901234567.89"), "USD", "en-US")).toBe(
      "$12,345,678,901,234,567.89",
    );
  });

  it("exports each conversion with its rate and formula", () => {
    const rows = conversionRows({
      table: TABLE,
      amount: new Big(100),
      from: "USD",
      targets: ["EUR", "JPY", "ZZZ"],
      locale: "en-US",
    });
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ["EUR", "€95.24", "1 USD = 0.9523809524 EUR"],
      ["JPY", "¥15,468", "1 USD = 154.6761904762 JPY"],
    ]);
    expect(conversionsCsv(rows).split("\r\n")[0]).toBe("Currency,Amount,Rate,Formula");
  });

  it("names the chosen currencies the table has no rate for", () => {
    expect(missingTargets(TABLE, "XAU", ["EUR", "USD", "CAD", "XAU"])).toEqual(["XAU", "CAD"]);
  });
});

describe("rates typed by hand (no rates could be fetched)", () => {
  it("convert with the typed rates, and say which are wrong", () => {
    const { table, errors } = manualRateTable(
      "USD",
      ["EUR", "GBP", "JPY", "CHF"],
      { EUR: "0.95", GBP: "0", JPY: "1,5x" },
      "en-US",
    );
    expect(table).toEqual({ base: "USD", date: "your own rates", rates: { EUR: "0.95" } });
    expect(errors).toEqual([
      "1 USD in GBP: a rate must be above 0.",
      '1 USD in JPY: "1,5x" is not a number. Write it like 1,234.56.',
    ]);
    const rows = conversionRows({
      table,
      amount: new Big(100),
      from: "USD",
      targets: ["EUR", "CHF"],
      locale: "en-US",
    });
    expect(rows.map((row) => row.slice(0, 2))).toEqual([["EUR", "€95.00"]]);
  });
});

// Each was a change to money.ts that no test noticed (bench/mutation.mjs, money).
describe("edges a mutation test found unguarded", () => {
  it("accepts an amount of exactly the longest length, and a minus before zero with a space", () => {
    expect(parseAmount(`${" ".repeat(39)}5`, "en-US")?.toString()).toBe("5");
    expect(parseAmount("- 0", "en-US")?.toString()).toBe("0");
  });

  it("says what is wrong with the text, showing at most 24 characters of it", () => {
    expect(() => parseAmount(".", "en-US")).toThrow(/^Amount: "\." is not a number\.$/);
    expect(() => parseAmount("abc", "en-US")).toThrow(
      /^Amount: "abc" is not a number\. Write it like 1,234\.56\.$/,
    );
    expect(() => parseAmount("1,5", "en-US", "Price")).toThrow(
      /^Price: "1,5" is not a number\. Write it like 1,234\.56\.$/,
    );
    expect(() => parseAmount("x".repeat(30), "en-US")).toThrow(
      `Amount: "${"x".repeat(24)}" is not a number.`,
    );
  });

  it("converts a currency to itself at 1, even one the table has no rate for", () => {
    expect(crossRate(TABLE, "XAU", "XAU").toString()).toBe("1");
  });

  it("shows the cross rate's two legs only when neither currency is the base", () => {
    expect(convert(TABLE, new Big("10"), "EUR", "USD").formula).toBe(
      "10 EUR × 1.05 = 10.5 → 10.50 USD (rounded to 2 decimals)",
    );
    expect(convert(TABLE, new Big("10"), "USD", "EUR").formula).toBe(
      "10 USD × 0.9523809524 = 9.523809524 → 9.52 EUR (rounded to 2 decimals)",
    );
    expect(convert(TABLE, new Big("10"), "USD", "USD").formula).toBe(
      "10 USD × 1 = 10 → 10.00 USD (rounded to 2 decimals)",
    );
    expect(convert(TABLE, new Big("10"), "USD", "JPY").formula).toBe(
      "10 USD × 154.6761904762 (162.41 JPY/EUR ÷ 1.05 USD/EUR) = 1546.761904762 → 1547 JPY (rounded to 0 decimals)",
    );
  });

  it("skips the source currency among typed rates, whatever is typed for it", () => {
    const { table, errors } = manualRateTable(
      "USD",
      ["USD", "EUR"],
      { USD: "abc", EUR: "0.9" },
      "en-US",
    );
    expect(errors).toEqual([]);
    expect(table.rates).toEqual({ EUR: "0.9" });
  });
});
