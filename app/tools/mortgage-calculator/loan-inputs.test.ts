import Big from "big.js";
import { describe, expect, test, vi } from "vitest";
import { monthIndexOf } from "./amortization";
import { DEFAULT_SCENARIOS, compareScenario, comparisonRows } from "./loan-comparison";
import {
  DEFAULT_LOAN,
  downTooLargeMessage,
  loanInLocale,
  priceMissingMessage,
  rateMessage,
  readLoan,
  termMessage,
} from "./loan-inputs";
import { MoneyFormatter, parseNumber, tooLongMessage } from "./money-text";
import { calculateMortgage, scheduleCsv, summaryRows } from "./mortgage-results";

const usd = new MoneyFormatter("en-US", "USD");

describe("reading numbers", () => {
  test("currency signs, grouping and percent signs", () => {
    expect(parseNumber("Home price", "$400,000", "en-US")?.toFixed()).toBe("400000");
    expect(parseNumber("Rate", "6.5%", "en-US")?.toFixed()).toBe("6.5");
    expect(parseNumber("Home price", "400.000,50 €", "de-DE")?.toFixed()).toBe("400000.5");
    expect(parseNumber("Home price", "", "en-US")).toBeNull();
  });

  test("text that is not a number says how to write one", () => {
    expect(() => parseNumber("Interest rate (%)", "abc", "en-US")).toThrow(
      'Interest rate (%): "abc" is not a number. Write it like 1,234.56.',
    );
    expect(() => parseNumber("Home price", "1,23", "en-US")).toThrow("is not a number");
  });

  test("a negative or huge number is named for what it is", () => {
    expect(() => parseNumber("Home price", "-1", "en-US")).toThrow(
      "Home price: must not be negative.",
    );
    expect(() => parseNumber("Home price", "1e309", "en-US")).toThrow(
      "Home price: too large (at most 10^12).",
    );
    expect(() => parseNumber("Home price", "1e12", "en-US")).toThrow(
      "Home price: too large (at most 10^12).",
    );
    expect(parseNumber("Home price", "4.5e5", "en-US")?.toFixed()).toBe("450000");
    expect(parseNumber("HOA", "-0", "en-US")?.toFixed()).toBe("0");
  });

  test("changing the number format keeps every typed value", () => {
    const typed = { ...DEFAULT_LOAN, homePrice: "500,000", rate: "6.5", hoa: "1,234.5" };
    const german = loanInLocale(typed, "en-US", "de-DE");
    expect(german).toMatchObject({ homePrice: "500.000", rate: "6,5", hoa: "1.234,5" });
    expect(german.startMonth).toBe(typed.startMonth);
    const before = readLoan(typed, "en-US");
    const after = readLoan(german, "de-DE");
    expect(after.terms?.principal.toFixed()).toBe(before.terms?.principal.toFixed());
    expect(after.terms?.annualRatePercent.toFixed()).toBe("6.5");
    // Unreadable text stays as typed: the field's message still names it.
    expect(loanInLocale({ ...typed, homePrice: "5x" }, "en-US", "de-DE").homePrice).toBe("5x");
  });

  test("a 100,000-character value is refused before it is read", () => {
    expect(() => parseNumber("Home price", "9".repeat(100_000), "en-US")).toThrow(
      tooLongMessage("Home price"),
    );
  });
});

describe("the loan from the fields", () => {
  test("the defaults: 500,000 with 20 % down is a 400,000 loan of 360 payments", () => {
    const { terms, errors } = readLoan(DEFAULT_LOAN, "en-US");
    expect(errors).toEqual([]);
    expect(terms?.principal.toFixed(2)).toBe("400000.00");
    expect(terms?.months).toBe(360);
    expect(terms?.firstPayment).toBe(monthIndexOf(2027, 1));
    expect(terms?.taxMonthly.toFixed(2)).toBe("500.00");
    expect(terms?.insuranceMonthly.toFixed(2)).toBe("125.00");
  });

  test("a down payment as an amount", () => {
    const { terms } = readLoan(
      { ...DEFAULT_LOAN, downPayment: "50,000", downPaymentMode: "amount" },
      "en-US",
    );
    expect(terms?.principal.toFixed(2)).toBe("450000.00");
  });

  test("bad input gives one clear message per field", () => {
    const { terms, errors } = readLoan(
      { ...DEFAULT_LOAN, rate: "abc", termYears: "0", homePrice: "" },
      "en-US",
    );
    expect(terms).toBeNull();
    expect(errors).toEqual([
      priceMissingMessage,
      termMessage,
      'Interest rate (%): "abc" is not a number. Write it like 1,234.56.',
    ]);
    expect(readLoan({ ...DEFAULT_LOAN, rate: "80" }, "en-US").errors).toEqual([rateMessage]);
    expect(readLoan({ ...DEFAULT_LOAN, termYears: "2.5" }, "en-US").errors).toEqual([termMessage]);
  });

  test("a down payment of the whole price is refused", () => {
    expect(readLoan({ ...DEFAULT_LOAN, downPayment: "100" }, "en-US").errors).toEqual([
      downTooLargeMessage,
    ]);
  });

  test("a one-time extra needs its month", () => {
    expect(readLoan({ ...DEFAULT_LOAN, extraOnce: "10,000" }, "en-US").errors).toEqual([
      "One-time payment month: pick a month (YYYY-MM).",
    ]);
  });
});

describe("results", () => {
  const terms = readLoan(DEFAULT_LOAN, "en-US").terms!;

  test("the monthly split adds up: 2,528.27 + 500 + 125 = 3,153.27", () => {
    const result = calculateMortgage(terms);
    const rows = Object.fromEntries(summaryRows(result, usd));
    expect(rows["Principal and interest"]).toBe("$2,528.27");
    expect(rows["Total monthly payment"]).toBe("$3,153.27");
    expect(rows["Total interest"]).toBe("$510,179.81");
    expect(rows["Payoff month"]).toBe("2056-12");
    expect(rows["Interest saved by extra payments"]).toBeUndefined();
  });

  test("the summary and PMI line read no schedule row list (it is made when a tab shows it)", () => {
    // 5 % down: PMI until the balance reaches 78 % of the price.
    const result = calculateMortgage({
      ...terms,
      principal: terms.homeValue.times("0.95"),
      pmiRatePercent: new Big("0.5"),
    });
    const rowList = vi.spyOn(result.plan, "rows", "get");
    const rows = Object.fromEntries(summaryRows(result, usd));
    expect(rows["Number of payments"]).toBe("360");
    expect(rows["PMI ends"]).toMatch(/^Payment \d+ \(\d{4}-\d{2}\) is the first without PMI$/);
    expect(rowList).not.toHaveBeenCalled();
  });

  test("interest saved by extra payments is the difference from the same loan without them", () => {
    const result = calculateMortgage({ ...terms, extraMonthly: new Big(200) });
    const rows = Object.fromEntries(summaryRows(result, usd));
    expect(rows["Interest saved by extra payments"]).toBe("$111,892.52");
    expect(rows["Paid off sooner by"]).toBe("5 years 7 months");
  });

  test("the CSV has a header and one line per payment, in plain decimals", () => {
    const csv = scheduleCsv(calculateMortgage(terms).plan, "monthly").split("\r\n");
    expect(csv).toHaveLength(361);
    expect(csv[0]).toBe(
      "#,Month,Payment (P&I),Principal,Interest,Extra,PMI,Tax,Insurance,HOA,Total paid,Balance",
    );
    expect(csv[1]).toBe(
      "1,2027-01,2528.27,361.60,2166.67,0.00,0.00,500.00,125.00,0.00,3153.27,399638.40",
    );
    expect(csv[360].endsWith(",0.00")).toBe(true);
    expect(scheduleCsv(calculateMortgage(terms).plan, "yearly").split("\r\n")).toHaveLength(31);
  });
});

describe("loan comparison", () => {
  const terms = readLoan(DEFAULT_LOAN, "en-US").terms!;

  test("15 against 30 years: payment and total cost differences", () => {
    const outcomes = DEFAULT_SCENARIOS.map((s, i) => compareScenario(terms, s, i, "en-US"));
    const rows = Object.fromEntries(
      comparisonRows(DEFAULT_SCENARIOS, outcomes, usd).map(([label, ...cells]) => [label, cells]),
    );
    expect(rows["Monthly P&I"]).toEqual(["$2,528.27", "$3,321.64"]);
    expect(rows["Monthly difference vs A"]).toEqual(["(reference)", "+$793.37"]);
    expect(rows["Total cost"][0]).toBe("$910,179.81");
  });

  test("points are a percent of the loan added to the cost", () => {
    const outcome = compareScenario(
      terms,
      { termYears: "30", rate: "6.5", points: "1" },
      0,
      "en-US",
    );
    expect(outcome.ok && outcome.result.pointsCost.toFixed(2)).toBe("4000.00");
  });

  test("a bad scenario names itself", () => {
    expect(compareScenario(terms, { termYears: "0", rate: "6", points: "" }, 1, "en-US")).toEqual({
      ok: false,
      error: "Scenario B term: enter a whole number of years from 1 to 50.",
    });
  });
});
