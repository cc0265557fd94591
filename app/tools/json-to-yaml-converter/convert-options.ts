// The choices of the /json-to-yaml-converter page (spec §3: Indentation 2, Quoting style none; it
// also converts YAML back to JSON), kept apart from the converters so the page loads them without
// the yaml library.
import type { OptionItem } from "~/lib/options";

export type Direction = "json-to-yaml" | "yaml-to-json";
export type QuotingStyle = "none" | "single" | "double";

export const DIRECTIONS: readonly OptionItem<Direction>[] = [
  { value: "json-to-yaml", label: "JSON → YAML" },
  { value: "yaml-to-json", label: "YAML → JSON" },
];

export const QUOTING_STYLES: readonly OptionItem<QuotingStyle>[] = [
  { value: "none", label: "None" },
  { value: "single", label: "Single" },
  { value: "double", label: "Double" },
];

/** YAML is indented with spaces only. */
export const YAML_INDENTATIONS: readonly OptionItem<string>[] = [
  { value: "2", label: "2 spaces" },
  { value: "4", label: "4 spaces" },
  { value: "8", label: "8 spaces" },
];

/** One conversion: what the page computes live and what its worker computes for large inputs. */
export interface ConvertJob {
  text: string;
  direction: Direction;
  yamlIndentation: string;
  quotingStyle: QuotingStyle;
  jsonIndentation: string;
}
