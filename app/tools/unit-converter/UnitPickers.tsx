// "Or pick from lists": kind, source unit and target unit; each choice rewrites the input, so the
// typed text stays the one source of truth.
import { SelectOption } from "~/ui/panels/OptionsRow";
import { CATEGORIES, categoryById } from "./unit-catalog";
import type { ParsedInput } from "./unit-parse";
import { ALL_UNITS, inputForCategory, inputForFrom, inputForTo, picksFor } from "./unit-pick";

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({
  value: category.id,
  label: category.name,
}));

export function UnitPickers({
  parsed,
  onInput,
}: {
  parsed: ParsedInput | null;
  onInput: (input: string) => void;
}) {
  const picks = picksFor(parsed);
  const units = (categoryById(picks.category) ?? CATEGORIES[0]).units.map((unit) => ({
    value: unit.id,
    label: `${unit.symbol} (${unit.name})`,
  }));
  return (
    <>
      <SelectOption
        label="Kind"
        value={picks.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onInput(inputForCategory(category))}
      />
      <SelectOption
        label="From unit"
        value={picks.from}
        options={units}
        width="14rem"
        onChange={(from) => onInput(inputForFrom(parsed, from, picks.to))}
      />
      <SelectOption
        label="To unit"
        value={picks.to}
        options={[{ value: ALL_UNITS, label: "All units" }, ...units]}
        width="14rem"
        onChange={(to) => onInput(inputForTo(parsed, picks, to))}
      />
    </>
  );
}
