import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupedCount } from "./count-text";

describe("groupedCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
    [-1234, "-1,234"],
    [Number.MAX_SAFE_INTEGER, "9,007,199,254,740,991"],
    [1234.5, "1,234.5"],
  ])("%s → %s", (count, text) => {
    expect(groupedCount(count)).toBe(text);
  });

  it("writes every safe integer as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (count) => {
        expect(groupedCount(count)).toBe(count.toLocaleString("en-US"));
      }),
      { numRuns: 2000 },
    );
  });

  it("-0 is 0 (Intl writes -0; a count has no signed zero)", () => {
    expect(groupedCount(-0)).toBe("0");
  });
});

it("groups bigints beyond 2^53 exactly", () => {
  expect(groupedCount(2n ** 80n)).toBe("1,208,925,819,614,629,174,706,176");
  expect(groupedCount(-1234n)).toBe("-1,234");
  expect(groupedCount(0n)).toBe("0");
});
