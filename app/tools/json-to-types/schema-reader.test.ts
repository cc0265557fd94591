// Reading a JSON Schema into types: each keyword the model can say, $ref within the document
// (recursion included), and a note for what it cannot say.
import { describe, expect, it } from "vitest";
import { emitTypeScript } from "./emit-typescript";
import {
  falseSchemaNote,
  ignoredKeywordNote,
  readSchema,
  recursiveRefNote,
  unresolvedRefNote,
} from "./schema-reader";
import { finishModel } from "./type-model";

/** The schema's types as TypeScript, and the notes. */
function read(schema: unknown) {
  const { root, notes } = readSchema(schema, "Root");
  const model = finishModel(root, "Root", notes);
  return {
    ts: emitTypeScript(model, { typeAliases: false }).code.trim(),
    notes: model.notes.map((n) => n()),
    model,
  };
}

/** The TypeScript of one property's schema. */
const propertyType = (schema: unknown) =>
  /^ {2}p\??: (.*);$/m.exec(
    read({ type: "object", properties: { p: schema }, required: ["p"] }).ts,
  )![1];

describe("notes", () => {
  it("name what the types cannot say, in these words", () => {
    expect(ignoredKeywordNote("not")).toBe(
      'The schema\'s "not" is ignored: the types cannot express it.',
    );
    expect(unresolvedRefNote("#/x")).toBe(
      'The $ref "#/x" is not in this document: its type is unknown.',
    );
    expect(falseSchemaNote("Root.a")).toBe(
      "Root.a allows no value at all (false): its type is unknown.",
    );
    expect(recursiveRefNote("#/x")).toBe(
      'The $ref "#/x" refers to itself through no object: its type is unknown.',
    );
  });
});

describe("types", () => {
  it.each([
    [{ type: "string" }, "string"],
    [{ type: "integer" }, "number"],
    [{ type: ["number", "null"] }, "number | null"],
    [{ type: ["boolean", 7] }, "boolean"],
    [{ type: "nonsense" }, "unknown"],
    [{}, "unknown"],
    [true, "unknown"],
    [{ type: "string", nullable: true }, "string | null"],
    [5, "unknown"],
    ["string", "unknown"],
    [[{ type: "string" }], "unknown"],
    [{ type: "array", items: { type: "string" } }, "string[]"],
    [{ type: "array" }, "unknown[]"],
    [{ items: { type: "integer" } }, "number[]"],
    [{ prefixItems: [{ type: "string" }, { type: "integer" }] }, "(string | number)[]"],
    [{ prefixItems: [{ type: "string" }], items: { type: "boolean" } }, "(string | boolean)[]"],
    [{ type: "array", items: [{ type: "string" }, { type: "null" }] }, "(string | null)[]"],
    [{ type: "object" }, "{ [key: string]: unknown }"],
    [{ additionalProperties: { type: "integer" } }, "{ [key: string]: number }"],
    [{ type: "object", additionalProperties: true }, "{ [key: string]: unknown }"],
    [{ enum: ["a", "b", null, "a"] }, '"a" | "b" | null'],
    [{ enum: [1, true] }, "1 | true"],
    [{ enum: [{ a: 1 }] }, "unknown"],
    [{ const: "x" }, '"x"'],
    [{ const: null }, "null"],
    [{ anyOf: [{ type: "string" }, { type: "integer" }] }, "string | number"],
    [{ oneOf: [{ type: "string" }, { type: "null" }] }, "string | null"],
  ])("%j is %s", (schema, ts) => {
    expect(propertyType(schema)).toBe(ts);
  });

  it("makes properties not in required optional", () => {
    const { ts } = read({
      properties: { a: { type: "string" }, b: { type: "integer" } },
      required: ["b", 3],
    });
    expect(ts).toBe("export interface Root {\n  a?: string;\n  b: number;\n}");
  });

  it("names an object type after its title, else after its key", () => {
    const { model } = read({
      properties: {
        home: { title: "postal address", type: "object", properties: { city: { type: "string" } } },
        work: { type: "object", properties: { city: { type: "integer" } } },
      },
    });
    expect(model.types.map((type) => type.name)).toEqual(["Root", "PostalAddress", "Work"]);
  });

  it("marks an object closed by additionalProperties or unevaluatedProperties false", () => {
    const closedness = (schema: object) =>
      read({ type: "object", properties: { a: { type: "string" } }, ...schema }).model.types[0]
        .closed;
    expect(closedness({ additionalProperties: false })).toBe(true);
    expect(closedness({ unevaluatedProperties: false })).toBe(true);
    expect(closedness({ additionalProperties: true })).toBe(false);
    expect(closedness({})).toBe(false);
  });

  it("types a false schema as unknown, with a note", () => {
    const { ts, notes } = read({ properties: { never: false }, required: ["never"] });
    expect(ts).toContain("  never: unknown;");
    expect(notes).toEqual([falseSchemaNote("Root.never")]);
  });

  it("ignores anyOf beside a type, and names it in a note", () => {
    const { ts, notes } = read({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" } },
      anyOf: [{ required: ["a"] }, { required: ["b"] }],
      oneOf: [{ required: ["a"] }],
    });
    expect(ts).toContain("  a?: string;");
    expect(notes).toEqual([ignoredKeywordNote("anyOf")]);
    expect(read({ type: "string", oneOf: [{ minLength: 1 }] }).notes).toEqual([
      ignoredKeywordNote("oneOf"),
    ]);
  });

  it("names each keyword it cannot express", () => {
    const keywords = [
      "not",
      "if",
      "patternProperties",
      "dependentSchemas",
      "dependentRequired",
      "propertyNames",
      "contains",
    ];
    const { notes } = read({
      properties: Object.fromEntries(keywords.map((k) => [k, { [k]: {} }])),
    });
    expect(notes).toEqual(keywords.map(ignoredKeywordNote));
  });

  it("ignores anyOf beside properties or items, as beside a type", () => {
    const { ts, notes } = read({
      properties: {
        o: { properties: { a: { type: "string" } }, anyOf: [{ required: ["a"] }] },
        l: { items: { type: "string" }, anyOf: [{ minItems: 1 }] },
      },
    });
    expect(ts).toContain("  o?: O;\n  l?: string[];");
    expect(notes).toEqual([ignoredKeywordNote("anyOf")]);
  });

  it("names a type after its key or title, a prefix before a leading digit", () => {
    const { model } = read({
      properties: {
        "2fa": { type: "object", properties: { a: {} } },
        b: { title: "2nd address", type: "object", properties: { a: { type: "string" } } },
      },
    });
    expect(model.types.map((type) => type.name)).toEqual(["Root", "Type2fa", "Type2ndAddress"]);
  });

  it("names the values of a map and the items of an array in notes", () => {
    const { model, notes } = read({
      properties: {
        labels: { additionalProperties: { type: "object", properties: { a: { type: "string" } } } },
        grid: { additionalProperties: { type: "array", items: false } },
        list: { type: "array", items: false },
        plain: { type: "array" },
      },
    });
    expect(model.types.map((type) => type.name)).toEqual(["Root", "LabelsValue"]);
    expect(notes).toEqual([falseSchemaNote("Root.grid[*][]"), falseSchemaNote("Root.list[]")]);
  });

  it("names each keyword it cannot express once", () => {
    const { notes } = read({
      properties: { a: { not: { type: "null" } }, b: { not: {} }, c: { if: {}, then: {} } },
      patternProperties: { "^x": {} },
    });
    expect(notes).toEqual(["patternProperties", "not", "if"].map(ignoredKeywordNote));
  });
});

describe("allOf", () => {
  it("merges object schemas, $refs included, into one type", () => {
    const { ts } = read({
      $defs: {
        Base: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
      },
      properties: {
        thing: {
          allOf: [{ $ref: "#/$defs/Base" }, { properties: { name: { type: "string" } } }],
          properties: { extra: { type: "boolean" } },
        },
      },
    });
    expect(ts).toContain(
      "export interface Thing {\n  extra?: boolean;\n  id: number;\n  name?: string;\n}",
    );
  });

  it("keeps a key named __proto__ a property", () => {
    const schema = JSON.parse('{"allOf": [{"properties": {"__proto__": {"type": "string"}}}]}');
    expect(read(schema).ts).toBe("export interface Root {\n  __proto__?: string;\n}");
  });

  it("leaves the merged type open when no part is closed", () => {
    const { model } = read({ allOf: [{ properties: { a: {} } }, { properties: { b: {} } }] });
    expect(model.types[0].closed).toBe(false);
    expect(model.types[0].fields.map((field) => field.key)).toEqual(["a", "b"]);
  });

  it("closes the merged type when one part is closed", () => {
    const { model } = read({
      allOf: [{ properties: { a: { type: "string" } }, additionalProperties: false }],
    });
    expect(model.types[0].closed).toBe(true);
  });

  it("is unknown, with a note, when a part is not an object schema", () => {
    const { ts, notes } = read({
      properties: { x: { allOf: [{ type: "string" }, { minLength: 1 }] } },
    });
    expect(ts).toContain("  x?: unknown;");
    expect(notes).toEqual([ignoredKeywordNote("allOf")]);
    expect(read({ properties: { x: { allOf: [{ $ref: "#/nowhere" }] } } }).notes).toEqual([
      ignoredKeywordNote("allOf"),
    ]);
    for (const part of [{ type: "string" }, { type: "string", properties: { a: {} } }]) {
      const mixed = read({ properties: { x: { allOf: [{ properties: { a: {} } }, part] } } });
      expect(mixed.ts, JSON.stringify(part)).toContain("  x?: unknown;");
    }
  });
});

describe("$ref", () => {
  it("reads a definition once, named after it, however often it is used", () => {
    const { ts, model } = read({
      properties: {
        a: { $ref: "#/$defs/Point" },
        b: { $ref: "#/definitions/Point" },
        c: { $ref: "#/$defs/Point" },
      },
      $defs: { Point: { type: "object", properties: { x: { type: "number" } } } },
      definitions: { Point: { type: "object", properties: { x: { type: "number" } } } },
    });
    expect(model.types.map((type) => type.name)).toEqual(["Root", "Point", "Point2"]);
    expect(ts).toContain("  a?: Point;\n  b?: Point2;\n  c?: Point;");
  });

  it("follows a pointer into an array", () => {
    const { ts } = read({
      properties: { a: { $ref: "#/$defs/list/1" } },
      $defs: { list: [{ type: "string" }, { type: "integer" }] },
    });
    expect(ts).toContain("  a?: number;");
  });

  it("follows JSON Pointer escapes and percent-encoding", () => {
    const { ts } = read({
      properties: {
        a: { $ref: "#/$defs/a~1b~0c" },
        b: { $ref: "#/$defs/with%20space" },
        c: { $ref: "#/properties/a" },
      },
      $defs: { "a/b~c": { type: "string" }, "with space": { type: "integer" } },
    });
    expect(ts).toContain("  a?: string;\n  b?: number;\n  c?: string;");
  });

  it("types a $ref it cannot follow as unknown, with a note", () => {
    const refs = [
      "https://example.com/s.json",
      "x/$defs/list",
      "#x",
      "#/$defs/missing",
      "#/$defs/constructor",
      "#/$defs/x/0",
      "#/%E0%A4%A",
    ];
    const { ts, notes } = read({
      properties: Object.fromEntries(refs.map((ref, i) => [`p${i}`, { $ref: ref }])),
      // "#x" is no pointer: it must not reach the key "" by dropping its first character.
      "": { type: "string" },
      $defs: { x: "abc", list: [] },
    });
    expect(ts.match(/unknown/g)).toHaveLength(refs.length);
    expect(notes).toEqual(refs.map(unresolvedRefNote));
  });

  it("reads a schema that refers to itself, through $defs or through #", () => {
    expect(
      read({
        $ref: "#/$defs/Node",
        $defs: {
          Node: {
            type: ["object", "null"],
            properties: { children: { type: "array", items: { $ref: "#/$defs/Node" } } },
          },
        },
      }).ts,
    ).toBe("export type Root = Node | null;\n\nexport interface Node {\n  children?: Node[];\n}");
    const { ts, model } = read({ type: "object", properties: { parent: { $ref: "#" } } });
    expect(ts).toBe("export interface Root {\n  parent?: Root;\n}");
    expect([...model.recursive].map((type) => type.name)).toEqual(["Root"]);
  });

  it("types a $ref that reaches itself through no object as unknown, with a note", () => {
    const { ts, notes } = read({
      properties: { a: { $ref: "#/$defs/A" } },
      $defs: { A: { anyOf: [{ $ref: "#/$defs/A" }, { type: "string" }] } },
    });
    expect(ts).toContain("  a?: unknown;");
    expect(notes).toEqual([recursiveRefNote("#/$defs/A")]);
  });

  it("names a definition whose name has no letter after what it holds", () => {
    const { model } = read({
      properties: { a: { $ref: "#/$defs/_" } },
      $defs: { _: { properties: { x: {} } } },
    });
    expect(model.types.map((type) => type.name)).toEqual(["Root", "Type"]);
  });
});

describe("the root", () => {
  it("may be any type, and true", () => {
    expect(read({ type: "array", items: { type: "string" } }).ts).toBe(
      "export type Root = string[];",
    );
    expect(read(true).ts).toBe("export type Root = unknown;");
    expect(read(false).notes).toEqual([falseSchemaNote("Root")]);
  });
});
