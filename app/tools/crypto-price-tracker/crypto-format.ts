// Prices written from the source's decimal text (Intl formats a decimal string exactly): two
// decimals from 1 up, six significant digits below 1 (a coin at 0.00001234 keeps its digits).
import Big from "big.js";

export const FIAT_OPTIONS = [
  { value: "usd", label: "USD – US dollar" },
  { value: "eur", label: "EUR – Euro" },
  { value: "gbp", label: "GBP – Pound sterling" },
  { value: "jpy", label: "JPY – Japanese yen" },
  { value: "chf", label: "CHF – Swiss franc" },
  { value: "cad", label: "CAD – Canadian dollar" },
  { value: "aud", label: "AUD – Australian dollar" },
  { value: "inr", label: "INR – Indian rupee" },
] as const;
export type Fiat = (typeof FIAT_OPTIONS)[number]["value"];

export function formatPrice(price: string, fiat: string, locale = "en-US"): string {
  const small = new Big(price).lt(1);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: fiat.toUpperCase(),
    ...(small
      ? { maximumSignificantDigits: 6 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }).format(price as unknown as number);
}

/** "+2.35%", "−1.10%", "—" when unknown. */
export function formatChange(change: number | null): string {
  if (change === null) return "—";
  const text = Math.abs(change).toFixed(2);
  if (text === "0.00") return "0.00%";
  return `${change > 0 ? "+" : "\u2212"}${text}%`;
}
