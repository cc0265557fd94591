// The CSV converters' Delimiter option (spec §3: default comma): the named choices the pages offer
// and the character each stands for; Custom takes the character the user types.
import type { OptionItem } from "~/lib/options";

export type DelimiterChoice = "comma" | "tab" | "semicolon" | "pipe" | "custom";

export const DELIMITER_CHOICES: readonly OptionItem<DelimiterChoice>[] = [
  { value: "comma", label: "Comma (,)" },
  { value: "tab", label: "Tab" },
  { value: "semicolon", label: "Semicolon (;)" },
  { value: "pipe", label: "Pipe (|)" },
  { value: "custom", label: "Custom" },
];

export const DEFAULT_DELIMITER_CHOICE: DelimiterChoice = "comma";

const CHARACTERS: Record<Exclude<DelimiterChoice, "custom">, string> = {
  comma: ",",
  tab: "\t",
  semicolon: ";",
  pipe: "|",
};

/**
 * The delimiter character of a choice. A custom one is taken as typed, except that "\t" typed as
 * two characters means a tab; the CSV reader refuses anything that is not one character.
 */
export function delimiterOf(choice: DelimiterChoice, custom: string): string {
  if (choice !== "custom") return CHARACTERS[choice];
  return custom === "\\t" ? "\t" : custom;
}
