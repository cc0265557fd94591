// The building blocks of every ratio: what a ratio's result or problem looks like, a division that
// explains a zero or negative denominator, the "enter these fields" message, and the two inputs
// that can be entered or derived (EPS, market capitalisation).
import Big from "big.js";
import type { DayNumber } from "~/lib/time/civil-date";
import type { ResultFormatter } from "./number-format";
import { FIELD_LABELS, type FieldId, type FieldValues } from "./ratio-fields";

export type RatioUnit = "ratio" | "percent" | "money";

export interface RatioValue {
  status: "ok";
  value: Big;
  unit: RatioUnit;
  /** The formula with the numbers put in: "$50.00 ÷ $2.00 = 25.00". */
  worked: string;
  /** One line on what the number means. */
  interpretation: string;
}

export interface RatioProblem {
  /** missing: an input is empty; invalid: the inputs give no meaningful ratio (÷ 0, ÷ negative). */
  status: "missing" | "invalid";
  message: string;
}

export type RatioOutcome = RatioValue | RatioProblem;

export interface RatioInputs {
  values: FieldValues;
  /** The investment's dates, used for annualised ROI when no holding period is entered. */
  startDate: DayNumber | null;
  endDate: DayNumber | null;
  /** Fields whose text could not be read: a ratio needing one says to fix it, not to enter it. */
  unreadable?: ReadonlySet<FieldId>;
}

export interface RatioDefinition {
  id: string;
  name: string;
  /** The formula in words, shown on the card: "Net margin = Net income ÷ Revenue". */
  formula: string;
  compute: (inputs: RatioInputs, f: ResultFormatter) => RatioOutcome;
}

export const isProblem = (outcome: unknown): outcome is RatioProblem =>
  typeof outcome === "object" &&
  outcome !== null &&
  "status" in outcome &&
  (outcome.status === "missing" || outcome.status === "invalid");

export function listLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

export function missingMessage(labels: readonly string[]): RatioProblem {
  return { status: "missing", message: `Enter ${listLabels(labels)}.` };
}

/** The values of `ids`, or which of them are empty. */
export function need(inputs: RatioInputs, ids: readonly FieldId[]): Big[] | RatioProblem {
  const absent = ids.filter((id) => inputs.values[id] === undefined);
  const unreadable = absent.filter((id) => inputs.unreadable?.has(id));
  if (unreadable.length > 0) {
    const labels = listLabels(unreadable.map((id) => FIELD_LABELS[id]));
    return { status: "missing", message: `Fix ${labels} above: not read as a number.` };
  }
  if (absent.length > 0) return missingMessage(absent.map((id) => FIELD_LABELS[id]));
  return ids.map((id) => inputs.values[id] as Big);
}

export const divisionByZeroMessage = (ratio: string, denominator: string) =>
  `${ratio} cannot be calculated: ${denominator} is zero (division by zero).`;
export const negativeDenominatorMessage = (ratio: string, denominator: string, shown: string) =>
  `${ratio} is not meaningful: ${denominator} is negative (${shown}).`;

/**
 * numerator ÷ denominator, in decimal to 20 places (big.js DP), or why not: a zero or negative
 * denominator (every ratio here divides by a size: revenue, cost, equity, a price, a growth rate).
 */
export function divide(
  numerator: Big,
  denominator: Big,
  ratio: string,
  denominatorLabel: string,
  shownDenominator: string,
): Big | RatioProblem {
  if (denominator.eq(0)) {
    return { status: "invalid", message: divisionByZeroMessage(ratio, denominatorLabel) };
  }
  if (denominator.lt(0)) {
    return {
      status: "invalid",
      message: negativeDenominatorMessage(ratio, denominatorLabel, shownDenominator),
    };
  }
  return numerator.div(denominator);
}

export const formatCount = (value: Big, f: ResultFormatter) => f.formatNumber(value, 4);

export interface DerivedAmount {
  value: Big;
  /** How it was found: "entered" or the calculation with its numbers. */
  worked: string;
}

/** EPS as entered, else (net income − preferred dividends) ÷ shares outstanding. */
export function resolveEps(
  inputs: RatioInputs,
  f: ResultFormatter,
  ratio = "EPS",
): DerivedAmount | RatioProblem {
  const entered = inputs.values.eps;
  if (entered !== undefined) {
    return { value: entered, worked: `${f.formatMoney(entered)} (entered)` };
  }
  const { netIncome, sharesOutstanding } = inputs.values;
  if (netIncome === undefined || sharesOutstanding === undefined) {
    return {
      status: "missing",
      message: `Enter ${FIELD_LABELS.eps}, or ${FIELD_LABELS.netIncome} and ${FIELD_LABELS.sharesOutstanding}.`,
    };
  }
  const preferred = inputs.values.preferredDividends ?? new Big(0);
  const eps = divide(
    netIncome.minus(preferred),
    sharesOutstanding,
    ratio,
    FIELD_LABELS.sharesOutstanding,
    formatCount(sharesOutstanding, f),
  );
  if (isProblem(eps)) return eps;
  const earnings =
    inputs.values.preferredDividends === undefined
      ? f.formatMoney(netIncome)
      : `(${f.formatMoney(netIncome)} − ${f.formatMoney(preferred)})`;
  return { value: eps, worked: `${earnings} ÷ ${formatCount(sharesOutstanding, f)}` };
}

/** Market capitalisation as entered, else share price × shares outstanding. */
export function resolveMarketCap(inputs: RatioInputs, f: ResultFormatter): DerivedAmount | null {
  const { marketCap, sharePrice, sharesOutstanding } = inputs.values;
  if (marketCap !== undefined) return { value: marketCap, worked: f.formatMoney(marketCap) };
  if (sharePrice === undefined || sharesOutstanding === undefined) return null;
  return {
    value: sharePrice.times(sharesOutstanding),
    worked: `(${f.formatMoney(sharePrice)} × ${formatCount(sharesOutstanding, f)})`,
  };
}

export const ONE = new Big(1);

/** A result as shown: ratios "25.00", percentages "12.34%", amounts "$2.00". */
export function formatValue(unit: RatioUnit, value: Big, f: ResultFormatter): string {
  if (unit === "percent") return f.formatPercent(value);
  if (unit === "money") return f.formatMoney(value);
  return f.formatRatio(value);
}

export interface QuotientSpec {
  ratio: string;
  unit: RatioUnit;
  /** The fields it needs; the last is the denominator (an amount of money). */
  ids: readonly FieldId[];
  numerator: (values: Big[]) => Big;
  /** The numerator with its numbers, e.g. "($10.00 − $6.00)". */
  numeratorShown: (values: Big[], f: ResultFormatter) => string;
  interpret: (value: Big, f: ResultFormatter) => string;
}

/** The common shape "numerator of fields ÷ one amount field". */
export function quotient(
  inputs: RatioInputs,
  f: ResultFormatter,
  spec: QuotientSpec,
): RatioOutcome {
  const values = need(inputs, spec.ids);
  if (isProblem(values)) return values;
  const denominatorId = spec.ids[spec.ids.length - 1];
  const denominator = values[values.length - 1];
  const value = divide(
    spec.numerator(values),
    denominator,
    spec.ratio,
    FIELD_LABELS[denominatorId],
    f.formatOperand(denominator),
  );
  if (isProblem(value)) return value;
  return {
    status: "ok",
    value,
    unit: spec.unit,
    worked: `${spec.numeratorShown(values, f)} ÷ ${f.formatOperand(denominator)} = ${formatValue(spec.unit, value, f)}`,
    interpretation: spec.interpret(value, f),
  };
}
