import { describe, expect, it } from "vitest";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { clashingSpellings, lookupUnit } from "./unit-lookup";
import {
  DECIMAL_COMMA_MESSAGE,
  MAX_INPUT_LENGTH,
  TOO_LONG_MESSAGE,
  parseConversion,
} from "./unit-parse";

function summary(input: string) {
  const parsed = parseConversion(input);
  if (!parsed) return null;
  return {
    category: parsed.category.id,
    quantities: parsed.quantities.map((q) => [q.value, q.unit.unit.id]),
    target: parsed.target?.unit.id ?? null,
  };
}

describe("parseConversion", () => {
  it("reads several quantities of one kind: 5 ft 3 in", () => {
    expect(summary("5 ft 3 in")).toEqual({
      category: "length",
      quantities: [
        [5, "ft"],
        [3, "in"],
      ],
      target: null,
    });
  });

  it("tells the inch from the separator: 3 in in cm", () => {
    expect(summary("3 in in cm")).toMatchObject({ quantities: [[3, "in"]], target: "cm" });
  });

  it("reads a target after to, in, as, into, → and =", () => {
    for (const input of [
      "1.5 GiB in MB",
      "1.5 GiB to MB",
      "1.5GiB → MB",
      "1.5 GiB=MB",
      "1.5 GiB -> MB",
    ]) {
      expect(summary(input), input).toMatchObject({ quantities: [[1.5, "GiB"]], target: "MB" });
    }
  });

  it("accepts °F, degF, F and fahrenheit for one unit", () => {
    for (const input of ["72 °F", "72°F", "72 degF", "72 F", "72 fahrenheit", "72 deg F"]) {
      expect(summary(input)?.quantities, input).toEqual([[72, "°F"]]);
    }
  });

  it("keeps MB, Mb and mb apart (megabyte, megabit, millibar)", () => {
    expect(summary("1 MB")?.quantities).toEqual([[1, "MB"]]);
    expect(summary("1 Mb")?.quantities).toEqual([[1, "Mbit"]]);
    expect(summary("1 mb")?.quantities).toEqual([[1, "mbar"]]);
  });

  it("reads fuel economy, multi-word units, plurals, signs and exponents", () => {
    expect(summary("30 mpg to L/100 km")).toMatchObject({ target: "L/100 km" });
    expect(summary("2 fl oz")?.quantities).toEqual([[2, "fl oz"]]);
    expect(summary("−40 °C")?.quantities).toEqual([[-40, "°C"]]);
    expect(summary("1e3 meters")?.quantities).toEqual([[1000, "m"]]);
    expect(summary("2 nautical miles")?.quantities).toEqual([[2, "nmi"]]);
    expect(summary("ft to m")).toMatchObject({ quantities: [[1, "ft"]], target: "m" });
  });

  it("reads 5'3\" as feet and inches, and commas grouping thousands", () => {
    expect(summary(`5'3"`)?.quantities).toEqual([
      [5, "ft"],
      [3, "in"],
    ]);
    expect(summary("1,000,000.5 m")?.quantities).toEqual([[1_000_000.5, "m"]]);
    expect(thrownMessage(() => parseConversion("1,5 m"))).toBe(DECIMAL_COMMA_MESSAGE);
  });

  it("gives nothing for empty input", () => {
    expect(parseConversion("  \n ")).toBeNull();
  });

  it("explains a unit it does not know", () => {
    expect(thrownMessage(() => parseConversion("5 furlongz"))).toBe(
      '"furlongz" is not a unit this converter knows. Try 5 ft 3 in, 72 °F or 1.5 GiB in MB.',
    );
  });

  it("refuses to mix kinds or add temperatures", () => {
    expect(thrownMessage(() => parseConversion("5 parsecs to kg"))).toBe(
      "Cannot convert pc (length) to kg (mass): both units must measure the same quantity.",
    );
    expect(thrownMessage(() => parseConversion("5 ft 3 kg"))).toMatch(/cannot be added/);
    expect(thrownMessage(() => parseConversion("5 °C 3 °F"))).toMatch(/one temperature value/);
  });

  it("asks for a missing unit or target", () => {
    expect(thrownMessage(() => parseConversion("5 to m"))).toBe(
      'Give the unit of 5, for example "5 ft".',
    );
    expect(thrownMessage(() => parseConversion("5 ft to"))).toBe(
      'Name the unit to convert to after "to".',
    );
  });

  it("rejects input over the length limit at once", () => {
    const started = performance.now();
    expect(thrownMessage(() => parseConversion("(".repeat(100_000)))).toBe(TOO_LONG_MESSAGE);
    expect(performance.now() - started).toBeLessThan(50);
    expect(parseConversion(`${"1".repeat(MAX_INPUT_LENGTH - 2)} m`)).not.toBeNull();
  });
});

describe("the unit catalogue", () => {
  it("has no spelling that names two units", () => {
    expect(clashingSpellings()).toEqual([]);
  });

  it("finds case-insensitive spellings only when they are unambiguous", () => {
    expect(lookupUnit("KM/H")).toMatchObject({ kind: "found", found: { unit: { id: "km/h" } } });
    expect(lookupUnit("GIGABYTES")).toMatchObject({ kind: "found", found: { unit: { id: "GB" } } });
    // GiB (gibibyte) or Gib (gibibit): the case is the only difference.
    expect(lookupUnit("GIB")).toMatchObject({ kind: "ambiguous" });
    expect(thrownMessage(() => parseConversion("1 gib"))).toBe(
      '"gib" could mean Gibit (gibibit) or GiB (gibibyte): type the symbol exactly as shown.',
    );
  });
});

// Each of these was a change to the parser that no test noticed (bench/mutation.mjs, unit-parse).
describe("parseConversion, edges a mutation test found unguarded", () => {
  const value = (input: string) => parseConversion(input)!.quantities[0].value;

  it("reads every vulgar fraction, alone and after a whole number", () => {
    const vulgar = { "½": 1 / 2, "¼": 1 / 4, "¾": 3 / 4, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 1 / 8 };
    for (const [mark, part] of Object.entries({ ...vulgar, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8 })) {
      expect(value(`${mark} in`)).toBeCloseTo(part, 12);
      expect(value(`12${mark} in`)).toBeCloseTo(12 + part, 12);
    }
  });

  it("reads fractions and mixed numbers of several digits, with any spaces between", () => {
    expect(value("12 1/2 in")).toBe(12.5);
    expect(value("5   1/2 in")).toBe(5.5);
    expect(value("11/16 in")).toBe(0.6875);
    expect(value("1/16 in")).toBe(0.0625);
    expect(value("-3 3/4 in")).toBe(-3.75);
    expect(thrownMessage(() => parseConversion("5 1/0 in"))).toBe("5 1/0 divides by zero.");
  });

  it("reads grouped thousands, decimals and exponents as written", () => {
    expect(value("12,345 m")).toBe(12345);
    expect(value("1,000 m")).toBe(1000);
    expect(value("1,000.25 m")).toBe(1000.25);
    expect(value(".25 m")).toBe(0.25);
    expect(value("1e-3 m")).toBe(0.001);
    expect(value("1e+3 m")).toBe(1000);
    expect(value("1e12 m")).toBe(1e12);
    expect(thrownMessage(() => parseConversion("1e999 m"))).toBe("1e999 is too large a number.");
  });

  it("says a decimal comma is not read, in its own words", () => {
    expect(thrownMessage(() => parseConversion("1,5 m"))).toBe(
      "Write decimals with a point (1.5), not a comma; a comma may only group thousands (1,000).",
    );
  });

  it("keeps a word that starts with a sign or point whole, and names it", () => {
    expect(thrownMessage(() => parseConversion("5 -xy"))).toBe(
      '"-xy" is not a unit this converter knows. Try 5 ft 3 in, 72 °F or 1.5 GiB in MB.',
    );
  });

  it("finds the target only after the last number, and a bare unit is one of it", () => {
    expect(summary("1 in 3 in")).toMatchObject({
      quantities: [
        [1, "in"],
        [3, "in"],
      ],
      target: null,
    });
    expect(summary("ft")).toMatchObject({ quantities: [[1, "ft"]], target: null });
    expect(summary("1 m into ft")).toMatchObject({ target: "ft" });
    expect(summary("1 m as ft")).toMatchObject({ target: "ft" });
    expect(thrownMessage(() => parseConversion("to m"))).toBe(
      "Type a value and a unit to convert. Try 5 ft 3 in, 72 °F or 1.5 GiB in MB.",
    );
  });

  it("keeps a unit of several words as typed", () => {
    expect(parseConversion("2 fl oz")!.quantities[0].typed).toBe("fl oz");
  });

  it("names both kinds when quantities cannot be added, and one temperature at a time", () => {
    expect(thrownMessage(() => parseConversion("5 m 3 kg"))).toBe(
      "m (length) and kg (mass) cannot be added: they measure different quantities.",
    );
    expect(thrownMessage(() => parseConversion("72 °F 3 °F"))).toBe(
      "Only one temperature value can be converted at a time: they cannot be added like lengths.",
    );
    expect(TOO_LONG_MESSAGE).toBe(
      `The input is too long: a conversion is at most ${MAX_INPUT_LENGTH} characters, such as "5 ft 3 in to m".`,
    );
  });
});
