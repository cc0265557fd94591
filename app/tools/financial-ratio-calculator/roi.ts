// Return on investment, and the same return annualised over a holding period given in years or as
// two dates. The annualising power has a fractional exponent, which decimal arithmetic cannot take:
// that one step runs in binary floating point (about 15 significant digits), far more than the two
// decimals of the percentage shown.
import Big from "big.js";
import type { DayNumber } from "~/lib/time/civil-date";
import type { ResultFormatter } from "./number-format";
import { FIELD_LABELS } from "./ratio-fields";
import {
  type RatioDefinition,
  type RatioInputs,
  type RatioOutcome,
  type RatioProblem,
  divide,
  isProblem,
  need,
} from "./ratio-math";

/** Days in an average Gregorian year: dates become years by this. */
export const DAYS_PER_YEAR = new Big("365.25");

export const PERIOD_MISSING_MESSAGE = `Enter ${FIELD_LABELS.holdingYears}, or a start and an end date.`;
export const END_BEFORE_START_MESSAGE =
  "Annualised ROI cannot be calculated: the end date is before the start date.";
export const SAME_DAY_MESSAGE =
  "Annualised ROI cannot be calculated: the start and end dates are the same day (a period of zero).";
export const NEGATIVE_FINAL_VALUE_MESSAGE =
  "Annualised ROI is not meaningful: the final value is negative (a loss of more than everything invested).";
export const TOO_LARGE_MESSAGE =
  "Annualised ROI is too large to show: the period is too short for this return.";

function computeRoi(inputs: RatioInputs, f: ResultFormatter): RatioOutcome {
  const values = need(inputs, ["amountInvested", "finalValue"]);
  if (isProblem(values)) return values;
  const [invested, final] = values;
  const gain = final.minus(invested);
  const roi = divide(gain, invested, "ROI", FIELD_LABELS.amountInvested, f.formatOperand(invested));
  if (isProblem(roi)) return roi;
  const shown = f.formatPercent(roi);
  return {
    status: "ok",
    value: roi,
    unit: "percent",
    worked: `(${f.formatMoney(final)} − ${f.formatOperand(invested)}) ÷ ${f.formatOperand(invested)} = ${shown}`,
    interpretation: gain.lt(0)
      ? `The investment lost ${f.formatMoney(gain.abs())}, ${f.formatPercent(roi.abs())} of the ${f.formatOperand(invested)} invested.`
      : `The investment gained ${f.formatMoney(gain)}, ${shown} of the ${f.formatOperand(invested)} invested.`,
  };
}

interface Period {
  years: Big;
  shown: string;
}

/** The holding period in years: the entered number, else the days between the dates ÷ 365.25. */
export function holdingPeriod(inputs: RatioInputs, f: ResultFormatter): Period | RatioProblem {
  const entered = inputs.values.holdingYears;
  if (entered !== undefined) {
    const check = divide(
      new Big(1),
      entered,
      "Annualised ROI",
      FIELD_LABELS.holdingYears,
      f.formatNumber(entered, 2),
    );
    if (isProblem(check)) return check;
    return { years: entered, shown: f.formatNumber(entered, 2) };
  }
  const { startDate, endDate } = inputs;
  if (startDate === null || endDate === null) {
    return { status: "missing", message: PERIOD_MISSING_MESSAGE };
  }
  return periodBetween(startDate, endDate, f);
}

function periodBetween(
  start: DayNumber,
  end: DayNumber,
  f: ResultFormatter,
): Period | RatioProblem {
  if (end < start) return { status: "invalid", message: END_BEFORE_START_MESSAGE };
  if (end === start) return { status: "invalid", message: SAME_DAY_MESSAGE };
  const days = end - start;
  const years = new Big(days).div(DAYS_PER_YEAR);
  return {
    years,
    shown: `${f.formatNumber(years, 2)} (${days} days ÷ 365.25)`,
  };
}

/** (1 + ROI)^(1 ÷ years) − 1, with 1 + ROI = final value ÷ amount invested. */
function computeAnnualisedRoi(inputs: RatioInputs, f: ResultFormatter): RatioOutcome {
  const roi = computeRoi(inputs, f);
  if (roi.status !== "ok") return roi;
  const period = holdingPeriod(inputs, f);
  if (isProblem(period)) return period;
  const growth = roi.value.plus(1);
  if (growth.lt(0)) return { status: "invalid", message: NEGATIVE_FINAL_VALUE_MESSAGE };
  const power = Math.pow(growth.toNumber(), 1 / period.years.toNumber());
  if (!Number.isFinite(power) || power >= 1e15) {
    return { status: "invalid", message: TOO_LARGE_MESSAGE };
  }
  const value = new Big(power.toPrecision(15)).minus(1);
  const shown = f.formatPercent(value);
  const shorter = period.years.lt(1)
    ? " The period is under a year, so the return is extrapolated to a full year."
    : "";
  return {
    status: "ok",
    value,
    unit: "percent",
    worked: `(1 + ${f.formatPercent(roi.value)})^(1 ÷ ${period.shown}) − 1 = ${shown}`,
    interpretation: `Compounded, the same as ${value.lt(0) ? "losing" : "earning"} ${f.formatPercent(value.abs())} a year.${shorter}`,
  };
}

export const ROI_RATIOS: readonly RatioDefinition[] = [
  {
    id: "roi",
    name: "ROI",
    formula: "ROI = (Final value − Amount invested) ÷ Amount invested",
    compute: computeRoi,
  },
  {
    id: "annualised-roi",
    name: "Annualised ROI",
    formula: "Annualised ROI = (1 + ROI)^(1 ÷ years) − 1",
    compute: computeAnnualisedRoi,
  },
];
