// Ratios of the share and its price: EPS, P/E (from price and EPS, or market capitalisation and net
// income), PEG, dividend yield and payout ratio.
import type Big from "big.js";
import type { ResultFormatter } from "./number-format";
import { FIELD_LABELS } from "./ratio-fields";
import {
  ONE,
  type RatioDefinition,
  type RatioInputs,
  type RatioOutcome,
  divide,
  formatValue,
  isProblem,
  need,
  quotient,
  resolveEps,
  resolveMarketCap,
} from "./ratio-math";

export const PE_MISSING_MESSAGE = `Enter ${FIELD_LABELS.sharePrice} and ${FIELD_LABELS.eps} (or ${FIELD_LABELS.netIncome} and ${FIELD_LABELS.sharesOutstanding}), or ${FIELD_LABELS.marketCap} and ${FIELD_LABELS.netIncome}.`;

function ok(value: Big, unit: "ratio" | "percent" | "money", worked: string, line: string) {
  return { status: "ok", value, unit, worked, interpretation: line } as const;
}

function computeEps(inputs: RatioInputs, f: ResultFormatter): RatioOutcome {
  const eps = resolveEps(inputs, f);
  if (isProblem(eps)) return eps;
  const line = eps.value.lt(0)
    ? `Each share lost ${f.formatOperand(eps.value.abs())} in the period.`
    : `Each share earned ${f.formatOperand(eps.value)} in the period.`;
  const worked = eps.worked.endsWith("(entered)")
    ? eps.worked
    : `${eps.worked} = ${f.formatOperand(eps.value)}`;
  return ok(eps.value, "money", worked, line);
}

/** P/E from share price ÷ EPS when both are known, else market capitalisation ÷ net income. */
export function computePe(inputs: RatioInputs, f: ResultFormatter): RatioOutcome {
  const name = "P/E";
  const { sharePrice, netIncome } = inputs.values;
  const line = (pe: Big) =>
    `Investors pay ${f.formatPerUnit(pe)} for each ${f.formatPerUnit(ONE)} of yearly earnings.`;
  if (sharePrice !== undefined) {
    const eps = resolveEps(inputs, f, name);
    if (!isProblem(eps)) {
      const pe = divide(sharePrice, eps.value, name, FIELD_LABELS.eps, f.formatOperand(eps.value));
      if (isProblem(pe)) return pe;
      const epsShown = inputs.values.eps ? f.formatOperand(eps.value) : `(${eps.worked})`;
      const worked = `${f.formatMoney(sharePrice)} ÷ ${epsShown} = ${f.formatRatio(pe)}`;
      return ok(pe, "ratio", worked, line(pe));
    }
    if (eps.status === "invalid") return eps;
  }
  const marketCap = resolveMarketCap(inputs, f);
  if (marketCap === null || netIncome === undefined) {
    return { status: "missing", message: PE_MISSING_MESSAGE };
  }
  const pe = divide(
    marketCap.value,
    netIncome,
    name,
    FIELD_LABELS.netIncome,
    f.formatMoney(netIncome),
  );
  if (isProblem(pe)) return pe;
  const worked = `${marketCap.worked} ÷ ${f.formatMoney(netIncome)} = ${f.formatRatio(pe)}`;
  return ok(pe, "ratio", worked, line(pe));
}

function computePeg(inputs: RatioInputs, f: ResultFormatter): RatioOutcome {
  const pe = computePe(inputs, f);
  if (pe.status !== "ok") {
    return pe.status === "missing" ? { status: "missing", message: `For P/E: ${pe.message}` } : pe;
  }
  const growth = need(inputs, ["epsGrowth"]);
  if (isProblem(growth)) return growth;
  const [rate] = growth;
  const peg = divide(
    pe.value,
    rate.times(100),
    "PEG",
    FIELD_LABELS.epsGrowth,
    f.formatPercent(rate),
  );
  if (isProblem(peg)) return peg;
  const rounded = peg.round(2);
  let line = "About 1: the price is in line with the expected earnings growth.";
  if (rounded.lt(1)) line = "Below 1: the price looks low for the expected earnings growth.";
  if (rounded.gt(1)) line = "Above 1: the price looks high for the expected earnings growth.";
  const worked = `${f.formatRatio(pe.value)} ÷ ${f.formatRatio(rate.times(100))} = ${f.formatRatio(peg)}`;
  return ok(peg, "ratio", worked, line);
}

function computePayout(inputs: RatioInputs, f: ResultFormatter): RatioOutcome {
  const dividend = need(inputs, ["dividendPerShare"]);
  if (isProblem(dividend)) return dividend;
  const eps = resolveEps(inputs, f, "Payout ratio");
  if (isProblem(eps)) return eps;
  const [perShare] = dividend;
  const payout = divide(
    perShare,
    eps.value,
    "Payout ratio",
    FIELD_LABELS.eps,
    f.formatOperand(eps.value),
  );
  if (isProblem(payout)) return payout;
  const shown = formatValue("percent", payout, f);
  const line = payout.gt(1)
    ? `The company pays out more than it earns: ${shown} of its earnings as dividends.`
    : `The company pays out ${shown} of its earnings as dividends and keeps the rest.`;
  const worked = `${f.formatMoney(perShare)} ÷ ${f.formatOperand(eps.value)} = ${shown}`;
  return ok(payout, "percent", worked, line);
}

export const MARKET_RATIOS: readonly RatioDefinition[] = [
  {
    id: "pe",
    name: "P/E",
    formula: "P/E = Share price ÷ Earnings per share (or Market capitalisation ÷ Net income)",
    compute: computePe,
  },
  {
    id: "eps",
    name: "EPS",
    formula: "EPS = (Net income − Preferred dividends) ÷ Shares outstanding",
    compute: computeEps,
  },
  {
    id: "peg",
    name: "PEG",
    formula: "PEG = P/E ÷ EPS growth rate (in %)",
    compute: computePeg,
  },
  {
    id: "dividend-yield",
    name: "Dividend yield",
    formula: "Dividend yield = Annual dividend per share ÷ Share price",
    compute: (inputs, f) =>
      quotient(inputs, f, {
        ratio: "Dividend yield",
        unit: "percent",
        ids: ["dividendPerShare", "sharePrice"],
        numerator: ([dividend]) => dividend,
        numeratorShown: ([dividend]) => f.formatMoney(dividend),
        interpret: (value) =>
          `A shareholder receives ${f.formatPercent(value)} of the share price a year in dividends.`,
      }),
  },
  {
    id: "payout-ratio",
    name: "Payout ratio",
    formula: "Payout ratio = Annual dividend per share ÷ Earnings per share",
    compute: computePayout,
  },
];
