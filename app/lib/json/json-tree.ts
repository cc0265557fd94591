// A lossless JSON document as flat typed arrays: one entry per value, in document order, holding
// offsets into the source text (so numbers stay as written). Small enough to build for a 20 MB file
// in a worker and post to the page; used for key sorting and the JSON formatter's tree view.
import {
  type JsonScalarKind,
  type JsonScanHandler,
  type JsonScanLimits,
  type JsonStats,
  scanJson,
} from "./json-scanner";

export const JSON_OBJECT = 6;
export const JSON_ARRAY = 7;
export type JsonNodeKind = JsonScalarKind | 6 | 7;

export interface JsonTree {
  /** The source text every offset points into. */
  text: string;
  count: number;
  kind: Uint8Array;
  /** Where the value's literal starts and ends (end exclusive; a container ends after its bracket). */
  start: Int32Array;
  end: Int32Array;
  /** The member's key literal, quotes included; -1 for array elements and the root. */
  keyStart: Int32Array;
  keyEnd: Int32Array;
  /** The containing node; -1 for the root. */
  parent: Int32Array;
  /** The first node after this one's subtree: the next sibling, or a later node. */
  next: Int32Array;
  /** Number of direct children of an object or array. */
  children: Int32Array;
  /** Position among the parent's children (the array index of an element). */
  index: Int32Array;
  depth: Int32Array;
  stats: JsonStats;
}

type IntField = "start" | "end" | "keyStart" | "keyEnd" | "parent" | "next" | "children" | "index";
const INT_FIELDS: readonly (IntField | "depth")[] = [
  "start",
  "end",
  "keyStart",
  "keyEnd",
  "parent",
  "next",
  "children",
  "index",
  "depth",
];

class TreeBuilder implements JsonScanHandler {
  count = 0;
  kind: Uint8Array;
  readonly ints: Record<IntField | "depth", Int32Array>;
  private readonly open: number[] = [];
  private keyStart = -1;
  private keyEnd = -1;

  constructor(capacity: number) {
    this.kind = new Uint8Array(capacity);
    this.ints = Object.fromEntries(
      INT_FIELDS.map((field) => [field, new Int32Array(capacity)]),
    ) as Record<IntField | "depth", Int32Array>;
  }

  private grow(): void {
    const size = this.kind.length * 2;
    const kind = new Uint8Array(size);
    kind.set(this.kind);
    this.kind = kind;
    for (const field of INT_FIELDS) {
      const grown = new Int32Array(size);
      grown.set(this.ints[field]);
      this.ints[field] = grown;
    }
  }

  private add(kind: JsonNodeKind, start: number): number {
    if (this.count === this.kind.length) this.grow();
    const id = this.count++;
    const { ints, open } = this;
    const parent = open.length > 0 ? open[open.length - 1] : -1;
    this.kind[id] = kind;
    ints.start[id] = start;
    ints.keyStart[id] = this.keyStart;
    ints.keyEnd[id] = this.keyEnd;
    ints.parent[id] = parent;
    ints.index[id] = parent >= 0 ? ints.children[parent]++ : 0;
    ints.depth[id] = open.length;
    ints.children[id] = 0;
    this.keyStart = this.keyEnd = -1;
    return id;
  }

  beginObject(start: number): void {
    this.open.push(this.add(JSON_OBJECT, start));
  }

  beginArray(start: number): void {
    this.open.push(this.add(JSON_ARRAY, start));
  }

  endObject(end: number): void {
    this.close(end);
  }

  endArray(end: number): void {
    this.close(end);
  }

  private close(end: number): void {
    const id = this.open.pop()!;
    this.ints.end[id] = end;
    this.ints.next[id] = this.count;
  }

  key(start: number, end: number): void {
    this.keyStart = start;
    this.keyEnd = end;
  }

  scalar(kind: JsonScalarKind, start: number, end: number): void {
    const id = this.add(kind, start);
    this.ints.end[id] = end;
    this.ints.next[id] = id + 1;
  }
}

/** The buffers of a tree's arrays, to transfer them to another thread instead of copying them. */
export function treeBuffers(tree: JsonTree): ArrayBuffer[] {
  return [tree.kind, ...INT_FIELDS.map((field) => tree[field])].map(
    (array) => array.buffer as ArrayBuffer,
  );
}

/** Parses the text into a tree; throws JsonSyntaxError like the formatter does. */
export function buildJsonTree(text: string, limits?: JsonScanLimits): JsonTree {
  // About one value per 16 characters in typical JSON; the arrays grow when there are more.
  const builder = new TreeBuilder(Math.max(64, text.length >> 4));
  const stats = scanJson(text, builder, limits);
  const { count, ints } = builder;
  // Exact-size copies: a view would carry the whole spare buffer when posted to the page.
  const trimmed = Object.fromEntries(
    INT_FIELDS.map((field) => [field, ints[field].slice(0, count)]),
  ) as Record<IntField | "depth", Int32Array>;
  return { text, count, kind: builder.kind.slice(0, count), ...trimmed, stats };
}

export const isContainer = (tree: JsonTree, id: number) => tree.kind[id] >= JSON_OBJECT;

/** Decodes a JSON string literal; literals without escapes (most) are a plain slice. */
export function decodeStringLiteral(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes("\\") ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

/** The member's key, decoded, or null for an array element or the root. */
export function nodeKey(tree: JsonTree, id: number): string | null {
  const start = tree.keyStart[id];
  return start < 0 ? null : decodeStringLiteral(tree.text, start, tree.keyEnd[id]);
}

/** The value as written in the source (for a container, its whole text). */
export const nodeSource = (tree: JsonTree, id: number) =>
  tree.text.slice(tree.start[id], tree.end[id]);

export function childIds(tree: JsonTree, id: number): number[] {
  const ids: number[] = [];
  if (!isContainer(tree, id)) return ids;
  for (let child = id + 1; child < tree.next[id]; child = tree.next[child]) ids.push(child);
  return ids;
}

const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Object members in key order (UTF-16 code units, so "B" < "a"); equal keys keep their order. */
function sortedMembers(tree: JsonTree, id: number): number[] {
  const members = childIds(tree, id).map((child) => ({ child, key: nodeKey(tree, child)! }));
  members.sort((a, b) => compareCodeUnits(a.key, b.key));
  return members.map((member) => member.child);
}

/**
 * Sends the document's tokens to `handler` with every object's keys sorted, recursively. Values
 * are passed as their source offsets, so numbers and strings come out exactly as written.
 */
export function replaySorted(tree: JsonTree, handler: JsonScanHandler): void {
  if (tree.count === 0) return;
  // An explicit stack, so a deeply nested document cannot overflow the call stack.
  const stack: { id: number; order: number[]; at: number }[] = [];
  const visit = (id: number) => {
    const keyStart = tree.keyStart[id];
    if (keyStart >= 0) handler.key(keyStart, tree.keyEnd[id]);
    const kind = tree.kind[id];
    if (kind === JSON_OBJECT) {
      handler.beginObject(tree.start[id]);
      stack.push({ id, order: sortedMembers(tree, id), at: 0 });
    } else if (kind === JSON_ARRAY) {
      handler.beginArray(tree.start[id]);
      stack.push({ id, order: childIds(tree, id), at: 0 });
    } else {
      handler.scalar(kind as JsonScalarKind, tree.start[id], tree.end[id]);
    }
  };
  visit(0);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.at < frame.order.length) {
      visit(frame.order[frame.at++]);
      continue;
    }
    stack.pop();
    if (tree.kind[frame.id] === JSON_OBJECT) handler.endObject(tree.end[frame.id]);
    else handler.endArray(tree.end[frame.id]);
  }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A key as a JSONPath step: `.name`, or `['needs quoting']` with ' and \ escaped. */
export function pathStep(key: string): string {
  if (IDENTIFIER.test(key)) return `.${key}`;
  return `['${key.replace(/[\\']/g, (c) => `\\${c}`)}']`;
}

/** The node's JSONPath, e.g. `$.store.book[0].title` or `$['a b'][2]`. */
export function nodePath(tree: JsonTree, id: number): string {
  const steps: string[] = [];
  for (let node = id; tree.parent[node] >= 0; node = tree.parent[node]) {
    const key = nodeKey(tree, node);
    steps.push(key === null ? `[${tree.index[node]}]` : pathStep(key));
  }
  return "$" + steps.reverse().join("");
}
