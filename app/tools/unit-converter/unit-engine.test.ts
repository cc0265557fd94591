import { describe, expect, it } from "vitest";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { CATEGORIES } from "./unit-catalog";
import { belowAbsoluteZeroMessage, convertInput, convertValue } from "./unit-engine";
import { NIST_FACTORS, NIST_TEMPERATURES } from "../../../test-support/unit-converter/nist-factors";

const unitById = new Map(CATEGORIES.flatMap((c) => c.units.map((u) => [u.id, u] as const)));
function unit(id: string) {
  const found = unitById.get(id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

describe("unit factors against NIST SP 811", () => {
  for (const { unit: id, si, factor, exact } of NIST_FACTORS) {
    it(`1 ${id} = ${factor} ${si}`, () => {
      const value = convertValue(1, unit(id), unit(si));
      // Exact definitions agree to float rounding; SP 811's printed factors to their 7 digits.
      const tolerance = exact ? 1e-12 : 5e-7;
      expect(Math.abs(value - factor) / factor).toBeLessThan(tolerance);
    });
  }

  for (const { value, unit: id, kelvin } of NIST_TEMPERATURES) {
    it(`${value} ${id} = ${kelvin} K`, () => {
      expect(convertValue(value, unit(id), unit("K"))).toBeCloseTo(kelvin, 10);
    });
  }

  it("converts between the two offset scales directly", () => {
    expect(convertValue(72, unit("°F"), unit("°C"))).toBeCloseTo(22.2222222222, 9);
    expect(convertValue(-40, unit("°C"), unit("°F"))).toBeCloseTo(-40, 10);
  });

  it("every unit of every category converts to the category's first unit and back", () => {
    for (const category of CATEGORIES) {
      const first = category.units[0];
      for (const other of category.units) {
        const there = convertValue(3, other, first);
        expect(Number.isFinite(there), `${other.id}`).toBe(true);
        expect(convertValue(there, first, other)).toBeCloseTo(3, 9);
      }
    }
  });
});

describe("fuel economy (reciprocal)", () => {
  it("30 mpg (US) is 7.84049 L/100 km and back", () => {
    expect(convertValue(30, unit("mpg"), unit("L/100 km"))).toBeCloseTo(7.840486, 5);
    expect(convertValue(7.84049, unit("L/100 km"), unit("mpg"))).toBeCloseTo(30, 4);
  });

  it("imperial mpg uses the imperial gallon, and km/L is 100 / (L/100 km)", () => {
    expect(convertValue(1, unit("mpg (imp)"), unit("km/L"))).toBeCloseTo(1.609344 / 4.54609, 12);
    expect(convertValue(5, unit("L/100 km"), unit("km/L"))).toBeCloseTo(20, 12);
  });
});

describe("convertInput", () => {
  it("adds 5 ft 3 in into 1.6002 m and lists every length unit", () => {
    const result = convertInput("5 ft 3 in to m");
    expect(result?.target?.value).toBeCloseTo(1.6002, 12);
    expect(result?.categoryId).toBe("length");
    expect(result?.rows.map((row) => row.unitId)).toEqual(CATEGORIES[0].units.map((u) => u.id));
    expect(result?.rows.find((row) => row.unitId === "in")?.value).toBeCloseTo(63, 10);
  });

  it("1.5 GiB in MB is 1610.612736 MB", () => {
    expect(convertInput("1.5 GiB in MB")?.target?.value).toBeCloseTo(1610.612736, 9);
  });

  it("72 °F is 22.2222 °C without a target too", () => {
    const result = convertInput("72 °F");
    expect(result?.target).toBeNull();
    expect(result?.rows.find((row) => row.unitId === "°C")?.value).toBeCloseTo(22.2222, 4);
  });

  it("says why 5 parsecs cannot become kilograms", () => {
    expect(thrownMessage(() => convertInput("5 parsecs to kg"))).toBe(
      "Cannot convert pc (length) to kg (mass): both units must measure the same quantity.",
    );
  });

  it("gives nothing for empty input", () => {
    expect(convertInput("   ")).toBeNull();
  });
});

describe("what the converter refuses or points out", () => {
  it("refuses a temperature below absolute zero", () => {
    expect(() => convertInput("-500 °C to K")).toThrow(belowAbsoluteZeroMessage(-500, "°C"));
    expect(() => convertInput("-1 K")).toThrow("below absolute zero");
    expect(() => convertInput("-460 °F")).toThrow("below absolute zero");
    expect(convertInput("-273.15 °C to K")?.target?.value).toBeCloseTo(0, 9);
    expect(convertInput("-459.67 °F to K")?.target?.value).toBeCloseTo(0, 9);
  });

  it("reads fractions and mixed numbers: 1/2 in, 5 1/2 in, 5½ in, -3 3/4 °F", () => {
    expect(convertInput("1/2 in to mm")?.target?.value).toBeCloseTo(12.7, 12);
    expect(convertInput("5 1/2 in to mm")?.target?.value).toBeCloseTo(139.7, 12);
    expect(convertInput("5½ in to mm")?.target?.value).toBeCloseTo(139.7, 12);
    expect(convertInput("2 ft 3/4 in to in")?.target?.value).toBeCloseTo(24.75, 12);
    expect(convertInput("-3 3/4 °F to °F")?.target?.value).toBeCloseTo(-3.75, 12);
    expect(() => convertInput("1/0 in")).toThrow("1/0 divides by zero.");
  });

  it("says which gallon, pint or ton it read, and names the other", () => {
    expect(convertInput("2 gallons to L")?.regional).toEqual([
      {
        typed: "gallons",
        readAs: "gallon (US)",
        otherId: "imp gal",
        otherName: "gallon (imperial)",
      },
    ]);
    expect(convertInput("1 L to pint")?.regional[0]).toMatchObject({
      typed: "pint",
      otherId: "imp pt",
    });
    expect(convertInput("1 ton")?.regional[0]).toMatchObject({ otherId: "long ton" });
    expect(convertInput("1 m to ft")?.regional).toEqual([]);
  });
});
