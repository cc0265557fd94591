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

/**
 * A one-line text option (an element name, a prefix): any text up to `maxLength` characters, as the
 * page's own field takes it; the tool's core says what it refuses (an invalid XML name) in its message.
 */
export interface TextOptionSpec {
  type: "text";
  label: string;
  default: string;
  maxLength: number;
}

export type OptionSpec = ChoiceOptionSpec | SwitchOptionSpec | TextOptionSpec;

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The values of a tool's options, typed from its specs. */
export type OptionValues<S extends OptionSpecs> = { [K in keyof S]: ValueOf<S[K]> };

/** A choice's values, boolean for a switch, string for text (distributes over a union of specs). */
type ValueOf<O> =
  O extends ChoiceOptionSpec<infer T>
    ? T
    : O extends SwitchOptionSpec
      ? boolean
      : O extends TextOptionSpec
        ? string
        : never;

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

/** A text option's longest value when the tool names none: a name or a prefix, not a document. */
export const TEXT_OPTION_MAX_LENGTH = 200;

export function textOption(
  label: string,
  defaultValue: string,
  maxLength = TEXT_OPTION_MAX_LENGTH,
): TextOptionSpec {
  return { type: "text", label, default: defaultValue, maxLength };
}

/**
 * Whether `value` is one the option takes: one of its choices, a boolean for a switch, a string no
 * longer than its limit for text (a link cannot make a step carry a megabyte as a "name").
 */
export function optionAccepts(spec: OptionSpec, value: unknown): boolean {
  switch (spec.type) {
    case "choice":
      return isOptionValue(spec.choices, value);
    case "switch":
      return typeof value === "boolean";
    case "text":
      return typeof value === "string" && value.length <= spec.maxLength;
  }
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
