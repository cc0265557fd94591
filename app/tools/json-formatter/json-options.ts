// The JSON Formatter's choices and its "Valid JSON" summary, in a module of their own: the page and
// its step declaration (step.ts) read them without loading the formatter, which the worker and a
// chain step's run import (a page that imported json-format.ts statically would carry it whole
// once the chain's step uses it: a module is one piece of one chunk).
import { INDENT_CHOICES, type IndentChoice } from "~/lib/code/indentation";
import type { JsonStats } from "~/lib/json/json-scanner";
import { isOptionValue } from "~/lib/options";
import { counted } from "~/lib/text/text-stats";

export type JsonIndent = IndentChoice;

export const JSON_INDENTS = INDENT_CHOICES;

export const DEFAULT_INDENT: JsonIndent = "2";

export function isJsonIndent(value: unknown): value is JsonIndent {
  return isOptionValue(JSON_INDENTS, value);
}

export type JsonMode = "format" | "minify";

export const JSON_MODES: readonly { value: JsonMode; label: string }[] = [
  { value: "format", label: "Format" },
  { value: "minify", label: "Minify" },
];

export const isJsonMode = (value: unknown): value is JsonMode => isOptionValue(JSON_MODES, value);

export const VALID_JSON = "Valid JSON";

/** "Valid JSON: 3 objects, 1 array, 12 keys, depth 4": what Validate and the status line say. */
export function validSummary({ objects, arrays, keys, depth }: JsonStats): string {
  const counts = [counted(objects, "object"), counted(arrays, "array"), counted(keys, "key")];
  return `${VALID_JSON}: ${counts.join(", ")}, depth ${depth}`;
}
