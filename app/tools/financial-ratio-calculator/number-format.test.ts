import Big from "big.js";
import fc from "fast-check";
import { notANumberMessage } from "~/lib/number/grouped-decimal";
import { ToolError } from "~/lib/tool-error";
import {
  DEFAULT_FORMAT,
  LOCALE_OPTIONS,
  MAX_FIELD_LENGTH,
  ResultFormatter,
  parseFieldNumber,
  rewriteFieldForLocale,
  tooLargeMessage,
  tooLongMessage,
} from "./number-format";

const read = (
  text: string,
  kind: "money" | "count" | "percent" | "years" = "money",
  locale = "en-US",
) => parseFieldNumber("Net income", text, kind, locale)?.toString() ?? null;

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return (error as Error).message;
  }
  throw new Error("expected a ToolError");
};

describe("reading a typed number", () => {
  it("reads an empty field as missing", () => {
    expect(read("")).toBeNull();
    expect(read("   ")).toBeNull();
  });

  it.each([
    ["1,234.56", "1234.56"],
    ["$1,234", "1234"],
    ["1234.5", "1234.5"],
    [" 42 ", "42"],
    ["-5", "-5"],
    ["−5", "-5"],
    ["-$5", "-5"],
    ["$-5", "-5"],
    ["(1,500)", "-1500"],
    ["+7", "7"],
    ["1.2e6", "1200000"],
    ["2.5e-3", "0.0025"],
    ["$2.5B", "2500000000"],
    ["1.5m", "1500000"],
    ["3k", "3000"],
    ["USD 12", "12"],
    ["12 €", "12"],
    [".5", "0.5"],
    ["12,345,678", "12345678"],
  ])("reads money %j as %s", (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it("reads a percent field with or without the % sign, as the number of percent", () => {
    expect(read("12%", "percent")).toBe("12");
    expect(read("12.5", "percent")).toBe("12.5");
  });

  it("reads Indian grouping (lakh, crore)", () => {
    expect(read("1,23,45,678.90", "money", "en-IN")).toBe("12345678.9");
  });

  it("reads the locale's separators: German, French, Swiss", () => {
    expect(read("1.234,56", "money", "de-DE")).toBe("1234.56");
    expect(read("1 234,56 €", "money", "fr-FR")).toBe("1234.56");
    expect(read("1\u202f234,56", "money", "fr-FR")).toBe("1234.56");
    expect(read("1'234.56", "money", "de-CH")).toBe("1234.56");
  });

  it.each([
    ["12abc", "money"],
    ["1,5", "money"],
    ["1,50", "money"],
    ["1,,000", "money"],
    [",100", "money"],
    ["12%", "money"],
    ["$12", "percent"],
    ["$12", "count"],
    ["5k", "years"],
    ["1.2.3", "money"],
    ["1e", "money"],
    ["$", "money"],
    ["-", "money"],
    ["--5", "money"],
    ["(-5)", "money"],
    ["NaN", "money"],
    ["Infinity", "money"],
    ["0x10", "money"],
  ] as const)("refuses %j in a %s field, naming the field", (text, kind) => {
    expect(messageOf(() => read(text, kind))).toBe(notANumberMessage("Net income", text, "en-US"));
  });

  it("says how numbers are written in the chosen locale", () => {
    expect(messageOf(() => read("1.5", "money", "de-DE"))).toBe(
      'Net income: "1.5" is not a number. Write it like 1.234,56.',
    );
  });

  it("refuses text longer than the limit before reading it", () => {
    expect(messageOf(() => read("1".repeat(MAX_FIELD_LENGTH + 1)))).toBe(
      tooLongMessage("Net income"),
    );
    expect(read("1".repeat(17))).toBe("11111111111111111");
  });

  it("refuses magnitudes of 10^18 and more", () => {
    expect(messageOf(() => read("1e18"))).toBe(tooLargeMessage("Net income"));
    expect(messageOf(() => read("-2,000,000T"))).toBe(tooLargeMessage("Net income"));
    // A number too large to have a 3-digit exponent is too large, not "not a number".
    expect(messageOf(() => read("1e309"))).toBe(tooLargeMessage("Net income"));
  });

  it("answers a 100,000-character field at once", () => {
    const started = performance.now();
    expect(() => read("9".repeat(100_000))).toThrow(ToolError);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("formatting results", () => {
  // Made in each test, not once when the file loads: a mutation test changes the code per test.
  let usd: ResultFormatter;
  beforeEach(() => {
    usd = new ResultFormatter(DEFAULT_FORMAT);
  });

  it("writes money in dollars with comma grouping, to the cent", () => {
    expect(usd.formatMoney(new Big("1234567.891"))).toBe("$1,234,567.89");
    expect(usd.formatMoney(new Big("-5"))).toBe("-$5.00");
  });

  it("rounds half away from zero in decimal, where binary floating point would not", () => {
    // 1.005 is 1.00499999999999989… in binary: toFixed(2) gives "1.00".
    expect((1.005).toFixed(2)).toBe("1.00");
    expect(usd.formatMoney(new Big("1.005"))).toBe("$1.01");
    expect(usd.formatMoney(new Big("-1.005"))).toBe("-$1.01");
  });

  it("shows a rounded zero without a minus sign", () => {
    expect(usd.formatMoney(new Big("-0.001"))).toBe("$0.00");
    expect(usd.formatPercent(new Big("-0.00001"))).toBe("0.00%");
  });

  it("keeps every digit of large amounts (no binary rounding)", () => {
    expect(usd.formatMoney(new Big("123456789012345.675"))).toBe("$123,456,789,012,345.68");
  });

  it("writes ratios and percentages to 2 decimals", () => {
    expect(usd.formatRatio(new Big("25"))).toBe("25.00");
    expect(usd.formatRatio(new Big("1234.5678"))).toBe("1,234.57");
    expect(usd.formatPercent(new Big("0.144714"))).toBe("14.47%");
  });

  it("follows the chosen currency and locale", () => {
    const eur = new ResultFormatter({ locale: "de-DE", currency: "EUR" });
    expect(eur.formatMoney(new Big("1234.5"))).toBe("1.234,50\u00a0€");
    expect(eur.formatPercent(new Big("0.4"))).toBe("40,00\u00a0%");
    const yen = new ResultFormatter({ locale: "ja-JP", currency: "JPY" });
    expect(yen.formatMoney(new Big("1234.5"))).toBe("￥1,235");
    expect(yen.formatPerUnit(new Big("0.4"))).toBe("￥0.40");
  });

  it("reads back what it writes, in every offered locale", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }),
        fc.constantFrom(...LOCALE_OPTIONS.map((o) => o.value)),
        (cents, locale) => {
          const value = new Big(cents.toString()).div(100);
          const written = new ResultFormatter({ locale, currency: "USD" }).formatRatio(value);
          expect(parseFieldNumber("Revenue", written, "money", locale)?.eq(value)).toBe(true);
        },
      ),
    );
  });

  it("reads back its own money output in dollars", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), (cents) => {
        const value = new Big(cents.toString()).div(100);
        expect(
          parseFieldNumber("Revenue", usd.formatMoney(value), "money", "en-US")?.eq(value),
        ).toBe(true);
      }),
    );
  });
});

describe("changing the number format", () => {
  it("rewrites a typed figure so it keeps its value, and leaves unreadable text alone", () => {
    expect(rewriteFieldForLocale("$1,000", "money", "en-US", "de-DE")).toBe("$1.000");
    expect(rewriteFieldForLocale("12.5%", "percent", "en-US", "fr-FR")).toBe("12,5%");
    expect(rewriteFieldForLocale("(2,500.75)", "money", "en-US", "de-CH")).toBe("(2'500.75)");
    expect(rewriteFieldForLocale("1,5", "money", "en-US", "de-DE")).toBe("1,5");
    const moved = rewriteFieldForLocale("$2.5M", "money", "en-US", "de-DE");
    expect(parseFieldNumber("Revenue", moved, "money", "de-DE")?.toFixed()).toBe("2500000");
  });
});

describe("operands of a worked formula", () => {
  it("show the digits they have, so a tiny divisor is not written as $0.00", () => {
    const usd = new ResultFormatter({ locale: "en-US", currency: "USD" });
    expect(usd.formatOperand(new Big("0.0000001"))).toBe("$0.0000001");
    expect(usd.formatOperand(new Big("2"))).toBe("$2.00");
    expect(usd.formatOperand(new Big("2.125"))).toBe("$2.125");
    expect(usd.formatOperand(new Big("1").div(3))).toBe("$0.3333333333");
    const yen = new ResultFormatter({ locale: "ja-JP", currency: "JPY" });
    expect(yen.formatOperand(new Big("12"))).toBe("￥12");
  });
});

// Each was a change to number-format.ts that no test noticed (bench/mutation.mjs, number-format).
describe("edges a mutation test found unguarded", () => {
  it("defaults to dollars written the American way", () => {
    expect(DEFAULT_FORMAT).toEqual({ locale: "en-US", currency: "USD" });
  });

  it.each([
    ["( 1,500 )", "money", "-1500"],
    ["- 5", "money", "-5"],
    ["$ 12", "money", "12"],
    ["12 $", "money", "12"],
    ["€12", "money", "12"],
    ["£12", "money", "12"],
    ["¥12", "money", "12"],
    ["₹12", "money", "12"],
    ["₩12", "money", "12"],
    ["₣12", "money", "12"],
    ["CHF 12", "money", "12"],
    ["12 EUR", "money", "12"],
    ["12 %", "percent", "12"],
    ["3k", "count", "3000"],
    ["9k", "money", "9000"],
    [`${" ".repeat(62)}12`, "money", "12"],
  ] as const)("reads %j in a %s field as %s", (text, kind, expected) => {
    expect(read(text, kind)).toBe(expected);
  });

  it.each(["ABC 12", "12 ABC", "12 EURx"])("refuses %j: not a currency it knows", (text) => {
    expect(messageOf(() => read(text))).toBe(notANumberMessage("Net income", text, "en-US"));
  });

  it("names the trimmed text in its message, and says too large for a 4-digit exponent", () => {
    expect(messageOf(() => read(" 12abc "))).toBe(
      notANumberMessage("Net income", "12abc", "en-US"),
    );
    expect(messageOf(() => read("1e1000"))).toBe(
      "Net income: too large (it must be below 10^18 in size).",
    );
  });

  it("writes an operand with one decimal to the cent, and counts with the decimals asked for", () => {
    const usd = new ResultFormatter(DEFAULT_FORMAT);
    expect(usd.formatOperand(new Big("0.5"))).toBe("$0.50");
    expect(usd.formatNumber(new Big("3.14159"), 5)).toBe("3.14159");
    expect(usd.formatNumber(new Big("1000000"), 0)).toBe("1,000,000");
    expect(usd.formatNumber(new Big("3.45"), 1)).toBe("3.5");
  });
});
