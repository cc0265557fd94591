// Strict JSON (RFC 8259) scanner: validates a text in one pass and reports its tokens to a handler
// as offsets into the text, so numbers and strings are never converted. Used by the JSON formatter
// (format, minify, validate, tree view, numbers exactly as written) and by any tool that needs
// lossless JSON.
import { ToolError, lineAndColumn } from "~/lib/tool-error";
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  IN_ARRAY,
  IN_OBJECT,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  isDigit,
  isHexDigit,
  isWordChar,
} from "./json-chars";
import { groupedCount } from "~/lib/number/count-text";

/** Kinds of scalar token; numbers are constants so the hot loop compares small integers. */
export const JSON_STRING = 1;
export const JSON_NUMBER = 2;
export const JSON_TRUE = 3;
export const JSON_FALSE = 4;
export const JSON_NULL = 5;
export type JsonScalarKind = 1 | 2 | 3 | 4 | 5;

/**
 * Receives the tokens in document order. Offsets are UTF-16 indices into the scanned text;
 * `end` is exclusive. A key or string spans its literal with the quotes, exactly as written.
 */
export interface JsonScanHandler {
  beginObject(start: number): void;
  /** `end` is the index after the closing brace. */
  endObject(end: number): void;
  beginArray(start: number): void;
  endArray(end: number): void;
  key(start: number, end: number): void;
  scalar(kind: JsonScalarKind, start: number, end: number): void;
}

export interface JsonStats {
  objects: number;
  arrays: number;
  keys: number;
  /** Deepest nesting of objects and arrays: 0 for a lone scalar, 1 for `[1]`. */
  depth: number;
}

/** A syntax error at a place in the text: the message names line and column; from/to mark it. */
export class JsonSyntaxError extends ToolError {
  constructor(
    message: string,
    position: { line: number; column: number },
    readonly from: number,
    readonly to: number,
  ) {
    super(message, position);
    this.name = "JsonSyntaxError";
  }
}

function syntaxError(text: string, from: number, what: string, to = from + 1): JsonSyntaxError {
  const position = lineAndColumn(text, from);
  return new JsonSyntaxError(
    `${what} at line ${position.line}, column ${position.column}`,
    position,
    from,
    Math.min(Math.max(to, from), text.length),
  );
}

const SLASH = 0x2f;
const APOSTROPHE = 0x27;

export function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** "U+00A0": how a character that would print as nothing visible is named in a message. */
function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The token found at `i`, as a message names it: a whole word (`NaN`), a character, or U+XXXX. */
function unexpected(text: string, i: number): { what: string; to: number } {
  const code = text.codePointAt(i)!;
  if (isWordChar(code)) {
    let end = i + 1;
    while (end < text.length && end - i < 24 && isWordChar(text.charCodeAt(end))) end++;
    return { what: `Unexpected token ${text.slice(i, end)}`, to: end };
  }
  const width = code > 0xffff ? 2 : 1;
  const visible =
    code > 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0xa0) && code !== 0xfeff;
  const name = visible && !/\s/u.test(String.fromCodePoint(code));
  return {
    what: name
      ? `Unexpected token ${String.fromCodePoint(code)}`
      : `Unexpected character ${codePointName(code)}`,
    to: i + width,
  };
}

/** The error for a token that cannot start a value (or for no token at all). */
function valueError(text: string, i: number): JsonSyntaxError {
  if (i >= text.length) return syntaxError(text, i, "Unexpected end of input");
  const c = text.charCodeAt(i);
  if (c === APOSTROPHE) return syntaxError(text, i, "Strings must use double quotes");
  if (c === SLASH) return syntaxError(text, i, "Comments are not allowed in JSON", i + 2);
  const { what, to } = unexpected(text, i);
  return syntaxError(text, i, what, to);
}

/** The error after a complete value when neither `,` nor the closing bracket follows. */
function separatorError(text: string, i: number, expected: string): JsonSyntaxError {
  if (i < text.length && text.charCodeAt(i) === SLASH)
    return syntaxError(text, i, "Comments are not allowed in JSON", i + 2);
  const to = i < text.length ? unexpected(text, i).to : i;
  return syntaxError(text, i, expected, to);
}

/** End of the string literal starting with the quote at `start` (index after its closing quote). */
export function scanString(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      i = scanEscape(text, start, i);
      continue;
    }
    if (c < 0x20 || c !== c) {
      // NaN: past the end of the text. A raw line break means the closing quote is missing.
      if (c !== c || c === 0x0a || c === 0x0d)
        throw syntaxError(text, start, "Unterminated string", i);
      throw syntaxError(text, i, `Unescaped control character ${codePointName(c)} in string`);
    }
    i++;
  }
}

/** Index after the escape sequence whose backslash is at `i`. */
function scanEscape(text: string, stringStart: number, i: number): number {
  const c = text.charCodeAt(i + 1);
  switch (c) {
    case QUOTE:
    case BACKSLASH:
    case SLASH:
    case 0x62: // b
    case 0x66: // f
    case 0x6e: // n
    case 0x72: // r
    case 0x74: // t
      return i + 2;
    case 0x75: // u
      for (let k = 2; k < 6; k++) {
        if (!isHexDigit(text.charCodeAt(i + k)))
          throw syntaxError(text, i, "Invalid Unicode escape sequence in string", i + k);
      }
      return i + 6;
  }
  if (c !== c || c === 0x0a || c === 0x0d)
    throw syntaxError(text, stringStart, "Unterminated string", i + 1);
  const shown = String.fromCodePoint(text.codePointAt(i + 1)!);
  throw syntaxError(
    text,
    i,
    c < 0x20 ? "Invalid escape sequence in string" : `Invalid escape sequence \\${shown} in string`,
    i + 1 + shown.length,
  );
}

function scanDigits(text: string, i: number): number {
  while (isDigit(text.charCodeAt(i))) i++;
  return i;
}

/** End of the number starting at `start` ('-' or a digit), checked against JSON's grammar. */
export function scanNumber(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === MINUS) {
    i++;
    if (!isDigit(text.charCodeAt(i))) throw syntaxError(text, i, "Expected a digit after '-'");
  }
  if (text.charCodeAt(i) === 0x30) {
    i++;
    if (isDigit(text.charCodeAt(i)))
      throw syntaxError(text, i - 1, "Leading zero in number", scanDigits(text, i));
  } else {
    i = scanDigits(text, i);
  }
  if (text.charCodeAt(i) === 0x2e) {
    i++;
    if (!isDigit(text.charCodeAt(i)))
      throw syntaxError(text, i, "Expected a digit after the decimal point");
    i = scanDigits(text, i);
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === MINUS) i++;
    if (!isDigit(text.charCodeAt(i)))
      throw syntaxError(text, i, "Expected a digit in the exponent");
    i = scanDigits(text, i);
  }
  return i;
}

/** Whether the word at `i` is exactly `word` (so `nulls` and `trueish` are not literals). */
function isLiteral(text: string, i: number, word: string): boolean {
  return text.startsWith(word, i) && !isWordChar(text.charCodeAt(i + word.length));
}

export interface JsonScanLimits {
  /**
   * Deepest nesting of objects and arrays accepted: an opener beyond it is an error at its place,
   * reported before the handler sees it (so no output is written for it). No limit by default.
   */
  maxDepth?: number;
}

/** What a scan says at the first opener deeper than `maxDepth`, before " at line L, column C". */
export function tooDeepMessage(maxDepth: number): string {
  return `Nested more than ${groupedCount(maxDepth)} levels deep`;
}

/**
 * Scans the whole text as one JSON value (a leading byte order mark is skipped), calling the
 * handler for each token. Throws JsonSyntaxError at the first problem; returns the counts.
 */
export function scanJson(
  text: string,
  handler: JsonScanHandler,
  { maxDepth = Infinity }: JsonScanLimits = {},
): JsonStats {
  const n = text.length;
  const stack: number[] = [];
  let objects = 0;
  let arrays = 0;
  let keys = 0;
  let deepest = 0;
  let i = skipWhitespace(text, n > 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0);

  // Each turn scans one value at `i`, then the separators and closing brackets after it.
  for (;;) {
    let c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = scanString(text, i);
      handler.scalar(JSON_STRING, i, end);
      i = end;
    } else if (isDigit(c) || c === MINUS) {
      const end = scanNumber(text, i);
      handler.scalar(JSON_NUMBER, i, end);
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const isObject = c === OPEN_BRACE;
      if (stack.length + 1 > deepest) {
        deepest = stack.length + 1;
        if (deepest > maxDepth) throw syntaxError(text, i, tooDeepMessage(maxDepth));
      }
      if (isObject) {
        objects++;
        handler.beginObject(i);
      } else {
        arrays++;
        handler.beginArray(i);
      }
      const close = isObject ? CLOSE_BRACE : CLOSE_BRACKET;
      i = skipWhitespace(text, i + 1);
      if (text.charCodeAt(i) === close) {
        i++;
        if (isObject) handler.endObject(i);
        else handler.endArray(i);
      } else {
        stack.push(isObject ? IN_OBJECT : IN_ARRAY);
        if (isObject) {
          i = scanKey(text, i, handler);
          keys++;
        }
        continue;
      }
    } else if (c === 0x74 && isLiteral(text, i, "true")) {
      handler.scalar(JSON_TRUE, i, i + 4);
      i += 4;
    } else if (c === 0x66 && isLiteral(text, i, "false")) {
      handler.scalar(JSON_FALSE, i, i + 5);
      i += 5;
    } else if (c === 0x6e && isLiteral(text, i, "null")) {
      handler.scalar(JSON_NULL, i, i + 4);
      i += 4;
    } else {
      throw valueError(text, i);
    }

    // After a value: close containers until a comma starts the next value, or the text ends.
    for (;;) {
      i = skipWhitespace(text, i);
      const depth = stack.length;
      if (depth === 0) {
        if (i < n) throw separatorError(text, i, "Unexpected data after the JSON value");
        return { objects, arrays, keys, depth: deepest };
      }
      const container = stack[depth - 1];
      c = text.charCodeAt(i);
      if (c === COMMA) {
        const comma = i;
        i = skipWhitespace(text, i + 1);
        const next = text.charCodeAt(i);
        if (container === IN_OBJECT) {
          if (next === CLOSE_BRACE) throw syntaxError(text, comma, "Trailing comma before '}'");
          i = scanKey(text, i, handler);
          keys++;
        } else if (next === CLOSE_BRACKET) {
          throw syntaxError(text, comma, "Trailing comma before ']'");
        }
        break;
      }
      if (container === IN_OBJECT) {
        if (c !== CLOSE_BRACE)
          throw separatorError(text, i, "Expected ',' or '}' after property value");
        handler.endObject(++i);
      } else {
        if (c !== CLOSE_BRACKET)
          throw separatorError(text, i, "Expected ',' or ']' after array element");
        handler.endArray(++i);
      }
      stack.pop();
    }
  }
}

/** Scans `"name" :` at `i` and returns the index of the value after it. */
function scanKey(text: string, i: number, handler: JsonScanHandler): number {
  const c = text.charCodeAt(i);
  if (c !== QUOTE) {
    if (i >= text.length) throw syntaxError(text, i, "Unexpected end of input");
    if (c === SLASH) throw syntaxError(text, i, "Comments are not allowed in JSON", i + 2);
    throw syntaxError(text, i, "Expected property name in double quotes", unexpected(text, i).to);
  }
  const end = scanString(text, i);
  handler.key(i, end);
  const colon = skipWhitespace(text, end);
  if (text.charCodeAt(colon) !== COLON)
    throw separatorError(text, colon, "Expected ':' after property name");
  return skipWhitespace(text, colon + 1);
}

/** A handler that ignores every token: scanning with it only validates and counts. */
export const IGNORE_TOKENS: JsonScanHandler = {
  beginObject() {},
  endObject() {},
  beginArray() {},
  endArray() {},
  key() {},
  scalar() {},
};
