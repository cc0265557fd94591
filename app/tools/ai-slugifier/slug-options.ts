// /ai-slugifier's options: the languages that drive transliteration and stop words, the separators,
// custom replacements and the defaults the page starts with ("/ai-slugifier").
import type { OptionItem } from "~/lib/options";
import { ToolError } from "~/lib/tool-error";

export type SlugLanguage =
  "auto" | "en" | "de" | "fr" | "es" | "it" | "pt" | "nl" | "da" | "nb" | "sv" | "ru" | "uk" | "el";

export const LANGUAGE_OPTIONS: readonly OptionItem<SlugLanguage>[] = [
  { value: "auto", label: "Auto-detect" },
  { value: "en", label: "English" },
  { value: "de", label: "German" },
  { value: "fr", label: "French" },
  { value: "es", label: "Spanish" },
  { value: "it", label: "Italian" },
  { value: "pt", label: "Portuguese" },
  { value: "nl", label: "Dutch" },
  { value: "da", label: "Danish" },
  { value: "nb", label: "Norwegian" },
  { value: "sv", label: "Swedish" },
  { value: "ru", label: "Russian" },
  { value: "uk", label: "Ukrainian" },
  { value: "el", label: "Greek" },
];

export type SeparatorChoice = "hyphen" | "underscore" | "dot" | "none";

export const SEPARATOR_OPTIONS: readonly OptionItem<SeparatorChoice>[] = [
  { value: "hyphen", label: "Hyphen (-)" },
  { value: "underscore", label: "Underscore (_)" },
  { value: "dot", label: "Dot (.)" },
  { value: "none", label: "None" },
];

const SEPARATORS: Record<SeparatorChoice, string> = {
  hyphen: "-",
  underscore: "_",
  dot: ".",
  none: "",
};

export function separatorOf(choice: SeparatorChoice): string {
  return SEPARATORS[choice];
}

/** A custom replacement made before transliteration, e.g. "&" → "and". */
export type Replacement = { from: string; to: string }; // a type, so EditableRows takes it

export const DEFAULT_REPLACEMENTS: readonly Replacement[] = [
  { from: "&", to: "and" },
  { from: "@", to: "at" },
];

export interface SlugOptions {
  language: SlugLanguage;
  /** "-", "_", "." or "" (words run together). */
  separator: string;
  lowercase: boolean;
  /** Longest slug in characters; 0 = no limit. */
  maxLength: number;
  removeStopWords: boolean;
  keepNumbers: boolean;
  replacements: readonly Replacement[];
}

export const DEFAULT_SLUG_OPTIONS: SlugOptions = {
  language: "auto",
  separator: "-",
  lowercase: true,
  maxLength: 0,
  removeStopWords: false,
  keepNumbers: true,
  replacements: DEFAULT_REPLACEMENTS,
};

export const MAX_LENGTH_LIMIT = 2000;
export const MAX_LENGTH_MESSAGE = `Max length must be a whole number from 1 to ${MAX_LENGTH_LIMIT}, or empty for no limit.`;

/**
 * The max length field's text as a number: empty means no limit (0). A typed 0 is refused like any
 * other value out of 1 to 2000: silently reading it as "no limit" surprised users.
 */
export function parseMaxLength(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d{1,5}$/.test(trimmed)) throw new ToolError(MAX_LENGTH_MESSAGE);
  const value = Number(trimmed);
  if (value < 1 || value > MAX_LENGTH_LIMIT) throw new ToolError(MAX_LENGTH_MESSAGE);
  return value;
}
