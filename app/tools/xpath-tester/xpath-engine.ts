// The XPath 1.0 evaluator behind the tester: the `xpath` package over an xmldom document, with the
// few corrections XPath 1.0's data model needs (/xpath-tester: "evaluate an XPath 1.0 expression").
import type { Document, Node as XmlNode } from "@xmldom/xmldom";
import * as xpathModule from "xpath";
import {
  type AnyNode,
  type NamespaceNode,
  type NodeTestLike,
  XML_NAMESPACE,
  applyStep,
  isNamespaceDeclaration,
  isNamespaceNode,
} from "./xpath-axes";
import { elementsById } from "./xpath-ids";

export type XPathNode = AnyNode;
export type { NamespaceNode };
export { isNamespaceDeclaration, isNamespaceNode };

export type XPathValue =
  | { type: "node-set"; nodes: XPathNode[] }
  | { type: "number"; value: number; text: string }
  | { type: "string"; value: string }
  | { type: "boolean"; value: boolean };

interface LibraryValue {
  toArray?: () => XPathNode[];
  numberValue(): number;
  stringValue(): string;
  booleanValue(): boolean;
}

interface FunctionContext {
  contextNode: AnyNode;
}

interface LibraryStep {
  axis: number;
  nodeTest: NodeTestLike;
}

/** The parts of the untyped `xpath` package this module uses. */
interface XPathLibrary {
  parse(expression: string): {
    evaluate(options: {
      node: unknown;
      namespaces: Record<string, string>;
      functions: Record<string, (context: FunctionContext, ...args: LibraryValue[]) => unknown>;
    }): LibraryValue;
  };
  XNodeSet: unknown;
  XNumber: unknown;
  XBoolean: unknown;
  PathExpr: { applyStep(step: LibraryStep, context: unknown, node: AnyNode): AnyNode[] };
}

// A CommonJS package whose exports are assigned at run time: bundlers and node expose them on
// `default` only, while its type declarations describe named exports.
const library = ((xpathModule as { default?: unknown }).default ??
  xpathModule) as unknown as XPathLibrary;

// The package evaluates every location step through PathExpr.applyStep: replacing it with a correct
// implementation of the axes fixes every use (the package is this tool's alone).
library.PathExpr.applyStep = (step, context, node) => {
  (context as { contextNode: unknown }).contextNode = node;
  return applyStep(step, context, node);
};

/** substring() by §4.2's rule, on characters (code points); the package mishandles negative lengths. */
function substring(_context: FunctionContext, ...args: LibraryValue[]): string {
  if (args.length !== 2 && args.length !== 3) {
    throw new Error("Function substring expects (string, number, number?)");
  }
  const characters = Array.from(args[0].stringValue());
  const first = Math.round(args[1].numberValue());
  const end = args.length === 3 ? first + Math.round(args[2].numberValue()) : Infinity;
  // Comparisons with NaN are false, so NaN bounds select nothing, as the recommendation says.
  return characters.filter((_, i) => i + 1 >= first && i + 1 < end).join("");
}

/** lang() (§4.3) compares case-insensitively; the package compares as written ("EN" ≠ "en"). */
function lang(context: FunctionContext, ...args: LibraryValue[]): boolean {
  if (args.length !== 1) throw new Error("Function lang expects (string)");
  const wanted = args[0].stringValue().toLowerCase();
  let node: AnyNode | null = context.contextNode;
  if (isNamespaceNode(node)) node = node.ownerElement;
  else if (node.nodeType === 2) node = (node as unknown as { ownerElement: XmlNode }).ownerElement;
  for (let n: XmlNode | null = node; n; n = n.parentNode) {
    if (n.nodeType !== 1) continue;
    const element = n as unknown as {
      hasAttributeNS(ns: string, name: string): boolean;
      getAttributeNS(ns: string, name: string): string;
    };
    if (!element.hasAttributeNS(XML_NAMESPACE, "lang")) continue;
    const language = element.getAttributeNS(XML_NAMESPACE, "lang").toLowerCase();
    return language === wanted || language.startsWith(`${wanted}-`);
  }
  return false;
}

/** id() (§4.1) with only ID-typed attributes; the package takes any attribute named "id". */
function id(context: FunctionContext, ...args: LibraryValue[]): XmlNode[] {
  if (args.length !== 1) throw new Error("Function id expects (object)");
  const node = context.contextNode;
  const document = (node.nodeType === 9 ? node : node.ownerDocument) as unknown as Document;
  const [argument] = args;
  const values = argument.toArray
    ? argument.toArray().map((n) => (isNamespaceNode(n) ? n.nodeValue : (n.textContent ?? "")))
    : [argument.stringValue()];
  return elementsById(document, values);
}

const CORRECTED_FUNCTIONS = { substring, lang, id };

/**
 * Removes what xmldom keeps at the top of a document but XPath's data model (§5.1) has not: the XML
 * declaration (a processing instruction for xmldom) and the whitespace between prolog nodes.
 */
export function toXPathDataModel(document: Document): Document {
  for (let child = document.firstChild; child !== null;) {
    const next = child.nextSibling;
    const isDeclaration = child.nodeType === 7 && child.nodeName === "xml";
    if (isDeclaration || child.nodeType === 3) document.removeChild(child);
    child = next;
  }
  return document;
}

/**
 * Evaluates `expression` with `contextNode` as the context node and `namespaces` as the only prefix
 * bindings. The expression must already have passed checkXPathSyntax; evaluation errors (a wrong
 * number of arguments, say) are thrown as the package words them.
 */
export function evaluateXPathExpression(
  expression: string,
  contextNode: XmlNode,
  namespaces: Record<string, string>,
): XPathValue {
  const value = library
    .parse(expression)
    .evaluate({ node: contextNode, namespaces, functions: CORRECTED_FUNCTIONS });
  // A plain test: every class has the same shape here, so instanceof must not narrow the type.
  const is = (type: unknown) => value instanceof (type as new () => object);
  if (is(library.XNodeSet)) return { type: "node-set", nodes: value.toArray!() };
  if (is(library.XNumber)) {
    return { type: "number", value: value.numberValue(), text: value.stringValue() };
  }
  if (is(library.XBoolean)) return { type: "boolean", value: value.booleanValue() };
  return { type: "string", value: value.stringValue() };
}
