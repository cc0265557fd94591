// Text Diff, JSON mode: parses both fields as JSON and lists how the values differ, one path a line
// (`$.items[2].qty: 1 → 2`, `$.name: added "x"`, `$.old: removed 3`). Object key order is ignored;
// numbers compare by their decimal value (1, 1.0 and 1e0 are equal); array elements are matched
// by the same diff as lines, so an element inserted at the front is one addition.
import { IGNORE_TOKENS, scanJson } from "~/lib/json/json-scanner";
import { type JsonValueFactory, buildJsonValue } from "~/lib/json/json-value-builder";
import { withMessagePrefix } from "~/lib/tool-error";
import { diffSequences } from "./sequence-diff";

export type JsonDifference =
  | { path: string; kind: "changed"; before: string; after: string }
  | { path: string; kind: "added"; after: string }
  | { path: string; kind: "removed"; before: string };

export interface JsonDiff {
  /** The differences in document order, at most MAX_LISTED_DIFFERENCES of them. */
  differences: JsonDifference[];
  /** All the differences, listed or not. */
  total: number;
}

/** Deeper documents are refused (as by the JSON formatter): the comparison recurses per level. */
export const MAX_JSON_DEPTH = 1000;
/** More differences are counted, not listed: nobody reads past this, and each costs memory. */
export const MAX_LISTED_DIFFERENCES = 10_000;
/** Values are shown as compact JSON cut to this many characters. */
export const MAX_VALUE_CHARS = 80;

interface Common {
  /** Equal values, and only they, have equal ids (set by `intern`). */
  id: number;
}
type JsonObjectNode = Common & { type: "object"; members: Map<string, JsonNode> };
type JsonArrayNode = Common & { type: "array"; items: JsonNode[] };
type JsonNode =
  | JsonObjectNode
  | JsonArrayNode
  | (Common & { type: "string"; value: string })
  | (Common & { type: "number"; text: string })
  | (Common & { type: "boolean"; value: boolean })
  | (Common & { type: "null" });

const FACTORY: JsonValueFactory<JsonNode, JsonObjectNode, JsonArrayNode> = {
  object: () => ({ id: -1, type: "object", members: new Map() }),
  array: () => ({ id: -1, type: "array", items: [] }),
  // A repeated key keeps its last value, as JSON.parse and Python's json module do.
  member: (object, key, value) => object.members.set(key, value),
  item: (array, value) => array.items.push(value),
  string: (value) => ({ id: -1, type: "string", value }),
  number: (text) => ({ id: -1, type: "number", text }),
  boolean: (value) => ({ id: -1, type: "boolean", value }),
  null: () => ({ id: -1, type: "null" }),
};

function parse(text: string, field: string): JsonNode {
  return withMessagePrefix(`${field} is not valid JSON: `, () => {
    scanJson(text, IGNORE_TOKENS, { maxDepth: MAX_JSON_DEPTH });
    return buildJsonValue(text, FACTORY).value;
  });
}

const JSON_NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** A number's value as text, the same for every way of writing it: "12.50e1" and "125" → "125e0". */
export function numberKey(text: string): string {
  const [, sign, whole, fraction = "", exponent = "0"] = JSON_NUMBER.exec(text)!;
  const digits = whole + fraction;
  let first = 0;
  while (first < digits.length && digits[first] === "0") first++;
  if (first === digits.length) return "0"; // -0 and 0.000 are 0, as in Python
  let end = digits.length;
  while (digits[end - 1] === "0") end--;
  const shift = digits.length - end - fraction.length;
  // Exponents past 2^53 are exact only as BigInt; shorter ones are cheaper as numbers.
  const power = exponent.length > 15 ? BigInt(exponent) + BigInt(shift) : Number(exponent) + shift;
  return `${sign}${digits.slice(first, end)}e${power}`;
}

/** Gives each node the id of its value: equal subtrees share one key, so one id. */
function intern(node: JsonNode, ids: Map<string, number>): number {
  let key: string;
  if (node.type === "object") {
    const members = [...node.members].map(([name, value]) => [name, intern(value, ids)] as const);
    members.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    key = `o${members.map(([name, id]) => `${JSON.stringify(name)}:${id}`).join(",")}`;
  } else if (node.type === "array")
    key = `a${node.items.map((item) => intern(item, ids)).join(",")}`;
  else if (node.type === "string") key = `s${node.value}`;
  else if (node.type === "number") key = `n${numberKey(node.text)}`;
  else if (node.type === "boolean") key = node.value ? "t" : "f";
  else key = "z";
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = ids.size));
  node.id = id;
  return id;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A key as a path step: `.name`, or `["needs quoting"]` with the key as a JSON string. */
export function pathStep(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** The value as compact JSON (numbers as written), cut to `limit` characters with "…". */
export function preview(node: JsonNode, limit = MAX_VALUE_CHARS): string {
  let out = "";
  // Stops as soon as the text is long enough: a removed subtree may hold megabytes.
  const write = (value: JsonNode): boolean => {
    if (value.type === "object") {
      out += "{";
      let first = true;
      for (const [key, member] of value.members) {
        if (out.length > limit) return false;
        out += `${first ? "" : ","}${JSON.stringify(key)}:`;
        first = false;
        if (!write(member)) return false;
      }
      out += "}";
    } else if (value.type === "array") {
      out += "[";
      for (let k = 0; k < value.items.length; k++) {
        if (out.length > limit) return false;
        if (k > 0) out += ",";
        if (!write(value.items[k])) return false;
      }
      out += "]";
    } else if (value.type === "string") out += JSON.stringify(value.value);
    else if (value.type === "number") out += value.text;
    else if (value.type === "boolean") out += String(value.value);
    else out += "null";
    return out.length <= limit;
  };
  if (write(node)) return out;
  let cut = limit - 1;
  // Not between the two halves of a surrogate pair (an emoji).
  if (/[\ud800-\udbff]/.test(out[cut - 1])) cut--;
  return `${out.slice(0, cut)}…`;
}

class DifferenceList implements JsonDiff {
  differences: JsonDifference[] = [];
  total = 0;

  private push(difference: () => JsonDifference): void {
    if (this.total++ < MAX_LISTED_DIFFERENCES) this.differences.push(difference());
  }
  changed(path: string, before: JsonNode, after: JsonNode): void {
    this.push(() => ({ path, kind: "changed", before: preview(before), after: preview(after) }));
  }
  added(path: string, after: JsonNode): void {
    this.push(() => ({ path, kind: "added", after: preview(after) }));
  }
  removed(path: string, before: JsonNode): void {
    this.push(() => ({ path, kind: "removed", before: preview(before) }));
  }
}

function compare(a: JsonNode, b: JsonNode, path: string, out: DifferenceList): void {
  if (a.id === b.id) return;
  if (a.type === "object" && b.type === "object") {
    for (const [key, value] of a.members) {
      const other = b.members.get(key);
      if (other === undefined) out.removed(path + pathStep(key), value);
      else compare(value, other, path + pathStep(key), out);
    }
    for (const [key, value] of b.members)
      if (!a.members.has(key)) out.added(path + pathStep(key), value);
  } else if (a.type === "array" && b.type === "array") compareArrays(a.items, b.items, path, out);
  else out.changed(path, a, b);
}

/**
 * Elements common to both (by a shortest edit script) are skipped; in each run of changes, removed
 * and added elements are compared pairwise, the rest listed as removed or added. An element is
 * named by its index in the Original, an added one by its index in Changed.
 */
function compareArrays(a: JsonNode[], b: JsonNode[], path: string, out: DifferenceList): void {
  // Ids numbered afresh for this array, so the diff's tables are as small as the array.
  const local = new Map<number, number>();
  const idsOf = (items: JsonNode[]) =>
    Int32Array.from(items, (item) => {
      let id = local.get(item.id);
      if (id === undefined) local.set(item.id, (id = local.size));
      return id;
    });
  const { removed, added } = diffSequences(idsOf(a), idsOf(b));
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    // Past the end of one side every element left on the other is flagged (both keep the same
    // common subsequence), so no bounds check is needed here.
    if (!removed[i] && !added[j]) {
      i++;
      j++;
      continue;
    }
    const removedStart = i;
    const addedStart = j;
    while (removed[i]) i++;
    while (added[j]) j++;
    const pairs = Math.min(i - removedStart, j - addedStart);
    for (let k = 0; k < pairs; k++)
      compare(a[removedStart + k], b[addedStart + k], `${path}[${removedStart + k}]`, out);
    for (let k = removedStart + pairs; k < i; k++) out.removed(`${path}[${k}]`, a[k]);
    for (let k = addedStart + pairs; k < j; k++) out.added(`${path}[${k}]`, b[k]);
  }
}

/** How the JSON value of `changed` differs from that of `original`; throws ToolError on bad JSON. */
export function jsonDiff(original: string, changed: string): JsonDiff {
  const before = parse(original, "Original");
  const after = parse(changed, "Changed");
  const ids = new Map<string, number>();
  intern(before, ids);
  intern(after, ids);
  const out = new DifferenceList();
  compare(before, after, "$", out);
  return { differences: out.differences, total: out.total };
}

/** A difference as its line: `$.a: 1 → 2`, `$.b: added "x"`, `$.c: removed [1,2]`. */
export function differenceText(difference: JsonDifference): string {
  if (difference.kind === "changed")
    return `${difference.path}: ${difference.before} → ${difference.after}`;
  if (difference.kind === "added") return `${difference.path}: added ${difference.after}`;
  return `${difference.path}: removed ${difference.before}`;
}
