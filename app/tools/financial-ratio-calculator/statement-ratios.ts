// Ratios read from the income statement and balance sheet: the three margins, ROE, ROA, current and
// quick ratios and debt-to-equity. Each is one division (quotient) with its own interpretation line.
import type Big from "big.js";
import type { ResultFormatter } from "./number-format";
import type { FieldId } from "./ratio-fields";
import { ONE, type QuotientSpec, type RatioDefinition, quotient } from "./ratio-math";

const money = (f: ResultFormatter, value: Big) => f.formatMoney(value);

function quotientRatio(
  id: string,
  formula: string,
  spec: Omit<QuotientSpec, "ratio">,
): RatioDefinition {
  const name = formula.slice(0, formula.indexOf(" = "));
  return {
    id,
    name,
    formula,
    compute: (inputs, f) => quotient(inputs, f, { ...spec, ratio: name }),
  };
}

/** The plainest ratio: one field ÷ another. */
function fieldOverField(
  id: string,
  formula: string,
  unit: QuotientSpec["unit"],
  ids: [FieldId, FieldId],
  interpret: QuotientSpec["interpret"],
): RatioDefinition {
  return quotientRatio(id, formula, {
    unit,
    ids,
    numerator: ([numerator]) => numerator,
    numeratorShown: ([numerator], f) => money(f, numerator),
    interpret,
  });
}

/** "keeps $0.40 of each $1.00 of revenue" (or loses, for a negative margin). */
function marginLine(margin: Big, f: ResultFormatter, what: string): string {
  if (margin.lt(0)) {
    return `The company loses ${f.formatPerUnit(margin.abs())} on each ${f.formatPerUnit(ONE)} of revenue ${what}.`;
  }
  return `The company keeps ${f.formatPerUnit(margin)} of each ${f.formatPerUnit(ONE)} of revenue ${what}.`;
}

/** "Each $1.00 of assets earned $0.08 in the period." */
const earnedLine =
  (what: string): QuotientSpec["interpret"] =>
  (value, f) =>
    `Each ${f.formatPerUnit(ONE)} of ${what} ${value.lt(0) ? "lost" : "earned"} ${f.formatPerUnit(value.abs())} in the period.`;

function leverage(debtToEquity: Big): string {
  if (debtToEquity.gt(1)) return "financed more by creditors than by shareholders";
  if (debtToEquity.lt(1)) return "financed more by shareholders than by creditors";
  return "financed equally by creditors and shareholders";
}

export const STATEMENT_RATIOS: readonly RatioDefinition[] = [
  quotientRatio("gross-margin", "Gross margin = (Revenue − Cost of goods sold) ÷ Revenue", {
    unit: "percent",
    ids: ["costOfGoodsSold", "revenue"],
    numerator: ([cost, revenue]) => revenue.minus(cost),
    numeratorShown: ([cost, revenue], f) => `(${money(f, revenue)} − ${money(f, cost)})`,
    interpret: (value, f) => marginLine(value, f, "after the cost of goods sold"),
  }),
  fieldOverField(
    "operating-margin",
    "Operating margin = Operating income ÷ Revenue",
    "percent",
    ["operatingIncome", "revenue"],
    (value, f) => marginLine(value, f, "after operating costs, before interest and tax"),
  ),
  fieldOverField(
    "net-margin",
    "Net margin = Net income ÷ Revenue",
    "percent",
    ["netIncome", "revenue"],
    (value, f) => marginLine(value, f, "as profit after all costs, interest and tax"),
  ),
  fieldOverField(
    "roe",
    "ROE = Net income ÷ Shareholders' equity",
    "percent",
    ["netIncome", "equity"],
    earnedLine("shareholders' equity"),
  ),
  fieldOverField(
    "roa",
    "ROA = Net income ÷ Total assets",
    "percent",
    ["netIncome", "totalAssets"],
    earnedLine("assets"),
  ),
  fieldOverField(
    "current-ratio",
    "Current ratio = Current assets ÷ Current liabilities",
    "ratio",
    ["currentAssets", "currentLiabilities"],
    (value, f) =>
      value.lt(1)
        ? "Below 1: short-term liabilities exceed short-term assets."
        : `Short-term assets cover short-term liabilities ${f.formatRatio(value)} times.`,
  ),
  quotientRatio("quick-ratio", "Quick ratio = (Current assets − Inventory) ÷ Current liabilities", {
    unit: "ratio",
    ids: ["currentAssets", "inventory", "currentLiabilities"],
    numerator: ([assets, inventory]) => assets.minus(inventory),
    numeratorShown: ([assets, inventory], f) => `(${money(f, assets)} − ${money(f, inventory)})`,
    interpret: (value) =>
      value.lt(1)
        ? "Below 1: without selling inventory, short-term assets do not cover short-term liabilities."
        : "Even without selling inventory, short-term assets cover short-term liabilities.",
  }),
  fieldOverField(
    "debt-to-equity",
    "Debt-to-equity = Total liabilities ÷ Shareholders' equity",
    "ratio",
    ["totalLiabilities", "equity"],
    (value, f) =>
      `${f.formatPerUnit(value)} of liabilities for each ${f.formatPerUnit(ONE)} of equity: ${leverage(value)}.`,
  ),
];
