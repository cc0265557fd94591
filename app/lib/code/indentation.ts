// The converters' Indentation option (spec §3, §9: default 2): a number means that many spaces,
// anything else means a tab; and the choices the pages offer for it.
import type { OptionItem } from "~/lib/options";

export const DEFAULT_INDENTATION = 2;

/** The formatters' indentation choice: 2 or 4 spaces, or a tab. */
export type IndentChoice = "2" | "4" | "tab";

export const INDENT_CHOICES: readonly OptionItem<IndentChoice>[] = [
  { value: "2", label: "2 spaces" },
  { value: "4", label: "4 spaces" },
  { value: "tab", label: "Tab" },
];

/** More spaces than anyone indents with; a larger number counts as "anything else" (a tab). */
export const MAX_INDENT_SPACES = 16;

/**
 * The text one level of indentation adds. A whole number from 0 to 16, given as a number or as
 * digits ("4", " 4 "), is that many spaces; anything else ("tab", "", -1, 2.5) is a tab. Zero spaces
 * means compact output: converters then write no line breaks either.
 */
export function indentUnit(indentation: number | string): string {
  const count =
    typeof indentation === "number"
      ? indentation
      : /^\s*\d+\s*$/.test(indentation)
        ? Number(indentation)
        : NaN;
  return Number.isInteger(count) && count >= 0 && count <= MAX_INDENT_SPACES
    ? " ".repeat(count)
    : "\t";
}

/** The page's choices: stored as these strings and passed to the cores as they are. */
export const INDENTATION_CHOICES: readonly OptionItem<string>[] = [
  { value: "2", label: "2 spaces" },
  { value: "4", label: "4 spaces" },
  { value: "8", label: "8 spaces" },
  { value: "1", label: "1 space" },
  { value: "tab", label: "Tab" },
  { value: "0", label: "None (compact)" },
];

export const DEFAULT_INDENTATION_CHOICE = String(DEFAULT_INDENTATION);

/**
 * Line layout shared by the converters' writers: the break after a line, and the indentation of
 * each depth (cached, so deep documents do not repeat the same strings).
 */
export class LineLayout {
  /** "\n", or "" for compact output. */
  readonly newline: string;
  private readonly unit: string;
  private readonly indents: string[] = [""];

  constructor(indentation: number | string) {
    this.unit = indentUnit(indentation);
    this.newline = this.unit === "" ? "" : "\n";
  }

  indent(depth: number): string {
    while (this.indents.length <= depth) {
      this.indents.push(this.indents[this.indents.length - 1] + this.unit);
    }
    return this.indents[depth];
  }
}
