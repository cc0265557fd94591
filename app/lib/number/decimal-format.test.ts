import Big from "big.js";
import { describe, expect, it } from "vitest";
import { formatExactDecimal, minorUnits, roundedDecimal } from "./decimal-format";

describe("minor units", () => {
  it("come from Intl: JPY 0, USD 2, BHD 3", () => {
    expect(minorUnits("JPY")).toBe(0);
    expect(minorUnits("USD")).toBe(2);
    expect(minorUnits("BHD")).toBe(3);
  });
});

describe("roundedDecimal", () => {
  it("rounds half away from zero in decimal, where binary floating point would not", () => {
    expect((1.005).toFixed(2)).toBe("1.00");
    expect(roundedDecimal(new Big("1.005"), 2)).toBe("1.01");
    expect(roundedDecimal(new Big("-1.005"), 2)).toBe("-1.01");
    expect(roundedDecimal(new Big("2.5"), 0)).toBe("3");
  });

  it("drops the sign of a rounded zero", () => {
    expect(roundedDecimal(new Big("-0.001"), 2)).toBe("0");
  });
});

describe("formatExactDecimal", () => {
  const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

  it("keeps every digit past double precision", () => {
    expect(formatExactDecimal(usd, "12345678901234567.89")).toBe("$12,345,678,901,234,567.89");
    expect(formatExactDecimal(new Intl.NumberFormat("en-US"), "0.1")).toBe("0.1");
  });

  it("follows the format's locale", () => {
    const eur = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
    expect(formatExactDecimal(eur, "1234.5")).toBe("1.234,50\u00a0€");
    const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });
    expect(formatExactDecimal(plain, "1e-8")).toBe("0.00000001");
  });
});
