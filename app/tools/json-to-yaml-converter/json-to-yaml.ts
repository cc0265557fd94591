// JSON to YAML: JSON text or an already parsed value as YAML that always reads back as the same JSON;
// spec §3 (options), §5 (string or parsed object), §8 ('Failed to convert JSON to YAML: {reason}'), §9.
import {
  Document,
  Pair,
  Scalar,
  type ScalarTag,
  YAMLMap,
  YAMLSeq,
  isMap,
  isScalar,
  isSeq,
} from "yaml";
import { type JsonValueFactory, buildJsonValue } from "~/lib/json/json-value-builder";
import { ToolError } from "~/lib/tool-error";
import type { QuotingStyle } from "./convert-options";
import { MAX_YAML_DEPTH, parseYamlDocuments } from "./yaml-to-json";
import { groupedCount } from "~/lib/number/count-text";

export type { QuotingStyle } from "./convert-options";
export { QUOTING_STYLES } from "./convert-options";

export interface JsonToYamlOptions {
  /** Spaces per level: a whole number from 1 to 8 (YAML cannot indent with tabs). */
  indentation: number | string;
  /** How string values are written; keys are quoted only where YAML needs it. */
  quotingStyle: QuotingStyle;
}

/** Spec §3 and §9. */
export const DEFAULT_JSON_TO_YAML_OPTIONS: JsonToYamlOptions = {
  indentation: 2,
  quotingStyle: "none",
};

export const JSON_TO_YAML_FAILED = "Failed to convert JSON to YAML: ";
/** The YAML written is read back: it may not be deeper than YAML is read. */
export const MAX_JSON_DEPTH = MAX_YAML_DEPTH;
export const MAX_YAML_INDENT = 8;

const fail = (reason: string, position?: { line?: number; column?: number }) =>
  new ToolError(JSON_TO_YAML_FAILED + reason, position);

/** A JSON number as written, so 12.50, -0, 1E+21 and 17478252242305210114 are copied, never rounded. */
class NumberText {
  constructor(readonly text: string) {}
}

/**
 * Every JSON number text is also a YAML 1.2 core-schema int or float, so writing it as written reads
 * back as the same number. The tag only tells the library how to print it.
 */
const numberTextTag: ScalarTag = {
  tag: "tag:yaml.org,2002:float",
  default: true,
  identify: (value) => value instanceof NumberText,
  resolve: (text) => text,
  stringify: ({ value }) => (value as NumberText).text,
};

/** Places of the members of each map being built: a repeated key replaces its value in place. */
const membersOf = new WeakMap<YAMLMap, Map<string, Pair>>();

/** Makes the YAML nodes straight from the scanner's tokens: numbers stay as written. */
const yamlNodes: JsonValueFactory<unknown, YAMLMap, YAMLSeq> = {
  object: () => new YAMLMap(),
  array: () => new YAMLSeq(),
  member(map, key, value) {
    // A repeated key keeps its first place and its last value, as JSON.parse does.
    let members = membersOf.get(map);
    if (!members) membersOf.set(map, (members = new Map()));
    const existing = members.get(key);
    if (existing) existing.value = value;
    else {
      const pair = new Pair(new Scalar(key), value);
      members.set(key, pair);
      map.items.push(pair);
    }
  },
  item: (seq, value) => void seq.items.push(value),
  string: (value) => new Scalar(value),
  number: (text) => new Scalar(new NumberText(text)),
  boolean: (value) => new Scalar(value),
  null: () => new Scalar(null),
};

function nodesOfJsonText(text: string): unknown {
  let built: { value: unknown; stats: { depth: number } };
  try {
    built = buildJsonValue(text, yamlNodes);
  } catch (error) {
    if (error instanceof ToolError) throw fail(error.message, error);
    throw error;
  }
  if (built.stats.depth > MAX_JSON_DEPTH) throw depthError();
  return built.value;
}

const depthError = () =>
  fail(`the JSON is nested more than ${groupedCount(MAX_JSON_DEPTH)} levels deep`);

/** A parsed value as JSON.stringify sees it: toJSON applied, NaN and Infinity null, functions skipped. */
function nodesOfValue(value: unknown, key: string, depth: number): unknown {
  if (depth > MAX_JSON_DEPTH) throw depthError();
  if (value !== null && typeof value === "object" && "toJSON" in value) {
    const toJson = (value as { toJSON: unknown }).toJSON;
    if (typeof toJson === "function") value = toJson.call(value, key);
  }
  if (typeof value === "number") {
    return new Scalar(Number.isFinite(value) ? new NumberText(JSON.stringify(value)) : null);
  }
  if (typeof value === "bigint") return new Scalar(new NumberText(value.toString()));
  if (typeof value === "string" || typeof value === "boolean" || value === null) {
    return new Scalar(value);
  }
  if (Array.isArray(value)) {
    const seq = new YAMLSeq();
    value.forEach((item, i) => {
      seq.items.push(isSkipped(item) ? new Scalar(null) : nodesOfValue(item, String(i), depth + 1));
    });
    return seq;
  }
  if (typeof value === "object") {
    const map = new YAMLMap();
    for (const [name, member] of Object.entries(value)) {
      if (!isSkipped(member))
        map.items.push(new Pair(new Scalar(name), nodesOfValue(member, name, depth + 1)));
    }
    return map;
  }
  throw fail(`a ${typeof value} has no JSON form`);
}

const isSkipped = (value: unknown) =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

function yamlIndent(indentation: number | string): number {
  const count =
    typeof indentation === "number"
      ? indentation
      : /^\s*\d+\s*$/.test(indentation)
        ? Number(indentation)
        : NaN;
  if (Number.isInteger(count) && count >= 1 && count <= MAX_YAML_INDENT) return count;
  throw fail(
    `the indentation must be a whole number of spaces from 1 to ${MAX_YAML_INDENT} (YAML cannot indent with tabs)`,
  );
}

// --- Choosing how each string is written --------------------------------------------------------

/**
 * Plain words that YAML 1.1 readers (PyYAML, older tools) take as booleans, nulls, numbers, dates or
 * merge keys, or that they refuse ("=": "could not determine a constructor for the tag
 * 'tag:yaml.org,2002:value'"). Our reader follows YAML 1.2, but such strings are quoted so every reader agrees.
 */
const YAML_11_NON_STRINGS = [
  /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
  // "=" is YAML 1.1's value key, "!", "&" and "*" its "yaml" type: readers refuse them as plain.
  /^(?:~|null|Null|NULL|<<|=|!|&|\*)$/,
  /^[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])*(?:\.[0-9_]*)?|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?$/,
  /^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$/,
  /^\d{4}-\d\d?-\d\d?(?:[Tt ]|$)/,
];

const isYaml11NonString = (text: string) =>
  YAML_11_NON_STRINGS.some((pattern) => pattern.test(text));

/**
 * Whether a literal block (`|`) carries the string exactly. It cannot when a line starts with a space
 * or tab (the block's indentation would swallow it), a line holds only blanks, or a CR is present.
 */
function fitsLiteralBlock(text: string): boolean {
  if (text.includes("\r")) return false;
  return text.split("\n").every((line) => line === "" || !/^[ \t]|^[ \t]*$/.test(line));
}

const hasLineBreak = (text: string) => /[\n\r\u0085\u2028\u2029]/.test(text);

function chooseStyle(scalar: Scalar, isKey: boolean, quoting: QuotingStyle): void {
  const { value } = scalar;
  if (typeof value !== "string") return;
  // Single quotes cannot escape: a line break would become a blank line, hard to read, so such
  // strings are written as a plain-mode string would be (a literal block, or double quotes).
  if (!isKey && quoting === "single" && !hasLineBreak(value)) scalar.type = Scalar.QUOTE_SINGLE;
  else if (!isKey && quoting === "double") scalar.type = Scalar.QUOTE_DOUBLE;
  else if (isYaml11NonString(value)) scalar.type = Scalar.QUOTE_DOUBLE;
  else if (hasLineBreak(value) && (isKey || !fitsLiteralBlock(value)))
    scalar.type = Scalar.QUOTE_DOUBLE;
}

/** Calls `visit` on every scalar (keys included) in document order. */
function eachScalar(node: unknown, visit: (scalar: Scalar, isKey: boolean) => void): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (isScalar(pair.key)) visit(pair.key, true);
      eachScalar(pair.value, visit);
    }
  } else if (isSeq(node)) {
    for (const item of node.items) eachScalar(item, visit);
  } else if (isScalar(node)) visit(node, false);
}

/**
 * A key over 1024 characters (or spanning lines) must be written as an explicit "? key" entry, and
 * yaml 2.9.1 then misaligns a block collection after ": " at indentations other than 2 (it reads
 * back as an error). Flow style ({…} / […]) has no indentation to get wrong.
 */
const EXPLICIT_KEY_LENGTH = 1000;

function flowCollectionsAfterExplicitKeys(node: unknown): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : null;
      const explicit =
        typeof key === "string" && (key.length > EXPLICIT_KEY_LENGTH || hasLineBreak(key));
      if (explicit && (isMap(pair.value) || isSeq(pair.value))) pair.value.flow = true;
      flowCollectionsAfterExplicitKeys(pair.value);
    }
  } else if (isSeq(node)) {
    for (const item of node.items) flowCollectionsAfterExplicitKeys(item);
  }
}

// --- Checking that the YAML reads back -----------------------------------------------------------

/**
 * Compares what was meant with what the YAML reads back as. Strings that came back different are
 * collected (to be double-quoted); a difference of structure or non-string value returns false.
 */
function collectMisread(expected: unknown, actual: unknown, misread: Scalar[]): boolean {
  if (isMap(expected)) {
    if (!isMap(actual) || actual.items.length !== expected.items.length) return false;
    return expected.items.every((pair, i) => {
      const back = actual.items[i];
      return (
        collectMisread(pair.key, back.key, misread) &&
        collectMisread(pair.value, back.value, misread)
      );
    });
  }
  if (isSeq(expected)) {
    if (!isSeq(actual) || actual.items.length !== expected.items.length) return false;
    return expected.items.every((item, i) => collectMisread(item, actual.items[i], misread));
  }
  if (!isScalar(expected)) return false;
  const want = expected.value;
  const got = isScalar(actual) ? actual.value : actual === null ? null : undefined;
  if (typeof want === "string") {
    if (got !== want) misread.push(expected);
    return true;
  }
  if (want instanceof NumberText) {
    return isScalar(actual) && typeof got === "number" && actual.source === want.text;
  }
  return got === want;
}

function writeYaml(document: Document, indent: number): string {
  return document.toString({
    indent,
    lineWidth: 0, // no folding: a long string stays on one line, as in the JSON
    minContentWidth: 0,
    blockQuote: "literal",
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    nullStr: "null",
  });
}

/** Strings are re-quoted until the text reads back the same; more rounds than this is a bug. */
const MAX_ROUNDS = 4;

/**
 * JSON text, or an already parsed value, as YAML. The result is read back before it is returned:
 * any string that would come back different is double-quoted, so the YAML always means the same JSON.
 */
export function jsonToYaml(input: unknown, options: Partial<JsonToYamlOptions> = {}): string {
  const { indentation, quotingStyle } = { ...DEFAULT_JSON_TO_YAML_OPTIONS, ...options };
  const indent = yamlIndent(indentation);
  const root = typeof input === "string" ? nodesOfJsonText(input) : nodesOfValue(input, "", 0);
  const document = new Document(null, {
    version: "1.2",
    customTags: [numberTextTag],
    logLevel: "silent",
  });
  document.contents = root as Document["contents"];
  eachScalar(root, (scalar, isKey) => chooseStyle(scalar, isKey, quotingStyle));
  flowCollectionsAfterExplicitKeys(root);

  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const yaml = writeYaml(document, indent);
    const misread: Scalar[] = [];
    let same: boolean;
    try {
      const [back] = parseYamlDocuments(yaml);
      same = collectMisread(root, back?.contents ?? null, misread);
    } catch {
      same = false; // unreadable: quote more below
    }
    if (same && misread.length === 0) return yaml;
    if (same) {
      for (const scalar of misread) scalar.type = Scalar.QUOTE_DOUBLE;
    } else {
      // Cannot tell which string broke the text: double-quote the multi-line ones, then all of them.
      eachScalar(root, (scalar) => {
        if (typeof scalar.value === "string" && (round > 1 || hasLineBreak(scalar.value))) {
          scalar.type = Scalar.QUOTE_DOUBLE;
        }
      });
    }
  }
  throw fail("the YAML written would not read back as the same JSON");
}
