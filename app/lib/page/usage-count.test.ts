// Tests of the usage badge numbers (spec §9 factors and display rules, §4 count-up).
import {
  ANIMATION_MS,
  APPEAR_DELAY_MS,
  DEFAULT_BASE_COUNT,
  STEPS,
  USAGE_SUFFIX,
  countUpValue,
  formatUsageCount,
  usageTarget,
  widestCountUpText,
} from "./usage-count";

/** Every factor of the spec §9 table with the count it must give at the default base count. */
const SPEC_FACTORS: Array<[factor: number, expected: number]> = [
  [2.3, 2_300_000],
  [2.1, 2_100_000],
  [1.9, 1_900_000],
  [1.8, 1_800_000],
  [1.7, 1_700_000],
  [1.6, 1_600_000],
  [1.5, 1_500_000],
  [1.4, 1_400_000],
  [1.3, 1_300_000],
  [1.2, 1_200_000],
  [1.1, 1_100_000],
  [1, 1_000_000],
];

describe("usage constants", () => {
  it("match spec §9", () => {
    expect(DEFAULT_BASE_COUNT).toBe(1_000_000);
    expect(ANIMATION_MS).toBe(2000);
    expect(STEPS).toBe(60);
    expect(APPEAR_DELAY_MS).toBe(100);
    expect(USAGE_SUFFIX).toBe("+ operations");
  });
});

describe("usageTarget", () => {
  it.each(SPEC_FACTORS)(
    "gives the exact count for factor %s despite float error",
    (factor, expected) => {
      expect(usageTarget(factor)).toBe(expected);
    },
  );

  it("shows every spec factor with one decimal and M", () => {
    for (const [factor] of SPEC_FACTORS) {
      expect(formatUsageCount(usageTarget(factor))).toBe(`${factor.toFixed(1)}M`);
    }
  });

  it("multiplies a custom base count and rounds down", () => {
    expect(usageTarget(1.5, 1_001)).toBe(1_501);
    expect(usageTarget(2.3, 10)).toBe(23);
    expect(usageTarget(1.3, 7)).toBe(9);
  });
});

describe("formatUsageCount", () => {
  it("shows numbers below 1,000 plainly", () => {
    expect(formatUsageCount(0)).toBe("0");
    expect(formatUsageCount(999)).toBe("999");
  });

  it("shows whole thousands with K from 1,000", () => {
    expect(formatUsageCount(1_000)).toBe("1K");
    expect(formatUsageCount(1_999)).toBe("1K");
    expect(formatUsageCount(999_999)).toBe("999K");
  });

  it("shows one decimal with M from 1,000,000", () => {
    expect(formatUsageCount(1_000_000)).toBe("1.0M");
    expect(formatUsageCount(2_300_000)).toBe("2.3M");
  });

  it("rounds millions down so the + never overstates", () => {
    expect(formatUsageCount(1_999_999)).toBe("1.9M");
  });
});

describe("countUpValue", () => {
  it("starts at 0 and ends exactly at the target", () => {
    expect(countUpValue(2_300_000, 0)).toBe(0);
    expect(countUpValue(2_300_000, STEPS)).toBe(2_300_000);
  });

  it("rises in equal whole-number steps", () => {
    expect(countUpValue(600, 1)).toBe(10);
    expect(countUpValue(600, 30)).toBe(300);
    expect(countUpValue(1_000, 1, 3)).toBe(333);
  });

  it("never rises past the target", () => {
    expect(countUpValue(500, STEPS + 5)).toBe(500);
  });
});

describe("widestCountUpText", () => {
  it("is at least as long as every figure shown while counting up", () => {
    for (const target of [0, 7, 950, 999_999, 1_234_567, 12_500]) {
      const widest = widestCountUpText(target);
      for (let step = 0; step <= STEPS; step++) {
        expect(formatUsageCount(countUpValue(target, step)).length).toBeLessThanOrEqual(
          widest.length,
        );
      }
      expect(widest.length).toBeGreaterThanOrEqual(formatUsageCount(target).length);
    }
  });
});
