// Usage badge numbers: the target count, its short display form and the count-up steps.
// Implements spec §9 "Usage badge" (base count, factor, display rules) and §4 (animation).

export const DEFAULT_BASE_COUNT = 1_000_000;
/** Spec §9: the count-up takes 2000 ms in 60 steps and the badge appears after 100 ms. */
export const ANIMATION_MS = 2000;
export const STEPS = 60;
export const APPEAR_DELAY_MS = 100;
export const USAGE_SUFFIX = "+ operations";

/**
 * Base count times the tool's factor, rounded down (spec §9). The product is first rounded to
 * six decimals because binary floats make e.g. 1_000_000 × 2.3 come out as 2_299_999.9999…,
 * which a bare floor would turn into 2_299_999.
 */
export function usageTarget(factor: number, baseCount: number = DEFAULT_BASE_COUNT): number {
  const product = Math.round(baseCount * factor * 1e6) / 1e6;
  return Math.max(0, Math.floor(product));
}

/**
 * Short form of a count: "2.3M", "38K" or "999". Both M and K round down, so the "+" that
 * follows never overstates the number.
 */
export function formatUsageCount(n: number): string {
  const whole = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  if (whole >= 1_000_000) return `${(Math.floor(whole / 100_000) / 10).toFixed(1)}M`;
  if (whole >= 1_000) return `${Math.floor(whole / 1_000)}K`;
  return String(whole);
}

/** The value shown at `step` of `steps` while counting from 0 up to `target` (step 0 → 0, last → target). */
export function countUpValue(target: number, step: number, steps: number = STEPS): number {
  if (steps <= 0 || step >= steps) return target;
  if (step <= 0) return 0;
  return Math.floor((target * step) / steps);
}

/** The longest text the counter shows on its way to `target`: the badge reserves its width. */
export function widestCountUpText(target: number): string {
  let widest = "";
  for (let step = 0; step <= STEPS; step++) {
    const text = formatUsageCount(countUpValue(target, step));
    if (text.length > widest.length) widest = text;
  }
  return widest;
}
