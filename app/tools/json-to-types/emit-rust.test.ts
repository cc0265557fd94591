// The Rust writer, checked without a Rust compiler (none is installed here): hand-checked outputs, and
// over every oracle case, every key named once, valid identifiers, raw identifiers for keywords and
// Option wherever a key may be missing.
import { describe, expect, it } from "vitest";
import {
  keysIn,
  repeatedKeys,
  rustFields,
} from "../../../test-support/json-to-types/declared-members";
import {
  SAMPLE_CASES,
  SCHEMA_CASES,
  generate,
} from "../../../test-support/json-to-types/oracle-cases";
import { unionNote } from "./emit-common";
import { rustFieldName, rustString } from "./emit-rust";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, type JsonToTypesJob, samplesNote } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";
import { emptyObjectNote } from "./infer-types";

const run = (text: string, more: Partial<JsonToTypesJob> = {}) =>
  jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, language: "rust", ...more });

const MIXED_SAMPLES =
  '{"id": 1, "type": "a", "first-name": "x", "tags": ["t"], "meta": {}, "score": 1.5, "value": "v", "parent": {"id": 2}}\n' +
  '{"id": 3, "type": "b", "first-name": null, "tags": [], "meta": {}, "score": 2, "value": 7, "self": true}';

/** Strict and reserved keywords of Rust 2021 (the Reference, "Keywords"), written out independently. */
const KEYWORDS = new Set(
  (
    "as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref " +
    "return self Self static struct super trait true type unsafe use where while async await dyn abstract become " +
    "box do final macro override priv typeof unsized virtual yield try"
  ).split(" "),
);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function isValidFieldName(name: string): boolean {
  if (name.startsWith("r#")) {
    const raw = name.slice(2);
    return IDENTIFIER.test(raw) && !["crate", "self", "Self", "super", "_"].includes(raw);
  }
  return IDENTIFIER.test(name) && name !== "_" && !KEYWORDS.has(name);
}

describe("emitRust", () => {
  it("writes hand-checked structs: renames, raw identifiers, Option, Vec, HashMap and serde_json::Value", () => {
    const { code, notes } = run(MIXED_SAMPLES);
    expect(code).toBe(
      [
        "use serde::{Deserialize, Serialize};",
        "use std::collections::HashMap;",
        "",
        "#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]",
        "pub struct Root {",
        "    pub id: i64,",
        "    pub r#type: String,",
        '    #[serde(rename = "first-name")]',
        "    pub first_name: Option<String>,",
        "    pub tags: Vec<String>,",
        "    pub meta: HashMap<String, serde_json::Value>,",
        "    pub score: f64,",
        "    pub value: serde_json::Value,",
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub parent: Option<Parent>,",
        '    #[serde(rename = "self", skip_serializing_if = "Option::is_none")]',
        "    pub self_: Option<bool>,",
        "}",
        "",
        "#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]",
        "pub struct Parent {",
        "    pub id: i64,",
        "}",
        "",
      ].join("\n"),
    );
    expect(notes).toEqual([
      samplesNote(2),
      emptyObjectNote("Root.meta"),
      unionNote("Root.value", "Rust", "serde_json::Value"),
    ]);
  });

  it("boxes a struct that contains itself, and types an enum by its values", () => {
    const schema = {
      type: "object",
      properties: {
        next: { $ref: "#" },
        labels: { type: "object", additionalProperties: { type: "integer" } },
        kind: { enum: ["a", "b"] },
        level: { enum: [1, 2] },
        ratio: { enum: [0.5, 1] },
        on: { const: false },
        mixed: { enum: ["a", 1] },
        nothing: { type: "null" },
      },
      required: ["next", "labels"],
    };
    const { code, notes } = run(JSON.stringify(schema), { source: "schema" });
    expect(code).toContain(
      [
        "pub struct Root {",
        "    pub next: Box<Root>,",
        "    pub labels: HashMap<String, i64>,",
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub kind: Option<String>,",
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub level: Option<i64>,",
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub ratio: Option<f64>,",
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub on: Option<bool>,",
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub mixed: Option<serde_json::Value>,",
        '    #[serde(skip_serializing_if = "Option::is_none")]',
        "    pub nothing: Option<serde_json::Value>,",
        "}",
      ].join("\n"),
    );
    expect(notes).toEqual([unionNote("Root.mixed", "Rust", "serde_json::Value")]);
  });

  it("boxes only the structs on the cycle, and names map values in notes", () => {
    const schema = {
      type: "object",
      properties: {
        next: { $ref: "#" },
        other: { $ref: "#/$defs/O" },
        m: { additionalProperties: { type: ["string", "integer"] } },
      },
      required: ["next", "other", "m"],
      $defs: { O: { type: "object", properties: { x: { type: "string" } }, required: ["x"] } },
    };
    const { code, notes } = run(JSON.stringify(schema), { source: "schema" });
    expect(code).toContain(
      "    pub next: Box<Root>,\n    pub other: O,\n    pub m: HashMap<String, serde_json::Value>,\n",
    );
    expect(notes).toEqual([unionNote("Root.m[*]", "Rust", "serde_json::Value")]);
  });

  it("numbers fields whose names clash", () => {
    expect(run('{"firstName": 1, "first_name": 2}').code).toContain(
      '    #[serde(rename = "firstName")]\n    pub first_name: i64,\n    #[serde(rename = "first_name")]\n    pub first_name_2: i64,',
    );
  });

  it("allows non-snake-case fields when the keys are kept", () => {
    const code = run('{"firstName": 1, "type": 2}', { fieldNames: "keys" }).code;
    expect(code).toContain(
      "#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\n#[allow(non_snake_case)]\npub struct Root {\n    pub firstName: i64,\n    pub r#type: i64,\n}",
    );
    expect(run('{"first_name": 1}', { fieldNames: "keys" }).code).not.toContain("allow");
  });

  it("types big integers as f64, with a note", () => {
    const { code, notes } = run("[98765432109876543210]");
    expect(code).toBe("pub type Root = Vec<f64>;\n");
    expect(notes).toEqual(["Root[] holds whole numbers beyond the 64-bit range: it is f64."]);
  });

  it("imports HashMap for a root map without structs, and nothing for a plain alias", () => {
    expect(run("{}").code).toBe(
      "use std::collections::HashMap;\n\npub type Root = HashMap<String, serde_json::Value>;\n",
    );
    expect(run("null").code).toBe("pub type Root = Option<serde_json::Value>;\n");
  });
});

describe("rustFieldName and rustString", () => {
  it.each([
    ["firstName", "convention", "first_name"],
    ["firstName", "keys", "firstName"],
    ["type", "convention", "r#type"],
    ["fn", "keys", "r#fn"],
    ["self", "convention", "self_"],
    ["Self", "keys", "Self_"],
    ["crate", "convention", "crate_"],
    ["_", "keys", "field"],
    ["a-b", "keys", "a_b"],
  ] as const)("%s (%s) is %s", (key, naming, name) => {
    expect(rustFieldName(key, naming)).toBe(name);
  });

  it("escapes quotes, backslashes and control characters, and replaces lone surrogates", () => {
    expect(rustString('a"b\\c\nd\re\tf\u0001g\u007fh')).toBe(
      '"a\\"b\\\\c\\nd\\re\\tf\\u{1}g\\u{7f}h"',
    );
    expect(rustString("😀名\ud800")).toBe('"😀名\\u{fffd}"');
    expect(rustString("a b\udfff")).toBe('"a b\\u{fffd}"');
  });
});

describe("every oracle case, structurally", () => {
  for (const fieldNames of ["convention", "keys"] as const) {
    it(`names every key once, with valid identifiers (${fieldNames})`, () => {
      for (const c of [...SAMPLE_CASES, ...SCHEMA_CASES]) {
        const code = generate(c, "rust", { fieldNames }).code;
        const fields = rustFields(code);
        for (const field of fields) {
          expect(isValidFieldName(field.identifier), `${c.name}: ${field.identifier}`).toBe(true);
          if (field.attributes.some((a) => a.includes("skip_serializing_if"))) {
            expect(field.type, `${c.name}: ${field.identifier}`).toMatch(/^Option</);
          }
        }
        for (const struct of code.matchAll(/^pub (?:struct|type) (\w+)/gm)) {
          expect(struct[1], c.name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
          expect(KEYWORDS.has(struct[1]), c.name).toBe(false);
        }
        expect(repeatedKeys(fields), c.name).toEqual([]);
        if (c.job?.source !== "schema") {
          expect(new Set(fields.map((f) => f.key)), c.name).toEqual(keysIn(c.samples));
        }
      }
    });
  }
});
