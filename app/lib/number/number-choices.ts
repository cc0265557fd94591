// The locales and currencies the calculators offer in their selects. Each label shows how the
// locale writes numbers, so a user picks by the look of the digits. A page offers a subset, in
// this order.

export const NUMBER_LOCALES = [
  { value: "en-US", label: "1,234.56 (English, US)" },
  { value: "en-GB", label: "1,234.56 (English, UK)" },
  { value: "en-IN", label: "1,23,456.78 (English, India)" },
  { value: "de-DE", label: "1.234,56 (German)" },
  { value: "fr-FR", label: "1 234,56 (French)" },
  { value: "de-CH", label: "1'234.56 (Swiss German)" },
  { value: "ja-JP", label: "1,234.56 (Japanese)" },
] as const;
export type NumberLocale = (typeof NUMBER_LOCALES)[number]["value"];

export const CURRENCY_NAMES = {
  USD: "US dollar",
  EUR: "Euro",
  GBP: "Pound sterling",
  JPY: "Japanese yen",
  CHF: "Swiss franc",
  CAD: "Canadian dollar",
  AUD: "Australian dollar",
  INR: "Indian rupee",
  CNY: "Chinese yuan",
} as const;
export type NamedCurrency = keyof typeof CURRENCY_NAMES;
/** The named currencies, in the order above (the order the selects show). */
export const NAMED_CURRENCIES = Object.keys(CURRENCY_NAMES) as NamedCurrency[];

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** The offered locales, in the given order, with their labels. */
export function localeOptions<const Value extends NumberLocale>(
  values: readonly Value[],
): readonly Choice<Value>[] {
  return values.map((value) => ({
    value,
    label: NUMBER_LOCALES.find((locale) => locale.value === value)!.label,
  }));
}

/** "USD – US dollar" for each code, in the given order. */
export function currencyOptions<const Code extends NamedCurrency>(
  codes: readonly Code[],
): readonly Choice<Code>[] {
  return codes.map((code) => ({ value: code, label: `${code} – ${CURRENCY_NAMES[code]}` }));
}
