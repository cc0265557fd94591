// The lists under the input ("pick from lists"): what they show for the typed input, and the
// input a choice in them writes. Pure, on top of the parser (no mathjs).
import { CATEGORIES, categoryById } from "./unit-catalog";
import type { ParsedInput } from "./unit-parse";

/** The To list's entry for "no target: show every unit". */
export const ALL_UNITS = "";

export interface Picks {
  category: string;
  from: string;
  to: string;
}

export function picksFor(parsed: ParsedInput | null): Picks {
  if (!parsed) {
    const first = CATEGORIES[0];
    return { category: first.id, from: first.units[0].id, to: ALL_UNITS };
  }
  return {
    category: parsed.category.id,
    from: parsed.quantities[0].unit.unit.id,
    to: parsed.target?.unit.id ?? ALL_UNITS,
  };
}

function withTarget(source: string, to: string): string {
  return to === ALL_UNITS ? source : `${source} to ${to}`;
}

/** A new kind of quantity starts over at 1 of its first unit, shown in its second. */
export function inputForCategory(categoryId: string): string {
  const category = categoryById(categoryId) ?? CATEGORIES[0];
  return withTarget(`1 ${category.units[0].id}`, category.units[1]?.id ?? ALL_UNITS);
}

/** The same amount in another source unit (a sum like "5 ft 3 in" keeps its first number). */
export function inputForFrom(parsed: ParsedInput | null, from: string, to: string): string {
  const value = parsed ? parsed.quantities[0].value : 1;
  return withTarget(`${value} ${from}`, to);
}

export function inputForTo(parsed: ParsedInput | null, picks: Picks, to: string): string {
  const source = parsed
    ? parsed.quantities.map((quantity) => `${quantity.value} ${quantity.unit.unit.id}`).join(" ")
    : `1 ${picks.from}`;
  return withTarget(source, to);
}
