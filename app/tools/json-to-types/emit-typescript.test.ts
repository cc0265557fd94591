// The TypeScript writer: interfaces or type aliases, quoted keys, optional and nullable members, and
// each kind of type as TypeScript writes it (tsc checks the results in typescript-oracle.test.ts).
import { describe, expect, it } from "vitest";
import { emitTypeScript, propertyKey, typeScriptType } from "./emit-typescript";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, SAMPLE_INPUT } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";
import { type TypeRef, finishModel, newObjectType, primitive, unionOf } from "./type-model";

const enumOf = (...values: (string | number | boolean)[]): TypeRef => ({ kind: "enum", values });
const arrayOf = (items: TypeRef): TypeRef => ({ kind: "array", items });

describe("emitTypeScript", () => {
  it("writes the page's sample as interfaces", () => {
    const { code } = jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text: SAMPLE_INPUT });
    expect(code).toBe(
      [
        "export interface Root {",
        "  id: number;",
        "  name: string;",
        "  email: string | null;",
        "  tags: string[];",
        "  address: Address;",
        "  score?: number;",
        "}",
        "",
        "export interface Address {",
        "  city: string;",
        "  zip: string;",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("writes type aliases when asked", () => {
    const { code } = jsonToTypes({
      ...DEFAULT_JSON_TO_TYPES_OPTIONS,
      text: '{"a": {"b": 1}}',
      typeAliases: true,
    });
    expect(code).toBe("export type Root = {\n  a: A;\n};\n\nexport type A = {\n  b: number;\n};\n");
  });

  it("writes a root that is not an object as an alias before the interfaces", () => {
    const item = newObjectType("Item", [{ key: "a", type: primitive("string"), optional: false }]);
    const model = finishModel(
      unionOf([arrayOf({ kind: "object", type: item }), primitive("null")]),
      "Root",
      [],
    );
    expect(emitTypeScript(model, { typeAliases: false }).code).toBe(
      "export type Root = Item[] | null;\n\nexport interface Item {\n  a: string;\n}\n",
    );
  });
});

describe("propertyKey", () => {
  it.each([
    ["name", "name"],
    ["$id", "$id"],
    ["_x9", "_x9"],
    ["class", "class"],
    ["first name", '"first name"'],
    ["2fa", '"2fa"'],
    ["a-b", '"a-b"'],
    ["", '""'],
    ['q"uote', '"q\\"uote"'],
    ["ünï", '"ünï"'],
  ])("%j is written %s", (key, written) => {
    expect(propertyKey(key)).toBe(written);
  });
});

describe("typeScriptType", () => {
  it.each<[string, TypeRef, string]>([
    ["unknown", { kind: "unknown" }, "unknown"],
    ["integers", primitive("integer"), "number"],
    ["big integers", primitive("bigInteger"), "number"],
    ["floats", primitive("number"), "number"],
    ["strings", primitive("string"), "string"],
    ["booleans", primitive("boolean"), "boolean"],
    ["null", primitive("null"), "null"],
    ["an enum", enumOf("a", 1, true), '"a" | 1 | true'],
    ["an array of one enum value", arrayOf(enumOf("a")), '"a"[]'],
    ["an array of an enum", arrayOf(enumOf("a", "b")), '("a" | "b")[]'],
    [
      "an array of a union",
      arrayOf(unionOf([primitive("string"), primitive("null")])),
      "(string | null)[]",
    ],
    ["an array of arrays", arrayOf(arrayOf(primitive("string"))), "string[][]"],
    ["a map", { kind: "map", values: primitive("integer") }, "{ [key: string]: number }"],
    ["a union", unionOf([primitive("string"), primitive("integer")]), "string | number"],
  ])("writes %s", (_, type, written) => {
    expect(typeScriptType(type)).toBe(written);
  });
});
