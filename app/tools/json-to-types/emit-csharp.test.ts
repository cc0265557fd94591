// The C# writer, checked without a C# compiler (none is installed here): hand-checked outputs, and
// over every oracle case, every key named once in [JsonPropertyName], valid identifiers, @ before
// keywords, and `required` exactly for keys every sample has.
import { describe, expect, it } from "vitest";
import {
  csharpProperties,
  keysIn,
  repeatedKeys,
} from "../../../test-support/json-to-types/declared-members";
import {
  SAMPLE_CASES,
  SCHEMA_CASES,
  generate,
} from "../../../test-support/json-to-types/oracle-cases";
import { bigIntegerNote, unionNote } from "./emit-common";
import { csharpPropertyName, csharpRootNote } from "./emit-csharp";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, type JsonToTypesJob } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";

const run = (text: string, more: Partial<JsonToTypesJob> = {}) =>
  jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, language: "csharp", ...more });

/** C#'s reserved keywords (the C# specification, "Keywords"), written out independently. */
const KEYWORDS = new Set(
  (
    "abstract as base bool break byte case catch char checked class const continue decimal default delegate do " +
    "double else enum event explicit extern false finally fixed float for foreach goto if implicit in int " +
    "interface internal is lock long namespace new null object operator out override params private protected " +
    "public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true " +
    "try typeof uint ulong unchecked unsafe ushort using virtual void volatile while"
  ).split(" "),
);

function isValidIdentifier(name: string): boolean {
  const bare = name.startsWith("@") ? name.slice(1) : name;
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(bare) && (name.startsWith("@") || !KEYWORDS.has(bare));
}

describe("emitCSharp", () => {
  it("writes hand-checked records: required keys, nullable values, lists, dictionaries and JsonElement", () => {
    const { code, notes } = run(
      '{"id": 1, "first-name": "x", "tags": ["t"], "meta": {}, "value": "v", "parent": {"id": 2}}\n' +
        '{"id": 3, "first-name": null, "tags": [], "meta": {}, "value": 7}',
    );
    expect(code).toBe(
      [
        "#nullable enable",
        "",
        "using System.Collections.Generic;",
        "using System.Text.Json;",
        "using System.Text.Json.Serialization;",
        "",
        "public record Root",
        "{",
        '    [JsonPropertyName("id")]',
        "    public required long Id { get; init; }",
        "",
        '    [JsonPropertyName("first-name")]',
        "    public required string? FirstName { get; init; }",
        "",
        '    [JsonPropertyName("tags")]',
        "    public required List<string> Tags { get; init; }",
        "",
        '    [JsonPropertyName("meta")]',
        "    public required Dictionary<string, JsonElement> Meta { get; init; }",
        "",
        '    [JsonPropertyName("value")]',
        "    public required JsonElement Value { get; init; }",
        "",
        '    [JsonPropertyName("parent")]',
        "    public Parent? Parent { get; init; }",
        "}",
        "",
        "public record Parent",
        "{",
        '    [JsonPropertyName("id")]',
        "    public required long Id { get; init; }",
        "}",
        "",
      ].join("\n"),
    );
    expect(notes).toContain(unionNote("Root.value", "C#", "JsonElement"));
  });

  it("escapes keywords with @ when the keys are kept", () => {
    const code = run('{"class": 1, "value": 2, "name": 3, "first-name": 4}', {
      fieldNames: "keys",
    }).code;
    expect(code).toContain("public required long @class { get; init; }");
    expect(code).toContain("public required long @value { get; init; }");
    expect(code).toContain("public required long name { get; init; }");
    expect(code).toContain("public required long FirstName { get; init; }");
  });

  it("keeps a property from its record's name and from members every record has", () => {
    const code = run('{"item": {"item": 1, "equals": 2, "toString": 3}}').code;
    expect(code).toContain(
      "public record Item\n{\n" +
        '    [JsonPropertyName("item")]\n    public required long Item2 { get; init; }\n\n' +
        '    [JsonPropertyName("equals")]\n    public required long Equals2 { get; init; }\n\n' +
        '    [JsonPropertyName("toString")]\n    public required long ToString2 { get; init; }\n}',
    );
    const members = [
      "EqualityContract",
      "GetHashCode",
      "GetType",
      "Deconstruct",
      "PrintMembers",
      "MemberwiseClone",
      "Finalize",
    ];
    const all = run(JSON.stringify(Object.fromEntries(members.map((m) => [m, 1])))).code;
    for (const member of members) expect(all).toContain(`public required long ${member}2 {`);
  });

  it("types floats as double, and names list items and map values in notes", () => {
    const schema = {
      type: "object",
      properties: {
        f: { type: "number" },
        xs: { type: "array", items: { type: ["string", "integer"] } },
        m: { additionalProperties: { enum: ["a", 1] } },
      },
      required: ["f", "xs", "m"],
    };
    const { code, notes } = run(JSON.stringify(schema), { source: "schema" });
    expect(code).toContain("public required double F {");
    expect(code).toContain("public required List<JsonElement> Xs {");
    expect(code).toContain("public required Dictionary<string, JsonElement> M {");
    expect(notes).toEqual([
      unionNote("Root.xs[]", "C#", "JsonElement"),
      unionNote("Root.m[*]", "C#", "JsonElement"),
    ]);
  });

  it("sorts the using directives", () => {
    const code = run('{"v": 1}\n{"v": "a", "xs": [1]}').code;
    expect(code).toContain(
      "using System.Collections.Generic;\nusing System.Text.Json;\nusing System.Text.Json.Serialization;\n",
    );
  });

  it("types enums by their values, null alone as JsonElement?, big integers as double", () => {
    const schema = {
      type: "object",
      properties: {
        s: { enum: ["a"] },
        i: { enum: [1] },
        f: { enum: [1.5] },
        b: { enum: [true] },
        m: { enum: [1, "a"] },
        n: { type: "null" },
        big: { type: "integer" },
      },
      required: ["s", "i", "f", "b", "m", "n"],
    };
    const code = run(JSON.stringify(schema), { source: "schema" }).code;
    for (const line of [
      "required string S",
      "required long I",
      "required double F",
      "required bool B",
      "required JsonElement M",
      "required JsonElement? N",
      "long? Big",
    ]) {
      expect(code).toContain(`public ${line} {`);
    }
    expect(run(JSON.stringify(schema), { source: "schema" }).notes).toEqual([
      unionNote("Root.m", "C#", "JsonElement"),
    ]);
    const { code: bigCode, notes } = run('{"big": 98765432109876543210}');
    expect(bigCode).toContain("public required double Big {");
    expect(notes).toEqual([bigIntegerNote("Root.big", "double")]);
  });

  it("says how to read a root that is not an object, which C# cannot alias", () => {
    const { code, notes } = run("[1, 2]");
    expect(code).toBe(
      "#nullable enable\n\nusing System.Collections.Generic;\n\n// Root: List<long>\n",
    );
    expect(notes).toEqual([csharpRootNote("Root", "List<long>")]);
    expect(csharpRootNote("Root", "List<long>")).toBe(
      "C# has no type aliases: read the root (Root) as List<long>.",
    );
    expect(run("true").code).toBe("#nullable enable\n\n// Root: bool\n");
  });
});

describe("csharpPropertyName", () => {
  it.each([
    ["firstName", "convention", "FirstName"],
    ["firstName", "keys", "firstName"],
    ["class", "convention", "Class"],
    ["class", "keys", "@class"],
    ["2fa", "keys", "Field2fa"],
    ["", "convention", "Field"],
  ] as const)("%j (%s) is %s", (key, naming, name) => {
    expect(csharpPropertyName(key, naming)).toBe(name);
  });
});

describe("every oracle case, structurally", () => {
  for (const fieldNames of ["convention", "keys"] as const) {
    it(`names every key once, with valid identifiers (${fieldNames})`, () => {
      for (const c of [...SAMPLE_CASES, ...SCHEMA_CASES]) {
        const code = generate(c, "csharp", { fieldNames }).code;
        const properties = csharpProperties(code);
        for (const property of properties) {
          expect(isValidIdentifier(property.identifier), `${c.name}: ${property.identifier}`).toBe(
            true,
          );
          expect(property.identifier, c.name).not.toBe(property.owner);
          expect(property.attributes, c.name).toEqual([
            `[JsonPropertyName(${JSON.stringify(property.key)})]`,
          ]);
        }
        for (const record of code.matchAll(/^public record (\w+)$/gm)) {
          expect(isValidIdentifier(record[1]), c.name).toBe(true);
        }
        expect(repeatedKeys(properties), c.name).toEqual([]);
        if (c.job?.source !== "schema") {
          expect(new Set(properties.map((p) => p.key)), c.name).toEqual(keysIn(c.samples));
        }
      }
    });
  }

  it("marks required exactly the keys every sample has", () => {
    const code = run('{"a": 1, "b": null}\n{"a": 2}').code;
    expect(code).toContain("public required long A {");
    expect(code).toContain("public JsonElement? B {");
  });
});
