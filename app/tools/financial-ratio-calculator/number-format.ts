// Reading the numbers a user types into the Financial Ratio Calculator, strictly and in decimal
// (big.js), and writing results back in the chosen locale and currency (issue 13: $ and comma
// grouping by default). A scanner, not a regex: linear in the input, and inputs are length-bounded.
import Big from "big.js";
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

export const LOCALE_OPTIONS = [
  { value: "en-US", label: "1,234.56 (English, US)" },
  { value: "en-GB", label: "1,234.56 (English, UK)" },
  { value: "en-IN", label: "1,23,456.78 (English, India)" },
  { value: "de-DE", label: "1.234,56 (German)" },
  { value: "fr-FR", label: "1 234,56 (French)" },
  { value: "de-CH", label: "1'234.56 (Swiss German)" },
  { value: "ja-JP", label: "1,234.56 (Japanese)" },
] as const;

export const CURRENCY_OPTIONS = [
  { value: "USD", label: "USD – US dollar" },
  { value: "EUR", label: "EUR – Euro" },
  { value: "GBP", label: "GBP – Pound sterling" },
  { value: "JPY", label: "JPY – Japanese yen" },
  { value: "CHF", label: "CHF – Swiss franc" },
  { value: "CAD", label: "CAD – Canadian dollar" },
  { value: "AUD", label: "AUD – Australian dollar" },
  { value: "INR", label: "INR – Indian rupee" },
  { value: "CNY", label: "CNY – Chinese yuan" },
] as const;

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
const SPACES = new Set([" ", "\u00a0", "\u202f", "\u2009"]);
const APOSTROPHES = new Set(["'", "\u2019"]);
const MINUSES = new Set(["-", "\u2212"]);

interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

export function separatorsOf(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    found = {
      group: parts.find((p) => p.type === "group")?.value ?? ",",
      decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    };
    separatorCache.set(locale, found);
  }
  return found;
}

function isGroupChar(char: string, group: string): boolean {
  if (SPACES.has(group)) return SPACES.has(char);
  if (APOSTROPHES.has(group)) return APOSTROPHES.has(char);
  return char === group;
}

const isDigit = (char: string) => char >= "0" && char <= "9";

/** How a number is written in `locale`, for messages: "1,234.56". */
export function exampleNumber(locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56);
}

export function notANumberMessage(label: string, text: string, locale: string): string {
  const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
  return `${label}: "${shown}" is not a number. Write it like ${exampleNumber(locale)}.`;
}

export const tooLongMessage = (label: string) =>
  `${label}: too long (at most ${MAX_FIELD_LENGTH} characters).`;
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

  const plain = plainDigits(rest, separatorsOf(locale));
  if (plain === null) throw fail();
  let value = new Big(plain);
  if (multiplier) value = value.times(multiplier);
  if (negative) value = value.neg();
  if (value.abs().gte(MAX_MAGNITUDE)) throw new ToolError(tooLargeMessage(label));
  return value;
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

/** "1,234.5e3" (in the locale's separators) → "1234.5e3" for big.js, or null when malformed. */
function plainDigits(text: string, { group, decimal }: Separators): string | null {
  let out = "";
  let index = 0;
  const groups: number[] = [];
  let run = 0;
  while (index < text.length && (isDigit(text[index]) || isGroupChar(text[index], group))) {
    const char = text[index];
    if (isDigit(char)) {
      out += char;
      run += 1;
    } else {
      if (run === 0) return null;
      groups.push(run);
      run = 0;
    }
    index += 1;
  }
  if (groups.length > 0) {
    groups.push(run);
    const inner = groups.slice(1, -1);
    if (groups.at(-1) !== 3 || inner.some((size) => size !== 2 && size !== 3)) return null;
  }
  if (text[index] === decimal) {
    out += ".";
    index += 1;
    while (index < text.length && isDigit(text[index])) out += text[index++];
  }
  if (!/\d/.test(out)) return null;
  if (text[index] === "e" || text[index] === "E") {
    out += "e";
    index += 1;
    if (text[index] === "+" || text[index] === "-") out += text[index++];
    const digitsStart = index;
    while (index < text.length && isDigit(text[index])) out += text[index++];
    // Three digits are plenty: the size limit refuses anything from e18 on anyway.
    if (index === digitsStart || index - digitsStart > 3) return null;
  }
  return index === text.length ? out : null;
}

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
    this.moneyDecimals = this.money.resolvedOptions().maximumFractionDigits ?? 2;
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
    return formatDecimal(this.money, decimalString(value, this.moneyDecimals));
  }

  /** An amount per one unit of another (margins, ROE), always to the cent: "$0.40", "¥0.40". */
  formatPerUnit(value: Big): string {
    return formatDecimal(this.perUnit, decimalString(value, Math.max(2, this.moneyDecimals)));
  }

  /** A ratio to 2 decimals: "25.00". */
  formatRatio(value: Big): string {
    return formatDecimal(this.plain, decimalString(value, 2));
  }

  /** A count or a period with at most `decimals` decimals and no trailing zeros: "1,000,000", "3.5". */
  formatNumber(value: Big, decimals: number): string {
    const format = new Intl.NumberFormat(this.locale, { maximumFractionDigits: decimals });
    return formatDecimal(format, value.round(decimals, Big.roundHalfUp).toFixed());
  }

  /** A fraction as a percentage to 2 decimals: 0.1234 → "12.34%". */
  formatPercent(fraction: Big): string {
    return formatDecimal(this.percent, decimalString(fraction, 4));
  }
}

/**
 * Intl reads a decimal string exactly (ECMA-402 since 2023, in every browser this site supports);
 * TypeScript's ES2023 library types the number overload only.
 */
function formatDecimal(format: Intl.NumberFormat, decimal: string): string {
  return (format as unknown as { format(value: string): string }).format(decimal);
}

/** Rounded half away from zero in decimal; Intl then formats the exact digits (string input). */
function decimalString(value: Big, decimals: number): string {
  // Intl reads a decimal string exactly; "-0.00" would show as "-$0.00", so zero drops its sign.
  const rounded = value.round(decimals, Big.roundHalfUp);
  return rounded.eq(0) ? "0" : rounded.toFixed(decimals);
}
