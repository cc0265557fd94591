// A code tool's step options as its page's option fields (app/lib/code/code-tool.ts): a choice is a
// select with the same choices, a switch a checkbox. A step test compares this with the page's
// field list, so the page and its chain step name, label and order the same options.
import type { OptionField } from "../app/lib/code/code-tool";
import type { OptionSpecs } from "../app/lib/chain/step-declaration";

export function asCodeToolFields(specs: OptionSpecs): OptionField<object>[] {
  return Object.entries(specs).map(([key, spec]) =>
    spec.type === "choice"
      ? ({ kind: "select", key, label: spec.label, choices: spec.choices } as OptionField<object>)
      : ({ kind: "checkbox", key, label: spec.label } as OptionField<object>),
  );
}
