// Writes the schema model of /xsd-generator as XML Schema files: one per target namespace,
// the first sample's root namespace in schema.xsd, which imports the others.
import { LineLayout } from "~/lib/code/indentation";
import { escapeXmlAttribute } from "~/lib/xml/xml-escape";
import { MAIN_SCHEMA_FILE, type SchemaFile, type XsdWriteOptions } from "./xsd-options";
import {
  type AttributeUse,
  type ElementDeclaration,
  type SchemaModel,
  XML_NAMESPACE,
  expandedName,
} from "./xsd-model";

export const XSD_NAMESPACE = "http://www.w3.org/2001/XMLSchema";

type Attributes = [string, string | undefined][];

/** Prefixes bound in the generated schemas; "xs" is the schema language's own. */
const RESERVED_PREFIXES = new Set(["xs", "xml", "xmlns"]);

function assignPrefixes(model: SchemaModel, namespaces: readonly string[]): Map<string, string> {
  const prefixes = new Map<string, string>([[XML_NAMESPACE, "xml"]]);
  const used = new Set(RESERVED_PREFIXES);
  for (const namespace of namespaces) {
    if (namespace === "" || prefixes.has(namespace)) continue;
    const base = model.samplePrefixes.get(namespace) || "tns";
    let prefix = base;
    for (let n = 2; used.has(prefix); n++) prefix = `${base}${n}`;
    used.add(prefix);
    prefixes.set(namespace, prefix);
  }
  return prefixes;
}

/** Every namespace that needs a schema file, the main one first. */
function fileNamespaces(model: SchemaModel): string[] {
  const namespaces = [model.mainNamespace];
  const add = (namespace: string) => {
    if (!namespaces.includes(namespace)) namespaces.push(namespace);
  };
  for (const declaration of model.globals.values()) add(declaration.namespace);
  for (const attribute of model.globalAttributes.values()) add(attribute.namespace);
  return namespaces;
}

export function writeSchemas(model: SchemaModel, options: XsdWriteOptions): SchemaFile[] {
  const namespaces = fileNamespaces(model);
  const prefixes = assignPrefixes(model, namespaces);
  const names = new Map<string, string>(
    namespaces.map((namespace, index) => [
      namespace,
      index === 0
        ? MAIN_SCHEMA_FILE
        : `schema-${namespace === "" ? "no-namespace" : prefixes.get(namespace)}.xsd`,
    ]),
  );
  return namespaces.map((namespace, index) => ({
    name: names.get(namespace) ?? MAIN_SCHEMA_FILE,
    namespace,
    text: new SchemaFileWriter(model, options, namespace, prefixes, names).write(index === 0),
  }));
}

class SchemaFileWriter {
  private readonly lines: string[] = [];
  private readonly layout: LineLayout;
  private readonly imported = new Set<string>();
  private readonly typeNames = new Set<string>();
  private readonly pendingTypes: { name: string; declaration: ElementDeclaration }[] = [];
  private depth = 1;

  constructor(
    private readonly model: SchemaModel,
    private readonly options: XsdWriteOptions,
    private readonly namespace: string,
    private readonly prefixes: Map<string, string>,
    private readonly fileNames: Map<string, string>,
  ) {
    this.layout = new LineLayout(options.indentation);
  }

  write(isMain: boolean): string {
    const globals = [...this.model.globals.values()].filter((d) => d.namespace === this.namespace);
    const roots = new Set(this.model.rootKeys);
    // Roots first, so the element a reader looks for opens the file.
    globals.sort(
      (a, b) =>
        Number(roots.has(expandedName(b.namespace, b.name))) -
        Number(roots.has(expandedName(a.namespace, a.name))),
    );
    for (const declaration of globals) this.element(declaration, []);
    // Writing a named type can queue the named types of its children.
    for (let i = 0; i < this.pendingTypes.length; i++) {
      const { name, declaration } = this.pendingTypes[i];
      this.complexType(declaration, [["name", name]]);
    }
    for (const attribute of this.model.globalAttributes.values()) {
      if (attribute.namespace !== this.namespace) continue;
      this.tag("xs:attribute", [
        ["name", attribute.name],
        ["type", this.simpleType(attribute)],
      ]);
    }
    if (isMain) for (const namespace of this.fileNames.keys()) this.imported.add(namespace);
    this.imported.delete(this.namespace);
    return [...this.header(), ...this.lines, "</xs:schema>"].join(this.layout.newline || "\n");
  }

  private header(): string[] {
    const attributes: Attributes = [["xmlns:xs", XSD_NAMESPACE]];
    const bind = (namespace: string) => {
      const prefix = this.prefixes.get(namespace);
      if (namespace !== "" && namespace !== XML_NAMESPACE && prefix) {
        attributes.push([`xmlns:${prefix}`, namespace]);
      }
    };
    bind(this.namespace);
    for (const namespace of this.imported) bind(namespace);
    if (this.namespace !== "") {
      attributes.push(["targetNamespace", this.namespace], ["elementFormDefault", "qualified"]);
    }
    const indent = this.layout.indent(1);
    const imports = [...this.imported].map(
      (namespace) =>
        `${indent}${startTag("xs:import", [
          ["namespace", namespace === "" ? undefined : namespace],
          ["schemaLocation", this.fileNames.get(namespace)],
        ])}/>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `${startTag("xs:schema", attributes)}>`,
      ...imports,
    ];
  }

  private tag(name: string, attributes: Attributes, body?: () => void): void {
    const start = this.layout.indent(this.depth) + startTag(name, attributes);
    if (!body) {
      this.lines.push(`${start}/>`);
      return;
    }
    this.lines.push(`${start}>`);
    this.depth++;
    body();
    this.depth--;
    this.lines.push(`${this.layout.indent(this.depth)}</${name}>`);
  }

  private qualifiedName(namespace: string, local: string): string {
    const prefix = namespace === "" ? "" : this.prefixes.get(namespace);
    return prefix ? `${prefix}:${local}` : local;
  }

  private simpleType(values: Pick<AttributeUse, "values">): string {
    return `xs:${this.options.inferTypes ? values.values.type : "string"}`;
  }

  /** A declaration, or a reference to a global one when it belongs to another file. */
  private element(declaration: ElementDeclaration, occurs: Attributes): void {
    if (declaration.global && declaration.namespace !== this.namespace) {
      this.imported.add(declaration.namespace);
      this.tag("xs:element", [
        ["ref", this.qualifiedName(declaration.namespace, declaration.name)],
        ...occurs,
      ]);
      return;
    }
    const named = (type: string | undefined): Attributes => [
      ["name", declaration.name],
      ["type", type],
      // A local element of no namespace inside a schema whose local elements are qualified.
      ["form", declaration.namespace === "" && this.namespace !== "" ? "unqualified" : undefined],
      ["nillable", declaration.nillable ? "true" : undefined],
      ...occurs,
    ];
    const simple =
      declaration.children.size === 0 && declaration.hasText && declaration.attributes.size === 0;
    if (simple) {
      this.tag("xs:element", named(this.simpleType({ values: declaration.text })));
    } else if (this.options.typeStyle === "named") {
      const name = this.typeName(declaration.name);
      this.pendingTypes.push({ name, declaration });
      this.tag("xs:element", named(this.qualifiedName(this.namespace, name)));
    } else {
      // An anonymous type inside: no type attribute.
      this.tag("xs:element", named(undefined), () => this.complexType(declaration, []));
    }
  }

  private typeName(elementName: string): string {
    let name = `${elementName}Type`;
    for (let n = 2; this.typeNames.has(name); n++) name = `${elementName}Type${n}`;
    this.typeNames.add(name);
    return name;
  }

  private complexType(declaration: ElementDeclaration, attributes: Attributes): void {
    const mixed = declaration.children.size > 0 && declaration.hasNonBlankText;
    const typeAttributes: Attributes = [...attributes, ["mixed", mixed ? "true" : undefined]];
    const empty = declaration.children.size === 0 && !declaration.hasText;
    if (empty && declaration.attributes.size === 0) {
      this.tag("xs:complexType", typeAttributes);
      return;
    }
    this.tag("xs:complexType", typeAttributes, () => {
      if (declaration.children.size > 0) this.particles(declaration);
      if (declaration.children.size > 0 || empty) {
        this.attributes(declaration);
        return;
      }
      this.tag("xs:simpleContent", [], () =>
        this.tag("xs:extension", [["base", this.simpleType({ values: declaration.text })]], () =>
          this.attributes(declaration),
        ),
      );
    });
  }

  /** A sequence when every occurrence has its children in one order; else a repeated choice. */
  private particles(declaration: ElementDeclaration): void {
    const order = declaration.order.sequence();
    if (order) {
      this.tag("xs:sequence", [], () => {
        for (const key of order) {
          const use = declaration.children.get(key);
          if (!use) continue;
          this.element(use.declaration, [
            ["minOccurs", use.parentsWith < declaration.occurrences ? "0" : undefined],
            ["maxOccurs", use.repeats ? "unbounded" : undefined],
          ]);
        }
      });
      return;
    }
    this.tag(
      "xs:choice",
      [
        ["minOccurs", declaration.childless > 0 ? "0" : undefined],
        ["maxOccurs", "unbounded"],
      ],
      () => {
        for (const key of declaration.order.keys) {
          const use = declaration.children.get(key);
          if (use) this.element(use.declaration, []);
        }
      },
    );
  }

  private attributes(declaration: ElementDeclaration): void {
    for (const attribute of declaration.attributes.values()) {
      const use = attribute.count === declaration.occurrences ? "required" : undefined;
      if (attribute.global) {
        this.imported.add(attribute.namespace);
        this.tag("xs:attribute", [
          ["ref", this.qualifiedName(attribute.namespace, attribute.name)],
          ["use", use],
        ]);
        continue;
      }
      this.tag("xs:attribute", [
        ["name", attribute.name],
        ["type", this.simpleType(attribute)],
        // A prefixed attribute of the file's own namespace.
        ["form", attribute.namespace !== "" ? "qualified" : undefined],
        ["use", use],
      ]);
    }
  }
}

function startTag(name: string, attributes: Attributes): string {
  let text = `<${name}`;
  for (const [attribute, value] of attributes) {
    if (value !== undefined) text += ` ${attribute}="${escapeXmlAttribute(value)}"`;
  }
  return text;
}
