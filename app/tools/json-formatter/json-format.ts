// The JSON formatter's core: format (indent 2, 4 or tab), minify and validate, copying every number
// and string exactly as written (issue 3 "Formatters and minifiers": /json-formatter).
import {
  IGNORE_TOKENS,
  type JsonScalarKind,
  type JsonScanHandler,
  type JsonStats,
  scanJson,
} from "~/lib/json-scanner";
import { buildJsonTree, replaySorted } from "~/lib/json-tree";
import { INDENT_CHOICES, type IndentChoice } from "~/lib/indentation";
import { isOptionValue } from "~/lib/options";
import { counted } from "~/lib/text-stats";
import { CharBuffer } from "~/lib/char-buffer";

export type JsonIndent = IndentChoice;

export const JSON_INDENTS = INDENT_CHOICES;

export const DEFAULT_INDENT: JsonIndent = "2";

export function isJsonIndent(value: unknown): value is JsonIndent {
  return isOptionValue(JSON_INDENTS, value);
}

export interface JsonFormatOptions {
  indent: JsonIndent;
  /** Sort every object's keys (UTF-16 code unit order, recursive; duplicate keys keep their order). */
  sortKeys: boolean;
}

export interface JsonResult {
  output: string;
  stats: JsonStats;
}

const COMMA = 0x2c;
const COLON = 0x3a;
const SPACE = 0x20;
const NEWLINE = 0x0a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Writes tokens with line breaks and indentation into a CharBuffer, copying each literal's code
 * units from the source: nothing is parsed into numbers or unescaped, so the output is exact.
 */
class PrettyWriter implements JsonScanHandler {
  readonly out: CharBuffer;
  private depth = 0;
  /** Nothing written yet in the innermost open container. */
  private first = true;
  private afterKey = false;
  private readonly unitCode: number;
  private readonly unitWidth: number;

  constructor(
    private readonly text: string,
    indent: JsonIndent,
  ) {
    // Output is about twice the size of minified input; starting near it saves regrowing.
    this.out = new CharBuffer(text.length * 2);
    this.unitCode = indent === "tab" ? 0x09 : SPACE;
    this.unitWidth = indent === "tab" ? 1 : Number(indent);
  }

  private lineBreak(depth: number): void {
    this.out.pushCode(NEWLINE);
    this.out.pushRepeated(this.unitCode, depth * this.unitWidth);
  }

  /** The comma and line break that come before a member or element. */
  private separate(): void {
    if (this.afterKey) {
      this.afterKey = false;
    } else if (this.depth > 0) {
      if (!this.first) this.out.pushCode(COMMA);
      this.lineBreak(this.depth);
      this.first = false;
    }
  }

  private open(bracket: number): void {
    this.separate();
    this.out.pushCode(bracket);
    this.depth++;
    this.first = true;
  }

  private close(bracket: number): void {
    this.depth--;
    // An empty container stays on one line: {} and [].
    if (!this.first) this.lineBreak(this.depth);
    this.out.pushCode(bracket);
    this.first = false;
  }

  beginObject(): void {
    this.open(OPEN_BRACE);
  }

  endObject(): void {
    this.close(CLOSE_BRACE);
  }

  beginArray(): void {
    this.open(OPEN_BRACKET);
  }

  endArray(): void {
    this.close(CLOSE_BRACKET);
  }

  key(start: number, end: number): void {
    this.separate();
    this.out.pushSlice(this.text, start, end);
    this.out.pushCode(COLON);
    this.out.pushCode(SPACE);
    this.afterKey = true;
  }

  scalar(_kind: JsonScalarKind, start: number, end: number): void {
    this.separate();
    this.out.pushSlice(this.text, start, end);
  }
}

/** Writes tokens with no whitespace at all. */
class MinifyWriter implements JsonScanHandler {
  readonly out: CharBuffer;
  /** A comma goes before the next member or element. */
  private comma = false;

  constructor(private readonly text: string) {
    this.out = new CharBuffer(text.length);
  }

  private separate(): void {
    if (this.comma) this.out.pushCode(COMMA);
    this.comma = false;
  }

  beginObject(): void {
    this.separate();
    this.out.pushCode(OPEN_BRACE);
  }

  endObject(): void {
    this.out.pushCode(CLOSE_BRACE);
    this.comma = true;
  }

  beginArray(): void {
    this.separate();
    this.out.pushCode(OPEN_BRACKET);
  }

  endArray(): void {
    this.out.pushCode(CLOSE_BRACKET);
    this.comma = true;
  }

  key(start: number, end: number): void {
    this.separate();
    this.out.pushSlice(this.text, start, end);
    this.out.pushCode(COLON);
  }

  scalar(_kind: JsonScalarKind, start: number, end: number): void {
    this.separate();
    this.out.pushSlice(this.text, start, end);
    this.comma = true;
  }
}

/**
 * Runs the writer over the text: in one pass, or, to sort keys, through a lossless tree first
 * (built only then, since it costs memory and time).
 */
function write(
  text: string,
  writer: JsonScanHandler & { out: CharBuffer },
  sortKeys: boolean,
): JsonResult {
  let stats: JsonStats;
  if (sortKeys) {
    const tree = buildJsonTree(text);
    replaySorted(tree, writer);
    stats = tree.stats;
  } else {
    stats = scanJson(text, writer);
  }
  return { output: writer.out.toString(), stats };
}

/** Formats JSON with the given indentation. Throws JsonSyntaxError with line and column. */
export function formatJson(
  text: string,
  { indent = DEFAULT_INDENT, sortKeys = false }: Partial<JsonFormatOptions> = {},
): JsonResult {
  return write(text, new PrettyWriter(text, indent), sortKeys);
}

/** Removes all whitespace between tokens (keys sorted on request). */
export function minifyJson(
  text: string,
  { sortKeys = false }: Partial<JsonFormatOptions> = {},
): JsonResult {
  return write(text, new MinifyWriter(text), sortKeys);
}

/** Checks the text is JSON and counts what it holds; throws JsonSyntaxError if it is not. */
export function validateJson(text: string): JsonStats {
  return scanJson(text, IGNORE_TOKENS);
}

export const VALID_JSON = "Valid JSON";

/** "Valid JSON: 3 objects, 1 array, 12 keys, depth 4": what Validate and the status line say. */
export function validSummary({ objects, arrays, keys, depth }: JsonStats): string {
  const counts = [counted(objects, "object"), counted(arrays, "array"), counted(keys, "key")];
  return `${VALID_JSON}: ${counts.join(", ")}, depth ${depth}`;
}
