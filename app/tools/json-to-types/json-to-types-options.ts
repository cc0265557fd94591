// JSON to Types' job, options and example: what the page needs without loading the core (the
// readers and the seven writers run in the worker).
import type { OptionItem } from "~/lib/options";

/** Member names: each language's convention (snake_case, PascalCase), or the JSON key where allowed. */
export type FieldNaming = "convention" | "keys";

export type TargetLanguage =
  "typescript" | "zod" | "json-schema" | "go" | "python" | "rust" | "csharp";
/** auto: samples, unless the input is one object with a "$schema" key. */
export type InputSource = "auto" | "samples" | "schema";

export const LANGUAGES: readonly OptionItem<TargetLanguage>[] = [
  { value: "typescript", label: "TypeScript" },
  { value: "zod", label: "Zod" },
  { value: "json-schema", label: "JSON Schema" },
  { value: "go", label: "Go" },
  { value: "python", label: "Python" },
  { value: "rust", label: "Rust" },
  { value: "csharp", label: "C#" },
];

export const SOURCES: readonly OptionItem<InputSource>[] = [
  { value: "auto", label: "Detect (JSON Schema when it has $schema)" },
  { value: "samples", label: "JSON samples" },
  { value: "schema", label: "JSON Schema" },
];

export const FIELD_NAMINGS: readonly OptionItem<FieldNaming>[] = [
  { value: "convention", label: "Language convention" },
  { value: "keys", label: "JSON keys where allowed" },
];

export interface JsonToTypesJob {
  text: string;
  source: InputSource;
  language: TargetLanguage;
  /** The root type's name; made a PascalCase identifier ("" is "Root"). */
  rootName: string;
  /** A top-level array holds the samples, one per item ("Each array item is a sample"). */
  eachItemIsSample: boolean;
  /** TypeScript: `type X = { … }` instead of interfaces. */
  typeAliases: boolean;
  /** Python: pydantic v2 models instead of dataclasses. */
  pydantic: boolean;
  /** Python, Rust and C#: member names by the language's convention or as the keys are. */
  fieldNames: FieldNaming;
}

export interface JsonToTypesResult {
  code: string;
  /** What the user should know: unknown types, fallbacks, ignored schema keywords. */
  notes: string[];
}

export const DEFAULT_ROOT_NAME = "Root";

export const DEFAULT_JSON_TO_TYPES_OPTIONS: Omit<JsonToTypesJob, "text"> = {
  source: "auto",
  language: "typescript",
  rootName: DEFAULT_ROOT_NAME,
  eachItemIsSample: false,
  typeAliases: false,
  pydantic: false,
  fieldNames: "convention",
};

export const EACH_ITEM_LABEL = "Each array item is a sample";
export const EMPTY_INPUT_MESSAGE =
  "Paste one or more JSON samples, or a JSON Schema, to write their types";

export const SAMPLE_INPUT = `{"id": 1, "name": "Ada", "email": null, "tags": ["admin"], "address": {"city": "London", "zip": "N1"}}
{"id": 2, "name": "Li", "email": "li@example.com", "tags": [], "address": {"city": "Paris", "zip": "75001"}, "score": 9.5}`;
