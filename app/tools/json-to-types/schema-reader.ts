// Reads a JSON Schema (draft 2020-12, and the draft-04 to 2019-09 forms of the same keywords) into
// the type model of JSON to Types; what the model cannot say is named in a note.
import {
  type EnumValue,
  type Field,
  type Note,
  type ObjectType,
  type TypeRef,
  UNKNOWN,
  fieldPath,
  newObjectType,
  primitive,
  unionOf,
} from "./type-model";
import { itemName, pascalName } from "./type-names";

type Schema = Record<string, unknown>;

const isSchemaObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keywords whose constraints no language's types here can express; each is named once. */
const IGNORED_KEYWORDS = [
  "not",
  "if",
  "patternProperties",
  "dependentSchemas",
  "dependentRequired",
  "propertyNames",
  "contains",
];

export const ignoredKeywordNote = (keyword: string) =>
  `The schema's "${keyword}" is ignored: the types cannot express it.`;
export const unresolvedRefNote = (ref: string) =>
  `The $ref "${ref}" is not in this document: its type is unknown.`;
export const falseSchemaNote = (where: string) =>
  `${where} allows no value at all (false): its type is unknown.`;
export const recursiveRefNote = (ref: string) =>
  `The $ref "${ref}" refers to itself through no object: its type is unknown.`;

const PRIMITIVE_TYPES: Record<string, TypeRef> = {
  string: primitive("string"),
  integer: primitive("integer"),
  number: primitive("number"),
  boolean: primitive("boolean"),
  null: primitive("null"),
};

/** A JSON Pointer's token: ~1 is "/", ~0 is "~" (RFC 6901). */
const unescapeToken = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");

/** Does the schema describe an object (so a $ref to it can stand for its type while it is read)? */
function isObjectSchema(schema: Schema): boolean {
  const type = schema.type;
  return (
    type === "object" ||
    (Array.isArray(type) && type.includes("object")) ||
    (type === undefined && isSchemaObject(schema.properties))
  );
}

class SchemaReader {
  readonly notes: Note[] = [];
  private readonly refs = new Map<string, TypeRef>();
  private readonly reading = new Set<string>();
  private readonly ignored = new Set<string>();

  constructor(
    private readonly document: unknown,
    private readonly rootName: string,
  ) {}

  private ignore(keyword: string): void {
    if (this.ignored.has(keyword)) return;
    this.ignored.add(keyword);
    this.notes.push(() => ignoredKeywordNote(keyword));
  }

  /** The schema a local JSON Pointer ("#/$defs/Item") points at, or undefined. */
  private resolve(ref: string): unknown {
    if (!ref.startsWith("#")) return undefined;
    let node: unknown = this.document;
    let pointer: string;
    try {
      pointer = decodeURIComponent(ref.slice(1));
    } catch {
      return undefined; // a malformed %-escape
    }
    if (pointer === "") return node;
    if (!pointer.startsWith("/")) return undefined;
    for (const token of pointer.slice(1).split("/").map(unescapeToken)) {
      if (!isSchemaObject(node) && !Array.isArray(node)) return undefined;
      const container = node as Record<string, unknown>;
      if (!Object.hasOwn(container, token)) return undefined;
      node = container[token];
    }
    return node;
  }

  /** The type a $ref stands for, read once however often it is used; recursion ends at objects. */
  refType(ref: string): TypeRef {
    const known = this.refs.get(ref);
    if (known) return known;
    const target = this.resolve(ref);
    if (target === undefined) {
      this.notes.push(() => unresolvedRefNote(ref));
      return UNKNOWN;
    }
    if (this.reading.has(ref)) {
      this.notes.push(() => recursiveRefNote(ref));
      return UNKNOWN;
    }
    const segments = ref.split("/");
    const hint =
      ref === "#"
        ? this.rootName
        : pascalName(unescapeToken(segments[segments.length - 1]), "Type");
    let preset: ObjectType | undefined;
    if (isSchemaObject(target) && isObjectSchema(target)) {
      preset = newObjectType(hint);
      this.refs.set(ref, { kind: "object", type: preset });
    }
    this.reading.add(ref);
    const type = this.read(target, hint, () => hint, preset);
    this.reading.delete(ref);
    this.refs.set(ref, type);
    return type;
  }

  /** The type of one schema; `preset` is the object type a $ref to it already stands for. */
  private read(schema: unknown, hint: string, where: () => string, preset?: ObjectType): TypeRef {
    if (schema === false) {
      this.notes.push(() => falseSchemaNote(where()));
      return UNKNOWN;
    }
    if (!isSchemaObject(schema)) return UNKNOWN;
    for (const keyword of IGNORED_KEYWORDS)
      if (Object.hasOwn(schema, keyword)) this.ignore(keyword);
    if (typeof schema.$ref === "string") return this.refType(schema.$ref);
    const named = typeof schema.title === "string" ? pascalName(schema.title, "Type") : hint;
    const members: TypeRef[] = [];
    if (schema.nullable === true) members.push(primitive("null"));

    if (Array.isArray(schema.enum) || Object.hasOwn(schema, "const")) {
      const values = Array.isArray(schema.enum) ? schema.enum : [schema.const];
      members.push(this.enumOf(values));
      return unionOf(members);
    }
    const typed = ["type", "properties", "items"].some((keyword) => Object.hasOwn(schema, keyword));
    const choices = [schema.anyOf, schema.oneOf].filter(Array.isArray).flat();
    if (choices.length > 0) {
      // Beside "type" they only narrow it ("one of these keys is required"): the type stands.
      if (typed) this.ignore(Array.isArray(schema.anyOf) ? "anyOf" : "oneOf");
      else {
        for (const choice of choices) members.push(this.read(choice, named, where));
        return unionOf(members);
      }
    }
    if (Array.isArray(schema.allOf))
      return unionOf([...members, this.allOf(schema, named, where, preset)]);

    for (const type of this.typesOf(schema)) {
      if (type === "object") members.push(this.objectOf(schema, named, where, preset));
      else if (type === "array") members.push(this.arrayOf(schema, named, where));
      else if (Object.hasOwn(PRIMITIVE_TYPES, type)) members.push(PRIMITIVE_TYPES[type]);
    }
    return unionOf(members);
  }

  /** The schema's "type" as a list; without one, what its keywords imply (or nothing: unknown). */
  private typesOf(schema: Schema): string[] {
    if (typeof schema.type === "string") return [schema.type];
    if (Array.isArray(schema.type)) return schema.type.filter((t) => typeof t === "string");
    const implied: string[] = [];
    const has = (keyword: string) => Object.hasOwn(schema, keyword);
    if (has("properties") || has("additionalProperties")) implied.push("object");
    if (has("items") || has("prefixItems")) implied.push("array");
    return implied;
  }

  private enumOf(values: unknown[]): TypeRef {
    const members: TypeRef[] = [];
    const literals = new Map<string, EnumValue>();
    for (const value of values) {
      if (value === null) members.push(primitive("null"));
      else if (
        typeof value === "string" ||
        typeof value === "number" ||
        typeof value === "boolean"
      ) {
        literals.set(JSON.stringify(value), value);
      } else return UNKNOWN; // an object or array literal: no type here says "exactly this"
    }
    if (literals.size > 0) members.push({ kind: "enum", values: [...literals.values()] });
    return unionOf(members);
  }

  /** allOf of object schemas is one object with every member's properties; anything else, unknown. */
  private allOf(schema: Schema, hint: string, where: () => string, preset?: ObjectType): TypeRef {
    const parts = [schema, ...(schema.allOf as unknown[])].map((part) =>
      isSchemaObject(part) && typeof part.$ref === "string" ? this.resolve(part.$ref) : part,
    );
    const objects = parts.filter(isSchemaObject);
    if (
      objects.length !== parts.length ||
      !objects.slice(1).every((part) => isObjectSchema(part))
    ) {
      this.ignore("allOf");
      return UNKNOWN;
    }
    // fromEntries, not assign: a "__proto__" property stays a property.
    const properties = Object.fromEntries(
      objects.flatMap((part) =>
        isSchemaObject(part.properties) ? Object.entries(part.properties) : [],
      ),
    );
    const required = new Set<string>();
    let closed = false;
    for (const part of objects) {
      if (Array.isArray(part.required)) part.required.forEach((key) => required.add(String(key)));
      if (part.additionalProperties === false) closed = true;
    }
    const merged: Schema = {
      properties,
      required: [...required],
      additionalProperties: !closed,
    };
    return this.objectOf(merged, hint, where, preset);
  }

  private arrayOf(schema: Schema, hint: string, where: () => string): TypeRef {
    const itemsWhere = () => `${where()}[]`;
    const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems : null;
    const item = itemName(hint);
    if (tuple) {
      const members = tuple.map((part) => this.read(part, item, itemsWhere));
      if (isSchemaObject(schema.items)) members.push(this.read(schema.items, item, itemsWhere));
      return { kind: "array", items: unionOf(members) };
    }
    // Draft 2019-09 and before wrote tuples as an array of "items".
    if (Array.isArray(schema.items)) {
      return {
        kind: "array",
        items: unionOf(schema.items.map((part) => this.read(part, item, itemsWhere))),
      };
    }
    return { kind: "array", items: this.read(schema.items ?? true, item, itemsWhere) };
  }

  private objectOf(
    schema: Schema,
    hint: string,
    where: () => string,
    preset?: ObjectType,
  ): TypeRef {
    const properties = isSchemaObject(schema.properties) ? schema.properties : {};
    const keys = Object.keys(properties);
    const extra = schema.additionalProperties;
    if (keys.length === 0) {
      const values = isSchemaObject(extra)
        ? this.read(extra, `${hint}Value`, () => `${where()}[*]`)
        : UNKNOWN;
      return { kind: "map", values };
    }
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const type = preset ?? newObjectType(hint);
    type.closed = extra === false || schema.unevaluatedProperties === false;
    type.fields = keys.map((key): Field => ({
      key,
      type: this.read(properties[key], pascalName(key, "Type"), () => fieldPath(type.name, key)),
      optional: !required.has(key),
    }));
    return { kind: "object", type };
  }
}

/** The type a JSON Schema describes, named `rootName`, and notes on what it could not express. */
export function readSchema(schema: unknown, rootName: string): { root: TypeRef; notes: Note[] } {
  const reader = new SchemaReader(schema, rootName);
  return { root: reader.refType("#"), notes: reader.notes };
}
