// The String Utilities' operations, the page's one option: listed apart from the core, so the page's
// option and the chain step's declaration (step.ts) read them without loading the conversions.
import { isOptionValue } from "~/lib/options";

export type StringOperation =
  | "upper"
  | "lower"
  | "title"
  | "sentence"
  | "camel"
  | "pascal"
  | "snake"
  | "kebab"
  | "constant"
  | "dot"
  | "alternating"
  | "inverse"
  | "reverse-characters"
  | "reverse-words"
  | "reverse-lines";

export interface StringOperationInfo {
  value: StringOperation;
  label: string;
  group: "Case" | "Reverse";
}

/** The operations in menu order; each label is written in its own style so users recognise it. */
export const STRING_OPERATIONS: readonly StringOperationInfo[] = [
  { value: "upper", label: "UPPER CASE", group: "Case" },
  { value: "lower", label: "lower case", group: "Case" },
  { value: "title", label: "Title Case", group: "Case" },
  { value: "sentence", label: "Sentence case", group: "Case" },
  { value: "camel", label: "camelCase", group: "Case" },
  { value: "pascal", label: "PascalCase", group: "Case" },
  { value: "snake", label: "snake_case", group: "Case" },
  { value: "kebab", label: "kebab-case", group: "Case" },
  { value: "constant", label: "CONSTANT_CASE", group: "Case" },
  { value: "dot", label: "dot.case", group: "Case" },
  { value: "alternating", label: "aLtErNaTiNg cAsE", group: "Case" },
  { value: "inverse", label: "iNVERSE cASE", group: "Case" },
  { value: "reverse-characters", label: "Reverse characters", group: "Reverse" },
  { value: "reverse-words", label: "Reverse words", group: "Reverse" },
  { value: "reverse-lines", label: "Reverse lines", group: "Reverse" },
];

export function isStringOperation(value: unknown): value is StringOperation {
  return isOptionValue(STRING_OPERATIONS, value);
}
