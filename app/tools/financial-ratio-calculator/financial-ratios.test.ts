import fc from "fast-check";
import { DEFAULT_FORMAT, type NumberFormatChoice } from "./number-format";
import {
  ALL_RATIOS,
  RESULT_COLUMNS,
  calculateRatios,
  resultRows,
  resultsCsv,
  resultsTsv,
} from "./financial-ratios";
import { PE_MISSING_MESSAGE } from "./market-ratios";
import type { FieldTexts } from "./ratio-fields";
import { divisionByZeroMessage, negativeDenominatorMessage, type RatioOutcome } from "./ratio-math";
import {
  END_BEFORE_START_MESSAGE,
  NEGATIVE_FINAL_VALUE_MESSAGE,
  PERIOD_MISSING_MESSAGE,
  SAME_DAY_MESSAGE,
} from "./roi";

/** The worked example of docs/financial-ratio-calculator.md: a company with round numbers. */
const COMPANY: FieldTexts = {
  sharePrice: "$50",
  sharesOutstanding: "1,000,000",
  dividendPerShare: "1",
  epsGrowth: "12.5%",
  revenue: "10M",
  costOfGoodsSold: "6M",
  operatingIncome: "2.5M",
  netIncome: "2,000,000",
  currentAssets: "3M",
  inventory: "1M",
  currentLiabilities: "2M",
  totalAssets: "25M",
  totalLiabilities: "15M",
  equity: "10M",
  amountInvested: "1,000",
  finalValue: "1,500",
  holdingYears: "3",
};

function calculate(
  fields: FieldTexts,
  dates: { startDate?: string; endDate?: string } = {},
  format: NumberFormatChoice = DEFAULT_FORMAT,
) {
  return calculateRatios({ fields, startDate: "", endDate: "", ...dates, format });
}

function outcome(
  id: string,
  fields: FieldTexts,
  dates = {},
  format = DEFAULT_FORMAT,
): RatioOutcome {
  const found = calculate(fields, dates, format).ratios.find((r) => r.definition.id === id);
  if (!found) throw new Error(`no ratio ${id}`);
  return found.outcome;
}

/** The row of the results table for a ratio: [name, result, formula, calculation, interpretation]. */
function row(name: string, fields: FieldTexts = COMPANY, dates = {}, format = DEFAULT_FORMAT) {
  return resultRows(calculate(fields, dates, format)).find((r) => r[0] === name);
}

const result = (name: string, fields: FieldTexts = COMPANY, dates = {}) =>
  row(name, fields, dates)?.[1];

const problem = (id: string, fields: FieldTexts, dates = {}) => {
  const found = outcome(id, fields, dates);
  return found.status === "ok" ? `unexpected result ${found.value.toString()}` : found.message;
};

describe("worked examples, one per ratio", () => {
  it.each([
    ["P/E", "25.00", "$50.00 ÷ ($2,000,000.00 ÷ 1,000,000) = 25.00"],
    ["EPS", "$2.00", "$2,000,000.00 ÷ 1,000,000 = $2.00"],
    ["PEG", "2.00", "25.00 ÷ 12.50 = 2.00"],
    ["Dividend yield", "2.00%", "$1.00 ÷ $50.00 = 2.00%"],
    ["Payout ratio", "50.00%", "$1.00 ÷ $2.00 = 50.00%"],
    ["ROI", "50.00%", "($1,500.00 − $1,000.00) ÷ $1,000.00 = 50.00%"],
    ["Annualised ROI", "14.47%", "(1 + 50.00%)^(1 ÷ 3) − 1 = 14.47%"],
    ["Gross margin", "40.00%", "($10,000,000.00 − $6,000,000.00) ÷ $10,000,000.00 = 40.00%"],
    ["Operating margin", "25.00%", "$2,500,000.00 ÷ $10,000,000.00 = 25.00%"],
    ["Net margin", "20.00%", "$2,000,000.00 ÷ $10,000,000.00 = 20.00%"],
    ["ROE", "20.00%", "$2,000,000.00 ÷ $10,000,000.00 = 20.00%"],
    ["ROA", "8.00%", "$2,000,000.00 ÷ $25,000,000.00 = 8.00%"],
    ["Current ratio", "1.50", "$3,000,000.00 ÷ $2,000,000.00 = 1.50"],
    ["Quick ratio", "1.00", "($3,000,000.00 − $1,000,000.00) ÷ $2,000,000.00 = 1.00"],
    ["Debt-to-equity", "1.50", "$15,000,000.00 ÷ $10,000,000.00 = 1.50"],
  ])("%s is %s (%s)", (name, expected, worked) => {
    const found = row(name);
    expect(found?.[1]).toBe(expected);
    expect(found?.[3]).toBe(worked);
  });

  it("computes every ratio of the example", () => {
    expect(resultRows(calculate(COMPANY))).toHaveLength(ALL_RATIOS.length);
  });

  it("explains each result in one line", () => {
    expect(row("P/E")?.[4]).toBe("Investors pay $25.00 for each $1.00 of yearly earnings.");
    expect(row("Gross margin")?.[4]).toBe(
      "The company keeps $0.40 of each $1.00 of revenue after the cost of goods sold.",
    );
    expect(row("ROI")?.[4]).toBe(
      "The investment gained $500.00, 50.00% of the $1,000.00 invested.",
    );
    expect(row("Debt-to-equity")?.[4]).toBe(
      "$1.50 of liabilities for each $1.00 of equity: financed more by creditors than by shareholders.",
    );
    expect(row("PEG")?.[4]).toMatch(/^Above 1: /);
  });
});

describe("P/E and EPS", () => {
  it("takes an entered EPS before net income and shares", () => {
    expect(result("P/E", { ...COMPANY, eps: "2.50" })).toBe("20.00");
    expect(row("EPS", { eps: "2.50" })?.[3]).toBe("$2.50 (entered)");
  });

  it("falls back to market capitalisation ÷ net income", () => {
    const found = row("P/E", { marketCap: "$50M", netIncome: "2M" });
    expect(found?.[1]).toBe("25.00");
    expect(found?.[3]).toBe("$50,000,000.00 ÷ $2,000,000.00 = 25.00");
  });

  it("subtracts preferred dividends from EPS", () => {
    expect(
      result("EPS", {
        netIncome: "2,100,000",
        preferredDividends: "100,000",
        sharesOutstanding: "1M",
      }),
    ).toBe("$2.00");
  });

  it("rounds EPS to the cent in decimal: $1.005 a share is $1.01", () => {
    expect(result("EPS", { netIncome: "1,005", sharesOutstanding: "1,000" })).toBe("$1.01");
  });

  it("says which inputs P/E lacks", () => {
    expect(problem("pe", { sharePrice: "50" })).toBe(PE_MISSING_MESSAGE);
    expect(PE_MISSING_MESSAGE).toBe(
      "Enter Share price and Earnings per share (EPS) (or Net income and Shares outstanding), or Market capitalisation and Net income.",
    );
  });

  it("refuses a P/E of negative earnings", () => {
    expect(problem("pe", { sharePrice: "50", eps: "-2" })).toBe(
      negativeDenominatorMessage("P/E", "Earnings per share (EPS)", "-$2.00"),
    );
  });

  it("refuses zero shares", () => {
    expect(problem("eps", { netIncome: "5", sharesOutstanding: "0" })).toBe(
      "EPS cannot be calculated: Shares outstanding is zero (division by zero).",
    );
  });

  it("reports a loss per share", () => {
    expect(row("EPS", { eps: "-0.5" })?.[4]).toBe("Each share lost $0.50 in the period.");
  });

  it("PEG needs P/E and a positive growth rate", () => {
    expect(problem("peg", { epsGrowth: "10" })).toBe(`For P/E: ${PE_MISSING_MESSAGE}`);
    expect(problem("peg", { ...COMPANY, epsGrowth: "0%" })).toBe(
      divisionByZeroMessage("PEG", "EPS growth rate (% a year)"),
    );
    expect(problem("peg", { ...COMPANY, epsGrowth: "-5%" })).toBe(
      negativeDenominatorMessage("PEG", "EPS growth rate (% a year)", "-5.00%"),
    );
    expect(row("PEG", { ...COMPANY, epsGrowth: "25" })?.[4]).toMatch(/^About 1: /);
  });

  it("a payout over 100% says the company pays more than it earns", () => {
    expect(row("Payout ratio", { ...COMPANY, dividendPerShare: "3" })?.[4]).toMatch(
      /^The company pays out more than it earns: 150\.00%/,
    );
  });
});

describe("ROI and annualised ROI", () => {
  it("reports a loss", () => {
    const found = row("ROI", { amountInvested: "1,000", finalValue: "800" });
    expect(found?.[1]).toBe("-20.00%");
    expect(found?.[4]).toBe("The investment lost $200.00, 20.00% of the $1,000.00 invested.");
  });

  it("takes the period from two dates (days ÷ 365.25)", () => {
    const dates = { startDate: "2020-01-01", endDate: "2023-01-01" };
    const found = row("Annualised ROI", { amountInvested: "1000", finalValue: "1500" }, dates);
    expect(found?.[3]).toBe("(1 + 50.00%)^(1 ÷ 3 (1096 days ÷ 365.25)) − 1 = 14.47%");
  });

  it("says which period is missing, or why the dates do not work", () => {
    const money = { amountInvested: "1000", finalValue: "1500" };
    expect(problem("annualised-roi", money)).toBe(PERIOD_MISSING_MESSAGE);
    expect(
      problem("annualised-roi", money, { startDate: "2024-01-02", endDate: "2024-01-01" }),
    ).toBe(END_BEFORE_START_MESSAGE);
    expect(
      problem("annualised-roi", money, { startDate: "2024-01-02", endDate: "2024-01-02" }),
    ).toBe(SAME_DAY_MESSAGE);
    expect(problem("annualised-roi", { ...money, holdingYears: "0" })).toBe(
      divisionByZeroMessage("Annualised ROI", "Holding period (years)"),
    );
  });

  it("a total loss is −100% a year; a negative final value has no annualised rate", () => {
    expect(
      result("Annualised ROI", { amountInvested: "10", finalValue: "0", holdingYears: "2" }),
    ).toBe("-100.00%");
    expect(
      problem("annualised-roi", { amountInvested: "10", finalValue: "-1", holdingYears: "2" }),
    ).toBe(NEGATIVE_FINAL_VALUE_MESSAGE);
  });

  it("refuses a zero or negative amount invested", () => {
    expect(problem("roi", { amountInvested: "0", finalValue: "5" })).toBe(
      "ROI cannot be calculated: Amount invested is zero (division by zero).",
    );
    expect(problem("roi", { amountInvested: "-5", finalValue: "5" })).toBe(
      "ROI is not meaningful: Amount invested is negative (-$5.00).",
    );
  });

  it("over one year, annualised ROI equals ROI", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (cost, final) => {
          const fields = {
            amountInvested: String(cost),
            finalValue: String(final),
            holdingYears: "1",
          };
          expect(result("Annualised ROI", fields)).toBe(result("ROI", fields));
        },
      ),
    );
  });
});

describe("margins, returns, liquidity and leverage", () => {
  it("division by zero names the ratio and the field", () => {
    expect(problem("gross-margin", { revenue: "0", costOfGoodsSold: "5" })).toBe(
      "Gross margin cannot be calculated: Revenue is zero (division by zero).",
    );
    expect(problem("current-ratio", { currentAssets: "5", currentLiabilities: "0" })).toBe(
      "Current ratio cannot be calculated: Current liabilities is zero (division by zero).",
    );
  });

  it("a negative equity makes ROE and debt-to-equity meaningless", () => {
    expect(problem("roe", { netIncome: "5", equity: "-5" })).toBe(
      "ROE is not meaningful: Shareholders' equity is negative (-$5.00).",
    );
    expect(problem("debt-to-equity", { totalLiabilities: "5", equity: "-5" })).toMatch(/negative/);
  });

  it("a missing input is named", () => {
    expect(problem("net-margin", { revenue: "5" })).toBe("Enter Net income.");
    expect(problem("quick-ratio", {})).toBe(
      "Enter Current assets, Inventory and Current liabilities.",
    );
  });

  it("a current ratio below 1 says liabilities exceed assets", () => {
    expect(row("Current ratio", { currentAssets: "1", currentLiabilities: "2" })?.[4]).toBe(
      "Below 1: short-term liabilities exceed short-term assets.",
    );
  });

  it("a loss gives a negative margin, explained as a loss", () => {
    const found = row("Net margin", { netIncome: "-500", revenue: "10,000" });
    expect(found?.[1]).toBe("-5.00%");
    expect(found?.[4]).toBe(
      "The company loses $0.05 on each $1.00 of revenue as profit after all costs, interest and tax.",
    );
  });

  it("computes in decimal: 0.3 − 0.1 over 0.3 is exactly two thirds", () => {
    expect(result("Gross margin", { revenue: "0.3", costOfGoodsSold: "0.1" })).toBe("66.67%");
    expect(result("Current ratio", { currentAssets: "0.3", currentLiabilities: "0.1" })).toBe(
      "3.00",
    );
  });

  it("gross margin stays at or under 100% and quick ratio under the current ratio", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        (revenue, cost, inventory) => {
          const fields = {
            revenue: String(revenue),
            costOfGoodsSold: String(cost),
            currentAssets: String(revenue),
            inventory: String(inventory),
            currentLiabilities: String(revenue),
          };
          const calc = calculate(fields);
          const value = (id: string) => {
            const found = calc.ratios.find((r) => r.definition.id === id)?.outcome;
            if (found?.status !== "ok") throw new Error(id);
            return found.value;
          };
          expect(value("gross-margin").lte(1)).toBe(true);
          expect(value("quick-ratio").lte(value("current-ratio"))).toBe(true);
        },
      ),
    );
  });

  it("P/E from price and EPS equals market capitalisation over net income", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 6 }),
        fc.integer({ min: 1, max: 10 ** 5 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (priceCents, epsCents, shares) => {
          const price = (priceCents / 100).toFixed(2);
          const eps = (epsCents / 100).toFixed(2);
          const byShare = result("P/E", { sharePrice: price, eps });
          const netIncome = ((epsCents * shares) / 100).toFixed(2);
          const byCompany = result("P/E", {
            marketCap: ((priceCents * shares) / 100).toFixed(2),
            netIncome,
          });
          expect(byCompany).toBe(byShare);
        },
      ),
    );
  });
});

describe("fields and formats", () => {
  it("names each unreadable field and computes the others", () => {
    const calc = calculate({ ...COMPANY, revenue: "12abc" });
    expect(calc.fieldErrors.revenue).toBe(
      'Revenue: "12abc" is not a number. Write it like 1,234.56.',
    );
    expect(calc.ratios.find((r) => r.definition.id === "net-margin")?.outcome).toEqual({
      status: "missing",
      message: "Fix Revenue above: not read as a number.",
    });
    expect(resultRows(calc).find((r) => r[0] === "ROE")?.[1]).toBe("20.00%");
  });

  it("answers a 100,000-character field at once, with a message naming it", () => {
    const started = performance.now();
    const calc = calculate({ netIncome: "9".repeat(100_000) }, { endDate: "1".repeat(100_000) });
    expect(performance.now() - started).toBeLessThan(100);
    expect(calc.fieldErrors.netIncome).toBe("Net income: too long (at most 64 characters).");
    expect(calc.fieldErrors.endDate).toMatch(/^End date: ".{24}…" is not a date/);
  });

  it("names a date that does not exist", () => {
    expect(calculate({}, { startDate: "2024-02-30" }).fieldErrors.startDate).toBe(
      'Start date: "2024-02-30" is not a date (expected YYYY-MM-DD).',
    );
  });

  it("reads and writes the chosen locale and currency", () => {
    const german = { locale: "de-DE", currency: "EUR" };
    const found = row("ROI", { amountInvested: "1.000,00", finalValue: "1.500 €" }, {}, german);
    expect(found?.[1]).toBe("50,00\u00a0%");
    expect(found?.[4]).toBe(
      "The investment gained 500,00\u00a0€, 50,00\u00a0% of the 1.000,00\u00a0€ invested.",
    );
  });
});

describe("copy and download", () => {
  it("Copy is tab-separated with a header row", () => {
    const tsv = resultsTsv(resultRows(calculate({ revenue: "10", netIncome: "2" })));
    expect(tsv).toBe(
      `${RESULT_COLUMNS.join("\t")}\nNet margin\t20.00%\tNet margin = Net income ÷ Revenue\t$2.00 ÷ $10.00 = 20.00%\tThe company keeps $0.20 of each $1.00 of revenue as profit after all costs, interest and tax.\n`,
    );
  });

  it("Download is CSV, quoting cells with commas", () => {
    const csv = resultsCsv(resultRows(calculate({ revenue: "10,000", netIncome: "2,000" })));
    expect(csv.split("\r\n")[0]).toBe("Ratio,Result,Formula,Calculation,Interpretation");
    expect(csv).toContain('"$2,000.00 ÷ $10,000.00 = 20.00%"');
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("both are empty when nothing is computed", () => {
    expect(resultsTsv([])).toBe("");
    expect(resultsCsv([])).toBe("");
  });
});

describe("a tiny divisor keeps its digits in the worked calculation", () => {
  it("P/E with EPS 0.0000001 shows $0.0000001, not $0.00", () => {
    const pe = outcome("pe", { sharePrice: "$50", eps: "0.0000001" });
    expect(pe.status === "ok" && pe.worked).toBe("$50.00 ÷ $0.0000001 = 500,000,000.00");
  });
});
