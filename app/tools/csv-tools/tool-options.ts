// The page's options for /csv-tools and how they become the cores' options: choices shown in the
// selects, their defaults, and the checks whose messages the page shows before a run starts.
import { ToolError } from "~/lib/tool-error";
import type { BomHandling, LineEndingHandling } from "./csv-bytes";
import type { SplitMode, SplitOptions } from "./csv-split";
import type { HeaderMode, MergeOptions } from "./csv-merge";
import { detectDelimiter } from "./csv-detect";

export type DelimiterSetting = "auto" | "," | ";" | "\t" | "|";
export type SizeUnit = "KB" | "MB";

export interface CommonSettings {
  delimiter: DelimiterSetting;
  quote: '"' | "'";
  encoding: string;
  bom: BomHandling;
  lineEnding: LineEndingHandling;
}

export interface SplitSettings {
  mode: SplitMode;
  /** The count of the current mode. */
  count: string;
  /** What was typed for each mode, so switching modes never carries 1000 rows over as 1000 files. */
  countsByMode?: Partial<Record<SplitMode, string>>;
  sizeUnit: SizeUnit;
  header: boolean;
  pattern: string;
}

export interface MergeSettings {
  headerMode: HeaderMode;
  sourceColumn: boolean;
  dedupe: boolean;
}

export const DEFAULT_COMMON: CommonSettings = {
  delimiter: "auto",
  quote: '"',
  encoding: "UTF-8",
  bom: "keep",
  lineEnding: "keep",
};
export const DEFAULT_SPLIT: SplitSettings = {
  mode: "rows",
  count: "1000",
  sizeUnit: "MB",
  header: true,
  pattern: "{name}-{n}.csv",
};
/** Each mode's count until the user types one: 1000 rows, 2 files, 10 MB. */
export const DEFAULT_COUNTS: Readonly<Record<SplitMode, string>> = {
  rows: "1000",
  files: "2",
  size: "10",
};

/** `settings` switched to `mode`: the old mode's count is kept for it, the new mode gets its own. */
export function withSplitMode(settings: SplitSettings, mode: SplitMode): SplitSettings {
  if (mode === settings.mode) return settings;
  const countsByMode = { ...settings.countsByMode, [settings.mode]: settings.count };
  return { ...settings, mode, count: countsByMode[mode] ?? DEFAULT_COUNTS[mode], countsByMode };
}

export const DEFAULT_MERGE: MergeSettings = {
  headerMode: "same",
  sourceColumn: false,
  dedupe: false,
};

export const DELIMITER_SETTINGS = [
  { value: "auto", label: "Detect" },
  { value: ",", label: "Comma (,)" },
  { value: ";", label: "Semicolon (;)" },
  { value: "\t", label: "Tab" },
  { value: "|", label: "Pipe (|)" },
] as const;
export const QUOTE_SETTINGS = [
  { value: '"', label: 'Double quote (")' },
  { value: "'", label: "Single quote (')" },
] as const;
export const SPLIT_MODES = [
  { value: "rows", label: "Rows per file" },
  { value: "files", label: "Number of files" },
  { value: "size", label: "Largest file size" },
] as const;
export const HEADER_MODES = [
  { value: "same", label: "Same header" },
  { value: "union", label: "Union of columns" },
] as const;
export const BOM_SETTINGS = [
  { value: "keep", label: "Keep" },
  { value: "drop", label: "Drop" },
] as const;
export const LINE_ENDING_SETTINGS = [
  { value: "keep", label: "Keep" },
  { value: "lf", label: "LF (Unix)" },
  { value: "crlf", label: "CRLF (Windows)" },
] as const;

/** The delimiter to use: the chosen one, or the one detected in the input's first kilobyte. */
export function resolveDelimiter(setting: DelimiterSetting, head: string): string {
  return setting === "auto" ? detectDelimiter(head) : setting;
}

function byteOptions(common: CommonSettings, delimiter: string) {
  return {
    delimiter: delimiter.charCodeAt(0),
    quote: common.quote.charCodeAt(0),
    bom: common.bom,
    lineEnding: common.lineEnding,
  };
}

export function splitOptionsFrom(
  split: SplitSettings,
  common: CommonSettings,
  delimiter: string,
): SplitOptions {
  const number = Number(split.count.trim());
  const what = { rows: "rows per file", files: "number of files", size: "largest file size" }[
    split.mode
  ];
  if (!/^\d+$/.test(split.count.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new ToolError(`The ${what} must be a whole number of at least 1`);
  }
  const count =
    split.mode === "size" ? number * (split.sizeUnit === "KB" ? 1024 : 1024 * 1024) : number;
  return { ...byteOptions(common, delimiter), mode: split.mode, count, header: split.header };
}

export function mergeOptionsFrom(
  merge: MergeSettings,
  common: CommonSettings,
  delimiter: string,
): MergeOptions {
  return { ...byteOptions(common, delimiter), ...merge };
}

/** Pasted text at most this long is remembered across reloads; longer text is better kept as a file. */
export const REMEMBERED_TEXT_LIMIT = 100_000;
