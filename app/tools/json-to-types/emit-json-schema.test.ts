// The JSON Schema writer (draft 2020-12): the root inline, other object types under $defs, unions as
// type lists or anyOf (jsonschema checks the results in json-schema-oracle.test.ts).
import { describe, expect, it } from "vitest";
import { DRAFT_2020_12, emitJsonSchema } from "./emit-json-schema";
import { DEFAULT_JSON_TO_TYPES_OPTIONS } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";
import { type TypeRef, finishModel, newObjectType, primitive, unionOf } from "./type-model";

const schemaOf = (text: string, source: "samples" | "schema" = "samples") =>
  JSON.parse(
    jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, source, language: "json-schema" }).code,
  );

/** The schema written for a root of the given type. */
const rootSchema = (type: TypeRef) =>
  JSON.parse(emitJsonSchema(finishModel(type, "Root", [])).code);

describe("emitJsonSchema", () => {
  it("writes the root object inline and the others under $defs", () => {
    expect(schemaOf('{"a": 1, "b": {"c": "x"}}\n{"a": 2, "b": {"c": "y"}, "d": null}')).toEqual({
      $schema: DRAFT_2020_12,
      title: "Root",
      type: "object",
      properties: { a: { type: "integer" }, b: { $ref: "#/$defs/B" }, d: { type: "null" } },
      required: ["a", "b"],
      additionalProperties: false,
      $defs: {
        B: {
          type: "object",
          properties: { c: { type: "string" } },
          required: ["c"],
          additionalProperties: false,
        },
      },
    });
  });

  it("writes draft 2020-12 with two spaces of indentation and a final line break, and no notes", () => {
    const { code, notes } = jsonToTypes({
      ...DEFAULT_JSON_TO_TYPES_OPTIONS,
      text: "1",
      language: "json-schema",
    });
    expect(DRAFT_2020_12).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(code).toBe(
      `{\n  "$schema": "${DRAFT_2020_12}",\n  "title": "Root",\n  "type": "integer"\n}\n`,
    );
    expect(notes).toEqual([]);
    expect(emitJsonSchema(finishModel(primitive("string"), "Root", [])).notes).toEqual([]);
  });

  it("refers to the root object as #", () => {
    expect(
      schemaOf('{"type": "object", "properties": {"next": {"$ref": "#"}}}', "schema").properties,
    ).toEqual({
      next: { $ref: "#" },
    });
  });

  it("omits required when every key is optional, and additionalProperties for an open object", () => {
    const schema = schemaOf(
      '{"type": "object", "properties": {"a": {"type": "string"}}}',
      "schema",
    );
    expect(schema).toEqual({
      $schema: DRAFT_2020_12,
      title: "Root",
      type: "object",
      properties: { a: { type: "string" } },
    });
  });

  it("keeps a __proto__ key a property", () => {
    expect(Object.keys(schemaOf('{"__proto__": 1}').properties)).toEqual(["__proto__"]);
  });
});

describe("types", () => {
  const item = newObjectType("Item", [{ key: "a", type: primitive("string"), optional: false }]);
  const itemRef: TypeRef = { kind: "object", type: item };
  it.each<[string, TypeRef, object]>([
    ["unknown", { kind: "unknown" }, {}],
    ["big integers", primitive("bigInteger"), { type: "integer" }],
    ["floats", primitive("number"), { type: "number" }],
    ["booleans", primitive("boolean"), { type: "boolean" }],
    ["an enum", { kind: "enum", values: ["a", 1] }, { enum: ["a", 1] }],
    [
      "an enum or null",
      unionOf([{ kind: "enum", values: ["a"] }, primitive("null")]),
      { enum: ["a", null] },
    ],
    [
      "an enum or an integer",
      unionOf([{ kind: "enum", values: ["a"] }, primitive("integer")]),
      { anyOf: [{ type: "integer" }, { enum: ["a"] }] },
    ],
    ["an array of unknown items", { kind: "array", items: { kind: "unknown" } }, { type: "array" }],
    ["a map of unknown values", { kind: "map", values: { kind: "unknown" } }, { type: "object" }],
    [
      "a map",
      { kind: "map", values: primitive("string") },
      { type: "object", additionalProperties: { type: "string" } },
    ],
    ["primitives", unionOf([primitive("string"), primitive("null")]), { type: ["string", "null"] }],
    [
      "an object or null",
      unionOf([itemRef, primitive("null")]),
      { anyOf: [{ type: "null" }, { $ref: "#/$defs/Item" }] },
    ],
    [
      "arrays or primitives",
      unionOf([
        { kind: "array", items: primitive("string") },
        primitive("string"),
        primitive("integer"),
      ]),
      { anyOf: [{ type: ["string", "integer"] }, { type: "array", items: { type: "string" } }] },
    ],
    [
      "objects or arrays",
      unionOf([itemRef, { kind: "array", items: itemRef }]),
      { anyOf: [{ $ref: "#/$defs/Item" }, { type: "array", items: { $ref: "#/$defs/Item" } }] },
    ],
  ])("writes %s", (_, type, schema) => {
    const written = rootSchema(type);
    delete written.$schema;
    delete written.title;
    delete written.$defs;
    expect(written).toEqual(schema);
  });
});
