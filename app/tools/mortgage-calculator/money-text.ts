// Reading the amounts, rates and terms typed into /mortgage-calculator in decimal (big.js), in the
// chosen locale's separators, and writing amounts back in the chosen currency. A linear scanner,
// no regex over the input; longer text than any real amount is refused before it is read.
import Big from "big.js";
import { ToolError } from "~/lib/tool-error";

export const MAX_FIELD_LENGTH = 40;

export const LOCALE_OPTIONS = [
  { value: "en-US", label: "1,234.56 (English, US)" },
  { value: "en-GB", label: "1,234.56 (English, UK)" },
  { value: "de-DE", label: "1.234,56 (German)" },
  { value: "fr-FR", label: "1 234,56 (French)" },
  { value: "de-CH", label: "1'234.56 (Swiss German)" },
] as const;
export type LocaleChoice = (typeof LOCALE_OPTIONS)[number]["value"];

export const CURRENCY_OPTIONS = [
  { value: "USD", label: "USD – US dollar" },
  { value: "EUR", label: "EUR – Euro" },
  { value: "GBP", label: "GBP – Pound sterling" },
  { value: "CAD", label: "CAD – Canadian dollar" },
  { value: "AUD", label: "AUD – Australian dollar" },
  { value: "CHF", label: "CHF – Swiss franc" },
] as const;
export type CurrencyChoice = (typeof CURRENCY_OPTIONS)[number]["value"];

const CURRENCY_SIGNS = new Set(["$", "€", "£"]);
const SPACES = new Set([" ", "\u00a0", "\u202f", "\u2009"]);
const APOSTROPHES = new Set(["'", "\u2019"]);
const isDigit = (char: string) => char >= "0" && char <= "9";

function separatorsOf(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}

function isGroupChar(char: string, group: string): boolean {
  if (SPACES.has(group)) return SPACES.has(char);
  if (APOSTROPHES.has(group)) return APOSTROPHES.has(char);
  return char === group;
}

export const notANumberMessage = (label: string, text: string, locale: string) =>
  `${label}: "${text.length > 24 ? `${text.slice(0, 24)}…` : text}" is not a number. Write it like ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56)}.`;
export const tooLongMessage = (label: string) =>
  `${label}: too long (at most ${MAX_FIELD_LENGTH} characters).`;

/**
 * Reads a non-negative number: "$400,000", "6.5%", "400000.00", "1.234,56" (de-DE). Grouping must
 * be well formed (groups of three), so a decimal comma in an English locale is refused, not read as
 * thousands. Empty → null.
 */
export function parseNumber(label: string, text: string, locale: string): Big | null {
  if (text.length > MAX_FIELD_LENGTH) throw new ToolError(tooLongMessage(label));
  let rest = text.trim();
  if (rest === "") return null;
  const fail = () => new ToolError(notANumberMessage(label, text.trim(), locale));
  if (CURRENCY_SIGNS.has(rest[0])) rest = rest.slice(1).trim();
  else if (CURRENCY_SIGNS.has(rest.at(-1) ?? "")) rest = rest.slice(0, -1).trim();
  if (rest.endsWith("%")) rest = rest.slice(0, -1).trim();
  const { group, decimal } = separatorsOf(locale);
  let digits = "";
  let index = 0;
  let run = 0;
  let grouped = false;
  while (index < rest.length && (isDigit(rest[index]) || isGroupChar(rest[index], group))) {
    if (isDigit(rest[index])) {
      digits += rest[index];
      run += 1;
    } else {
      if (run === 0 || (grouped && run !== 3) || (!grouped && run > 3)) throw fail();
      grouped = true;
      run = 0;
    }
    index += 1;
  }
  if (grouped && run !== 3) throw fail();
  if (rest[index] === decimal) {
    digits += ".";
    index += 1;
    while (index < rest.length && isDigit(rest[index])) digits += rest[index++];
  }
  if (index !== rest.length || !/\d/.test(digits)) throw fail();
  return new Big(digits);
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
    const rounded = value.round(2, Big.roundHalfUp);
    const text = rounded.eq(0) ? "0" : rounded.toFixed(2);
    return (this.money as unknown as { format(value: string): string }).format(text);
  }

  /** A signed difference: "+$120.50", "−$3.00", "$0.00". */
  difference(value: Big): string {
    const rounded = value.round(2, Big.roundHalfUp);
    if (rounded.eq(0)) return this.money2(rounded);
    return `${rounded.gt(0) ? "+" : "−"}${this.money2(rounded.abs())}`;
  }

  /** "6.5 %" style figures: a plain number in the locale, up to 4 decimals. */
  number(value: Big): string {
    return (this.percent as unknown as { format(value: string): string }).format(value.toFixed());
  }
}
