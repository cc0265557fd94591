// Which currencies the page offers: the ECB's reference currencies (before rates arrive, so the
// prerendered selects are complete and do not shift), then exactly those of the loaded table.
import type { RateTable } from "~/lib/market-data/frankfurter";
import { NUMBER_LOCALES } from "~/lib/number/number-choices";

/** The ECB's daily reference currencies (Bulgaria's lev ended with its move to the euro in 2026). */
export const ECB_CURRENCIES = [
  "AUD",
  "BRL",
  "CAD",
  "CHF",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "GBP",
  "HKD",
  "HUF",
  "IDR",
  "ILS",
  "INR",
  "ISK",
  "JPY",
  "KRW",
  "MXN",
  "MYR",
  "NOK",
  "NZD",
  "PHP",
  "PLN",
  "RON",
  "SEK",
  "SGD",
  "THB",
  "TRY",
  "USD",
  "ZAR",
] as const;

export const DEFAULT_FROM = "USD";
export const DEFAULT_TARGETS = ["EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR"];

export const LOCALE_OPTIONS = NUMBER_LOCALES;
export type LocaleChoice = (typeof LOCALE_OPTIONS)[number]["value"];

/** Every code of a table: its base and its quoted currencies, sorted. */
export function tableCurrencies(table: RateTable | undefined): string[] {
  if (!table) return [...ECB_CURRENCIES];
  return [table.base, ...Object.keys(table.rates)].sort();
}

let names: Intl.DisplayNames | null = null;

/** "USD – US Dollar" (the name from the browser's own data). */
export function currencyLabel(code: string): string {
  names ??= new Intl.DisplayNames(["en"], { type: "currency" });
  const name = names.of(code);
  return name && name !== code ? `${code} – ${name}` : code;
}

const CODE = /^[A-Z]{3}$/;

/** Stored targets, kept only when they are codes and each once. */
export function cleanTargets(stored: unknown): string[] {
  if (!Array.isArray(stored)) return DEFAULT_TARGETS;
  return [
    ...new Set(
      stored.filter((code): code is string => typeof code === "string" && CODE.test(code)),
    ),
  ];
}
