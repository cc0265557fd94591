// Finds a unit of unit-catalog.ts by what a person types: "ft", "feet", "°F", "degF", "sq ft",
// "km/h", "GiB". Exact spelling first (so "MB", "Mb" and "mb" stay three units), then ignoring
// case when that names one unit only, then without a plural "s".
import { CATEGORIES, type Category, type UnitDef } from "./unit-catalog";

export interface FoundUnit {
  unit: UnitDef;
  category: Category;
}

/** Spaces, "^", "*", "·" and superscript digits do not tell units apart: "m^2" = "m²" = "m 2". */
export function normalizeUnitName(text: string): string {
  return text
    .replace(/[\s^*·⋅]/gu, "")
    .replace(/²/gu, "2")
    .replace(/³/gu, "3")
    .replace(/μ/gu, "µ");
}

interface UnitIndex {
  exact: Map<string, FoundUnit>;
  /** Lower-cased spelling → every unit it could mean. */
  folded: Map<string, FoundUnit[]>;
}

let index: UnitIndex | null = null;

function unitIndex(): UnitIndex {
  if (index) return index;
  const exact = new Map<string, FoundUnit>();
  const folded = new Map<string, FoundUnit[]>();
  for (const category of CATEGORIES) {
    for (const unit of category.units) {
      const found = { unit, category };
      for (const spelling of [unit.id, unit.symbol, unit.name, ...unit.aliases]) {
        const key = normalizeUnitName(spelling);
        exact.set(key, found);
        const lower = key.toLowerCase();
        const meanings = folded.get(lower) ?? [];
        if (!meanings.some((meaning) => meaning.unit === unit)) meanings.push(found);
        folded.set(lower, meanings);
      }
    }
  }
  index = { exact, folded };
  return index;
}

export type LookupResult =
  | { kind: "found"; found: FoundUnit }
  | { kind: "ambiguous"; meanings: FoundUnit[] }
  | { kind: "unknown" };

function lookupOnce(key: string): LookupResult {
  const { exact, folded } = unitIndex();
  const found = exact.get(key);
  if (found) return { kind: "found", found };
  const meanings = folded.get(key.toLowerCase()) ?? [];
  if (meanings.length === 1) return { kind: "found", found: meanings[0] };
  if (meanings.length > 1) return { kind: "ambiguous", meanings };
  return { kind: "unknown" };
}

export function lookupUnit(text: string): LookupResult {
  const key = normalizeUnitName(text);
  const result = lookupOnce(key);
  if (result.kind !== "unknown" || key.length < 3) return result;
  // "parsecs", "joules", "inches": plural forms not spelt out in the catalogue.
  if (key.endsWith("es")) {
    const withoutEs = lookupOnce(key.slice(0, -2));
    if (withoutEs.kind !== "unknown") return withoutEs;
  }
  return key.endsWith("s") ? lookupOnce(key.slice(0, -1)) : result;
}

/** Every spelling in the catalogue that names two units exactly (a catalogue mistake). */
export function clashingSpellings(): string[] {
  const owner = new Map<string, UnitDef>();
  const clashes: string[] = [];
  for (const category of CATEGORIES) {
    for (const unit of category.units) {
      for (const spelling of [unit.id, unit.symbol, unit.name, ...unit.aliases]) {
        const key = normalizeUnitName(spelling);
        const previous = owner.get(key);
        if (previous && previous !== unit) clashes.push(`${spelling} (${previous.id}, ${unit.id})`);
        owner.set(key, unit);
      }
    }
  }
  return clashes;
}
