// The JSON formatter's work as jobs for its worker: read typed text or a file, then format, minify
// or build the tree. A syntax error comes back as data with the place to mark and an excerpt.
import { JsonSyntaxError, type JsonStats } from "~/lib/json-scanner";
import { type JsonTree, buildJsonTree } from "~/lib/json-tree";
import { isOptionValue } from "~/lib/options";
import { type JsonIndent, formatJson, minifyJson } from "./json-format";

/** Typed text, or a file (a Blob, so the worker reads it and the page never holds its text). */
export type JsonSource = { kind: "text"; text: string } | { kind: "file"; file: Blob };

export type JsonMode = "format" | "minify";

export const JSON_MODES: readonly { value: JsonMode; label: string }[] = [
  { value: "format", label: "Format" },
  { value: "minify", label: "Minify" },
];

export const isJsonMode = (value: unknown): value is JsonMode => isOptionValue(JSON_MODES, value);

export interface FormatJob {
  type: "format";
  source: JsonSource;
  mode: JsonMode;
  indent: JsonIndent;
  sortKeys: boolean;
}

export interface TreeJob {
  type: "tree";
  source: JsonSource;
}

/** Where the input stops being JSON, with the line around it for inputs not shown in an editor. */
export interface JsonProblem {
  message: string;
  line: number;
  column: number;
  /** The range to mark in the input (UTF-16 offsets; empty at the end of the text). */
  from: number;
  to: number;
  excerpt: ErrorExcerpt;
}

/** Part of the error's line: `marked` is the offending text (possibly empty), clipped to fit. */
export interface ErrorExcerpt {
  before: string;
  marked: string;
  after: string;
  /** The line starts before `before` / goes on after `after`. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/**
 * A result up to this many characters is posted to the page whole. A longer one stays in a Blob
 * (for Copy and Download) and the page shows only its beginning: a string of 38 million
 * characters and the editor document built from it took the page's main thread over a second.
 */
export const OUTPUT_SHOWN_CHARS = 500_000;

export interface FormattedJson {
  ok: true;
  stats: JsonStats;
  /** Length of the whole output. */
  chars: number;
  /** The output, or its first OUTPUT_SHOWN_CHARS characters (cut at a line end) when `blob` is set. */
  shown: string;
  /** The whole output as UTF-8, when it is longer than what is shown. */
  blob: Blob | null;
}

export type FormatResult = FormattedJson | { ok: false; problem: JsonProblem };

export type TreeResult = { ok: true; tree: JsonTree } | { ok: false; problem: JsonProblem };

/** How much of the error's line an excerpt shows on each side of the mark. */
const EXCERPT_CONTEXT = 60;
const EXCERPT_MARK_MAX = 40;

const isLineEnd = (code: number) => code === 0x0a || code === 0x0d;

export function errorExcerpt(text: string, from: number, to: number): ErrorExcerpt {
  let lineStart = from;
  while (lineStart > 0 && !isLineEnd(text.charCodeAt(lineStart - 1))) lineStart--;
  let lineEnd = to;
  while (lineEnd < text.length && !isLineEnd(text.charCodeAt(lineEnd))) lineEnd++;
  const markEnd = Math.min(to, from + EXCERPT_MARK_MAX, lineEnd);
  const start = Math.max(lineStart, from - EXCERPT_CONTEXT);
  const end = Math.min(lineEnd, markEnd + EXCERPT_CONTEXT);
  return {
    before: text.slice(start, from),
    marked: text.slice(from, markEnd),
    after: text.slice(markEnd, end),
    clippedStart: start > lineStart,
    clippedEnd: end < lineEnd,
  };
}

function problemOf(text: string, error: JsonSyntaxError): JsonProblem {
  const { message, line = 1, column = 1, from, to } = error;
  return { message, line, column, from, to, excerpt: errorExcerpt(text, from, to) };
}

export function readSource(source: JsonSource): Promise<string> | string {
  return source.kind === "text" ? source.text : source.file.text();
}

/** The beginning of `output` to show: whole lines when there are any, never half a surrogate pair. */
export function shownPart(output: string, limit = OUTPUT_SHOWN_CHARS): string {
  if (output.length <= limit) return output;
  let end = output.lastIndexOf("\n", limit);
  if (end < limit * 0.9) end = limit;
  const last = output.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return output.slice(0, end);
}

function formatted(output: string, stats: JsonStats): FormattedJson {
  const whole = output.length <= OUTPUT_SHOWN_CHARS;
  return {
    ok: true,
    stats,
    chars: output.length,
    shown: shownPart(output),
    blob: whole ? null : new Blob([output], { type: "application/json" }),
  };
}

/** Runs a job on text already read; the worker reads a file source first (runJsonJob). */
export function runOnText(job: FormatJob, text: string): FormatResult;
export function runOnText(job: TreeJob, text: string): TreeResult;
export function runOnText(job: FormatJob | TreeJob, text: string): FormatResult | TreeResult {
  try {
    if (job.type === "tree") return { ok: true, tree: buildJsonTree(text) };
    const options = { indent: job.indent, sortKeys: job.sortKeys };
    const { output, stats } =
      job.mode === "minify" ? minifyJson(text, options) : formatJson(text, options);
    return formatted(output, stats);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, problem: problemOf(text, error) };
    throw error;
  }
}

export async function runJsonJob(job: FormatJob | TreeJob): Promise<FormatResult | TreeResult> {
  const text = await readSource(job.source);
  return job.type === "tree" ? runOnText(job, text) : runOnText(job, text);
}
