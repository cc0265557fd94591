// Reading the numbers a user types into the Financial Ratio Calculator, strictly and in decimal
// (big.js), and writing results back in the chosen locale and currency ($ and comma
// grouping by default). The digits are read by ~/lib/number; this page adds what it accepts around
// them: a sign or accounting parentheses, a currency sign or code, K/M/B/T and "%".
import Big from "big.js";
import { formatExactDecimal, minorUnits, roundedDecimal } from "~/lib/number/decimal-format";
import {
  notANumberMessage,
  rewriteSeparators,
  scanGroupedDecimal,
  separatorsOf,
  tooLongMessage as fieldTooLongMessage,
} from "~/lib/number/grouped-decimal";
import { currencyOptions, NAMED_CURRENCIES, NUMBER_LOCALES } from "~/lib/number/number-choices";
import { ToolError } from "~/lib/tool-error";

/** What a field holds: it decides which extra signs it accepts (currency, K/M/B/T, %). */
export type FieldKind = "money" | "count" | "percent" | "years";

export interface NumberFormatChoice {
  /** A BCP 47 locale: its group and decimal separators are read and written. */
  locale: string;
  /** An ISO 4217 code. */
  currency: string;
}

export const DEFAULT_FORMAT: NumberFormatChoice = { locale: "en-US", currency: "USD" };

export const LOCALE_OPTIONS = NUMBER_LOCALES;

export const CURRENCY_OPTIONS = currencyOptions(NAMED_CURRENCIES);

/** Longer text is refused before it is read: no real amount needs more. */
export const MAX_FIELD_LENGTH = 64;
/** Amounts at or above this are refused (far beyond any company's figures, in any currency). */
export const MAX_MAGNITUDE = new Big("1e18");

/** Letters after a number that multiply it, as in "$2.5B" (money and counts only). */
const MULTIPLIERS: Readonly<Record<string, string>> = {
  k: "1e3",
  m: "1e6",
  b: "1e9",
  t: "1e12",
};
const CURRENCY_SIGNS = new Set(["$", "€", "£", "¥", "₹", "₩", "₣"]);
const MINUSES = new Set(["-", "\u2212"]);
const isDigit = (char: string) => char >= "0" && char <= "9";

export const tooLongMessage = (label: string) => fieldTooLongMessage(label, MAX_FIELD_LENGTH);
export const tooLargeMessage = (label: string) =>
  `${label}: too large (it must be below 10^18 in size).`;

/**
 * Reads one field. Empty → null (the field is missing). Accepted: the locale's grouping ("1,234.56";
 * each group after the first has 2 or 3 digits and the last 3, so a decimal comma typed in an
 * English locale is refused, not read as thousands), a sign or accounting parentheses, exponent
 * notation ("1.2e6"); money fields also a currency sign or code and K/M/B/T; percent fields a "%".
 */
export function parseFieldNumber(
  label: string,
  text: string,
  kind: FieldKind,
  locale: string,
): Big | null {
  if (text.length > MAX_FIELD_LENGTH) throw new ToolError(tooLongMessage(label));
  let rest = text.trim();
  if (rest === "") return null;
  const fail = () => new ToolError(notANumberMessage(label, text.trim(), locale));

  let negative = false;
  if (rest.startsWith("(") && rest.endsWith(")")) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  const takeSign = () => {
    if (MINUSES.has(rest[0]) || rest[0] === "+") {
      if (negative) throw fail();
      negative = MINUSES.has(rest[0]);
      rest = rest.slice(1).trim();
    }
  };
  takeSign();
  if (kind === "money") {
    rest = stripCurrency(rest);
    takeSign();
  }
  if (kind === "percent" && rest.endsWith("%")) rest = rest.slice(0, -1).trim();
  let multiplier: string | null = null;
  if (kind === "money" || kind === "count") {
    const last = rest.slice(-1).toLowerCase();
    if (last in MULTIPLIERS && rest.length > 1 && isDigit(rest.at(-2) ?? "")) {
      multiplier = MULTIPLIERS[last];
      rest = rest.slice(0, -1);
    }
  }

  const scanned = scanGroupedDecimal(rest, separatorsOf(locale), {
    grouping: "thousands-or-lakh",
    exponent: true,
  });
  if ("error" in scanned)
    throw scanned.error === "exponent too long" ? new ToolError(tooLargeMessage(label)) : fail();
  let value = new Big(scanned.plain);
  if (multiplier) value = value.times(multiplier);
  if (negative) value = value.neg();
  if (value.abs().gte(MAX_MAGNITUDE)) throw new ToolError(tooLargeMessage(label));
  return value;
}

/** A field's text in the new number format when it reads in the old one (else as typed). */
export function rewriteFieldForLocale(text: string, kind: FieldKind, from: string, to: string) {
  try {
    if (parseFieldNumber("", text, kind, from) === null) return text;
  } catch {
    return text;
  }
  return rewriteSeparators(text, separatorsOf(from), separatorsOf(to));
}

/** Drops one currency sign or ISO code at either end ("$1,234", "1.234 €", "CHF 12"). */
function stripCurrency(text: string): string {
  if (CURRENCY_SIGNS.has(text[0])) return text.slice(1).trim();
  if (CURRENCY_SIGNS.has(text.at(-1) ?? "")) return text.slice(0, -1).trim();
  const code = /^[A-Z]{3}/.exec(text);
  if (code && CURRENCY_OPTIONS.some((c) => c.value === code[0])) return text.slice(3).trim();
  const tail = /[A-Z]{3}$/.exec(text);
  if (tail && CURRENCY_OPTIONS.some((c) => c.value === tail[0])) return text.slice(0, -3).trim();
  return text;
}

const MAX_OPERAND_DECIMALS = 10;

/** Formats results in one locale and currency; amounts are rounded in decimal before Intl sees them. */
export class ResultFormatter {
  readonly locale: string;
  readonly currency: string;
  private readonly money: Intl.NumberFormat;
  private readonly perUnit: Intl.NumberFormat;
  private readonly plain: Intl.NumberFormat;
  private readonly percent: Intl.NumberFormat;
  /** The currency's own decimals: 2 for USD, 0 for JPY. */
  readonly moneyDecimals: number;

  constructor({ locale, currency }: NumberFormatChoice) {
    this.locale = locale;
    this.currency = currency;
    this.money = new Intl.NumberFormat(locale, { style: "currency", currency });
    this.moneyDecimals = minorUnits(currency);
    const cents = Math.max(2, this.moneyDecimals);
    this.perUnit = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: cents,
      maximumFractionDigits: cents,
    });
    this.plain = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    this.percent = new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  }

  /** An amount to the currency's smallest unit: "$1,234.57", "¥1,235". */
  formatMoney(value: Big): string {
    return formatExactDecimal(this.money, roundedDecimal(value, this.moneyDecimals));
  }

  /**
   * An amount as an operand of a worked formula, with the digits it has (at least the currency's,
   * at most 10): "$50.00 ÷ $0.0000001", never "÷ $0.00", which would hide what was divided by.
   */
  formatOperand(value: Big): string {
    const digitsAfterPoint = Math.max(0, value.c.length - value.e - 1);
    const decimals = Math.min(Math.max(digitsAfterPoint, this.moneyDecimals), MAX_OPERAND_DECIMALS);
    if (decimals === this.moneyDecimals) return this.formatMoney(value);
    const format = new Intl.NumberFormat(this.locale, {
      style: "currency",
      currency: this.currency,
      minimumFractionDigits: this.moneyDecimals,
      maximumFractionDigits: decimals,
    });
    return formatExactDecimal(format, roundedDecimal(value, decimals));
  }

  /** An amount per one unit of another (margins, ROE), always to the cent: "$0.40", "¥0.40". */
  formatPerUnit(value: Big): string {
    return formatExactDecimal(this.perUnit, roundedDecimal(value, Math.max(2, this.moneyDecimals)));
  }

  /** A ratio to 2 decimals: "25.00". */
  formatRatio(value: Big): string {
    return formatExactDecimal(this.plain, roundedDecimal(value, 2));
  }

  /** A count or a period with at most `decimals` decimals and no trailing zeros: "1,000,000", "3.5". */
  formatNumber(value: Big, decimals: number): string {
    const format = new Intl.NumberFormat(this.locale, { maximumFractionDigits: decimals });
    return formatExactDecimal(format, value.round(decimals, Big.roundHalfUp).toFixed());
  }

  /** A fraction as a percentage to 2 decimals: 0.1234 → "12.34%". */
  formatPercent(fraction: Big): string {
    return formatExactDecimal(this.percent, roundedDecimal(fraction, 4));
  }
}
