// Text Diff (/text-diff): the core the page and its worker run. Compares the Original and Changed
// fields line by line (with the white space, case and line-ending options) or, in JSON mode, as values.
import type { OptionItem } from "~/lib/options";
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import type { DiffLayout } from "./diff-rows";
import { type LinesDiff, diffLines } from "./diff-lines";
import type { InlineMode } from "./inline-diff";
import type { JsonDiff } from "./json-diff";
import { type LineComparison, type WhitespaceMode, splitLines } from "./text-lines";
import { DEFAULT_CONTEXT_LINES, unifiedDiff } from "./unified-diff";

export type DiffMode = "text" | "json";

export interface TextDiffOptions extends LineComparison {
  mode: DiffMode;
  /** Unchanged lines shown around each change, in the views and the .diff file. */
  contextLines: number;
  inline: InlineMode;
  layout: DiffLayout;
}

export const DEFAULT_OPTIONS: TextDiffOptions = {
  mode: "text",
  whitespace: "exact",
  ignoreCase: false,
  ignoreLineEndings: false,
  contextLines: DEFAULT_CONTEXT_LINES,
  inline: "word",
  layout: "side-by-side",
};

export const MODE_OPTIONS: readonly OptionItem<DiffMode>[] = [
  { value: "text", label: "Text" },
  { value: "json", label: "JSON" },
];
export const WHITESPACE_OPTIONS: readonly OptionItem<WhitespaceMode>[] = [
  { value: "exact", label: "Compare white space" },
  { value: "amount", label: "Ignore changes in amount of white space" },
  { value: "all", label: "Ignore all white space" },
];
export const INLINE_OPTIONS: readonly OptionItem<InlineMode>[] = [
  { value: "word", label: "Word" },
  { value: "character", label: "Character" },
];
export const LAYOUT_OPTIONS: readonly OptionItem<DiffLayout>[] = [
  { value: "side-by-side", label: "Side by side" },
  { value: "unified", label: "Unified" },
];

export const ORIGINAL_LABEL = "Original";
export const CHANGED_LABEL = "Changed";

/** Each field holds at most this many bytes (UTF-8), 10 MB. */
export const MAX_FIELD_BYTES = 10 * 1024 * 1024;

export interface TextDiffJob {
  original: string;
  changed: string;
  options: TextDiffOptions;
  /** Names for the .diff file's `---` and `+++` lines (the files loaded), DEFAULT_FILE_NAME if none. */
  originalName?: string;
  changedName?: string;
}

/** The job as the page sends it: a field loaded from a file is the file, read by the worker. */
export type TextDiffPageJob = Omit<TextDiffJob, "original" | "changed"> & {
  original: string | Blob;
  changed: string | Blob;
};

/**
 * Text mode: the line diff, whose line numbers index splitLines(original).lines and
 * splitLines(changed).lines (the page splits the texts it holds rather than receive them back), and
 * the unified diff GNU patch applies (made here, off the page's thread: for two 10 MB texts it is
 * tens of MB of text).
 */
export type TextDiffResult =
  { mode: "text"; diff: LinesDiff; patch: string } | { mode: "json"; diff: JsonDiff };

/** UTF-8 bytes of `text`, counted without encoding it. */
function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A unit below U+0800 takes 1 or 2 bytes, others 3; a surrogate pair takes 4, 2 per unit.
    if (unit >= 0x80) bytes += unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}

/** "Original is 12.4 MB (13,000,000 bytes): Text Diff compares up to 10 MB a field." */
export function tooLargeMessage(field: string, bytes: number): string {
  // Rounded up, so a text just over the limit never reads "10.0 MB".
  const megabytes = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${field} is ${megabytes.toFixed(1)} MB (${groupedCount(bytes)} bytes): Text Diff compares up to 10 MB a field.`;
}

/** Throws the too-large message when `text` is over `limit` bytes (MAX_FIELD_BYTES; tests pass less). */
export function checkFieldSize(text: string, field: string, limit = MAX_FIELD_BYTES): void {
  // UTF-8 takes 1 to 3 bytes a UTF-16 unit: only texts longer than a third of the limit need counting.
  if (text.length * 3 <= limit) return;
  const bytes = utf8Bytes(text);
  if (bytes > limit) throw new ToolError(tooLargeMessage(field, bytes));
}

/** The JSON comparison (json-diff.ts), given by the caller: the worker loads it for JSON mode only. */
export type JsonDiffer = (original: string, changed: string) => JsonDiff;

/**
 * The comparison the page shows. `progress` hears how far a long diff is; `shouldStop` is asked
 * now and then and stops the work with DiffStoppedError (a worker is simply terminated instead).
 * JSON mode needs `compareJson`: the worker imports it only then, which keeps the JSON reader
 * (3 KiB gz) off the page's first load.
 */
export function textDiff(
  job: TextDiffJob,
  progress?: ProgressReporter,
  shouldStop?: () => boolean,
  compareJson?: JsonDiffer,
): TextDiffResult {
  const { original, changed, options } = job;
  checkFieldSize(original, ORIGINAL_LABEL);
  checkFieldSize(changed, CHANGED_LABEL);
  if (options.mode === "json") {
    if (!compareJson) throw new Error("JSON mode needs the JSON comparison");
    return { mode: "json", diff: compareJson(original, changed) };
  }
  const originalLines = splitLines(original);
  const changedLines = splitLines(changed);
  const diff = diffLines(originalLines, changedLines, options, {
    onProgress: progress,
    shouldStop,
  });
  const patch = unifiedDiff(originalLines, changedLines, diff, {
    originalName: job.originalName,
    changedName: job.changedName,
  });
  return { mode: "text", diff, patch };
}
