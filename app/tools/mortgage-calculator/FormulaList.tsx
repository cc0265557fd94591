// Every formula the calculator uses, with this loan's numbers substituted, so each result can be
// checked by hand.
import { Dec, type LoanTerms } from "./amortization";
import type { MoneyFormatter } from "./money-text";
import type { MortgageResult } from "./mortgage-results";

function Formula({
  name,
  formula,
  worked,
}: {
  name: string;
  formula: string;
  worked?: string | null;
}) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 last:border-b-0 dark:border-slate-800">
      <dt className="text-sm font-medium">{name}</dt>
      <dd className="font-mono text-sm">{formula}</dd>
      {worked && <dd className="font-mono text-sm text-slate-700 dark:text-slate-300">{worked}</dd>}
    </div>
  );
}

export function FormulaList({
  result,
  format,
}: {
  result: MortgageResult | null;
  format: MoneyFormatter;
}) {
  const terms: LoanTerms | undefined = result?.terms;
  const m = (value: Parameters<MoneyFormatter["money2"]>[0]) => format.money2(value);
  const monthlyRate = terms
    ? new Dec(terms.annualRatePercent).div(1200).round(8).toFixed()
    : undefined;
  return (
    <dl className="flex flex-col">
      <Formula
        name="Loan amount"
        formula="P = home price − down payment"
        worked={
          terms &&
          `P = ${m(terms.homeValue)} − ${m(terms.homeValue.minus(terms.principal))} = ${m(terms.principal)}`
        }
      />
      <Formula
        name="Monthly rate and number of payments"
        formula="r = yearly rate ÷ 12 ÷ 100;  n = years × 12"
        worked={
          terms &&
          `r = ${format.number(terms.annualRatePercent)} ÷ 1200 ≈ ${monthlyRate};  n = ${terms.months}`
        }
      />
      <Formula
        name="Monthly principal and interest"
        formula="M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), rounded half-up to the cent (r = 0: M = P ÷ n, rounded up to the cent so that n payments repay P; the last payment is what is left)"
        worked={
          result &&
          terms &&
          (terms.annualRatePercent.eq(0)
            ? `M = ${m(terms.principal)} ÷ ${terms.months}, rounded up = ${m(result.plan.payment)}`
            : `M = ${m(result.plan.payment)}`)
        }
      />
      <Formula
        name="Each month"
        formula="interest = balance × r, rounded half-up to the cent (as US servicers do); principal = M − interest; balance −= principal + extra"
      />
      <Formula
        name="Last payment"
        formula="the last payment is the remaining balance + its interest, so the balance ends at exactly 0.00"
        worked={
          result &&
          `${m(result.plan.payments > 0 ? result.plan.row(result.plan.payments - 1).payment : new Dec(0))} (payment ${result.plan.payments})`
        }
      />
      <Formula
        name="Property tax and insurance per month"
        formula="yearly amount ÷ 12, rounded half-up to the cent"
        worked={terms && `${m(terms.taxMonthly)} + ${m(terms.insuranceMonthly)}`}
      />
      <Formula
        name="PMI"
        formula="PMI per month = P × PMI rate ÷ 100 ÷ 12, charged while the loan is above 80 % of the price; dropped automatically once the original schedule's balance reaches 78 % of the price (or at the loan's midpoint), or on request once the balance reaches 80 %"
        worked={
          result &&
          (result.plan.pmiEnd === null
            ? "No PMI on this loan"
            : `${m(result.plan.monthlyPmi)} per month`)
        }
      />
      <Formula
        name="Total monthly payment"
        formula="M + tax + insurance + PMI + HOA"
        worked={result && `= ${m(result.monthlyTotal)}`}
      />
      <Formula
        name="Interest saved"
        formula="total interest without extra payments − total interest with them"
        worked={
          result &&
          `${m(result.base.totalInterest)} − ${m(result.plan.totalInterest)} = ${m(result.interestSaved)}`
        }
      />
    </dl>
  );
}
