// Converts parsed quantities with mathjs' unit definitions (/unit-converter): only the
// Unit class is built (`create` with unitDependencies, ~70 KiB gz), and the page fetches this
// module on first use. Fuel economy is reciprocal (L/100 km against mpg), so it is ours.
import { create, unitDependencies } from "mathjs";
import { ToolError } from "~/lib/tool-error";
import { REGIONAL_COUNTERPARTS, type Category, type UnitDef } from "./unit-catalog";
import { type ParsedInput, parseConversion } from "./unit-parse";

const math = create({ unitDependencies });

/** Kilometres per litre in one of each fuel economy unit (1 mi = 1.609344 km, 1 US gal = 3.785411784 L). */
const KM_PER_L: Readonly<Record<string, number>> = {
  mpg: 1.609344 / 3.785411784,
  "mpg (imp)": 1.609344 / 4.54609,
  "km/L": 1,
};

function toKmPerLitre(value: number, unit: UnitDef): number {
  if (unit.id === "L/100 km") return 100 / value;
  return value * KM_PER_L[unit.id];
}

function fromKmPerLitre(kmPerLitre: number, unit: UnitDef): number {
  if (unit.id === "L/100 km") return 100 / kmPerLitre;
  return kmPerLitre / KM_PER_L[unit.id];
}

/** `value` of `from` in `to`; both of one category (the parser checked). */
export function convertValue(value: number, from: UnitDef, to: UnitDef): number {
  if (from.math === undefined || to.math === undefined) {
    return fromKmPerLitre(toKmPerLitre(value, from), to);
  }
  const inFrom = math.unit(value * (from.scale ?? 1), from.math);
  return inFrom.toNumber(to.math) / (to.scale ?? 1);
}

export interface ConversionRow {
  unitId: string;
  symbol: string;
  name: string;
  value: number;
}

export interface Conversion {
  categoryId: string;
  categoryName: string;
  /** The source quantities, as [value, unit id] pairs. */
  source: readonly (readonly [number, string])[];
  /** The explicit target's unit id and value, or null when none was typed. */
  target: { unitId: string; value: number } | null;
  /** The sum of the source quantities in every unit of the category. */
  rows: readonly ConversionRow[];
  /** Typed units that mean another thing in the US than in the UK, with the other one. */
  regional: readonly RegionalChoice[];
}

export interface RegionalChoice {
  /** The unit as typed ("gallons"). */
  typed: string;
  /** What it was read as: "gallon (US)". */
  readAs: string;
  /** The other country's unit: its symbol to type and its name. */
  otherId: string;
  otherName: string;
}

export const belowAbsoluteZeroMessage = (value: number, symbol: string) =>
  `${value} ${symbol} is below absolute zero (0 K, −273.15 °C, −459.67 °F): no temperature is lower.`;

function regionalChoices(parsed: ParsedInput): RegionalChoice[] {
  const typedUnits = [
    ...parsed.quantities.map((q) => ({ typed: q.typed, unit: q.unit.unit })),
    ...(parsed.target ? [{ typed: parsed.targetTyped ?? "", unit: parsed.target.unit }] : []),
  ];
  const choices: RegionalChoice[] = [];
  for (const { typed, unit } of typedUnits) {
    const otherId = REGIONAL_COUNTERPARTS[unit.id];
    const other = otherId && parsed.category.units.find((u) => u.id === otherId);
    if (!other || choices.some((c) => c.typed === typed)) continue;
    choices.push({ typed, readAs: unit.name, otherId: other.id, otherName: other.name });
  }
  return choices;
}

/** Temperatures below 0 K do not exist: such a value is refused, not converted. */
function checkAbsoluteZero(parsed: ParsedInput): void {
  if (parsed.category.id !== "temperature") return;
  const kelvin = parsed.category.units.find((unit) => unit.id === "K");
  for (const { value, unit } of parsed.quantities) {
    // A margin for binary rounding: −273.15 °C is 0 K give or take 1e-13.
    if (kelvin && convertValue(value, unit.unit, kelvin) < -1e-9)
      throw new ToolError(belowAbsoluteZeroMessage(value, unit.unit.symbol));
  }
}

function total(parsed: ParsedInput, unit: UnitDef): number {
  let sum = 0;
  for (const quantity of parsed.quantities) {
    sum += convertValue(quantity.value, quantity.unit.unit, unit);
  }
  return sum;
}

function rowsOf(parsed: ParsedInput, category: Category): ConversionRow[] {
  return category.units.map((unit) => ({
    unitId: unit.id,
    symbol: unit.symbol,
    name: unit.name,
    value: total(parsed, unit),
  }));
}

/** What the page shows for `input`: every unit of its category; null for empty input. */
export function convertInput(input: string): Conversion | null {
  const parsed = parseConversion(input);
  if (!parsed) return null;
  checkAbsoluteZero(parsed);
  const rows = rowsOf(parsed, parsed.category);
  if (rows.some((row) => Number.isNaN(row.value))) {
    throw new ToolError("This value has no equivalent in the other units.");
  }
  const target = parsed.target
    ? { unitId: parsed.target.unit.id, value: total(parsed, parsed.target.unit) }
    : null;
  return {
    categoryId: parsed.category.id,
    categoryName: parsed.category.name,
    source: parsed.quantities.map((quantity) => [quantity.value, quantity.unit.unit.id] as const),
    target,
    rows,
    regional: regionalChoices(parsed),
  };
}
