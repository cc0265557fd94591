// Describes a node an XPath expression selected: its kind, an XPath that leads back to it
// (/root/book[2]/title, @attr, text()[1]) and its string value, bounded (/xpath-tester).
import type { Element, Node as XmlNode } from "@xmldom/xmldom";
import { type XPathNode, isNamespaceNode } from "./xpath-engine";

export type XPathNodeKind =
  | "document"
  | "element"
  | "attribute"
  | "text"
  | "comment"
  | "processing instruction"
  | "namespace";

export function nodeKind(node: XPathNode): XPathNodeKind {
  if (isNamespaceNode(node)) return "namespace";
  switch (node.nodeType) {
    case 9:
      return "document";
    case 1:
      return "element";
    case 2:
      return "attribute";
    case 8:
      return "comment";
    case 7:
      return "processing instruction";
    default:
      return "text"; // text and CDATA sections: both are text nodes in XPath
  }
}

/** Picks the prefix a path should use for a namespace URI; null when the URI has no binding. */
export type PrefixFor = (namespaceUri: string) => string | null;

/** The node's name as an XPath name test would match it, with a bound prefix for its namespace. */
function qualifiedName(node: XmlNode, prefixFor: PrefixFor): string {
  const local = node.localName ?? node.nodeName;
  if (!node.namespaceURI) return local;
  const prefix = prefixFor(node.namespaceURI);
  if (prefix !== null) return `${prefix}:${local}`;
  return `*[local-name()='${local}' and namespace-uri()='${node.namespaceURI}']`;
}

function isTextLike(node: XmlNode): boolean {
  return node.nodeType === 3 || node.nodeType === 4;
}

/** Position among the preceding siblings that `same` accepts, and whether any sibling is alike. */
function siblingIndex(node: XmlNode, same: (sibling: XmlNode) => boolean) {
  let index = 1;
  for (let s = node.previousSibling; s; s = s.previousSibling) if (same(s)) index++;
  let alone = index === 1;
  for (let s = node.nextSibling; s && alone; s = s.nextSibling) if (same(s)) alone = false;
  return { index, alone };
}

function step(node: XmlNode, prefixFor: PrefixFor): string {
  switch (node.nodeType) {
    case 1: {
      const { index, alone } = siblingIndex(
        node,
        (s) =>
          s.nodeType === 1 &&
          s.localName === node.localName &&
          s.namespaceURI === node.namespaceURI,
      );
      const name = qualifiedName(node, prefixFor);
      return alone ? name : `${name}[${index}]`;
    }
    case 8:
      return `comment()[${siblingIndex(node, (s) => s.nodeType === 8).index}]`;
    case 7: {
      const { index } = siblingIndex(node, (s) => s.nodeType === 7 && s.nodeName === node.nodeName);
      return `processing-instruction('${node.nodeName}')[${index}]`;
    }
    default:
      return `text()[${siblingIndex(node, isTextLike).index}]`;
  }
}

/** An XPath 1.0 location path that selects exactly this node, using the given prefixes. */
export function nodePath(node: XPathNode, prefixFor: PrefixFor): string {
  if (isNamespaceNode(node)) {
    const owner = nodePath(node.ownerElement, prefixFor);
    return node.prefix === ""
      ? `${owner}/namespace::*[name()='']`
      : `${owner}/namespace::${node.prefix}`;
  }
  if (node.nodeType === 9) return "/";
  if (node.nodeType === 2) {
    const owner = (node as unknown as { ownerElement: Element }).ownerElement;
    return `${nodePath(owner, prefixFor)}/@${qualifiedName(node, prefixFor)}`;
  }
  const steps: string[] = [];
  let current: XmlNode | null = node;
  while (current && current.nodeType !== 9) {
    steps.push(step(current, prefixFor));
    current = current.parentNode;
  }
  return "/" + steps.reverse().join("/");
}

export interface BoundedText {
  /** The first characters of the value, at most the limit. */
  text: string;
  /** The value's full length in UTF-16 code units. */
  length: number;
}

/**
 * The node's XPath string value (§5), keeping only its first `limit` characters: the string value
 * of a large document's root element can be megabytes, and a result list needs only its start.
 */
export function boundedStringValue(node: XPathNode, limit: number): BoundedText {
  if (isNamespaceNode(node)) return bounded(node.nodeValue, limit);
  if (node.nodeType !== 1 && node.nodeType !== 9) return bounded(node.nodeValue ?? "", limit);
  let text = "";
  let length = 0;
  const visit = (parent: XmlNode) => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1) visit(child);
      else if (isTextLike(child)) {
        const data = child.nodeValue ?? "";
        if (text.length < limit) text += data.slice(0, limit - text.length);
        length += data.length;
      }
    }
  };
  visit(node);
  return { text, length };
}

function bounded(value: string, limit: number): BoundedText {
  return { text: value.slice(0, limit), length: value.length };
}
