// How /unit-converter writes its numbers (significant digits or decimal places), the result as
// text and CSV, and the input Swap makes. No mathjs here: the page formats the prerendered
// default conversion before the unit engine is fetched.
import { csvText } from "~/lib/csv/csv-table";
import type { OptionItem } from "~/lib/options";
import type { Conversion } from "./unit-engine";

export type PrecisionMode = "significant" | "decimals";
export const PRECISION_MODES: readonly OptionItem<PrecisionMode>[] = [
  { value: "significant", label: "Significant digits" },
  { value: "decimals", label: "Decimal places" },
];
export const DIGIT_CHOICES = [..."123456789", "10", "11", "12", "13", "14", "15"].map((digits) => ({
  value: digits,
  label: digits,
}));

export interface Precision {
  mode: PrecisionMode;
  digits: number;
}

export const DEFAULT_PRECISION: Precision = { mode: "significant", digits: 6 };

/** "1.60020" → "1.6002", "2.50e+7" → "2.5e+7"; integers keep their zeros. */
function trimZeros(text: string): string {
  const [mantissa, exponent] = text.split("e");
  let end = mantissa.length;
  if (mantissa.includes(".")) {
    while (mantissa[end - 1] === "0") end--;
    if (mantissa[end - 1] === ".") end--;
  }
  const trimmed = mantissa.slice(0, end);
  return exponent === undefined ? trimmed : `${trimmed}e${exponent}`;
}

export function formatNumber(value: number, { mode, digits }: Precision): string {
  if (Number.isNaN(value)) return "—";
  if (!Number.isFinite(value)) return value > 0 ? "∞" : "-∞";
  if (value === 0) return "0";
  const abs = Math.abs(value);
  if (mode === "decimals" && abs < 1e21) {
    // A value too small to show in these decimals keeps its significant digits instead of "0.00".
    if (abs >= 10 ** -digits) return value.toFixed(digits);
  }
  // toPrecision switches to an exponent ("9.46073e+15") where plain digits would mislead.
  return trimZeros(value.toPrecision(digits));
}

/** "5 ft 3 in": the source as typed, in the catalogue's symbols. */
export function sourceText(conversion: Conversion, precision: Precision): string {
  return conversion.source
    .map(([value, unitId]) => `${formatNumber(value, precision)} ${unitId}`)
    .join(" ");
}

/** One line per unit, "1.6002 m": what Copy all copies. */
export function conversionText(conversion: Conversion, precision: Precision): string {
  return conversion.rows
    .map((row) => `${formatNumber(row.value, precision)} ${row.symbol}`)
    .join("\n");
}

export function conversionCsv(conversion: Conversion, precision: Precision): string {
  return csvText([
    ["Value", "Unit", "Name"],
    ...conversion.rows.map((row) => [formatNumber(row.value, precision), row.symbol, row.name]),
  ]);
}

/** "1.6002 m to ft" from "5 ft 3 in to m": the result becomes the input, the direction reverses. */
export function swappedInput(conversion: Conversion): string | null {
  if (!conversion.target) return null;
  const lastSource = conversion.source[conversion.source.length - 1][1];
  // The value to 15 significant digits (all a double holds for sure), not the rounded one on
  // screen: 1 mi → 1.609344 km → back to exactly 1 mi, where 1.60934 km came back as 0.999998 mi.
  const value = Number(conversion.target.value.toPrecision(15));
  return `${String(value)} ${conversion.target.unitId} to ${lastSource}`;
}

/** `input` with the unit typed as `typed` replaced by `unitId` ("2 gallons" → "2 imp gal"). */
export function withUnitReplaced(input: string, typed: string, unitId: string): string {
  const words = typed.split(" ").map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(^|[\\s\\d])${words.join("\\s+")}(?=$|\\s)`, "u");
  return input.replace(pattern, (_match, before: string) => `${before}${unitId}`);
}
