// Property: converting a value to any unit of its category and back returns it, within the
// precision shown (6 significant digits by default; the engine is far more precise).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./unit-catalog";
import { convertValue } from "./unit-engine";
import { DEFAULT_PRECISION, formatNumber } from "./unit-format";

const pairs = CATEGORIES.flatMap((category) =>
  category.units.flatMap((from) => category.units.map((to) => ({ category, from, to }))),
);

describe("there and back", () => {
  it("returns the value within 1e-9 relative for every pair of units", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        ({ category, from, to }, value) => {
          const back = convertValue(convertValue(value, from, to), to, from);
          // Offset scales pass through kelvin: near 0 °C the error is absolute, not relative.
          const scale = category.id === "temperature" ? Math.max(value, 500) : value;
          expect(Math.abs(back - value) / scale).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("shows the same digits after a round trip at the default precision", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs.filter(({ category }) => category.id !== "temperature")),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        ({ from, to }, value) => {
          const back = convertValue(convertValue(value, from, to), to, from);
          expect(formatNumber(back, DEFAULT_PRECISION)).toBe(
            formatNumber(value, DEFAULT_PRECISION),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
