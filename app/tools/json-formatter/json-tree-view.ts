// The tree view's model over a flat JsonTree: which rows are visible for a set of expanded nodes,
// what each row shows (with its count of children), and search.
import { counted } from "~/lib/text/text-stats";
import {
  JSON_FALSE,
  JSON_NULL,
  JSON_NUMBER,
  JSON_STRING,
  JSON_TRUE,
} from "~/lib/json/json-scanner";
import { JSON_ARRAY, JSON_OBJECT, type JsonTree, isContainer, nodeKey } from "~/lib/json/json-tree";

/** Containers this shallow start expanded: the root and its children. */
export const INITIAL_EXPANDED_DEPTH = 2;
/** Longest value text a row shows; the rest is cut (the text view has it all). */
export const ROW_VALUE_CHARS = 200;
/** Search stops after this many matching nodes. */
export const MAX_MATCHES = 10_000;
/** …or after looking at this many occurrences, so a query like "," cannot stall the page. */
const MAX_OCCURRENCES = 500_000;

// The loops over every node below read the tree's arrays from locals: a 20 MB document has about
// 2.7 million nodes, and reading the fields through the tree object received from the worker made
// each loop several times slower (Expand all: a 98 ms task of CPU time).

/** One flag per node: 1 when the container is expanded. */
export function initialExpansion(tree: JsonTree, depth = INITIAL_EXPANDED_DEPTH): Uint8Array {
  const { count, kind, depth: depths } = tree;
  const expanded = new Uint8Array(count);
  for (let id = 0; id < count; id++)
    if (depths[id] < depth && kind[id] >= JSON_OBJECT) expanded[id] = 1;
  return expanded;
}

export function expandAll(tree: JsonTree): Uint8Array {
  return initialExpansion(tree, Number.POSITIVE_INFINITY);
}

/** A copy of `expanded` with every ancestor of `id` expanded, so the node has a row. */
export function withAncestorsExpanded(tree: JsonTree, expanded: Uint8Array, id: number) {
  const next = expanded.slice();
  for (let node = tree.parent[id]; node >= 0; node = tree.parent[node]) next[node] = 1;
  return next;
}

/** The nodes that have a row, top to bottom: a collapsed container hides its whole subtree. */
export function visibleRows(tree: JsonTree, expanded: Uint8Array): Int32Array {
  const { count, kind, next } = tree;
  const rows = new Int32Array(count);
  let shown = 0;
  for (let id = 0; id < count;) {
    rows[shown++] = id;
    id = kind[id] >= JSON_OBJECT && !expanded[id] ? next[id] : id + 1;
  }
  // A view, not a copy: copying 2.7 million rows cost as much as finding them.
  return shown === count ? rows : rows.subarray(0, shown);
}

export type RowTone = "string" | "number" | "boolean" | "null" | "container";

export interface RowContent {
  /** The member's key, or the element's index as text; null for the root. */
  key: string | null;
  isIndex: boolean;
  /** The value as written (cut to ROW_VALUE_CHARS), or "{…}" / "[…]" for a container. */
  value: string;
  /** "12 keys", "300 items": containers only. */
  count: string | null;
  tone: RowTone;
}

const TONES: Record<number, RowTone> = {
  [JSON_STRING]: "string",
  [JSON_NUMBER]: "number",
  [JSON_TRUE]: "boolean",
  [JSON_FALSE]: "boolean",
  [JSON_NULL]: "null",
};

export function rowContent(tree: JsonTree, id: number): RowContent {
  const key = nodeKey(tree, id);
  const parent = tree.parent[id];
  const isIndex = key === null && parent >= 0;
  const label = isIndex ? String(tree.index[id]) : key;
  const kind = tree.kind[id];
  if (kind === JSON_OBJECT || kind === JSON_ARRAY) {
    const children = tree.children[id];
    return {
      key: label,
      isIndex,
      value: kind === JSON_OBJECT ? "{…}" : "[…]",
      count: counted(children, kind === JSON_OBJECT ? "key" : "item"),
      tone: "container",
    };
  }
  const end = Math.min(tree.end[id], tree.start[id] + ROW_VALUE_CHARS);
  const cut = end < tree.end[id];
  return {
    key: label,
    isIndex,
    value: tree.text.slice(tree.start[id], end) + (cut ? "…" : ""),
    count: null,
    tone: TONES[kind],
  };
}

/** The text search looks in, lower-cased once per tree when that keeps every offset in place. */
export function searchableText(tree: JsonTree): { text: string; ignoreCase: boolean } {
  const lower = tree.text.toLowerCase();
  // A few characters (İ) change length when lower-cased; then search matches case exactly.
  return lower.length === tree.text.length
    ? { text: lower, ignoreCase: true }
    : { text: tree.text, ignoreCase: false };
}

export interface SearchResult {
  /** Matching nodes in document order. */
  ids: number[];
  /** The search stopped early (MAX_MATCHES reached, or too many occurrences to look at). */
  capped: boolean;
}

/**
 * Nodes whose key or scalar value contains `query`, as written in the source (so "\u00e9" is
 * found by its escape). One pass over the occurrences and the nodes together: both are in order.
 */
export function searchTree(
  tree: JsonTree,
  searchable: { text: string; ignoreCase: boolean },
  query: string,
): SearchResult {
  const ids: number[] = [];
  if (query === "" || tree.count === 0) return { ids, capped: false };
  const needle = searchable.ignoreCase ? query.toLowerCase() : query;
  const spanStart = (id: number) => (tree.keyStart[id] >= 0 ? tree.keyStart[id] : tree.start[id]);
  let node = 0;
  let occurrences = 0;
  for (
    let at = searchable.text.indexOf(needle);
    at >= 0;
    at = searchable.text.indexOf(needle, at + 1)
  ) {
    if (++occurrences > MAX_OCCURRENCES || ids.length >= MAX_MATCHES) return { ids, capped: true };
    // The last node starting at or before the occurrence is the only one whose literal can hold it.
    while (node + 1 < tree.count && spanStart(node + 1) <= at) node++;
    const end = at + needle.length;
    const inKey = tree.keyStart[node] >= 0 && at >= tree.keyStart[node] && end <= tree.keyEnd[node];
    const inValue = !isContainer(tree, node) && at >= tree.start[node] && end <= tree.end[node];
    if ((inKey || inValue) && ids[ids.length - 1] !== node) ids.push(node);
  }
  return { ids, capped: false };
}
