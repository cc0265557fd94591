// What /mortgage-calculator shows and exports: the payment split, totals, payoff, interest saved by
// extra payments (against the same loan without them), and the schedule as table rows and CSV.
import type Big from "big.js";
import { csvText } from "~/lib/csv/csv-table";
import {
  Dec,
  amortize,
  monthLabel,
  noExtras,
  yearlyRows,
  type Amortization,
  type LoanTerms,
  type ScheduleRow,
} from "./amortization";
import type { MoneyFormatter } from "./money-text";

export interface MortgageResult {
  terms: LoanTerms;
  plan: Amortization;
  /** The same loan without extra payments, for the interest saved. */
  base: Amortization;
  /** First month's total: P&I + tax + insurance + PMI + HOA. */
  monthlyTotal: Big;
  interestSaved: Big;
  monthsSaved: number;
}

export function calculateMortgage(terms: LoanTerms): MortgageResult {
  const hasExtras =
    terms.extraMonthly.gt(0) || terms.extraYearly.gt(0) || (terms.oneTime?.amount.gt(0) ?? false);
  // Two schedules at most: the one without extras also decides when PMI ends automatically.
  const base = amortize(noExtras(terms));
  const plan = hasExtras ? amortize(terms, base) : base;
  return {
    terms,
    plan,
    base,
    monthlyTotal: plan.payment
      .plus(plan.pmiEnd !== null && plan.pmiEnd > 1 ? plan.monthlyPmi : 0)
      .plus(terms.taxMonthly)
      .plus(terms.insuranceMonthly)
      .plus(terms.hoaMonthly),
    interestSaved: base.totalInterest.minus(plan.totalInterest),
    monthsSaved: base.payments - plan.payments,
  };
}

/** "N years M months" for a count of months. */
export function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} year${years === 1 ? "" : "s"}`);
  if (rest > 0 || years === 0) parts.push(`${rest} month${rest === 1 ? "" : "s"}`);
  return parts.join(" ");
}

/** The summary as label/value rows: what the Output table shows, copies and downloads. */
export function summaryRows(result: MortgageResult, format: MoneyFormatter): string[][] {
  const { plan, terms } = result;
  const rows = [
    ["Loan amount", format.money2(terms.principal)],
    ["Principal and interest", format.money2(plan.payment)],
    ["Property tax", format.money2(terms.taxMonthly)],
    ["Homeowner's insurance", format.money2(terms.insuranceMonthly)],
    ["PMI", format.money2(plan.pmiEnd !== null && plan.pmiEnd > 1 ? plan.monthlyPmi : new Dec(0))],
    ["HOA dues", format.money2(terms.hoaMonthly)],
    ["Total monthly payment", format.money2(result.monthlyTotal)],
    ["Total interest", format.money2(plan.totalInterest)],
    [
      "Total of principal and interest",
      format.money2(plan.totalPrincipal.plus(plan.totalInterest)),
    ],
    ["Total PMI", format.money2(plan.totalPmi)],
    ["Total of all payments", format.money2(plan.totalPaid)],
    ["Number of payments", String(plan.payments)],
    ["Payoff month", monthLabel(plan.payoff)],
    ["PMI ends", pmiEndText(result)],
  ];
  if (result.base !== plan) {
    rows.push(
      ["Interest saved by extra payments", format.money2(result.interestSaved)],
      ["Paid off sooner by", duration(result.monthsSaved)],
    );
  }
  return rows;
}

function pmiEndText({ plan }: MortgageResult): string {
  if (plan.pmiEnd === null) return "No PMI (loan is 80 % of the price or less, or no PMI rate)";
  return plan.pmiEnd <= plan.payments
    ? `Payment ${plan.pmiEnd} (${monthLabel(plan.row(plan.pmiEnd - 1).month)}) is the first without PMI`
    : "PMI lasts until the loan is paid off";
}

export const MONTHLY_COLUMNS = [
  "#",
  "Month",
  "Payment (P&I)",
  "Principal",
  "Interest",
  "Extra",
  "PMI",
  "Tax",
  "Insurance",
  "HOA",
  "Total paid",
  "Balance",
] as const;

export const YEARLY_COLUMNS = [
  "Year",
  "Principal",
  "Interest",
  "Extra",
  "PMI",
  "Tax, insurance, HOA",
  "Total paid",
  "Balance",
] as const;

/** Plain decimals in exports ("2528.27"), so spreadsheets read them as numbers in any locale. */
const plain = (value: Big) => value.toFixed(2);

export function monthlyCells(plan: Amortization, money: (value: Big) => string): string[][] {
  return plan.rows.map((row) => monthlyRowCells(row, money));
}

/** One payment's cells (the page formats a row when it scrolls into view). */
export function monthlyRowCells(row: ScheduleRow, money: (value: Big) => string): string[] {
  return [
    String(row.number),
    monthLabel(row.month),
    money(row.payment),
    money(row.principal),
    money(row.interest),
    money(row.extra),
    money(row.pmi),
    money(row.tax),
    money(row.insurance),
    money(row.hoa),
    money(row.total),
    money(row.balance),
  ];
}

export function yearlyCells(plan: Amortization, money: (value: Big) => string): string[][] {
  return yearlyRows(plan.rows).map((year) => [
    String(year.year),
    money(year.principal),
    money(year.interest),
    money(year.extra),
    money(year.pmi),
    money(year.escrow),
    money(year.total),
    money(year.balance),
  ]);
}

export function scheduleCsv(plan: Amortization, view: "monthly" | "yearly"): string {
  return view === "monthly"
    ? csvText([[...MONTHLY_COLUMNS], ...monthlyCells(plan, plain)])
    : csvText([[...YEARLY_COLUMNS], ...yearlyCells(plan, plain)]);
}
