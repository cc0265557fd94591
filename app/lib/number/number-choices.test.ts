import { describe, expect, it } from "vitest";
import { currencyOptions, localeOptions, NUMBER_LOCALES } from "./number-choices";

describe("number choices", () => {
  it("label each locale with how it writes 1234.56", () => {
    for (const { value, label } of NUMBER_LOCALES) {
      const written = new Intl.NumberFormat(value, { minimumFractionDigits: 2 })
        .format(value === "en-IN" ? 123456.78 : 1234.56)
        .replace(/[\u00a0\u202f]/g, " ")
        .replace("’", "'");
      expect(label.startsWith(`${written} (`)).toBe(true);
    }
  });

  it("offer a subset in the order given", () => {
    expect(localeOptions(["en-US", "de-CH"])).toEqual([
      { value: "en-US", label: "1,234.56 (English, US)" },
      { value: "de-CH", label: "1'234.56 (Swiss German)" },
    ]);
    expect(currencyOptions(["USD", "JPY"])).toEqual([
      { value: "USD", label: "USD – US dollar" },
      { value: "JPY", label: "JPY – Japanese yen" },
    ]);
  });
});
