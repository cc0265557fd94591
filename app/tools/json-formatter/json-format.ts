// The JSON formatter's core: format (indent 2, 4 or tab), minify and validate, copying every number
// and string exactly as written (JSON.parse would round big integers and rewrite decimals).
import {
  IGNORE_TOKENS,
  type JsonScalarKind,
  type JsonScanHandler,
  type JsonScanLimits,
  type JsonStats,
  scanJson,
} from "~/lib/json/json-scanner";
import { buildJsonTree, replaySorted } from "~/lib/json/json-tree";
import { scanJsonUtf8 } from "~/lib/json/json-utf8-scanner";
import { DEFAULT_INDENT, type JsonIndent } from "./json-options";
import { Utf8Buffer } from "~/lib/text/utf8-buffer";

export {
  DEFAULT_INDENT,
  JSON_INDENTS,
  type JsonIndent,
  VALID_JSON,
  isJsonIndent,
  validSummary,
} from "./json-options";

export interface JsonFormatOptions {
  indent: JsonIndent;
  /** Sort every object's keys (UTF-16 code unit order, recursive; duplicate keys keep their order). */
  sortKeys: boolean;
}

export interface JsonResult {
  output: string;
  stats: JsonStats;
}

/** A result as UTF-8, the form a download takes: no string of the whole output is ever built. */
export interface JsonBytesResult {
  bytes: Uint8Array;
  /** Length of the output as a string (UTF-16 code units). */
  chars: number;
  stats: JsonStats;
}

/**
 * What the writers copy literals from: the scanned text (offsets are UTF-16 indices) or the
 * scanned UTF-8 bytes (offsets are byte indices, copied as they are).
 */
type LiteralSource = (out: Utf8Buffer, start: number, end: number) => void;

const fromText =
  (text: string): LiteralSource =>
  (out, start, end) =>
    out.pushSlice(text, start, end);

const fromBytes =
  (bytes: Uint8Array): LiteralSource =>
  (out, start, end) =>
    out.pushBytes(bytes, start, end);

const COMMA = 0x2c;
const COLON = 0x3a;
const SPACE = 0x20;
const NEWLINE = 0x0a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Writes tokens with line breaks and indentation as UTF-8, copying each literal's characters from
 * the source: nothing is parsed into numbers or unescaped, so the output is exact.
 */
class PrettyWriter implements JsonScanHandler {
  readonly out: Utf8Buffer;
  private depth = 0;
  /** Nothing written yet in the innermost open container. */
  private first = true;
  private afterKey = false;
  private readonly unitCode: number;
  private readonly unitWidth: number;

  constructor(
    private readonly copy: LiteralSource,
    inputLength: number,
    indent: JsonIndent,
  ) {
    // Output is about twice the size of minified input; starting near it saves regrowing.
    this.out = new Utf8Buffer(inputLength * 2);
    this.unitCode = indent === "tab" ? 0x09 : SPACE;
    this.unitWidth = indent === "tab" ? 1 : Number(indent);
  }

  private lineBreak(depth: number): void {
    this.out.pushAscii(NEWLINE);
    this.out.pushRepeatedAscii(this.unitCode, depth * this.unitWidth);
  }

  /** The comma and line break that come before a member or element. */
  private separate(): void {
    if (this.afterKey) {
      this.afterKey = false;
    } else if (this.depth > 0) {
      if (!this.first) this.out.pushAscii(COMMA);
      this.lineBreak(this.depth);
      this.first = false;
    }
  }

  private open(bracket: number): void {
    this.separate();
    this.out.pushAscii(bracket);
    this.depth++;
    this.first = true;
  }

  private close(bracket: number): void {
    this.depth--;
    // An empty container stays on one line: {} and [].
    if (!this.first) this.lineBreak(this.depth);
    this.out.pushAscii(bracket);
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
    this.copy(this.out, start, end);
    this.out.pushAscii(COLON);
    this.out.pushAscii(SPACE);
    this.afterKey = true;
  }

  scalar(_kind: JsonScalarKind, start: number, end: number): void {
    this.separate();
    this.copy(this.out, start, end);
  }
}

/** Writes tokens with no whitespace at all. */
class MinifyWriter implements JsonScanHandler {
  readonly out: Utf8Buffer;
  /** A comma goes before the next member or element. */
  private comma = false;

  constructor(
    private readonly copy: LiteralSource,
    inputLength: number,
  ) {
    this.out = new Utf8Buffer(inputLength);
  }

  private separate(): void {
    if (this.comma) this.out.pushAscii(COMMA);
    this.comma = false;
  }

  beginObject(): void {
    this.separate();
    this.out.pushAscii(OPEN_BRACE);
  }

  endObject(): void {
    this.out.pushAscii(CLOSE_BRACE);
    this.comma = true;
  }

  beginArray(): void {
    this.separate();
    this.out.pushAscii(OPEN_BRACKET);
  }

  endArray(): void {
    this.out.pushAscii(CLOSE_BRACKET);
    this.comma = true;
  }

  key(start: number, end: number): void {
    this.separate();
    this.copy(this.out, start, end);
    this.out.pushAscii(COLON);
  }

  scalar(_kind: JsonScalarKind, start: number, end: number): void {
    this.separate();
    this.copy(this.out, start, end);
    this.comma = true;
  }
}

/**
 * Formatting refuses JSON nested deeper than this (at the first opener too deep, before writing
 * its line). Each line's indentation grows with its depth, so without a limit the output grows
 * with the square of the input: 100,000 '[' would be 10 billion spaces. At 1,000
 * levels a line's indentation is at most 4,000 characters, and real JSON is far shallower (the
 * JSON → XML converter stops at the same depth). Minify, validate and the tree have no limit:
 * their work grows with the input alone.
 */
export const MAX_FORMAT_DEPTH = 1000;

/**
 * Runs the writer over the text: in one pass, or, to sort keys, through a lossless tree first
 * (built only then, since it costs memory and time).
 */
function write(
  text: string,
  writer: JsonScanHandler & { out: Utf8Buffer },
  sortKeys: boolean,
  limits: JsonScanLimits = {},
): JsonBytesResult {
  let stats: JsonStats;
  if (sortKeys) {
    const tree = buildJsonTree(text, limits);
    replaySorted(tree, writer);
    stats = tree.stats;
  } else {
    stats = scanJson(text, writer, limits);
  }
  return { bytes: writer.out.view(), chars: writer.out.chars, stats };
}

/**
 * Formats JSON with the given indentation into UTF-8 bytes. Throws JsonSyntaxError with line and
 * column, also at the first container nested deeper than MAX_FORMAT_DEPTH. A raw lone surrogate
 * (JSON allows one in a string; UTF-8 cannot hold it) becomes U+FFFD.
 */
export function formatJsonBytes(
  text: string,
  { indent = DEFAULT_INDENT, sortKeys = false }: Partial<JsonFormatOptions> = {},
): JsonBytesResult {
  return write(text, new PrettyWriter(fromText(text), text.length, indent), sortKeys, {
    maxDepth: MAX_FORMAT_DEPTH,
  });
}

/** Removes all whitespace between tokens (keys sorted on request), into UTF-8 bytes. */
export function minifyJsonBytes(
  text: string,
  { sortKeys = false }: Partial<JsonFormatOptions> = {},
): JsonBytesResult {
  return write(text, new MinifyWriter(fromText(text), text.length), sortKeys);
}

/**
 * Formats (or, with `minify`, minifies) a file's UTF-8 bytes without decoding them: literals are
 * copied byte for byte, the result is what formatJsonBytes gives for the decoded text. Null when
 * the bytes are not valid JSON in valid UTF-8: decode them and use formatJsonBytes, which throws
 * the error to show. Keys are never sorted here (sorting needs the text's tree).
 */
export function formatJsonUtf8(
  bytes: Uint8Array,
  { indent = DEFAULT_INDENT, minify = false }: { indent?: JsonIndent; minify?: boolean } = {},
): JsonBytesResult | null {
  const source = fromBytes(bytes);
  const writer = minify
    ? new MinifyWriter(source, bytes.length)
    : new PrettyWriter(source, bytes.length, indent);
  const scanned = scanJsonUtf8(bytes, writer, { maxDepth: minify ? Infinity : MAX_FORMAT_DEPTH });
  if (!scanned) return null;
  const output = writer.out;
  // Everything but the copied literals is ASCII: one byte per UTF-16 code unit.
  return {
    bytes: output.view(),
    chars: output.length - scanned.extraBytes,
    stats: scanned.stats,
  };
}

const asText = ({ bytes, stats }: JsonBytesResult): JsonResult => ({
  output: new TextDecoder().decode(bytes),
  stats,
});

/** formatJsonBytes, as a string. */
export function formatJson(text: string, options: Partial<JsonFormatOptions> = {}): JsonResult {
  return asText(formatJsonBytes(text, options));
}

/** minifyJsonBytes, as a string. */
export function minifyJson(text: string, options: Partial<JsonFormatOptions> = {}): JsonResult {
  return asText(minifyJsonBytes(text, options));
}

/** Checks the text is JSON and counts what it holds; throws JsonSyntaxError if it is not. */
export function validateJson(text: string): JsonStats {
  return scanJson(text, IGNORE_TOKENS);
}
