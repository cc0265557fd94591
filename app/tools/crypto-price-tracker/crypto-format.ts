// Prices written from the source's decimal text (Intl formats a decimal string exactly): two
// decimals from 1 up, six significant digits below 1 (a coin at 0.00001234 keeps its digits).
import Big from "big.js";
import { formatExactDecimal } from "~/lib/number/decimal-format";
import { currencyOptions, NAMED_CURRENCIES } from "~/lib/number/number-choices";

/** CoinGecko names fiat currencies in lower case ("usd"); the labels are the calculators' own. */
export const FIAT_OPTIONS = currencyOptions(
  // Every currency the calculators name but the yuan, which this page has never offered.
  NAMED_CURRENCIES.filter((code): code is Exclude<typeof code, "CNY"> => code !== "CNY"),
).map(({ value, label }) => ({ value: value.toLowerCase() as Lowercase<typeof value>, label }));
export type Fiat = (typeof FIAT_OPTIONS)[number]["value"];

export function formatPrice(price: string, fiat: string, locale = "en-US"): string {
  const small = new Big(price).lt(1);
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: fiat.toUpperCase(),
    ...(small
      ? { maximumSignificantDigits: 6 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
  return formatExactDecimal(format, price);
}

/** "+2.35%", "−1.10%", "—" when unknown. */
export function formatChange(change: number | null): string {
  if (change === null) return "—";
  const text = Math.abs(change).toFixed(2);
  if (text === "0.00") return "0.00%";
  return `${change > 0 ? "+" : "\u2212"}${text}%`;
}
