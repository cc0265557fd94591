// What a code formatter or minifier page is made of, as data: its options (with defaults and the
// fields that edit them), labels, file type and sample. The shared page (app/ui/runtime/CodeTransformPage)
// renders any of them; a tool's module stays light, so the page never loads the tool's library.
import { type OptionItem, isOptionValue } from "~/lib/options";

/** The keys of O whose values are of type V. */
type KeysWith<O, V> = { [K in keyof O]: O[K] extends V ? K : never }[keyof O] & string;

/** One option control: a select over a list of values, or a checkbox. */
export type OptionField<O> =
  | {
      kind: "select";
      key: KeysWith<O, string>;
      label: string;
      choices: readonly OptionItem<string>[];
    }
  | { kind: "checkbox"; key: KeysWith<O, boolean>; label: string };

/** What a code tool's worker receives. */
export interface CodeJob<O> {
  source: string;
  options: O;
}

export interface CodeToolSettings<O, R> {
  defaults: O;
  /** The option controls, in order; they also say which stored values are valid. */
  fields: readonly OptionField<O>[];
  /** The primary action: "Format", "Beautify", "Minify". */
  runLabel: string;
  /** What the tool does, in "too large to … as you type". */
  verb: string;
  outputFileName: string | ((options: O) => string);
  mimeType: string;
  /** File types the Open file dialog offers first, e.g. ".css,text/css". */
  accept: string;
  /** A realistic input, one click away. */
  sample: string;
  /** The text of a result. */
  outputText: (result: R) => string;
}

/** The outputText of a tool whose result is the text itself (the formatters). */
export const resultAsText = (text: string) => text;

export function fits<O>(field: OptionField<O>, value: unknown): boolean {
  return field.kind === "select" ? isOptionValue(field.choices, value) : typeof value === "boolean";
}

/**
 * The options a stored value holds, field by field over the defaults: a value an older version
 * stored, or one edited by hand, falls back to its default instead of reaching the library.
 */
export function optionsFrom<O extends object>(
  stored: unknown,
  defaults: O,
  fields: readonly OptionField<O>[],
): O {
  if (typeof stored !== "object" || stored === null) return defaults;
  const record = stored as Record<string, unknown>;
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const field of fields) {
    if (fits(field, record[field.key])) result[field.key] = record[field.key];
  }
  return result as O;
}
