// The fields of /mortgage-calculator as typed text, checked and turned into LoanTerms. Every field's
// problem is collected with its label, so the page shows all of them at once, in an alert.
import Big from "big.js";
import { ToolError } from "~/lib/tool-error";
import { Dec, cents, monthIndexOf, type LoanTerms, type PmiRemoval } from "./amortization";
import { MAX_AMOUNT, parseNumber, rewriteForLocale, tooLargeMessage } from "./money-text";

export type DownPaymentMode = "amount" | "percent";

export interface LoanTexts {
  homePrice: string;
  downPayment: string;
  downPaymentMode: DownPaymentMode;
  termYears: string;
  rate: string;
  /** "YYYY-MM", the month of the first payment. */
  startMonth: string;
  propertyTax: string;
  insurance: string;
  pmiRate: string;
  pmiRemoval: PmiRemoval;
  hoa: string;
  extraMonthly: string;
  extraYearly: string;
  extraOnce: string;
  extraOnceMonth: string;
}

/** Written without grouping, so no number format reads them differently ("6,000" is 6 in German). */
export const DEFAULT_LOAN: LoanTexts = {
  homePrice: "500000",
  downPayment: "20",
  downPaymentMode: "percent",
  termYears: "30",
  rate: "6.5",
  startMonth: "2027-01",
  propertyTax: "6000",
  insurance: "1500",
  pmiRate: "0.5",
  pmiRemoval: "automatic",
  hoa: "0",
  extraMonthly: "",
  extraYearly: "",
  extraOnce: "",
  extraOnceMonth: "",
};

export const FIELD_LABELS: Record<
  Exclude<keyof LoanTexts, "downPaymentMode" | "pmiRemoval">,
  string
> = {
  homePrice: "Home price",
  downPayment: "Down payment",
  termYears: "Loan term (years)",
  rate: "Interest rate (%)",
  startMonth: "First payment month",
  propertyTax: "Property tax per year",
  insurance: "Homeowner's insurance per year",
  pmiRate: "PMI rate (% per year)",
  hoa: "HOA dues per month",
  extraMonthly: "Extra payment every month",
  extraYearly: "Extra payment every year",
  extraOnce: "One-time extra payment",
  extraOnceMonth: "One-time payment month",
};

export const MAX_TERM_YEARS = 50;
export const MAX_RATE = 50;

export const termMessage = `${FIELD_LABELS.termYears}: enter a whole number of years from 1 to ${MAX_TERM_YEARS}.`;
export const rateMessage = `${FIELD_LABELS.rate}: enter a rate from 0 to ${MAX_RATE}.`;
export const priceMissingMessage = `${FIELD_LABELS.homePrice}: enter the price of the home.`;
export const downTooLargeMessage = `${FIELD_LABELS.downPayment}: it must be less than the home price.`;
export const monthMessage = (label: string) => `${label}: pick a month (YYYY-MM).`;

export interface LoanReading {
  terms: LoanTerms | null;
  /** One message per field that could not be read. */
  errors: string[];
  downPayment: Big | null;
}

/** "2027-01" → month index, or null when it is not a month between 1900 and 2200. */
export function readMonth(text: string): number | null {
  if (text.length !== 7 || text[4] !== "-") return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5));
  if (!/^\d{4}-\d{2}$/.test(text) || year < 1900 || year > 2200 || month < 1 || month > 12)
    return null;
  return monthIndexOf(year, month);
}

export function readLoan(texts: LoanTexts, locale: string): LoanReading {
  const errors: string[] = [];
  const number = (field: keyof typeof FIELD_LABELS, fallback: Big | null = new Big(0)) => {
    try {
      const read = parseNumber(FIELD_LABELS[field], texts[field], locale);
      // Amounts are kept to the cent; rates and years as typed.
      const value =
        read === null
          ? fallback
          : field === "rate" ||
              field === "pmiRate" ||
              field === "termYears" ||
              field === "downPayment"
            ? read
            : cents(read);
      if (value?.gte(MAX_AMOUNT)) throw new ToolError(tooLargeMessage(FIELD_LABELS[field]));
      return value;
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      errors.push(error.message);
      return undefined;
    }
  };
  const price = number("homePrice", null);
  if (price === null || price?.eq(0)) errors.push(priceMissingMessage);
  const downInput = number("downPayment");
  const years = number("termYears", null);
  if (
    years !== undefined &&
    (years === null || !years.eq(years.round(0)) || years.lt(1) || years.gt(MAX_TERM_YEARS))
  )
    errors.push(termMessage);
  const rate = number("rate", null);
  if (rate !== undefined && (rate === null || rate.gt(MAX_RATE))) errors.push(rateMessage);
  const tax = number("propertyTax");
  const insurance = number("insurance");
  const pmiRate = number("pmiRate");
  const hoa = number("hoa");
  const extraMonthly = number("extraMonthly");
  const extraYearly = number("extraYearly");
  const extraOnce = number("extraOnce");
  const start = readMonth(texts.startMonth.trim());
  if (start === null) errors.push(monthMessage(FIELD_LABELS.startMonth));
  let onceMonth: number | null = null;
  if (extraOnce?.gt(0)) {
    onceMonth = readMonth(texts.extraOnceMonth.trim());
    if (onceMonth === null) errors.push(monthMessage(FIELD_LABELS.extraOnceMonth));
  }

  let downPayment: Big | null = null;
  if (price && downInput) {
    downPayment =
      texts.downPaymentMode === "percent"
        ? cents(new Dec(price).times(downInput).div(100))
        : cents(downInput);
    if (downPayment.gte(price)) errors.push(downTooLargeMessage);
  }
  if (errors.length > 0 || !price || !downPayment || !years || !rate || start === null)
    return { terms: null, errors, downPayment };
  return {
    errors,
    downPayment,
    terms: {
      principal: price.minus(downPayment),
      homeValue: price,
      annualRatePercent: rate,
      months: years.toNumber() * 12,
      firstPayment: start,
      pmiRatePercent: pmiRate ?? new Big(0),
      pmiRemoval: texts.pmiRemoval,
      taxMonthly: cents(new Dec(tax ?? 0).div(12)),
      insuranceMonthly: cents(new Dec(insurance ?? 0).div(12)),
      hoaMonthly: hoa ?? new Big(0),
      extraMonthly: extraMonthly ?? new Big(0),
      extraYearly: extraYearly ?? new Big(0),
      oneTime:
        extraOnce?.gt(0) && onceMonth !== null ? { amount: extraOnce, month: onceMonth } : null,
    },
  };
}

/** The loan's typed numbers in the new number format, so each keeps its value ("500,000" → "500.000"). */
export function loanInLocale(texts: LoanTexts, from: string, to: string): LoanTexts {
  const next = { ...texts };
  for (const field of Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]) {
    if (field !== "startMonth" && field !== "extraOnceMonth")
      next[field] = rewriteForLocale(texts[field], from, to);
  }
  return next;
}
