// The XPath Tester's job and result shapes, shared by the page and the worker's core. Kept apart
// from the core so the page can use them without loading the evaluator (/xpath-tester).
import type { XPathNodeKind } from "./node-path";

/** A type, not an interface, so it is a Record<string, string> for the shared row editor. */
export type NamespaceBinding = {
  prefix: string;
  uri: string;
};

export interface XPathJob {
  xml: string;
  expression: string;
  /** The user's rows of the namespace table; they win over the document's own prefixes. */
  namespaces: readonly NamespaceBinding[];
}

export interface MatchedNode {
  kind: XPathNodeKind;
  /** The node's name as written (element, attribute, PI target, namespace prefix); "" for others. */
  name: string;
  /** The first VALUE_PREVIEW_LIMIT characters of the node's string value. */
  value: string;
  /** The full string value's length: more than value.length when it was cut. */
  valueLength: number;
  path: string;
  /** Where the node is written in the XML; null for the document and the built-in xml namespace. */
  range: { from: number; to: number } | null;
}

export type XPathResultView =
  | { type: "node-set"; count: number; nodes: MatchedNode[] }
  | { type: "number"; value: string }
  | { type: "string"; value: string }
  | { type: "boolean"; value: boolean };

export interface XPathEvaluation {
  /** Null while the expression is empty: the document's prefixes are still worth showing. */
  result: XPathResultView | null;
  /** Prefixes for the namespaces the document declares (the default one gets DEFAULT_PREFIX). */
  documentNamespaces: NamespaceBinding[];
}

/** XPath 1.0 has no default namespace: unprefixed names mean "no namespace", so it gets a prefix. */
export const DEFAULT_PREFIX = "d";
/** Nodes listed (and highlighted) at most; the count still covers them all. */
export const MAX_LISTED_NODES = 1000;
/** Characters of each node's value kept for the list. */
export const VALUE_PREVIEW_LIMIT = 10_000;
