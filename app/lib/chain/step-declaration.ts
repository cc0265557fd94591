// What a text tool declares once about itself, in app/tools/<tool>/step.ts: its options (named as
// its page stores them, so a page's share-link fields and a chain step's options are the same names
// and values), their defaults and choices, and `run`, which calls the tool's own core. The tool's
// page, its share link, "Open in…" and the chain all read this one declaration (docs/decisions.md).
import type { OptionItem } from "~/lib/options";
import { isOptionValue } from "~/lib/options";

export interface ChoiceOptionSpec<T extends string = string> {
  type: "choice";
  label: string;
  choices: readonly OptionItem<T>[];
  default: T;
}

export interface SwitchOptionSpec {
  type: "switch";
  label: string;
  default: boolean;
}

export type OptionSpec = ChoiceOptionSpec | SwitchOptionSpec;

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The values of a tool's options, typed from its specs. */
export type OptionValues<S extends OptionSpecs> = { [K in keyof S]: ValueOf<S[K]> };

/** A choice's values, or boolean for a switch (distributes over a union of specs). */
type ValueOf<O> =
  O extends ChoiceOptionSpec<infer T> ? T : O extends SwitchOptionSpec ? boolean : never;

export interface StepDeclaration<S extends OptionSpecs = OptionSpecs> {
  options: S;
  /** The tool's core on one text; throws the tool's own error (its message is shown as it is). */
  // A method, not a function property: a tool's declaration, typed by its own options, is then also
  // a StepDeclaration of any options, as the chain's registry holds them.
  run(input: string, options: OptionValues<S>): string | Promise<string>;
}

export function choiceOption<T extends string>(
  label: string,
  choices: readonly OptionItem<T>[],
  defaultValue: NoInfer<T>,
): ChoiceOptionSpec<T> {
  return { type: "choice", label, choices, default: defaultValue };
}

export function switchOption(label: string, defaultValue: boolean): SwitchOptionSpec {
  return { type: "switch", label, default: defaultValue };
}

/** Whether `value` is one the option takes: one of its choices, or a boolean for a switch. */
export function optionAccepts(spec: OptionSpec, value: unknown): boolean {
  return spec.type === "choice" ? isOptionValue(spec.choices, value) : typeof value === "boolean";
}

/** Every option at its default. */
export function defaultOptions<S extends OptionSpecs>(specs: S): OptionValues<S> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, spec.default]),
  ) as OptionValues<S>;
}

/**
 * The options a step runs with: each given value the option takes, the default for the others.
 * Names the tool does not have are dropped.
 */
export function resolvedOptions<S extends OptionSpecs>(
  specs: S,
  given: Readonly<Record<string, unknown>>,
): OptionValues<S> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      Object.hasOwn(given, name) && optionAccepts(spec, given[name]) ? given[name] : spec.default,
    ]),
  ) as OptionValues<S>;
}

/** The names of `given` options that the tool does not have or whose value it does not take. */
export function rejectedOptions(
  specs: OptionSpecs,
  given: Readonly<Record<string, unknown>>,
): string[] {
  return Object.entries(given)
    .filter(([name, value]) => !Object.hasOwn(specs, name) || !optionAccepts(specs[name], value))
    .map(([name]) => name);
}
