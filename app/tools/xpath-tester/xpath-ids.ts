// XPath's id() function (§4.1): elements whose ID-typed attribute has one of the given values. An
// attribute is of type ID when the document's internal DTD subset declares it so, or is xml:id.
import type { Document, Element, Node as XmlNode } from "@xmldom/xmldom";

// <!ATTLIST element definitions…>: the element name, then its attribute definitions.
const ATTLIST = /<!ATTLIST\s+([^\s>]+)(\s[^>]*)?>/g;
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";

/** Element name → names of its attributes declared with type ID in the internal subset. */
export function declaredIdAttributes(internalSubset: string): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const [, element, definitions] of internalSubset.matchAll(ATTLIST)) {
    for (const { attribute, type } of attributeDefinitions(definitions ?? "")) {
      if (type !== "ID") continue;
      if (!ids.has(element)) ids.set(element, new Set());
      ids.get(element)!.add(attribute);
    }
  }
  return ids;
}

/**
 * The attribute definitions of an ATTLIST body ("id ID #REQUIRED kind (a|b) 'a'"): each is a
 * name, a type (a keyword, an enumeration, or NOTATION and one) and a default (#REQUIRED,
 * #IMPLIED, or an optionally #FIXED quoted value). Read token by token in one pass: the regex this
 * replaces retried from every character of a long name (11 s on a 100,000-character DTD).
 */
export function attributeDefinitions(body: string): { attribute: string; type: string }[] {
  const tokens = body.match(/"[^"]*"|'[^']*'|\([^()]*\)|[^\s"'()]+/g) ?? [];
  const definitions: { attribute: string; type: string }[] = [];
  let at = 0;
  while (at < tokens.length) {
    const attribute = tokens[at++];
    let type = tokens[at++] ?? "";
    if (type === "NOTATION" && tokens[at]?.startsWith("(")) type = `NOTATION ${tokens[at++]}`;
    let fallback = tokens[at++] ?? "";
    if (fallback === "#FIXED") fallback = tokens[at++] ?? "";
    const quoted = /^["']/.test(fallback);
    if (!(fallback === "#REQUIRED" || fallback === "#IMPLIED" || quoted)) continue;
    if (/^[^\s()|]+$/.test(attribute) && /^(?:NOTATION |\(|[A-Z]+$)/.test(type)) {
      definitions.push({ attribute, type });
    }
  }
  return definitions;
}

const indexes = new WeakMap<Document, Map<string, Element>>();

/** ID value → its element, the first in document order when a value repeats (invalid XML). */
function idIndex(document: Document): Map<string, Element> {
  const cached = indexes.get(document);
  if (cached) return cached;
  const declared = declaredIdAttributes(document.doctype?.internalSubset ?? "");
  const index = new Map<string, Element>();
  const visit = (element: Element) => {
    const values = [element.getAttributeNS(XML_NAMESPACE, "id")];
    for (const name of declared.get(element.nodeName) ?? [])
      values.push(element.getAttribute(name));
    for (const value of values) {
      // ID values are normalised like NMTOKENs: surrounding whitespace does not count.
      const id = value?.trim();
      if (id && !index.has(id)) index.set(id, element);
    }
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1) visit(child as Element);
    }
  };
  if (document.documentElement) visit(document.documentElement);
  indexes.set(document, index);
  return index;
}

/** The elements with the given whitespace-separated ID values (unordered; callers sort). */
export function elementsById(document: Document, values: readonly string[]): XmlNode[] {
  const index = idIndex(document);
  const found = new Set<XmlNode>();
  for (const value of values) {
    for (const id of value.split(/[ \t\r\n]+/)) {
      const element = id ? index.get(id) : undefined;
      if (element) found.add(element);
    }
  }
  return [...found];
}
