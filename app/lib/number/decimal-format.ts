// Writing decimals exactly: Intl formats a decimal string digit for digit (ECMA-402 since 2023, in
// every browser this site supports), so amounts never pass through a binary double on their way out.
import Big from "big.js";

/**
 * `format` applied to a decimal string ("1234.5", "1e-8"), exactly. TypeScript's ES2023 library
 * types only the number overload.
 */
export function formatExactDecimal(format: Intl.NumberFormat, decimal: string): string {
  return (format as unknown as { format(value: string): string }).format(decimal);
}

/**
 * `value` rounded half away from zero to `decimals` places, as a string for formatExactDecimal.
 * A rounded zero drops its sign ("-0.00" would show as "-$0.00").
 */
export function roundedDecimal(value: Big, decimals: number): string {
  const rounded = value.round(decimals, Big.roundHalfUp);
  return rounded.eq(0) ? "0" : rounded.toFixed(decimals);
}

const minorUnitCache = new Map<string, number>();

/** Digits after the decimal point in `currency` (JPY 0, USD 2, BHD 3), from Intl's ISO 4217 data. */
export function minorUnits(currency: string): number {
  let digits = minorUnitCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    minorUnitCache.set(currency, digits);
  }
  return digits;
}
