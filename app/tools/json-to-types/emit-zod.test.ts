// The Zod writer: schemas after the schemas they use, each with its inferred type, every kind of
// type in Zod 3's words, and lazy schemas for recursion.
import { describe, expect, it } from "vitest";
import { emitZod, recursiveZodNote, zodType } from "./emit-zod";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, SAMPLE_INPUT } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";
import { type TypeRef, finishModel, newObjectType, primitive, unionOf } from "./type-model";

const run = (text: string, source: "samples" | "schema" = "samples") =>
  jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, source, language: "zod" });

describe("emitZod", () => {
  it("writes the page's sample, the schemas a schema uses first", () => {
    expect(run(SAMPLE_INPUT).code).toBe(
      [
        'import { z } from "zod";',
        "",
        "export const AddressSchema = z.object({",
        "  city: z.string(),",
        "  zip: z.string(),",
        "});",
        "export type Address = z.infer<typeof AddressSchema>;",
        "",
        "export const RootSchema = z.object({",
        "  id: z.number().int(),",
        "  name: z.string(),",
        "  email: z.string().nullable(),",
        "  tags: z.array(z.string()),",
        "  address: AddressSchema,",
        "  score: z.number().optional(),",
        "});",
        "export type Root = z.infer<typeof RootSchema>;",
        "",
      ].join("\n"),
    );
  });

  it("writes a root that is not an object last", () => {
    expect(run('[{"a": 1}]').code).toBe(
      [
        'import { z } from "zod";',
        "",
        "export const RootItemSchema = z.object({",
        "  a: z.number().int(),",
        "});",
        "export type RootItem = z.infer<typeof RootItemSchema>;",
        "",
        "export const RootSchema = z.array(RootItemSchema);",
        "export type Root = z.infer<typeof RootSchema>;",
        "",
      ].join("\n"),
    );
  });

  it("quotes keys that are not identifiers", () => {
    expect(run('{"first name": 1}').code).toContain('  "first name": z.number().int(),');
  });

  it("makes a schema that contains itself lazy, with a note", () => {
    const { code, notes } = run(
      '{"type": "object", "properties": {"next": {"$ref": "#"}}}',
      "schema",
    );
    expect(code).toContain(
      [
        "export const RootSchema: z.ZodTypeAny = z.lazy(() =>",
        "  z.object({",
        "    next: RootSchema.optional(),",
        "  }),",
        ");",
        "export type Root = z.infer<typeof RootSchema>;",
      ].join("\n"),
    );
    expect(notes).toEqual([recursiveZodNote("Root")]);
    expect(recursiveZodNote("Root")).toBe(
      "Root contains itself: its Zod schema is lazy and typed z.ZodTypeAny, so its inferred type is any.",
    );
  });

  it("writes no type or schema but the root's for a model without objects", () => {
    const model = finishModel(primitive("string"), "Root", []);
    expect(emitZod(model).code).toBe(
      'import { z } from "zod";\n\nexport const RootSchema = z.string();\nexport type Root = z.infer<typeof RootSchema>;\n',
    );
  });
});

describe("zodType", () => {
  const point = newObjectType("Point");
  point.name = "Point";
  it.each<[string, TypeRef, string]>([
    ["unknown", { kind: "unknown" }, "z.unknown()"],
    ["integers", primitive("integer"), "z.number().int()"],
    ["big integers", primitive("bigInteger"), "z.number()"],
    ["floats", primitive("number"), "z.number()"],
    ["strings", primitive("string"), "z.string()"],
    ["booleans", primitive("boolean"), "z.boolean()"],
    ["null", primitive("null"), "z.null()"],
    ["one enum value", { kind: "enum", values: [3] }, "z.literal(3)"],
    ["a string enum", { kind: "enum", values: ["a", "b"] }, 'z.enum(["a", "b"])'],
    [
      "a mixed enum",
      { kind: "enum", values: ["a", true] },
      'z.union([z.literal("a"), z.literal(true)])',
    ],
    ["an array", { kind: "array", items: primitive("string") }, "z.array(z.string())"],
    ["a map", { kind: "map", values: primitive("boolean") }, "z.record(z.string(), z.boolean())"],
    ["an object", { kind: "object", type: point }, "PointSchema"],
    ["a nullable type", unionOf([primitive("string"), primitive("null")]), "z.string().nullable()"],
    [
      "a union",
      unionOf([primitive("string"), primitive("integer")]),
      "z.union([z.string(), z.number().int()])",
    ],
    [
      "a nullable union",
      unionOf([primitive("string"), primitive("integer"), primitive("null")]),
      "z.union([z.string(), z.number().int()]).nullable()",
    ],
  ])("writes %s", (_, type, written) => {
    expect(zodType(type)).toBe(written);
  });
});
