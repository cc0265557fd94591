// Currency conversion in decimal (big.js, never binary floating point): amounts read strictly, cross
// rates through the table's base currency, results rounded half-up to each currency's minor units
// (JPY 0, USD 2, BHD 3, from Intl), with the formula that produced each figure (issue 13).
import Big from "big.js";
import { ToolError } from "~/lib/tool-error";
import type { RateTable } from "~/lib/market-data/frankfurter";

export const MAX_AMOUNT_LENGTH = 40;
/** Decimal places kept for a cross rate before the amount is rounded to the minor unit. */
export const RATE_DECIMALS = 10;

const minorUnitCache = new Map<string, number>();

/** Digits after the decimal point in `currency` (JPY 0, USD 2, BHD 3). */
export function minorUnits(currency: string): number {
  let digits = minorUnitCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
      .maximumFractionDigits!;
    minorUnitCache.set(currency, digits);
  }
  return digits;
}

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}

const SPACE_LIKE = new Set([" ", "\u00a0", "\u202f", "\u2009", "'", "\u2019"]);

/** How `locale` writes 1234.56, for messages. */
export const amountExample = (locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56);

/**
 * Reads an amount as written in `locale` ("1,234.56" in en-US, "1.234,56" in de-DE): digits, the
 * locale's grouping and one decimal separator; no sign (an amount to convert is not negative).
 * Empty → null.
 */
export function parseAmount(text: string, locale: string): Big | null {
  if (text.length > MAX_AMOUNT_LENGTH)
    throw new ToolError(`Amount: too long (at most ${MAX_AMOUNT_LENGTH} characters).`);
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const { group, decimal } = separators(locale);
  const groupIsSpace = SPACE_LIKE.has(group);
  let digits = "";
  let seenDecimal = false;
  for (const char of trimmed) {
    if (char >= "0" && char <= "9") digits += char;
    else if (char === decimal && !seenDecimal) {
      seenDecimal = true;
      digits += ".";
    } else if (!seenDecimal && (char === group || (groupIsSpace && SPACE_LIKE.has(char)))) {
      continue;
    } else {
      throw new ToolError(
        `Amount: "${trimmed.slice(0, 24)}" is not a number. Write it like ${amountExample(locale)}.`,
      );
    }
  }
  if (!/\d/.test(digits)) throw new ToolError(`Amount: "${trimmed.slice(0, 24)}" is not a number.`);
  return new Big(digits.endsWith(".") ? digits.slice(0, -1) : digits);
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
  // Intl formats a decimal string exactly (no trip through a binary double).
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount.toFixed(digits) as unknown as number);
}

/** A rate as `locale` writes plain numbers, all its decimals kept. */
export function formatRate(rate: Big, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
    rate.toString() as unknown as number,
  );
}
