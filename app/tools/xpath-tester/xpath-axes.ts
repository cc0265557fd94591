// XPath 1.0's axes (§2.2) and node tests (§2.3) over an xmldom document, replacing the `xpath`
// package's own step evaluation, whose following/preceding, namespace and principal-node-type
// handling is wrong (libxml2's tests show it: see docs/xpath-tester.md).
import type { Element, Node as XmlNode } from "@xmldom/xmldom";

/** The package's namespace nodes are recognised by these fields; ours have them too. */
export interface NamespaceNode {
  isXPathNamespace: true;
  nodeType: string;
  /** "" for the default namespace. */
  prefix: string;
  localName: string;
  nodeName: string;
  namespaceURI: null;
  nodeValue: string;
  ownerElement: Element;
  ownerDocument: XmlNode["ownerDocument"];
  /** The xmlns attribute that declares it; null for the built-in xml prefix. */
  baseNode: XmlNode | null;
  /** Used by the package to sort node sets into document order. */
  compareDocumentPosition(other: AnyNode): number;
}

export type AnyNode = XmlNode | NamespaceNode;

export const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";

export function isNamespaceNode(node: AnyNode): node is NamespaceNode {
  return (node as Partial<NamespaceNode>).isXPathNamespace === true;
}

/** xmlns and xmlns:p attributes declare namespaces; XPath 1.0 (§5.3) does not count them as attributes. */
export function isNamespaceDeclaration(node: AnyNode): boolean {
  if (isNamespaceNode(node) || node.nodeType !== 2) return false;
  return node.nodeName === "xmlns" || node.nodeName.startsWith("xmlns:");
}

// Axis numbers and node test kinds as the package numbers them (Step.* and NodeTest.*).
export const AXIS = {
  ancestor: 0,
  ancestorOrSelf: 1,
  attribute: 2,
  child: 3,
  descendant: 4,
  descendantOrSelf: 5,
  following: 6,
  followingSibling: 7,
  namespace: 8,
  parent: 9,
  preceding: 10,
  precedingSibling: 11,
  self: 12,
} as const;

const NAME_TEST_ANY = 0;
const NAME_TEST_PREFIX_ANY = 1;
const NAME_TEST_QNAME = 2;
const NODE_TEST_ANY_NODE = 6;

export interface NodeTestLike {
  type: number;
  matches(node: AnyNode, context: unknown): boolean;
}

const DOCUMENT_POSITION_PRECEDING = 2;
const DOCUMENT_POSITION_FOLLOWING = 4;

// One set of namespace nodes per element, so the same node is the same object every time
// (unions and duplicates in a node set compare by identity).
const namespaceNodesOf = new WeakMap<Element, NamespaceNode[]>();

function ownerOf(node: AnyNode): XmlNode | null {
  if (isNamespaceNode(node)) return node.ownerElement;
  if (node.nodeType === 2) return (node as unknown as { ownerElement: Element }).ownerElement;
  return null;
}

/** The in-scope namespaces of an element (§5.4): its own and inherited declarations, and xml. */
function namespaceNodes(element: Element): NamespaceNode[] {
  const cached = namespaceNodesOf.get(element);
  if (cached) return cached;
  const nodes: NamespaceNode[] = [];
  const make = (prefix: string, uri: string, baseNode: XmlNode | null) => {
    const node: NamespaceNode = {
      isXPathNamespace: true,
      nodeType: "__namespace",
      prefix,
      localName: prefix,
      nodeName: prefix,
      namespaceURI: null,
      nodeValue: uri,
      ownerElement: element,
      ownerDocument: element.ownerDocument,
      baseNode,
      compareDocumentPosition: (other) => compareNamespaceNode(node, nodes.indexOf(node), other),
    };
    nodes.push(node);
  };
  make("xml", XML_NAMESPACE, null);
  // Outermost declarations first (libxml2's order; XPath leaves it to the implementation), an inner
  // declaration of the same prefix replacing the outer one.
  const chain: Element[] = [];
  for (let e: XmlNode | null = element; e && e.nodeType === 1; e = e.parentNode) {
    chain.unshift(e as Element);
  }
  const inScope = new Map<string, XmlNode>();
  for (const e of chain) {
    for (let i = 0; i < e.attributes.length; i++) {
      const attribute = e.attributes.item(i)!;
      if (!isNamespaceDeclaration(attribute)) continue;
      const prefix = attribute.nodeName === "xmlns" ? "" : attribute.localName!;
      if (prefix === "xml") continue;
      inScope.delete(prefix);
      inScope.set(prefix, attribute);
    }
  }
  for (const [prefix, attribute] of inScope) {
    // xmlns="" undeclares the default namespace: no namespace node for it.
    if (attribute.nodeValue) make(prefix, attribute.nodeValue, attribute);
  }
  namespaceNodesOf.set(element, nodes);
  return nodes;
}

/**
 * Document order for a namespace node (§5): after its element, before the element's attributes
 * and children, in the order of its element's namespace nodes.
 */
function compareNamespaceNode(node: NamespaceNode, index: number, other: AnyNode): number {
  if (other === node) return 0;
  const element = node.ownerElement;
  if (isNamespaceNode(other) && other.ownerElement === element) {
    return index < namespaceNodes(element).indexOf(other)
      ? DOCUMENT_POSITION_FOLLOWING
      : DOCUMENT_POSITION_PRECEDING;
  }
  if (other === element) return DOCUMENT_POSITION_PRECEDING;
  const otherOwner = ownerOf(other);
  // An attribute of the same element, or any node inside it, comes after its namespace nodes.
  if (otherOwner === element || isAncestor(element, other)) return DOCUMENT_POSITION_FOLLOWING;
  const position = element.compareDocumentPosition((otherOwner ?? other) as XmlNode);
  return position & DOCUMENT_POSITION_PRECEDING
    ? DOCUMENT_POSITION_PRECEDING
    : DOCUMENT_POSITION_FOLLOWING;
}

function isAncestor(ancestor: XmlNode, node: AnyNode): boolean {
  for (let n = isNamespaceNode(node) ? null : node.parentNode; n; n = n.parentNode) {
    if (n === ancestor) return true;
  }
  return false;
}

/** Children in the data model: the DOCTYPE is not a node of XPath's tree. */
function children(node: XmlNode): XmlNode[] {
  const list: XmlNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 10) list.push(child);
  }
  return list;
}

function addDescendants(node: XmlNode, out: AnyNode[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 10) continue;
    out.push(child);
    addDescendants(child, out);
  }
}

function parentOf(node: AnyNode): XmlNode | null {
  return ownerOf(node) ?? (node as XmlNode).parentNode;
}

function siblings(node: AnyNode, direction: "nextSibling" | "previousSibling"): XmlNode[] {
  if (ownerOf(node)) return []; // attributes and namespace nodes have no siblings
  const list: XmlNode[] = [];
  for (let s = (node as XmlNode)[direction]; s; s = s[direction]) {
    if (s.nodeType !== 10) list.push(s);
  }
  return list;
}

/** The nodes of one axis from `node`, in any order (the package sorts them). */
function axisNodes(axis: number, node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  switch (axis) {
    case AXIS.self:
      return [node];
    case AXIS.child:
      return ownerOf(node) ? [] : children(node as XmlNode);
    case AXIS.descendantOrSelf:
    case AXIS.descendant:
      if (axis === AXIS.descendantOrSelf) out.push(node);
      if (!ownerOf(node)) addDescendants(node as XmlNode, out);
      return out;
    case AXIS.parent: {
      const parent = parentOf(node);
      return parent ? [parent] : [];
    }
    case AXIS.ancestorOrSelf:
    case AXIS.ancestor:
      if (axis === AXIS.ancestorOrSelf) out.push(node);
      for (let p = parentOf(node); p; p = p.parentNode) out.push(p);
      return out;
    case AXIS.followingSibling:
      return siblings(node, "nextSibling");
    case AXIS.precedingSibling:
      return siblings(node, "previousSibling");
    case AXIS.following: {
      // After an attribute or namespace node come its element's descendants, then what follows it.
      const owner = ownerOf(node);
      if (owner) addDescendants(owner, out);
      for (let a: XmlNode | null = owner ?? (node as XmlNode); a; a = a.parentNode) {
        for (const sibling of siblings(a, "nextSibling")) {
          out.push(sibling);
          addDescendants(sibling, out);
        }
      }
      return out;
    }
    case AXIS.preceding: {
      // Everything before the node in document order except its ancestors.
      for (let a: XmlNode | null = ownerOf(node) ?? (node as XmlNode); a; a = a.parentNode) {
        for (const sibling of siblings(a, "previousSibling")) {
          out.push(sibling);
          addDescendants(sibling, out);
        }
      }
      return out;
    }
    case AXIS.attribute: {
      if (isNamespaceNode(node) || node.nodeType !== 1) return [];
      const attributes = (node as Element).attributes;
      for (let i = 0; i < attributes.length; i++) {
        const attribute = attributes.item(i)!;
        if (!isNamespaceDeclaration(attribute)) out.push(attribute);
      }
      return out;
    }
    case AXIS.namespace:
      return !isNamespaceNode(node) && node.nodeType === 1 ? namespaceNodes(node as Element) : [];
    default:
      return [];
  }
}

/** The principal node type (§2.3): what * and a name test select on this axis. */
function isPrincipal(axis: number, node: AnyNode): boolean {
  if (axis === AXIS.attribute) return node.nodeType === 2;
  if (axis === AXIS.namespace) return isNamespaceNode(node);
  return node.nodeType === 1;
}

function passes(axis: number, test: NodeTestLike, node: AnyNode, context: unknown): boolean {
  switch (test.type) {
    case NODE_TEST_ANY_NODE:
      return true; // node() matches namespace nodes too, which the package forgets
    case NAME_TEST_ANY:
      return isPrincipal(axis, node);
    case NAME_TEST_PREFIX_ANY:
    case NAME_TEST_QNAME:
      return isPrincipal(axis, node) && test.matches(node, context);
    default:
      return test.matches(node, context);
  }
}

/** One location step from `node`: the package calls this for every step it evaluates. */
export function applyStep(
  step: { axis: number; nodeTest: NodeTestLike },
  context: unknown,
  node: AnyNode,
): AnyNode[] {
  return axisNodes(step.axis, node).filter((n) => passes(step.axis, step.nodeTest, n, context));
}
