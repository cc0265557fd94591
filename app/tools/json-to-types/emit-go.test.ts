// The Go writer: exported field names with Go's initialisms, json tags (omitempty for optional keys),
// pointers for optional and nullable values, gofmt's layout (gofmt and go vet check the results in
// go-oracle.test.ts), and notes where Go has no type for the values.
import { describe, expect, it } from "vitest";
import { bigIntegerNote, unionNote } from "./emit-common";
import { goFieldName, isValidJsonTagName, untaggableNote } from "./emit-go";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, type JsonToTypesJob, samplesNote } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";

const run = (text: string, more: Partial<JsonToTypesJob> = {}) =>
  jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, language: "go", ...more });

/** The line of the field for `key`, its alignment left out. */
const fieldLine = (code: string, key: string) =>
  code
    .split("\n")
    .find((line) => line.includes(`json:"${key}`))!
    .trim()
    .replace(/ +/g, " ");

describe("emitGo", () => {
  it("writes structs aligned as gofmt aligns them, after the package clause", () => {
    expect(
      run(
        '{"id": 1, "userName": "a", "tags": ["x"], "home": {"city": "c"}}\n{"id": 2, "userName": null, "tags": []}',
      ).code,
    ).toBe(
      [
        "package main",
        "",
        "type Root struct {",
        '\tID       int64    `json:"id"`',
        '\tUserName *string  `json:"userName"`',
        '\tTags     []string `json:"tags"`',
        '\tHome     *Home    `json:"home,omitempty"`',
        "}",
        "",
        "type Home struct {",
        '\tCity string `json:"city"`',
        "}",
        "",
      ].join("\n"),
    );
  });

  it("writes a root that is not an object as a named type", () => {
    expect(run('[{"a": 1}]').code).toContain(
      "package main\n\ntype Root []RootItem\n\ntype RootItem struct {",
    );
  });

  it("points to a value that may be null or missing, except slices, maps and any", () => {
    const code = run(
      '{"n": null, "s": "x", "a": [1], "m": {}, "u": [], "x": {"k": 1}}\n{"s": null, "a": null, "m": null}',
    ).code;
    expect(fieldLine(code, "n")).toBe('N any `json:"n,omitempty"`');
    expect(fieldLine(code, "s")).toBe('S *string `json:"s"`');
    expect(fieldLine(code, "a")).toBe('A []int64 `json:"a"`');
    expect(fieldLine(code, "m")).toBe('M map[string]any `json:"m"`');
    expect(fieldLine(code, "u")).toBe('U []any `json:"u,omitempty"`');
    expect(fieldLine(code, "x")).toBe('X *X `json:"x,omitempty"`');
  });

  it("types floats and booleans, and points once to a value both nullable and optional", () => {
    const code = run(
      '{"f": 1.5, "b": true, "s": null}\n{"f": 2, "b": false, "s": "x"}\n{"f": 3, "b": true}',
    ).code;
    expect(fieldLine(code, "f")).toBe('F float64 `json:"f"`');
    expect(fieldLine(code, "b")).toBe('B bool `json:"b"`');
    expect(fieldLine(code, "s")).toBe('S *string `json:"s,omitempty"`');
  });

  it("names map values in notes", () => {
    const schema = { properties: { m: { additionalProperties: { type: ["string", "integer"] } } } };
    const { code, notes } = run(JSON.stringify(schema), { source: "schema" });
    expect(fieldLine(code, "m")).toBe('M map[string]any `json:"m,omitempty"`');
    expect(notes).toEqual([unionNote("Root.m[*]", "Go", "any")]);
  });

  it("points to nullable items and map values", () => {
    const code = run('{"xs": [{"a": 1}, null], "ns": [1, null]}').code;
    expect(fieldLine(code, "xs")).toContain("[]*X");
    expect(fieldLine(code, "ns")).toContain("[]*int64");
    const map = run('{"type": "object", "additionalProperties": {"type": ["string", "null"]}}', {
      source: "schema",
    }).code;
    expect(map).toContain("type Root map[string]*string");
  });

  it("numbers fields whose names clash", () => {
    const code = run('{"firstName": 1, "first_name": 2}').code;
    expect(code).toContain(
      '\tFirstName  int64 `json:"firstName"`\n\tFirstName2 int64 `json:"first_name"`',
    );
  });

  it("names the key - with the tag -, so that Go does not skip it", () => {
    const code = run('{"-": 1}\n{}').code;
    expect(fieldLine(code, "-")).toBe('Field *int64 `json:"-,omitempty"`');
    expect(run('{"-": 1}').code).toContain('`json:"-,"`');
  });

  it("skips a key no json tag can name, with a note", () => {
    const { code, notes } = run('{"a,b": 1, "": 2, "ok": 3}');
    expect(code).toContain(
      '\tAB    int64 `json:"-"`\n\tField int64 `json:"-"`\n\tOk    int64 `json:"ok"`',
    );
    expect(notes).toEqual([untaggableNote('Root["a,b"]'), untaggableNote('Root[""]')]);
  });

  it("types whole numbers beyond 64 bits as float64, with a note", () => {
    const { code, notes } = run('{"big": 98765432109876543210}');
    expect(code).toContain('Big float64 `json:"big"`');
    expect(notes).toEqual([bigIntegerNote("Root.big", "float64")]);
  });

  it("types values of several kinds as any, with a note", () => {
    const { code, notes } = run('{"v": "s", "xs": [1, "a"]}\n{"v": 2, "xs": []}');
    expect(fieldLine(code, "v")).toBe('V any `json:"v"`');
    expect(fieldLine(code, "xs")).toBe('Xs []any `json:"xs"`');
    expect(notes).toEqual([
      samplesNote(2),
      unionNote("Root.v", "Go", "any"),
      unionNote("Root.xs[]", "Go", "any"),
    ]);
  });

  it("types an enum by the kind of its values, or any when they differ", () => {
    const schema = {
      type: "object",
      properties: {
        s: { enum: ["a", "b"] },
        i: { enum: [1, 2] },
        f: { enum: [1, 2.5] },
        b: { const: true },
        m: { enum: ["a", 1] },
      },
      required: ["s", "i", "f", "b", "m"],
    };
    const { code, notes } = run(JSON.stringify(schema), { source: "schema" });
    expect(code).toContain(
      '\tS string  `json:"s"`\n\tI int64   `json:"i"`\n\tF float64 `json:"f"`\n\tB bool    `json:"b"`\n\tM any     `json:"m"`',
    );
    expect(notes).toEqual([unionNote("Root.m", "Go", "any")]);
  });

  it("points to a struct that contains itself", () => {
    const schema = {
      type: "object",
      properties: {
        self: { $ref: "#" },
        list: { type: "array", items: { $ref: "#" } },
        other: { $ref: "#/$defs/O" },
      },
      required: ["self", "list", "other"],
      $defs: { O: { type: "object", properties: { x: { type: "string" } }, required: ["x"] } },
    };
    const code = run(JSON.stringify(schema), { source: "schema" }).code;
    expect(code).toContain(
      '\tSelf  *Root  `json:"self"`\n\tList  []Root `json:"list"`\n\tOther O      `json:"other"`',
    );
  });
});

describe("goFieldName", () => {
  it.each([
    ["id", "ID"],
    ["userId", "UserID"],
    ["user_ids", "UserIDs"],
    ["apiUrl", "APIURL"],
    ["urls", "URLs"],
    ["name", "Name"],
    ["status", "Status"],
    ["2fa", "Field2fa"],
    ["名前", "Field"],
    ["idx", "Idx"],
  ])("%s → %s", (key, name) => {
    expect(goFieldName(key)).toBe(name);
  });
});

describe("isValidJsonTagName", () => {
  it("takes letters, digits, spaces and encoding/json's marks", () => {
    for (const key of [
      "a",
      "first name",
      "名前",
      "$ref",
      "a-b.c:d",
      "x!#%&()*+/;<=>?@[]^_{|}~",
      "٣",
    ]) {
      expect(isValidJsonTagName(key), key).toBe(true);
    }
  });

  it("refuses the empty name, quotes, backslashes, commas, control characters and emoji", () => {
    for (const key of ["", 'a"b', "a\\b", "a,b", "a\nb", "a`b", "a'b", "😀"]) {
      expect(isValidJsonTagName(key), key).toBe(false);
    }
  });
});

describe("notes", () => {
  it("say where Go falls back, in these words", () => {
    expect(untaggableNote('Root["a,b"]')).toBe(
      'Root["a,b"]: Go cannot name this key in a json tag, so its field is skipped (json:"-").',
    );
    expect(unionNote("Root.v", "Go", "any")).toBe(
      "Root.v holds values of different kinds, which Go cannot say in one type: it is any.",
    );
    expect(bigIntegerNote("Root.n", "float64")).toBe(
      "Root.n holds whole numbers beyond the 64-bit range: it is float64.",
    );
  });
});
