// The layout options shared by the code formatters (HTML, CSS, JavaScript, SQL): indentation and
// print width, as the fields the pages show and the settings the formatting libraries take.
import type { OptionField } from "./code-tool";
import { INDENT_CHOICES, type IndentChoice } from "./indentation";
import type { OptionItem } from "~/lib/options";

export { INDENT_CHOICES, type IndentChoice };

export type PrintWidthChoice = "40" | "60" | "80" | "100" | "120" | "160";

/** Print width is the line length a formatter aims for; 80 is Prettier's default. */
export const PRINT_WIDTH_CHOICES: readonly OptionItem<PrintWidthChoice>[] = (
  ["40", "60", "80", "100", "120", "160"] as const
).map((value) => ({ value, label: `${value} characters` }));

/** The layout of Prettier's languages. */
export interface LayoutOptions {
  indent: IndentChoice;
  printWidth: PrintWidthChoice;
}

export const DEFAULT_LAYOUT: LayoutOptions = { indent: "2", printWidth: "80" };

export const INDENT_FIELD: OptionField<{ indent: IndentChoice }> = {
  kind: "select",
  key: "indent",
  label: "Indent",
  choices: INDENT_CHOICES,
};

export const LAYOUT_FIELDS: readonly OptionField<LayoutOptions>[] = [
  INDENT_FIELD,
  { kind: "select", key: "printWidth", label: "Print width", choices: PRINT_WIDTH_CHOICES },
];

/** The indentation as Prettier and sql-formatter both name it. A tab counts as 2 columns. */
export function indentSettings(indent: IndentChoice): { tabWidth: number; useTabs: boolean } {
  if (indent === "tab") return { tabWidth: 2, useTabs: true };
  return { tabWidth: Number(indent), useTabs: false };
}

/** Indentation and print width as Prettier's options. */
export function layoutSettings({ indent, printWidth }: LayoutOptions) {
  return { ...indentSettings(indent), printWidth: Number(printWidth) };
}
