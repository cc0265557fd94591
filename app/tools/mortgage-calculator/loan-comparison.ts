// Loan comparison of /mortgage-calculator: 2–4 scenarios of the same home (term, rate, points)
// side by side, each with its payment and total cost, and the difference from the first scenario.
import Big from "big.js";
import { ToolError } from "~/lib/tool-error";
import { Dec, amortize, cents, monthlyPayment, plainLoan, type LoanTerms } from "./amortization";
import { MAX_RATE, MAX_TERM_YEARS } from "./loan-inputs";
import { parseNumber, rewriteForLocale, type MoneyFormatter } from "./money-text";

export interface ScenarioTexts {
  termYears: string;
  rate: string;
  /** Discount points: percent of the loan paid at closing. */
  points: string;
}

export const DEFAULT_SCENARIOS: ScenarioTexts[] = [
  { termYears: "30", rate: "6.5", points: "0" },
  { termYears: "15", rate: "5.75", points: "0" },
];
export const MAX_SCENARIOS = 4;
export const MIN_SCENARIOS = 2;

export interface ScenarioResult {
  payment: Big;
  totalInterest: Big;
  pointsCost: Big;
  /** Principal + interest + points. */
  totalCost: Big;
}

export type ScenarioOutcome = { ok: true; result: ScenarioResult } | { ok: false; error: string };

export const scenarioName = (index: number) => `Scenario ${String.fromCharCode(65 + index)}`;

/** One scenario on the loan of `base` (its principal and start); PMI and escrow are left out: they do not depend on the rate. */
export function compareScenario(
  base: Pick<LoanTerms, "principal" | "homeValue" | "firstPayment">,
  texts: ScenarioTexts,
  index: number,
  locale: string,
): ScenarioOutcome {
  const name = scenarioName(index);
  try {
    const years = parseNumber(`${name} term`, texts.termYears, locale);
    if (!years || !years.eq(years.round(0)) || years.lt(1) || years.gt(MAX_TERM_YEARS))
      throw new ToolError(
        `${name} term: enter a whole number of years from 1 to ${MAX_TERM_YEARS}.`,
      );
    const rate = parseNumber(`${name} rate`, texts.rate, locale);
    if (!rate || rate.gt(MAX_RATE))
      throw new ToolError(`${name} rate: enter a rate from 0 to ${MAX_RATE}.`);
    const points = parseNumber(`${name} points`, texts.points, locale) ?? new Big(0);
    if (points.gt(10)) throw new ToolError(`${name} points: at most 10.`);
    const months = years.toNumber() * 12;
    const plan = amortize(plainLoan({ ...base, annualRatePercent: rate, months }));
    const pointsCost = cents(new Dec(base.principal).times(points).div(100));
    return {
      ok: true,
      result: {
        payment: monthlyPayment(base.principal, rate, months),
        totalInterest: plan.totalInterest,
        pointsCost,
        totalCost: plan.totalPrincipal.plus(plan.totalInterest).plus(pointsCost),
      },
    };
  } catch (error) {
    if (error instanceof ToolError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The comparison as a table: one column per scenario, differences against Scenario A. */
export function comparisonRows(
  scenarios: readonly ScenarioTexts[],
  outcomes: readonly ScenarioOutcome[],
  format: MoneyFormatter,
): string[][] {
  const first = outcomes[0]?.ok ? outcomes[0].result : null;
  const cell = (outcome: ScenarioOutcome, pick: (r: ScenarioResult) => string) =>
    outcome.ok ? pick(outcome.result) : "—";
  const diff = (outcome: ScenarioOutcome, pick: (r: ScenarioResult) => Big, index: number) => {
    if (index === 0) return "(reference)";
    return outcome.ok && first ? format.difference(pick(outcome.result).minus(pick(first))) : "—";
  };
  return [
    ["Scenario", ...scenarios.map((_, i) => scenarioName(i))],
    ["Term", ...scenarios.map((s) => `${s.termYears.trim()} years`)],
    ["Rate", ...scenarios.map((s) => `${s.rate.trim()} %`)],
    ["Points", ...scenarios.map((s) => s.points.trim() || "0")],
    ["Monthly P&I", ...outcomes.map((o) => cell(o, (r) => format.money2(r.payment)))],
    ["Total interest", ...outcomes.map((o) => cell(o, (r) => format.money2(r.totalInterest)))],
    ["Points cost", ...outcomes.map((o) => cell(o, (r) => format.money2(r.pointsCost)))],
    ["Total cost", ...outcomes.map((o) => cell(o, (r) => format.money2(r.totalCost)))],
    ["Monthly difference vs A", ...outcomes.map((o, i) => diff(o, (r) => r.payment, i))],
    ["Total cost difference vs A", ...outcomes.map((o, i) => diff(o, (r) => r.totalCost, i))],
  ];
}

/** Each scenario's typed numbers in the new number format (see loanInLocale). */
export function scenariosInLocale(scenarios: ScenarioTexts[], from: string, to: string) {
  return scenarios.map((scenario) => ({
    termYears: rewriteForLocale(scenario.termYears, from, to),
    rate: rewriteForLocale(scenario.rate, from, to),
    points: rewriteForLocale(scenario.points, from, to),
  }));
}
