// The JSON formatter's work as jobs for its worker: read typed text or a file, then format, minify
// or build the tree. A syntax error comes back as data with the place to mark and an excerpt.
import { JsonSyntaxError, type JsonStats } from "~/lib/json/json-scanner";
import { type JsonTree, buildJsonTree } from "~/lib/json/json-tree";
import type { JsonMode } from "./json-options";
import {
  type JsonBytesResult,
  type JsonIndent,
  formatJsonBytes,
  formatJsonUtf8,
  minifyJsonBytes,
} from "./json-format";

/** Typed text, or a file (a Blob, so the worker reads it and the page never holds its text). */
export type JsonSource = { kind: "text"; text: string } | { kind: "file"; file: Blob };

export { JSON_MODES, type JsonMode, isJsonMode } from "./json-options";

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
 * characters and the editor document built from it took the page's main thread over a second,
 * and showing 500,000 characters still made the task that enables Download 80–140 ms.
 */
export const OUTPUT_SHOWN_CHARS = 50_000;

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

const LINE_FEED = 0x0a;
const isContinuationByte = (byte: number) => (byte & 0xc0) === 0x80;

/**
 * The beginning of UTF-8 `output` to show, as text of at most `limit` characters: whole lines when
 * there are any, never half a character. (A character takes at least one byte, so `limit` bytes
 * never hold more than `limit` characters.)
 */
export function shownPart(output: Uint8Array, limit = OUTPUT_SHOWN_CHARS): string {
  let end = output.length;
  if (end > limit) {
    end = output.lastIndexOf(LINE_FEED, limit);
    if (end < limit * 0.9) {
      end = limit;
      while (end > 0 && isContinuationByte(output[end])) end--;
    }
  }
  return new TextDecoder().decode(output.subarray(0, end));
}

/**
 * The page gets the output's beginning as text and, when that is not all of it, the whole as a
 * Blob made from the bytes as they are (Download saves it; nothing re-encodes 40 MB of text).
 */
function formatted({ bytes, chars, stats }: JsonBytesResult): FormattedJson {
  const whole = chars <= OUTPUT_SHOWN_CHARS;
  return {
    ok: true,
    stats,
    chars,
    shown: whole ? new TextDecoder().decode(bytes) : shownPart(bytes),
    blob: whole ? null : new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/json" }),
  };
}

/** Runs a job on text already read; the worker reads a file source first (runJsonJob). */
export function runOnText(job: FormatJob, text: string): FormatResult;
export function runOnText(job: TreeJob, text: string): TreeResult;
export function runOnText(job: FormatJob | TreeJob, text: string): FormatResult | TreeResult {
  try {
    if (job.type === "tree") return { ok: true, tree: buildJsonTree(text) };
    const options = { indent: job.indent, sortKeys: job.sortKeys };
    return formatted(
      job.mode === "minify" ? minifyJsonBytes(text, options) : formatJsonBytes(text, options),
    );
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, problem: problemOf(text, error) };
    throw error;
  }
}

/**
 * Formats a file's bytes as they are (no 20 MB string is decoded, literals are copied as bytes);
 * null when they are not valid JSON in valid UTF-8, or keys are to be sorted (which needs the
 * text): the file is then read as text, which also finds the error to show.
 */
async function formatFileBytes(job: FormatJob, file: Blob): Promise<FormatResult | null> {
  if (job.sortKeys) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = formatJsonUtf8(bytes, { indent: job.indent, minify: job.mode === "minify" });
  return result && formatted(result);
}

export async function runJsonJob(job: FormatJob | TreeJob): Promise<FormatResult | TreeResult> {
  if (job.type === "format" && job.source.kind === "file") {
    const result = await formatFileBytes(job, job.source.file);
    if (result) return result;
  }
  const text = await readSource(job.source);
  return job.type === "tree" ? runOnText(job, text) : runOnText(job, text);
}
