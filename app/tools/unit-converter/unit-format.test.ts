import { describe, expect, it } from "vitest";
import { convertInput } from "./unit-engine";
import {
  DEFAULT_PRECISION,
  DIGIT_CHOICES,
  PRECISION_MODES,
  conversionCsv,
  conversionText,
  formatNumber,
  sourceText,
  swappedInput,
  withUnitReplaced,
} from "./unit-format";

describe("formatNumber", () => {
  it("rounds to significant digits and drops trailing zeros", () => {
    expect(formatNumber(22.222222222, { mode: "significant", digits: 6 })).toBe("22.2222");
    expect(formatNumber(1.6002000000000001, { mode: "significant", digits: 6 })).toBe("1.6002");
    expect(formatNumber(1610.612736, { mode: "significant", digits: 10 })).toBe("1610.612736");
    expect(formatNumber(9.4607304725808e15, { mode: "significant", digits: 6 })).toBe(
      "9.46073e+15",
    );
  });

  it("writes a fixed number of decimals, or significant digits for a value too small for them", () => {
    expect(formatNumber(1.6002, { mode: "decimals", digits: 2 })).toBe("1.60");
    expect(formatNumber(0.0001234, { mode: "decimals", digits: 2 })).toBe("0.00012");
  });

  it("writes infinity and zero plainly", () => {
    expect(formatNumber(Infinity, { mode: "significant", digits: 6 })).toBe("∞");
    expect(formatNumber(0, { mode: "decimals", digits: 3 })).toBe("0");
  });
});

describe("conversion text, CSV and swap", () => {
  const conversion = convertInput("5 ft 3 in to m");
  if (!conversion) throw new Error("no conversion");
  const precision = { mode: "significant", digits: 6 } as const;

  it("lists one line per unit", () => {
    expect(conversionText(conversion, precision).split("\n")).toContain("1.6002 m");
    expect(conversionText(conversion, precision).split("\n")).toContain("63 in");
  });

  it("writes a CSV with a header", () => {
    expect(conversionCsv(conversion, precision).split(/\r?\n/u)[1]).toBe("1.6002,m,metre");
  });

  it("swaps the result into the input, reversed", () => {
    expect(swappedInput(conversion)).toBe("1.6002 m to in");
    expect(swappedInput(convertInput("5 ft")!)).toBeNull();
  });
});

describe("Swap and regional units", () => {
  it("swaps the exact value, not the rounded one: 1 mi → km → back is exactly 1 mi", () => {
    const there = convertInput("1 mile to km")!;
    const back = convertInput(swappedInput(there)!)!;
    expect(swappedInput(there)).toBe("1.609344 km to mi");
    expect(back.target?.value).toBe(1);
    const third = convertInput(swappedInput(convertInput("1 in to cm")!)!)!;
    expect(third.target?.value).toBeCloseTo(1, 12);
  });

  it("replaces the typed unit with the other country's", () => {
    expect(withUnitReplaced("2 gallons to L", "gallons", "imp gal")).toBe("2 imp gal to L");
    expect(withUnitReplaced("2 L to US  gal", "US gal", "imp gal")).toBe("2 L to imp gal");
    expect(withUnitReplaced("2gal", "gal", "imp gal")).toBe("2imp gal");
  });
});

// Each was a change to unit-format.ts or unit-engine.ts that no test noticed (bench/mutation.mjs).
describe("edges a mutation test found unguarded", () => {
  it("offers significant digits (6 by default) or decimal places, 1 to 15", () => {
    expect(DEFAULT_PRECISION).toEqual({ mode: "significant", digits: 6 });
    expect(PRECISION_MODES).toEqual([
      { value: "significant", label: "Significant digits" },
      { value: "decimals", label: "Decimal places" },
    ]);
    expect(DIGIT_CHOICES.map((choice) => [choice.value, choice.label])).toEqual(
      Array.from({ length: 15 }, (_, i) => [String(i + 1), String(i + 1)]),
    );
  });

  it("writes no number, minus infinity, and keeps an integer's own zeros", () => {
    const six = { mode: "significant", digits: 6 } as const;
    expect(formatNumber(Number.NaN, six)).toBe("—");
    expect(formatNumber(-Infinity, six)).toBe("-∞");
    expect(formatNumber(1200, { mode: "significant", digits: 4 })).toBe("1200");
  });

  it("writes the source as typed, and the CSV's header", () => {
    const conversion = convertInput("5 ft 3 in to m")!;
    expect(sourceText(conversion, { mode: "significant", digits: 6 })).toBe("5 ft 3 in");
    const csv = conversionCsv(conversion, { mode: "significant", digits: 6 });
    expect(csv.split(/\r?\n/u)[0]).toBe("Value,Unit,Name");
  });

  it("replaces a unit typed in several words, however they are spaced", () => {
    expect(withUnitReplaced("2 fluid  ounces to ml", "fluid ounces", "imp fl oz")).toBe(
      "2 imp fl oz to ml",
    );
  });

  it("names a regional unit typed twice once", () => {
    expect(convertInput("1 gallon 1 gallon")?.regional).toHaveLength(1);
  });
});
