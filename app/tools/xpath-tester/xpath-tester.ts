// The XPath Tester's core: evaluates an XPath 1.0 expression against XML with a table of namespace
// prefixes and describes the result for the page (/xpath-tester). Pure: runs in node and workers.
import type { Document, Element, Node as XmlNode } from "@xmldom/xmldom";
import { ToolError } from "~/lib/tool-error";
import { parseXmlDocument } from "~/lib/xml/xml-dom";
import { scanXml } from "~/lib/xml/xml-scan";
import { type XPathNodeKind, boundedStringValue, nodeKind, nodePath } from "./node-path";
import {
  DEFAULT_PREFIX,
  MAX_LISTED_NODES,
  type MatchedNode,
  type NamespaceBinding,
  VALUE_PREVIEW_LIMIT,
  type XPathEvaluation,
  type XPathJob,
} from "./xpath-model";
import { SourceLocator } from "./node-ranges";
import {
  type XPathValue,
  evaluateXPathExpression,
  isNamespaceDeclaration,
  toXPathDataModel,
} from "./xpath-engine";
import { checkXPathSyntax, isNcName } from "./xpath-syntax";

export {
  DEFAULT_PREFIX,
  MAX_LISTED_NODES,
  VALUE_PREVIEW_LIMIT,
  type MatchedNode,
  type NamespaceBinding,
  type XPathEvaluation,
  type XPathJob,
  type XPathResultView,
} from "./xpath-model";

/**
 * One prefix per namespace declaration of the document, in document order: the declared prefix,
 * DEFAULT_PREFIX for a default namespace, and a number appended when a prefix is already taken by
 * another URI (two default namespaces become d and d2).
 */
export function documentNamespaces(document: Document): NamespaceBinding[] {
  const bindings: NamespaceBinding[] = [];
  const uriByPrefix = new Map<string, string>();
  const visit = (element: Element) => {
    for (let i = 0; i < element.attributes.length; i++) {
      const attribute = element.attributes.item(i)!;
      if (!isNamespaceDeclaration(attribute) || attribute.value === "") continue;
      const declared = attribute.nodeName === "xmlns" ? DEFAULT_PREFIX : attribute.localName!;
      let prefix = declared;
      for (let n = 2; uriByPrefix.has(prefix) && uriByPrefix.get(prefix) !== attribute.value; n++) {
        prefix = `${declared}${n}`;
      }
      if (uriByPrefix.has(prefix)) continue;
      uriByPrefix.set(prefix, attribute.value);
      bindings.push({ prefix, uri: attribute.value });
    }
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1) visit(child as Element);
    }
  };
  if (document.documentElement) visit(document.documentElement);
  return bindings;
}

/** The document's prefixes with the user's rows on top; rows left blank are ignored. */
export function effectiveBindings(
  fromDocument: readonly NamespaceBinding[],
  fromUser: readonly NamespaceBinding[],
): Map<string, string> {
  const bindings = new Map<string, string>();
  for (const { prefix, uri } of fromDocument) bindings.set(prefix, uri);
  for (const row of fromUser) {
    const prefix = row.prefix.trim();
    const uri = row.uri.trim();
    if (prefix === "" && uri === "") continue;
    if (prefix === "") throw new ToolError(`Namespace table: enter a prefix for ${uri}`);
    if (!isNcName(prefix)) {
      throw new ToolError(
        `Namespace table: "${prefix}" is not a valid prefix (letters, digits, _ - . and no colon)`,
      );
    }
    if (uri === "")
      throw new ToolError(`Namespace table: enter the URI for the prefix "${prefix}"`);
    bindings.set(prefix, uri);
  }
  return bindings;
}

// Parsing a large document takes longer than evaluating most expressions: while only the
// expression changes, the last document is reused.
let lastParsed: {
  xml: string;
  document: Document;
  locator: SourceLocator;
  namespaces: NamespaceBinding[];
} | null = null;

function parse(xml: string) {
  if (lastParsed?.xml === xml) return lastParsed;
  let document: Document;
  try {
    document = toXPathDataModel(parseXmlDocument(xml));
  } catch (error) {
    if (error instanceof ToolError) throw new ToolError(`XML: ${error.message}`, error);
    throw error;
  }
  lastParsed = {
    xml,
    document,
    locator: new SourceLocator(xml, scanXml(xml)),
    namespaces: documentNamespaces(document),
  };
  return lastParsed;
}

/** What the package throws, worded for the page (its messages name the problem but not where). */
function evaluationError(error: unknown): ToolError {
  const message = error instanceof Error ? error.message : String(error);
  return new ToolError(`XPath: ${message.replace(/^Error:\s*/, "")}`);
}

/** Evaluates the job's expression with the document node as the context node. */
export function runXPathJob({ xml, expression, namespaces }: XPathJob): XPathEvaluation {
  if (xml.trim() === "") throw new ToolError("XML: enter or open an XML document");
  const parsed = parse(xml);
  const bindings = effectiveBindings(parsed.namespaces, namespaces);
  if (expression.trim() === "") return { result: null, documentNamespaces: parsed.namespaces };
  let checked: string;
  try {
    checked = checkXPathSyntax(expression, (prefix) => bindings.has(prefix));
  } catch (error) {
    if (error instanceof ToolError) throw new ToolError(`XPath: ${error.message}`);
    throw error;
  }
  let value: XPathValue;
  try {
    value = evaluateXPathExpression(
      checked,
      parsed.document as unknown as XmlNode,
      Object.fromEntries(bindings),
    );
  } catch (error) {
    throw evaluationError(error);
  }
  const documentNamespaces = parsed.namespaces;
  switch (value.type) {
    case "node-set": {
      const prefixFor = preferredPrefixes(bindings, namespaces);
      const nodes = value.nodes.slice(0, MAX_LISTED_NODES).map((node): MatchedNode => {
        const { text, length } = boundedStringValue(node, VALUE_PREVIEW_LIMIT);
        const kind = nodeKind(node);
        return {
          kind,
          name: nodeName(node, kind),
          value: text,
          valueLength: length,
          path: nodePath(node, prefixFor),
          range: parsed.locator.rangeOf(node),
        };
      });
      return { result: { type: "node-set", count: value.nodes.length, nodes }, documentNamespaces };
    }
    case "number":
      return { result: { type: "number", value: value.text }, documentNamespaces };
    default:
      return { result: value, documentNamespaces };
  }
}

function nodeName(node: Parameters<typeof nodeKind>[0], kind: XPathNodeKind): string {
  if (kind === "namespace") return (node as { prefix: string }).prefix;
  if (kind === "element" || kind === "attribute" || kind === "processing instruction") {
    return (node as XmlNode).nodeName;
  }
  return "";
}

/** For each URI, the prefix paths use: the user's own row first, else the document's. */
function preferredPrefixes(bindings: Map<string, string>, userRows: readonly NamespaceBinding[]) {
  const byUri = new Map<string, string>();
  const userPrefixes = new Set(userRows.map((row) => row.prefix.trim()));
  const ordered = [...bindings].sort(
    ([a], [b]) => Number(userPrefixes.has(b)) - Number(userPrefixes.has(a)),
  );
  for (const [prefix, uri] of ordered) if (!byUri.has(uri)) byUri.set(uri, prefix);
  return (uri: string) => byUri.get(uri) ?? null;
}
