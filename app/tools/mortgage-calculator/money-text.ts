// Reading the amounts, rates and terms typed into /mortgage-calculator in decimal (big.js), in the
// chosen locale's separators (read by ~/lib/number, groups of three), and writing amounts back in
// the chosen currency. This page adds only a currency sign and "%"; longer text than any real
// amount is refused before it is read.
import Big from "big.js";
import { formatExactDecimal, roundedDecimal } from "~/lib/number/decimal-format";
import {
  negativeMessage,
  notANumberMessage,
  rewriteSeparators,
  scanGroupedDecimal,
  separatorsOf,
  tooLongMessage as fieldTooLongMessage,
} from "~/lib/number/grouped-decimal";
import { currencyOptions, localeOptions } from "~/lib/number/number-choices";
import { ToolError } from "~/lib/tool-error";

export const MAX_FIELD_LENGTH = 40;

export const LOCALE_OPTIONS = localeOptions(["en-US", "en-GB", "de-DE", "fr-FR", "de-CH"]);
export type LocaleChoice = (typeof LOCALE_OPTIONS)[number]["value"];

export const CURRENCY_OPTIONS = currencyOptions(["USD", "EUR", "GBP", "CAD", "AUD", "CHF"]);
export type CurrencyChoice = (typeof CURRENCY_OPTIONS)[number]["value"];

const CURRENCY_SIGNS = new Set(["$", "€", "£"]);
const MINUSES = new Set(["-", "\u2212"]);
/** Every field of the page is below this: a price, a rate, a term (far beyond any real loan). */
export const MAX_AMOUNT = new Big("1e12");
export const tooLargeMessage = (label: string) => `${label}: too large (at most 10^12).`;

export const tooLongMessage = (label: string) => fieldTooLongMessage(label, MAX_FIELD_LENGTH);

/**
 * Reads a non-negative number: "$400,000", "6.5%", "400000.00", "1.234,56" (de-DE). Grouping must
 * be well formed (groups of three), so a decimal comma in an English locale is refused, not read as
 * thousands. A minus sign is refused with its own message, as is anything at or above 10^12
 * ("1e309" too). Empty → null.
 */
export function parseNumber(label: string, text: string, locale: string): Big | null {
  if (text.length > MAX_FIELD_LENGTH) throw new ToolError(tooLongMessage(label));
  let rest = text.trim();
  if (rest === "") return null;
  if (CURRENCY_SIGNS.has(rest[0])) rest = rest.slice(1).trim();
  else if (CURRENCY_SIGNS.has(rest.at(-1) ?? "")) rest = rest.slice(0, -1).trim();
  if (rest.endsWith("%")) rest = rest.slice(0, -1).trim();
  const negative = MINUSES.has(rest[0]);
  if (negative) rest = rest.slice(1).trim();
  const scanned = scanGroupedDecimal(rest, separatorsOf(locale), {
    grouping: "thousands",
    exponent: true,
  });
  if ("error" in scanned) {
    if (scanned.error === "exponent too long") throw new ToolError(tooLargeMessage(label));
    throw new ToolError(notANumberMessage(label, text.trim(), locale));
  }
  const value = new Big(scanned.plain);
  if (value.gte(MAX_AMOUNT)) throw new ToolError(tooLargeMessage(label));
  if (negative && !value.eq(0)) throw new ToolError(negativeMessage(label));
  return value;
}

/** Amounts to the cent in the chosen locale and currency; Intl formats the exact decimal string. */
export class MoneyFormatter {
  private readonly money: Intl.NumberFormat;
  private readonly percent: Intl.NumberFormat;
  constructor(
    readonly locale: string,
    readonly currency: string,
  ) {
    this.money = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    this.percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  }

  /** "$2,528.27"; -0.00 shows without its sign. */
  money2(value: Big): string {
    return formatExactDecimal(this.money, roundedDecimal(value, 2));
  }

  /** A signed difference: "+$120.50", "−$3.00", "$0.00". */
  difference(value: Big): string {
    const rounded = value.round(2, Big.roundHalfUp);
    if (rounded.eq(0)) return this.money2(rounded);
    return `${rounded.gt(0) ? "+" : "−"}${this.money2(rounded.abs())}`;
  }

  /** "6.5 %" style figures: a plain number in the locale, up to 4 decimals. */
  number(value: Big): string {
    return formatExactDecimal(this.percent, value.toFixed());
  }
}

/** A field's text in the new number format, when it reads in the old one (else as typed). */
export function rewriteForLocale(text: string, from: string, to: string): string {
  try {
    if (parseNumber("", text, from) === null) return text;
  } catch {
    return text;
  }
  return rewriteSeparators(text, separatorsOf(from), separatorsOf(to));
}
