// Currency conversion in decimal (big.js, never binary floating point): amounts read strictly, cross
// rates through the table's base currency, results rounded half-up to each currency's minor units
// (JPY 0, USD 2, BHD 3, from Intl), with the formula that produced each figure.
import Big from "big.js";
import { formatExactDecimal, minorUnits } from "~/lib/number/decimal-format";
import {
  exampleNumber,
  negativeMessage,
  rewriteSeparators,
  scanGroupedDecimal,
  separatorsOf,
  tooLongMessage,
} from "~/lib/number/grouped-decimal";
import { ToolError } from "~/lib/tool-error";
import type { RateTable } from "~/lib/market-data/frankfurter";

export const MAX_AMOUNT_LENGTH = 40;
/** Decimal places kept for a cross rate before the amount is rounded to the minor unit. */
export const RATE_DECIMALS = 10;

/**
 * Reads an amount as written in `locale` ("1,234.56" in en-US, "1.234,56" in de-DE): digits, the
 * locale's grouping (groups of three, or India's lakh groups, so "1,5" in English is refused, not
 * read as 15) and one decimal separator; no sign (an amount to convert is not negative).
 * Empty → null.
 */
export function parseAmount(text: string, locale: string, label = "Amount"): Big | null {
  if (text.length > MAX_AMOUNT_LENGTH)
    throw new ToolError(tooLongMessage(label, MAX_AMOUNT_LENGTH));
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const negative = trimmed[0] === "-" || trimmed[0] === "\u2212";
  const digits = negative ? trimmed.slice(1).trim() : trimmed;
  const scanned = scanGroupedDecimal(digits, separatorsOf(locale), {
    grouping: "thousands-or-lakh",
  });
  if ("plain" in scanned) {
    if (negative && !new Big(scanned.plain).eq(0)) throw new ToolError(negativeMessage(label));
    return new Big(scanned.plain);
  }
  const shown = trimmed.slice(0, 24);
  throw new ToolError(
    scanned.error === "no digits"
      ? `${label}: "${shown}" is not a number.`
      : `${label}: "${shown}" is not a number. Write it like ${exampleNumber(locale)}.`,
  );
}

/** The amount's text in another number format when it reads in the old one (else as typed). */
export function amountInLocale(text: string, from: string, to: string): string {
  try {
    if (parseAmount(text, from) === null) return text;
  } catch {
    return text;
  }
  return rewriteSeparators(text, separatorsOf(from), separatorsOf(to));
}

/** 1 `table.base` = this many `code` (the base itself is 1). */
function rateOf(table: RateTable, code: string): Big {
  if (code === table.base) return new Big(1);
  const rate = table.rates[code];
  if (rate === undefined) throw new ToolError(`No rate for ${code} in the rates of ${table.date}.`);
  return new Big(rate);
}

/** 1 `from` = this many `to`, through the table's base, kept to RATE_DECIMALS places. */
export function crossRate(table: RateTable, from: string, to: string): Big {
  if (from === to) return new Big(1);
  return rateOf(table, to).div(rateOf(table, from)).round(RATE_DECIMALS, Big.roundHalfUp);
}

export interface Conversion {
  currency: string;
  /** 1 `from` = rate `currency`. */
  rate: Big;
  /** Rounded half-up to the currency's minor units. */
  amount: Big;
  /** The calculation, in plain decimals: "100 USD × 0.8571428571 = 85.71 EUR". */
  formula: string;
}

export function convert(table: RateTable, amount: Big, from: string, to: string): Conversion {
  const rate = crossRate(table, from, to);
  const digits = minorUnits(to);
  const exact = amount.times(rate);
  const rounded = exact.round(digits, Big.roundHalfUp);
  const via =
    from === table.base || to === table.base || from === to
      ? ""
      : ` (${rateOf(table, to).toString()} ${to}/${table.base} ÷ ${rateOf(table, from).toString()} ${from}/${table.base})`;
  return {
    currency: to,
    rate,
    amount: rounded,
    formula: `${amount.toString()} ${from} × ${rate.toString()}${via} = ${exact.toString()} → ${rounded.toFixed(digits)} ${to} (rounded to ${digits} decimal${digits === 1 ? "" : "s"})`,
  };
}

/** `amount` in `currency` as `locale` writes money ("$1,234.56", "1.234,56 €"), exactly. */
export function formatMoney(amount: Big, currency: string, locale: string): string {
  const digits = minorUnits(currency);
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatExactDecimal(format, amount.toFixed(digits));
}

/** A rate as `locale` writes plain numbers, all its decimals kept. */
export function formatRate(rate: Big, locale: string): string {
  return formatExactDecimal(
    new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }),
    rate.toString(),
  );
}

/** The label of a rate typed by hand: "1 USD in EUR". */
export const manualRateLabel = (from: string, to: string) => `1 ${from} in ${to}`;
export const MANUAL_RATES_DATE = "your own rates";

/**
 * A rate table from rates the user typed (1 `from` = rate `to`), for converting without the rate
 * source (offline with nothing saved). Targets left empty are skipped; a rate must be above 0.
 */
export function manualRateTable(
  from: string,
  targets: readonly string[],
  typed: Readonly<Record<string, string>>,
  locale: string,
): { table: RateTable; errors: string[] } {
  const rates: Record<string, string> = {};
  const errors: string[] = [];
  for (const to of targets) {
    if (to === from) continue;
    const label = manualRateLabel(from, to);
    try {
      const rate = parseAmount(typed[to] ?? "", locale, label);
      if (rate === null) continue;
      if (rate.eq(0)) throw new ToolError(`${label}: a rate must be above 0.`);
      rates[to] = rate.toString();
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      errors.push(error.message);
    }
  }
  return { table: { base: from, date: MANUAL_RATES_DATE, rates }, errors };
}
