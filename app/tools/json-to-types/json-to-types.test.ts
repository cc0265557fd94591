// JSON to Types as the page runs it: the input read as samples or as a schema, the messages for bad
// input with their line and column, the notes and the options.
import { describe, expect, it } from "vitest";
import { thrownMessage, thrownToolError } from "../../../test-support/thrown-tool-error";
import { emptyArrayNote } from "./infer-types";
import {
  DEFAULT_JSON_TO_TYPES_OPTIONS,
  EACH_ITEM_LABEL,
  EMPTY_INPUT_MESSAGE,
  FIELD_NAMINGS,
  type JsonToTypesJob,
  LANGUAGES,
  MAX_NOTES,
  NOT_A_SCHEMA_MESSAGE,
  NO_SAMPLES_MESSAGE,
  NO_SAMPLE_ARRAY_NOTE,
  ONE_ARRAY_NOTE,
  SCHEMA_DETECTED_NOTE,
  SOURCES,
  moreNotesNote,
  reservedRootNote,
  rootTypeName,
  samplesNote,
} from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";
import { ignoredKeywordNote } from "./schema-reader";

const run = (text: string, more: Partial<JsonToTypesJob> = {}) =>
  jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, ...more });

const SCHEMA =
  '{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"a": {"type": "string"}}}';

describe("messages", () => {
  it("are written in these words", () => {
    expect(EACH_ITEM_LABEL).toBe("Each array item is a sample");
    expect(EMPTY_INPUT_MESSAGE).toBe(
      "Paste one or more JSON samples, or a JSON Schema, to write their types",
    );
    expect(NO_SAMPLES_MESSAGE).toBe(
      "The array holds no sample: there is nothing to infer types from",
    );
    expect(NOT_A_SCHEMA_MESSAGE).toBe("A JSON Schema is an object (or true or false)");
    expect(SCHEMA_DETECTED_NOTE).toBe(
      'The input has a "$schema" key, so it is read as a JSON Schema.',
    );
    expect(NO_SAMPLE_ARRAY_NOTE).toBe(
      '"Each array item is a sample" is on, but the input holds no top-level array: each JSON value is one sample.',
    );
    expect(ONE_ARRAY_NOTE).toBe(
      'The input is one array: to type its items as separate samples, choose "Each array item is a sample".',
    );
    expect(reservedRootNote("Vec", "Vec2")).toBe(
      "The root name Vec is a built-in type in some of the languages: the root is Vec2.",
    );
  });
});

describe("options", () => {
  it("defaults to TypeScript from detected input with a root named Root", () => {
    expect(DEFAULT_JSON_TO_TYPES_OPTIONS).toEqual({
      source: "auto",
      language: "typescript",
      rootName: "Root",
      eachItemIsSample: false,
      typeAliases: false,
      pydantic: false,
      fieldNames: "convention",
    });
    expect(LANGUAGES.map((l) => l.label)).toEqual([
      "TypeScript",
      "Zod",
      "JSON Schema",
      "Go",
      "Python",
      "Rust",
      "C#",
    ]);
    expect(SOURCES).toEqual([
      { value: "auto", label: "Detect (JSON Schema when it has $schema)" },
      { value: "samples", label: "JSON samples" },
      { value: "schema", label: "JSON Schema" },
    ]);
    expect(FIELD_NAMINGS).toEqual([
      { value: "convention", label: "Language convention" },
      { value: "keys", label: "JSON keys where allowed" },
    ]);
  });

  it("writes each language", () => {
    const starts = LANGUAGES.map(
      ({ value }) => run('{"a": 1}', { language: value }).code.split("\n")[0],
    );
    expect(starts).toEqual([
      "export interface Root {",
      'import { z } from "zod";',
      "{",
      "package main",
      "from dataclasses import dataclass",
      "use serde::{Deserialize, Serialize};",
      "#nullable enable",
    ]);
  });

  it("hands each language its options", () => {
    expect(run('{"a": 1}', { typeAliases: true }).code).toContain("export type Root = {");
    expect(run('{"a": 1}', { language: "python", pydantic: true }).code).toContain(
      "class Root(BaseModel):",
    );
    expect(run('{"aB": 1}', { language: "python", fieldNames: "keys" }).code).toContain(
      "    aB: int",
    );
    expect(run('{"aB": 1}', { language: "rust", fieldNames: "keys" }).code).toContain(
      "    pub aB: i64,",
    );
    expect(run('{"aB": 1}', { language: "csharp", fieldNames: "keys" }).code).toContain(
      "public required long aB {",
    );
  });
});

describe("the root name", () => {
  it("is a PascalCase identifier made from what was typed", () => {
    expect(rootTypeName("  api response ")).toEqual({ name: "ApiResponse", note: null });
    expect(rootTypeName("")).toEqual({ name: "Root", note: null });
    expect(rootTypeName("2fa")).toEqual({ name: "Root2fa", note: null });
    expect(run('{"a": 1}', { rootName: "user" }).code).toContain("export interface User {");
  });

  it("is numbered, with a note, when a language reserves it", () => {
    expect(rootTypeName("string")).toEqual({
      name: "String2",
      note: reservedRootNote("String", "String2"),
    });
    const { code, notes } = run('{"a": 1}', { rootName: "Vec", language: "rust" });
    expect(code).toContain("pub struct Vec2 {");
    expect(notes).toEqual([reservedRootNote("Vec", "Vec2")]);
  });
});

describe("reading samples", () => {
  it("reads JSON Lines as one sample a line", () => {
    const { code, notes } = run('{"a": 1}\n{"a": 2, "b": true}\n{"a": 3}');
    expect(code).toContain("  b?: boolean;");
    expect(notes).toEqual([samplesNote(3)]);
  });

  it("reads each item of an array as a sample when asked", () => {
    const { code, notes } = run('[{"a": 1}, {"b": "x"}]', { eachItemIsSample: true });
    expect(code).toBe("export interface Root {\n  a?: number;\n  b?: string;\n}\n");
    expect(notes).toEqual([samplesNote(2)]);
  });

  it("suggests reading the items of a lone array of objects as samples", () => {
    expect(run('[{"a": 1}, {"a": 2}]').notes).toEqual([ONE_ARRAY_NOTE]);
    expect(run("[1, 2]").notes).toEqual([]);
    expect(run('[{"a": 1}]\n[{"a": 2}]').notes).toEqual([samplesNote(2)]);
  });

  it("says so when each item is a sample but there is no array", () => {
    const { code, notes } = run('{"a": 1}', { eachItemIsSample: true });
    expect(code).toBe("export interface Root {\n  a: number;\n}\n");
    expect(notes).toEqual([NO_SAMPLE_ARRAY_NOTE]);
  });

  it("refuses an empty array of samples", () => {
    expect(thrownMessage(() => run("[]", { eachItemIsSample: true }))).toBe(NO_SAMPLES_MESSAGE);
    expect(run("[]").code).toBe("export type Root = unknown[];\n");
  });

  it("refuses empty input", () => {
    expect(thrownMessage(() => run(" \n\t"))).toBe(EMPTY_INPUT_MESSAGE);
    expect(thrownMessage(() => run("", { source: "schema" }))).toBe(EMPTY_INPUT_MESSAGE);
  });

  it("names the line and column of a syntax error", () => {
    const error = thrownToolError(() => run('{"a": 1}\n{"a": 2,, "b": 3}'));
    expect(error.message).toBe("Expected property name in double quotes at line 2, column 9");
    expect([error.line, error.column]).toEqual([2, 9]);
    expect(thrownMessage(() => run("{'a': 1}"))).toBe(
      "Expected property name in double quotes at line 1, column 2",
    );
    expect(thrownMessage(() => run('{"a": NaN}'))).toBe("Unexpected token NaN at line 1, column 7");
  });
});

describe("reading a JSON Schema", () => {
  it('reads the input as a schema when it has "$schema", with a note', () => {
    const { code, notes } = run(SCHEMA);
    expect(code).toBe("export interface Root {\n  a?: string;\n}\n");
    expect(notes).toEqual([SCHEMA_DETECTED_NOTE]);
  });

  it("keeps the schema's own notes after the detection note", () => {
    const schema = '{"$schema": "x", "properties": {"a": {"not": {}}}}';
    expect(run(schema).notes).toEqual([SCHEMA_DETECTED_NOTE, ignoredKeywordNote("not")]);
  });

  it('reads "$schema" as a key when samples are chosen, or when it is not one lone object', () => {
    expect(run(SCHEMA, { source: "samples" }).code).toContain("  $schema: string;");
    expect(run(`${SCHEMA}\n${SCHEMA}`).code).toContain("  $schema: string;");
    expect(run(`[${SCHEMA}]`, { eachItemIsSample: true }).code).toContain("  $schema: string;");
    expect(run(SCHEMA, { eachItemIsSample: true }).notes).toEqual([SCHEMA_DETECTED_NOTE]);
  });

  it("reads the input as a schema when chosen, without $schema", () => {
    const { code, notes } = run('{"type": "array", "items": {"type": "integer"}}', {
      source: "schema",
    });
    expect(code).toBe("export type Root = number[];\n");
    expect(notes).toEqual([]);
  });

  it("accepts a schema with a byte order mark, and true and false", () => {
    expect(run('\ufeff{"type": "string"}', { source: "schema" }).code).toBe(
      "export type Root = string;\n",
    );
    expect(run("true", { source: "schema" }).code).toBe("export type Root = unknown;\n");
    expect(run("false", { source: "schema" }).code).toBe("export type Root = unknown;\n");
  });

  it("refuses a schema that is not an object or a boolean", () => {
    for (const text of ["[]", "1", '"x"', "null"]) {
      expect(
        thrownMessage(() => run(text, { source: "schema" })),
        text,
      ).toBe(NOT_A_SCHEMA_MESSAGE);
    }
  });

  it("names the line and column of a syntax error in a schema", () => {
    expect(thrownMessage(() => run('{\n  "type": "object",\n}', { source: "schema" }))).toBe(
      "Trailing comma before '}' at line 2, column 19",
    );
    expect(thrownMessage(() => run("{} {}", { source: "schema" }))).toBe(
      "Unexpected data after the JSON value at line 1, column 4",
    );
    const deep = `${'{"a":'.repeat(1000)}{}${"}".repeat(1000)}`;
    expect(thrownMessage(() => run(deep, { source: "schema" }))).toBe(
      "Nested more than 1,000 levels deep at line 1, column 5001",
    );
  });
});

describe("notes", () => {
  it(`lists at most ${MAX_NOTES} and counts the rest`, () => {
    const sample = JSON.stringify(
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, []])),
    );
    const { notes } = run(sample);
    expect(notes).toHaveLength(MAX_NOTES + 1);
    expect(notes[0]).toBe(emptyArrayNote("Root.k0"));
    expect(notes[MAX_NOTES - 1]).toBe(emptyArrayNote("Root.k49"));
    expect(notes[MAX_NOTES]).toBe(moreNotesNote(10));
    expect(moreNotesNote(1234)).toBe("… and 1,234 more notes.");
    expect(
      run(JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, []]))))
        .notes,
    ).toHaveLength(50);
  });

  it("names each note once, however many types share it", () => {
    const { notes } = run('{"a": {"x": []}, "b": {"x": []}}');
    expect(notes).toEqual([emptyArrayNote("A.x")]);
  });

  it("counts samples with thousands separators", () => {
    expect(samplesNote(12345)).toBe("Types inferred from 12,345 samples.");
  });
});
