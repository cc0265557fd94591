// Writes the type model as a JSON Schema (draft 2020-12): the root inline, each other object type
// once under $defs, referred to by $ref.
import { type Emitted, fileText, type Writer } from "./emit-common";
import type { ObjectType, PrimitiveKind, TypeModel, TypeRef } from "./type-model";

export const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

type JsonSchema = Record<string, unknown>;

const PRIMITIVE_NAMES: Record<PrimitiveKind, string> = {
  string: "string",
  integer: "integer",
  bigInteger: "integer",
  number: "number",
  boolean: "boolean",
  null: "null",
};

const isPrimitive = (type: TypeRef): type is { kind: PrimitiveKind } =>
  Object.hasOwn(PRIMITIVE_NAMES, type.kind);

class SchemaWriter {
  constructor(private readonly rootType: ObjectType | null) {}

  schemaOf(type: TypeRef): JsonSchema {
    if (isPrimitive(type)) return { type: PRIMITIVE_NAMES[type.kind] };
    switch (type.kind) {
      case "enum":
        return { enum: type.values };
      case "unknown":
        return {};
      case "array":
        return type.items.kind === "unknown"
          ? { type: "array" }
          : { type: "array", items: this.schemaOf(type.items) };
      case "map":
        return type.values.kind === "unknown"
          ? { type: "object" }
          : { type: "object", additionalProperties: this.schemaOf(type.values) };
      case "object":
        return { $ref: type.type === this.rootType ? "#" : `#/$defs/${type.type.name}` };
      default:
        return this.unionOf(type.members);
    }
  }

  /** Primitives together as one "type" list; an enum takes null into its values. */
  private unionOf(members: readonly TypeRef[]): JsonSchema {
    const typeList = members.filter(isPrimitive).map((member) => PRIMITIVE_NAMES[member.kind]);
    const others = members.filter((member) => !isPrimitive(member));
    if (others.length === 1 && others[0].kind === "enum" && typeList.join() === "null") {
      return { enum: [...others[0].values, null] };
    }
    const choices = others.map((member) => this.schemaOf(member));
    if (typeList.length > 0)
      choices.unshift({ type: typeList.length === 1 ? typeList[0] : typeList });
    return choices.length === 1 ? choices[0] : { anyOf: choices };
  }

  objectSchema(type: ObjectType): JsonSchema {
    // fromEntries, so a key such as "__proto__" is a property like any other.
    const properties = Object.fromEntries(
      type.fields.map((field) => [field.key, this.schemaOf(field.type)]),
    );
    const required = type.fields.filter((field) => !field.optional).map((field) => field.key);
    return {
      type: "object",
      properties,
      ...(required.length > 0 ? { required } : {}),
      ...(type.closed ? { additionalProperties: false } : {}),
    };
  }
}

export function emitJsonSchema(model: TypeModel): Emitted {
  const rootType = model.root.kind === "object" ? model.root.type : null;
  const writer = new SchemaWriter(rootType);
  const top = rootType ? writer.objectSchema(rootType) : writer.schemaOf(model.root);
  const defs = model.types.filter((type) => type !== rootType);
  const schema: JsonSchema = {
    $schema: DRAFT_2020_12,
    title: model.rootName,
    ...top,
    ...(defs.length > 0
      ? { $defs: Object.fromEntries(defs.map((type) => [type.name, writer.objectSchema(type)])) }
      : {}),
  };
  return { code: fileText(JSON.stringify(schema, null, 2)), notes: [] };
}

export const writeJsonSchema: Writer = (model) => emitJsonSchema(model);
