// JSONPath and jq Tester, JSONPath mode: evaluates an RFC 9535 query (filters and the functions
// length, count, match, search, value) with json-p3, and lists each match with its normalized path,
// its value and where the value is written in the input.
import {
  type JSONPathNode,
  JSONPathEnvironment,
  JSONPathError,
  JSONPathRecursionLimitError,
  type JSONValue,
} from "json-p3";
import { JsonSyntaxError, IGNORE_TOKENS, scanJson } from "~/lib/json/json-scanner";
import { groupedCount } from "~/lib/number/count-text";
import { ToolError, errorMessage, isStackOverflow, lineAndColumn } from "~/lib/tool-error";
import { INVALID_JSON_PREFIX } from "./input-messages";
import { previewJson } from "./json-preview";
import { type JsonLocation, type TextSpan, valueSpans } from "./json-spans";

/** Matches listed with their values and spans; the rest are only counted. */
export const MAX_LISTED_MATCHES = 10_000;

/**
 * Characters of each match's text kept: 10,000 matches of large values (every ancestor under `$..*`
 * repeats its descendants) would otherwise make hundreds of megabytes of text for the page.
 */
export const MAX_MATCH_TEXT = 2_000;

/**
 * How deep the descendant segment (`..`) may go. json-p3 stops at 50 levels by default, and real
 * documents go deeper; each level is a nested generator, and 1,000 levels run within V8's stack.
 */
export const MAX_DESCENT_DEPTH = 1_000;

export const INVALID_QUERY_PREFIX = "Query is not valid JSONPath: ";
/** json-p3 reads nested brackets and parentheses recursively: some 5,000 levels overflow its stack. */
export const QUERY_TOO_DEEP_MESSAGE = "Query is nested too deeply";
export const DESCENT_TOO_DEEP_MESSAGE = `Query stopped: the document is nested more than ${groupedCount(MAX_DESCENT_DEPTH)} levels deep under '..'`;

export interface JsonPathMatch {
  /** The match's normalized path (RFC 9535 §2.7), e.g. $['store']['book'][0]. */
  path: string;
  value: unknown;
  /** The value as JSON, indented by two spaces (JSON.stringify(value, null, 2)), cut at MAX_MATCH_TEXT. */
  text: string;
  /** True when `text` was cut: the value's JSON is longer than MAX_MATCH_TEXT characters. */
  textCut: boolean;
  /** Where the value is written in the input, for marking it; null if it cannot be placed. */
  range: TextSpan | null;
}

export interface QueryResult {
  /** The first MAX_LISTED_MATCHES matches, in the order the query yields them. */
  matches: JsonPathMatch[];
  /** Every match, listed or not. */
  count: number;
}

const environment = new JSONPathEnvironment({ maxRecursionDepth: MAX_DESCENT_DEPTH });

/** How a name is written in a normalized path (RFC 9535 §2.7): single quotes, minimal escapes. */
function normalizedName(name: string): string {
  let out = "'";
  for (const char of name) {
    const code = char.charCodeAt(0);
    if (char === "'") out += "\\'";
    else if (char === "\\") out += "\\\\";
    else if (code >= 0x20) out += char;
    else if (code === 0x08) out += "\\b";
    else if (code === 0x09) out += "\\t";
    else if (code === 0x0a) out += "\\n";
    else if (code === 0x0c) out += "\\f";
    else if (code === 0x0d) out += "\\r";
    else out += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${out}'`;
}

/** The normalized path of a location: $ then one bracketed name or index per step. */
export function normalizedPath(location: JsonLocation): string {
  let path = "$";
  for (const part of location) {
    path += typeof part === "number" ? `[${part}]` : `[${normalizedName(part)}]`;
  }
  return path;
}

/** " at column C", or " at line L, column C" for a query written over several lines. */
function placeInQuery(query: string, index: number): string {
  const { line, column } = lineAndColumn(query, index);
  return /[\n\r]/.test(query) ? ` at line ${line}, column ${column}` : ` at column ${column}`;
}

/**
 * json-p3's message without the excerpt it appends, " ('nine chars':index)" (json-p3's
 * withErrorContext, rebuilt here): its 0-based index beside our 1-based column would only confuse.
 */
function bareMessage(error: JSONPathError): string {
  const { input, index } = error.token;
  const suffix = ` ('${excerptAt(input, index)}':${index})`;
  return error.message.endsWith(suffix) ? error.message.slice(0, -suffix.length) : error.message;
}

function excerptAt(input: string, index: number): string {
  if (input.length <= 9) return input;
  if (index > input.length - 5) return input.slice(-9);
  if (index < 4) return input.slice(0, 9);
  return input.slice(index - 4, index + 5);
}

function compileQuery(query: string) {
  try {
    return environment.compile(query);
  } catch (error) {
    if (isStackOverflow(error)) throw new ToolError(QUERY_TOO_DEEP_MESSAGE);
    if (!(error instanceof JSONPathError)) throw error;
    const { index } = error.token;
    throw new ToolError(
      INVALID_QUERY_PREFIX + bareMessage(error) + placeInQuery(query, index),
      lineAndColumn(query, index),
    );
  }
}

/** The input's value; a syntax error names what is wrong and its line and column. */
export function parseJsonInput(json: string): JSONValue {
  const text = json.charCodeAt(0) === 0xfeff ? json.slice(1) : json;
  try {
    return JSON.parse(text) as JSONValue;
  } catch (parseError) {
    // JSON.parse's messages differ between engines and most name no line: the strict scanner finds
    // the same first error and says where it is.
    try {
      scanJson(json, IGNORE_TOKENS);
    } catch (error) {
      if (error instanceof JsonSyntaxError) {
        throw new ToolError(INVALID_JSON_PREFIX + error.message, error);
      }
      throw error;
    }
    throw new ToolError(INVALID_JSON_PREFIX + errorMessage(parseError));
  }
}

/** Every match of `query` in the JSON text `json`: the first MAX_LISTED_MATCHES listed, all counted. */
export function runJsonPath(json: string, query: string): QueryResult {
  const compiled = compileQuery(query);
  const root = parseJsonInput(json);
  const listed: JSONPathNode[] = [];
  let count = 0;
  try {
    // The lazy walk: the eager one spreads each selection into push(), which overflows the stack
    // for an array of some 100,000 elements, and a count needs no list of the rest.
    for (const node of compiled.lazyQuery(root)) {
      if (count < MAX_LISTED_MATCHES) listed.push(node);
      count++;
    }
  } catch (error) {
    if (error instanceof JSONPathRecursionLimitError) throw new ToolError(DESCENT_TOO_DEEP_MESSAGE);
    throw error;
  }
  const spans = valueSpans(
    json,
    listed.map((node) => node.location),
  );
  const matches = listed.map((node, i) => {
    const { text, cut } = previewJson(node.value, MAX_MATCH_TEXT);
    return {
      path: normalizedPath(node.location),
      value: node.value as unknown,
      text,
      textCut: cut,
      range: spans[i],
    };
  });
  return { matches, count };
}
