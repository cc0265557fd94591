// Builds the schema model of /xsd-generator from parsed XML samples: which elements and
// attributes occur where, how often, in what order, and what their text looks like.
import type { Element as XmlElement } from "@xmldom/xmldom";
import { ToolError } from "~/lib/tool-error";
import { ValueTypes } from "./xsd-types";

export const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
export const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";
const XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const NOT_WHITESPACE = /[^ \t\r\n]/;

/**
 * Deeper nesting is refused: the model and the writer recurse per level, and a schema nested this
 * deep is already unreadable. Real documents stay far below it.
 */
export const MAX_DEPTH = 256;

/** "{namespace}local": one key per expanded name. */
export const expandedName = (namespace: string, local: string) => `{${namespace}}${local}`;

export interface AttributeUse {
  name: string;
  namespace: string;
  /** Declared globally in its namespace's schema file and referenced (another namespace). */
  global: boolean;
  /** How many occurrences of the element carry it: all of them makes it required. */
  count: number;
  /** Shared by every element using a global attribute. */
  values: ValueTypes;
}

export interface ChildUse {
  declaration: ElementDeclaration;
  /** Occurrences of the parent that contain this child at least once. */
  parentsWith: number;
  /** It came more than once in some occurrence of the parent. */
  repeats: boolean;
}

export interface ElementDeclaration {
  name: string;
  namespace: string;
  /** Target namespace of the schema file the declaration is written in. */
  fileNamespace: string;
  /** A top-level declaration (a root, or an element of another namespace referenced by ref). */
  global: boolean;
  occurrences: number;
  attributes: Map<string, AttributeUse>;
  children: Map<string, ChildUse>;
  order: ChildOrder;
  /** Occurrences with no child element at all (their text, if any, is simple content). */
  childless: number;
  /** Some occurrence has text that is not only whitespace (with child elements: mixed content). */
  hasNonBlankText: boolean;
  /** Some occurrence without child elements has text, even blank (else the content is empty). */
  hasText: boolean;
  /** The texts of occurrences without child elements. */
  text: ValueTypes;
  /** Some occurrence has xsi:nil="true". */
  nillable: boolean;
}

/**
 * Whether the children of every occurrence come in one order, and which: each name forms one run
 * per occurrence (a, a, b), and the runs never contradict each other (a before b, then b before a).
 */
export class ChildOrder {
  private readonly after = new Map<string, Set<string>>();
  private readonly firstSeen: string[] = [];
  private consistent = true;

  add(childKeys: readonly string[]): void {
    const runs: string[] = [];
    for (const key of childKeys) {
      if (runs.at(-1) === key) continue;
      if (runs.includes(key)) this.consistent = false;
      runs.push(key);
    }
    for (const key of runs) {
      if (!this.after.has(key)) {
        this.after.set(key, new Set());
        this.firstSeen.push(key);
      }
    }
    for (let i = 1; i < runs.length; i++) this.after.get(runs[i - 1])?.add(runs[i]);
  }

  /** Child keys in first-seen order (the order of a choice). */
  get keys(): readonly string[] {
    return this.firstSeen;
  }

  /** One order fitting every occurrence (for a sequence), or null when there is none. */
  sequence(): string[] | null {
    if (!this.consistent) return null;
    const before = new Map<string, number>(this.firstSeen.map((key) => [key, 0]));
    for (const targets of this.after.values()) {
      for (const target of targets) before.set(target, (before.get(target) ?? 0) + 1);
    }
    const result: string[] = [];
    const placed = new Set<string>();
    // Kahn's algorithm, taking the earliest-seen ready key each time so the order reads naturally.
    while (result.length < this.firstSeen.length) {
      const next = this.firstSeen.find((key) => !placed.has(key) && before.get(key) === 0);
      if (next === undefined) return null; // a cycle: a before b in one place, b before a in another
      placed.add(next);
      result.push(next);
      for (const target of this.after.get(next) ?? []) {
        before.set(target, (before.get(target) ?? 0) - 1);
      }
    }
    return result;
  }
}

export interface SchemaModel {
  /** The first sample's root namespace: the main schema file's target namespace. */
  mainNamespace: string;
  /** Global element declarations, roots first, in the order they were met. */
  globals: Map<string, ElementDeclaration>;
  rootKeys: string[];
  /** Global attribute declarations (attributes of another namespace than their element's file). */
  globalAttributes: Map<string, AttributeUse>;
  /** The prefix each namespace had first in the samples ("" for a default namespace). */
  samplePrefixes: Map<string, string>;
  /** Samples (1-based) that use xsi:type, which names types the schema does not declare. */
  samplesWithXsiType: number[];
}

function newDeclaration(
  name: string,
  namespace: string,
  fileNamespace: string,
  global: boolean,
): ElementDeclaration {
  return {
    name,
    namespace,
    fileNamespace,
    global,
    occurrences: 0,
    attributes: new Map(),
    children: new Map(),
    order: new ChildOrder(),
    childless: 0,
    hasNonBlankText: false,
    hasText: false,
    text: new ValueTypes(),
    nillable: false,
  };
}

export class SchemaModelBuilder {
  private readonly model: SchemaModel = {
    mainNamespace: "",
    globals: new Map(),
    rootKeys: [],
    globalAttributes: new Map(),
    samplePrefixes: new Map(),
    samplesWithXsiType: [],
  };
  private sampleUsesXsiType = false;

  /** Adds one sample's root element (1-based `sampleNumber` for notices). */
  addRoot(root: XmlElement, sampleNumber: number): void {
    const namespace = root.namespaceURI ?? "";
    if (this.model.rootKeys.length === 0) this.model.mainNamespace = namespace;
    const declaration = this.globalDeclaration(root.localName ?? root.nodeName, namespace);
    const key = expandedName(namespace, declaration.name);
    if (!this.model.rootKeys.includes(key)) this.model.rootKeys.push(key);
    this.sampleUsesXsiType = false;
    this.addOccurrence(declaration, root, 1);
    if (this.sampleUsesXsiType) this.model.samplesWithXsiType.push(sampleNumber);
  }

  build(): SchemaModel {
    return this.model;
  }

  private globalDeclaration(name: string, namespace: string): ElementDeclaration {
    const key = expandedName(namespace, name);
    let declaration = this.model.globals.get(key);
    if (!declaration) {
      declaration = newDeclaration(name, namespace, namespace, true);
      this.model.globals.set(key, declaration);
    }
    return declaration;
  }

  private notePrefix(namespace: string, prefix: string | null): void {
    if (namespace !== "" && !this.model.samplePrefixes.has(namespace)) {
      this.model.samplePrefixes.set(namespace, prefix ?? "");
    }
  }

  private addOccurrence(declaration: ElementDeclaration, element: XmlElement, depth: number): void {
    if (depth > MAX_DEPTH) {
      const line = element.lineNumber ?? 1;
      const column = element.columnNumber ?? 1;
      throw new ToolError(
        `Elements nest more than ${MAX_DEPTH} levels deep at line ${line}, column ${column}`,
        { line, column },
      );
    }
    declaration.occurrences++;
    this.notePrefix(declaration.namespace, element.prefix);
    const nil = this.addAttributes(declaration, element);
    const childKeys: string[] = [];
    const childElements: XmlElement[] = [];
    let text = "";
    for (let node = element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === ELEMENT_NODE) {
        const child = node as XmlElement;
        childElements.push(child);
        childKeys.push(expandedName(child.namespaceURI ?? "", child.localName ?? child.nodeName));
      } else if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
        text += node.nodeValue ?? "";
      }
    }
    if (NOT_WHITESPACE.test(text)) declaration.hasNonBlankText = true;
    if (childElements.length === 0) {
      declaration.childless++;
      // A nil element has no content to learn a type from.
      if (!nil) {
        if (text !== "") declaration.hasText = true;
        declaration.text.add(text);
      }
    }
    declaration.order.add(childKeys);
    const counts = new Map<string, number>();
    for (const key of childKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
    childElements.forEach((child, index) => {
      const use = this.childUse(declaration, child, childKeys[index]);
      this.addOccurrence(use.declaration, child, depth + 1);
    });
    for (const [key, count] of counts) {
      const use = declaration.children.get(key);
      if (!use) continue;
      use.parentsWith++;
      if (count > 1) use.repeats = true;
    }
  }

  /**
   * The declaration a child belongs to. Elements of the parent's schema file namespace, and of no
   * namespace (declared with form="unqualified"), are local; others are global in their own file.
   */
  private childUse(parent: ElementDeclaration, child: XmlElement, key: string): ChildUse {
    let use = parent.children.get(key);
    if (!use) {
      const name = child.localName ?? child.nodeName;
      const namespace = child.namespaceURI ?? "";
      const local = namespace === parent.fileNamespace || namespace === "";
      const declaration = local
        ? newDeclaration(name, namespace, parent.fileNamespace, false)
        : this.globalDeclaration(name, namespace);
      use = { declaration, parentsWith: 0, repeats: false };
      parent.children.set(key, use);
    }
    return use;
  }

  /** Records the element's attributes; returns whether it is xsi:nil="true". */
  private addAttributes(declaration: ElementDeclaration, element: XmlElement): boolean {
    let nil = false;
    const attributes = element.attributes;
    for (let i = 0; i < attributes.length; i++) {
      const attribute = attributes.item(i);
      if (!attribute) continue;
      const namespace = attribute.namespaceURI ?? "";
      const name = attribute.localName ?? attribute.name;
      // Namespace declarations and xsi:* are instructions to parsers and validators, not data.
      if (namespace === XMLNS_NAMESPACE || attribute.name === "xmlns") continue;
      if (namespace === XSI_NAMESPACE) {
        if (name === "nil" && attribute.value.trim() === "true") {
          declaration.nillable = true;
          nil = true;
        }
        if (name === "type") this.sampleUsesXsiType = true;
        continue;
      }
      this.notePrefix(namespace, attribute.prefix);
      const key = expandedName(namespace, name);
      let use = declaration.attributes.get(key);
      if (!use) {
        const global = namespace !== "" && namespace !== declaration.fileNamespace;
        use = {
          name,
          namespace,
          global,
          count: 0,
          values: global ? this.globalAttributeValues(name, namespace) : new ValueTypes(),
        };
        declaration.attributes.set(key, use);
      }
      use.count++;
      use.values.add(attribute.value);
    }
    return nil;
  }

  private globalAttributeValues(name: string, namespace: string): ValueTypes {
    const key = expandedName(namespace, name);
    let use = this.model.globalAttributes.get(key);
    if (!use) {
      use = { name, namespace, global: true, count: 0, values: new ValueTypes() };
      this.model.globalAttributes.set(key, use);
    }
    return use.values;
  }
}
