import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withinOneTypo } from "./one-typo";

/** Optimal string alignment distance, the textbook dynamic programme: the oracle. */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

describe("withinOneTypo", () => {
  it("forgives one letter added, dropped, changed, or two neighbours swapped", () => {
    expect(withinOneTypo("reabse", "rebase")).toBe(true);
    expect(withinOneTypo("rebas", "rebase")).toBe(true);
    expect(withinOneTypo("rebasse", "rebase")).toBe(true);
    expect(withinOneTypo("rebese", "rebase")).toBe(true);
    expect(withinOneTypo("rebase", "rebase")).toBe(true);
    expect(withinOneTypo("rbease", "rebase")).toBe(true);
  });

  it("does not forgive two typos", () => {
    expect(withinOneTypo("raebse", "rebase")).toBe(false);
    expect(withinOneTypo("rebaseee", "rebase")).toBe(false);
    expect(withinOneTypo("abc", "cba")).toBe(false);
  });

  it("agrees with the optimal string alignment distance on random words", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 7 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneTypo(a, b)).toBe(osaDistance(a, b) <= 1);
      }),
      { numRuns: 5000 },
    );
  });
});
