// The mortgage arithmetic of /mortgage-calculator: the level monthly payment, the month-by-
// month amortization schedule with PMI and extra payments: decimal (big.js) and whole cents (bigint), half-up.
import Big from "big.js";

/** A private big.js constructor: 40 decimal places for (1+r)^n without touching other tools' Big.DP. */
export const Dec = Big();
Dec.DP = 40;
Dec.RM = Big.roundHalfUp;

/** A month as a count from year 0 (year × 12 + month index), so adding months is plain arithmetic. */
export type MonthIndex = number;

export const monthIndexOf = (year: number, month1: number): MonthIndex => year * 12 + month1 - 1;
/** "2026-01" for a month index. */
export function monthLabel(index: MonthIndex): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

export type PmiRemoval = "automatic" | "requested";

export interface LoanTerms {
  /** The amount borrowed. */
  principal: Big;
  /** The original value of the home (purchase price): LTV for PMI is measured against it. */
  homeValue: Big;
  /** Nominal yearly rate in percent, e.g. 6.5. */
  annualRatePercent: Big;
  /** Number of monthly payments. */
  months: number;
  /** The month of the first payment. */
  firstPayment: MonthIndex;
  /** PMI per year in percent of the original loan; 0 = none. */
  pmiRatePercent: Big;
  pmiRemoval: PmiRemoval;
  /** Escrow and fees per month (already to the cent). */
  taxMonthly: Big;
  insuranceMonthly: Big;
  hoaMonthly: Big;
  extraMonthly: Big;
  /** Paid with every 12th payment (the anniversary of the first one). */
  extraYearly: Big;
  oneTime: { amount: Big; month: MonthIndex } | null;
}

export interface ScheduleRow {
  number: number;
  month: MonthIndex;
  /** Principal and interest actually paid this month (the last one is adjusted). */
  payment: Big;
  principal: Big;
  interest: Big;
  extra: Big;
  pmi: Big;
  tax: Big;
  insurance: Big;
  hoa: Big;
  /** Everything paid this month. */
  total: Big;
  balance: Big;
}

const ZERO = new Dec(0);
export const cents = (value: Big) => new Dec(value).round(2, Big.roundHalfUp);

/**
 * M = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate, rounded half-up to the cent; with r = 0,
 * M = P / n rounded up, so n payments are never short of P (the last one is what is left; the
 * page's formula says so).
 */
export function monthlyPayment(principal: Big, annualRatePercent: Big, months: number): Big {
  const loan = new Dec(principal);
  if (loan.lte(0)) return ZERO;
  const rate = new Dec(annualRatePercent).div(1200);
  if (rate.eq(0)) return loan.div(months).round(2, Big.roundUp);
  const growth = powRounded(rate.plus(1), months);
  return loan.times(rate).times(growth).div(growth.minus(1)).round(2, Big.roundHalfUp);
}

/**
 * base^n by squaring, rounded to 40 decimals after each product: big.js' own pow keeps every digit
 * (a 40-digit base to the 360th power has 14,400), which takes most of a second.
 */
export function powRounded(base: Big, exponent: number): Big {
  let result = new Dec(1);
  let square = new Dec(base);
  for (let n = exponent; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = result.times(square).round(Dec.DP, Big.roundHalfUp);
    square = square.times(square).round(Dec.DP, Big.roundHalfUp);
  }
  return result;
}

/** The monthly PMI premium: yearly rate × original loan ÷ 12, to the cent. */
export function monthlyPmi(terms: Pick<LoanTerms, "principal" | "pmiRatePercent">): Big {
  return cents(new Dec(terms.principal).times(terms.pmiRatePercent).div(1200));
}

/** PMI applies from the start only when the loan is above 80 % of the home's value. */
export function needsPmi(terms: Pick<LoanTerms, "principal" | "homeValue" | "pmiRatePercent">) {
  return terms.pmiRatePercent.gt(0) && terms.principal.gt(new Dec(terms.homeValue).times("0.8"));
}

/** An amount already to the cent as a count of cents: the schedule's loop adds and compares these. */
export function toCents(value: Big): bigint {
  return BigInt(new Dec(value).round(2, Big.roundHalfUp).toFixed(2).replace(".", ""));
}

export function fromCents(count: bigint): Big {
  const negative = count < 0n;
  const digits = (negative ? -count : count).toString().padStart(3, "0");
  return new Dec(`${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`);
}

/** The first payment number (from 1) whose balance before it is at or below `limit`, in cents. */
function firstAtOrBelow(balances: readonly bigint[], limit: bigint): number | null {
  const index = balances.findIndex((balance) => balance <= limit);
  return index === -1 ? null : index + 2;
}

/**
 * The first payment number without PMI (null when PMI never applies). Automatic (Homeowners
 * Protection Act): when the ORIGINAL schedule's balance reaches 78 % of the original value, or at
 * the loan's midpoint at the latest; on request: when the actual balance reaches 80 %.
 * A payment carries PMI when the balance before it is above the threshold.
 */
export function pmiEndPayment(
  terms: LoanTerms,
  actual: readonly bigint[],
  original: readonly bigint[] | null = null,
): number | null {
  if (!needsPmi(terms)) return null;
  if (terms.pmiRemoval === "requested") {
    const limit = toCents(new Dec(terms.homeValue).times("0.8"));
    return firstAtOrBelow(actual, limit) ?? actual.length + 1;
  }
  const limit = toCents(new Dec(terms.homeValue).times("0.78"));
  const balances = original ?? centRows(noExtras(terms)).map((row) => row.balance);
  const midpoint = Math.ceil(terms.months / 2) + 1;
  return Math.min(firstAtOrBelow(balances, limit) ?? midpoint, midpoint);
}

/** A loan of principal and interest only: no PMI, escrow, HOA or extra payments. */
export function plainLoan(
  base: Pick<
    LoanTerms,
    "principal" | "homeValue" | "annualRatePercent" | "months" | "firstPayment"
  >,
): LoanTerms {
  return {
    ...base,
    pmiRatePercent: ZERO,
    pmiRemoval: "automatic",
    taxMonthly: ZERO,
    insuranceMonthly: ZERO,
    hoaMonthly: ZERO,
    extraMonthly: ZERO,
    extraYearly: ZERO,
    oneTime: null,
  };
}

export function noExtras(terms: LoanTerms): LoanTerms {
  return { ...terms, extraMonthly: ZERO, extraYearly: ZERO, oneTime: null };
}

interface CentRow {
  principal: bigint;
  interest: bigint;
  extra: bigint;
  balance: bigint;
}

/**
 * Principal and interest in whole cents (exact integers: big.js took ~30 ms for 600 rows). Each
 * month's interest = balance × rate ÷ 1200, half-up to the cent; the last payment clears the balance.
 */
function centRows(terms: LoanTerms): CentRow[] {
  const payment = toCents(monthlyPayment(terms.principal, terms.annualRatePercent, terms.months));
  const [whole, fraction = ""] = new Dec(terms.annualRatePercent).toFixed().split(".");
  const rateNumerator = BigInt(whole + fraction);
  const divisor = 10n ** BigInt(fraction.length) * 1200n;
  const extraMonthly = toCents(terms.extraMonthly);
  const extraYearly = toCents(terms.extraYearly);
  const oneTime = terms.oneTime ? toCents(terms.oneTime.amount) : 0n;
  const rows: CentRow[] = [];
  let balance = toCents(terms.principal);
  for (let number = 1; number <= terms.months && balance > 0n; number++) {
    const month = terms.firstPayment + number - 1;
    // Half-up for a non-negative quotient: floor((2x + d) / 2d).
    const interest = (2n * balance * rateNumerator + divisor) / (2n * divisor);
    let principal = payment - interest;
    if (number === terms.months || principal >= balance) principal = balance;
    let extra = extraMonthly;
    if (number % 12 === 0) extra += extraYearly;
    if (terms.oneTime?.month === month) extra += oneTime;
    if (extra > balance - principal) extra = balance - principal;
    balance -= principal + extra;
    rows.push({ principal, interest, extra, balance });
  }
  return rows;
}

export interface Amortization {
  payment: Big;
  /** How many payments the schedule has. */
  payments: number;
  /** Payment `index + 1` as decimal amounts, made when asked for. */
  row(index: number): ScheduleRow;
  /**
   * Every payment as decimal amounts (the schedule and charts tabs), made on first use: turning
   * 360 rows of cents into big.js values was ~7 ms of the page's hydration, which needs only the
   * totals and two rows.
   */
  readonly rows: readonly ScheduleRow[];
  /** Each row's balance in cents (what PMI removal reads). */
  balances: bigint[];
  /** First payment number without PMI, or null when the loan never needs PMI. */
  pmiEnd: number | null;
  monthlyPmi: Big;
  totalInterest: Big;
  totalPrincipal: Big;
  totalPmi: Big;
  /** Principal, interest, PMI, tax, insurance and HOA over the life of the loan. */
  totalPaid: Big;
  payoff: MonthIndex;
}

/**
 * The full schedule: principal and interest, extras, then PMI and escrow on each row. `original`
 * is the same loan without extras when the caller has it: automatic PMI removal follows its balance.
 */
export function amortize(terms: LoanTerms, original: Amortization | null = null): Amortization {
  const payment = monthlyPayment(terms.principal, terms.annualRatePercent, terms.months);
  const centSchedule = centRows(terms);
  const balances = centSchedule.map((row) => row.balance);
  const pmiEnd = pmiEndPayment(terms, balances, original?.balances ?? null);
  const pmi = pmiEnd === null ? ZERO : monthlyPmi(terms);
  const pmiCents = toCents(pmi);
  const escrow =
    toCents(terms.taxMonthly) + toCents(terms.insuranceMonthly) + toCents(terms.hoaMonthly);
  let totalInterest = 0n;
  let totalPrincipal = 0n;
  let totalPmi = 0n;
  let totalPaid = 0n;
  const pmiOf = (number: number) => (pmiEnd !== null && number < pmiEnd ? pmiCents : 0n);
  /** Everything paid in the month: principal, interest, extra, PMI and escrow. */
  const monthTotal = (row: CentRow, rowPmi: bigint) =>
    row.principal + row.interest + row.extra + rowPmi + escrow;
  centSchedule.forEach((row, index) => {
    const rowPmi = pmiOf(index + 1);
    totalInterest += row.interest;
    totalPrincipal += row.principal + row.extra;
    totalPmi += rowPmi;
    totalPaid += monthTotal(row, rowPmi);
  });
  const decimalRow = (row: CentRow, index: number): ScheduleRow => {
    const number = index + 1;
    const rowPmi = pmiOf(number);
    return {
      number,
      month: terms.firstPayment + index,
      payment: fromCents(row.principal + row.interest),
      principal: fromCents(row.principal),
      interest: fromCents(row.interest),
      extra: fromCents(row.extra),
      pmi: rowPmi === 0n ? ZERO : pmi,
      tax: terms.taxMonthly,
      insurance: terms.insuranceMonthly,
      hoa: terms.hoaMonthly,
      total: fromCents(monthTotal(row, rowPmi)),
      balance: fromCents(row.balance),
    };
  };
  let rows: ScheduleRow[] | null = null;
  return {
    payment,
    payments: centSchedule.length,
    row: (index) => rows?.[index] ?? decimalRow(centSchedule[index], index),
    get rows() {
      return (rows ??= centSchedule.map(decimalRow));
    },
    balances,
    pmiEnd,
    monthlyPmi: pmi,
    totalInterest: fromCents(totalInterest),
    totalPrincipal: fromCents(totalPrincipal),
    totalPmi: fromCents(totalPmi),
    totalPaid: fromCents(totalPaid),
    payoff: terms.firstPayment + Math.max(centSchedule.length - 1, 0),
  };
}

export interface YearRow {
  year: number;
  principal: Big;
  interest: Big;
  extra: Big;
  pmi: Big;
  escrow: Big;
  total: Big;
  /** Balance at the end of the year. */
  balance: Big;
}

/** The schedule summed by calendar year. */
export function yearlyRows(rows: readonly ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const year = Math.floor(row.month / 12);
    let current = years.at(-1);
    if (!current || current.year !== year) {
      current = {
        year,
        principal: ZERO,
        interest: ZERO,
        extra: ZERO,
        pmi: ZERO,
        escrow: ZERO,
        total: ZERO,
        balance: row.balance,
      };
      years.push(current);
    }
    current.principal = current.principal.plus(row.principal);
    current.interest = current.interest.plus(row.interest);
    current.extra = current.extra.plus(row.extra);
    current.pmi = current.pmi.plus(row.pmi);
    current.escrow = current.escrow.plus(row.tax).plus(row.insurance).plus(row.hoa);
    current.total = current.total.plus(row.total);
    current.balance = row.balance;
  }
  return years;
}
