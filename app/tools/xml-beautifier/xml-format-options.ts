// The XML Beautifier's choices, in a module of their own: the page and its step declaration
// (step.ts) read them without the beautifier and its XML scanner, which a chain step's run imports.
import { INDENT_CHOICES, type IndentChoice } from "~/lib/code/indentation";
import type { OptionItem } from "~/lib/options";

export type XmlFormatMode = "format" | "minify";
export type XmlIndent = IndentChoice;

export const XML_MODES: readonly OptionItem<XmlFormatMode>[] = [
  { value: "format", label: "Format" },
  { value: "minify", label: "Minify" },
];

export const XML_INDENTS = INDENT_CHOICES;
