// The Python writer: dataclasses or pydantic models, each after the classes it uses, renamed keys
// kept in metadata or aliases, and only the imports the code needs (Debian's Python runs the results
// in python-oracle.test.ts).
import { describe, expect, it } from "vitest";
import { pythonFieldName } from "./emit-python";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, type JsonToTypesJob, SAMPLE_INPUT } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";

const run = (text: string, more: Partial<JsonToTypesJob> = {}) =>
  jsonToTypes({ ...DEFAULT_JSON_TO_TYPES_OPTIONS, text, language: "python", ...more }).code;

describe("dataclasses", () => {
  it("writes the page's sample, fields with a default last", () => {
    expect(run(SAMPLE_INPUT)).toBe(
      [
        "from dataclasses import dataclass",
        "from typing import List, Optional",
        "",
        "",
        "@dataclass",
        "class Address:",
        "    city: str",
        "    zip: str",
        "",
        "",
        "@dataclass",
        "class Root:",
        "    id: int",
        "    name: str",
        "    email: Optional[str]",
        "    tags: List[str]",
        "    address: Address",
        "    score: Optional[float] = None",
        "",
      ].join("\n"),
    );
  });

  it("keeps a renamed key's JSON name in the field's metadata", () => {
    expect(run('{"firstName": "a", "class": 1}\n{"firstName": "b"}')).toBe(
      [
        "from dataclasses import dataclass, field",
        "from typing import Optional",
        "",
        "",
        "@dataclass",
        "class Root:",
        '    first_name: str = field(metadata={"json": "firstName"})',
        '    class_: Optional[int] = field(default=None, metadata={"json": "class"})',
        "",
      ].join("\n"),
    );
  });

  it("numbers fields whose names clash, and adds _ to a field named like a class", () => {
    expect(run('{"firstName": 1, "first_name": 2}')).toContain(
      '    first_name: int = field(metadata={"json": "firstName"})\n    first_name_2: int = field(metadata={"json": "first_name"})',
    );
    expect(run('{"Item": {"a": 1}}', { fieldNames: "keys" })).toContain(
      '    Item_: Item = field(metadata={"json": "Item"})',
    );
  });

  it("wraps a key both optional and nullable in one Optional, and types big integers as int", () => {
    const code = run('{"s": null, "n": 98765432109876543210}\n{"s": "x", "n": 1}\n{"n": 2}');
    expect(code).toContain("    n: int\n    s: Optional[str] = None\n");
  });

  it("adds no notes", () => {
    const { notes } = jsonToTypes({
      ...DEFAULT_JSON_TO_TYPES_OPTIONS,
      text: '{"v": [1, "a"]}',
      language: "python",
    });
    expect(notes).toEqual([]);
  });

  it("writes a root that is not an object as an alias after the classes", () => {
    expect(run('[{"a": true}]')).toBe(
      [
        "from dataclasses import dataclass",
        "from typing import List",
        "",
        "",
        "@dataclass",
        "class RootItem:",
        "    a: bool",
        "",
        "",
        "Root = List[RootItem]",
        "",
      ].join("\n"),
    );
  });

  it("writes each kind of type with the typing names it needs", () => {
    const code = run(
      '{"n": null, "u": [], "m": {}, "x": [1, "a"], "f": 1.5, "o": {"k": null}}\n{"o": null}',
    );
    expect(code).toContain("from typing import Any, Dict, List, Optional, Union\n");
    expect(code).toContain(
      [
        "    o: Optional[O]",
        "    n: None = None",
        "    u: Optional[List[Any]] = None",
        "    m: Optional[Dict[str, Any]] = None",
        "    x: Optional[List[Union[str, int]]] = None",
        "    f: Optional[float] = None",
      ].join("\n"),
    );
  });

  it("writes an enum as a Literal, and unknown values as Any", () => {
    const schema = {
      type: "object",
      properties: { e: { enum: ["a", 1, true, false, null] }, any: {} },
      required: ["e"],
    };
    const code = run(JSON.stringify(schema), { source: "schema" });
    expect(code).toContain('    e: Optional[Literal["a", 1, True, False]]\n    any: Any = None\n');
    expect(code).toContain("from typing import Any, Literal, Optional\n");
  });

  it("quotes a class named before it is defined, only along a cycle", () => {
    const schema = {
      type: "object",
      properties: {
        children: { type: "array", items: { $ref: "#" } },
        leaf: { $ref: "#/$defs/Leaf" },
      },
      $defs: { Leaf: { type: "object", properties: { up: { $ref: "#" } } } },
    };
    const code = run(JSON.stringify(schema), { source: "schema" });
    expect(code).toContain('class Leaf:\n    up: Optional["Root"] = None');
    expect(code).toContain(
      'class Root:\n    children: Optional[List["Root"]] = None\n    leaf: Optional[Leaf] = None',
    );
    expect(code).not.toContain("model_rebuild");
  });
});

describe("pydantic", () => {
  it("writes models in key order, renamed keys as aliases", () => {
    expect(
      run('{"first-name": "a", "id": 1}\n{"id": 2, "json": {"x": 1}}', { pydantic: true }),
    ).toBe(
      [
        "from typing import Optional",
        "",
        "from pydantic import BaseModel, Field",
        "",
        "",
        "class Json(BaseModel):",
        "    x: int",
        "",
        "",
        "class Root(BaseModel):",
        '    first_name: Optional[str] = Field(default=None, alias="first-name")',
        "    id: int",
        '    json_: Optional[Json] = Field(default=None, alias="json")',
        "",
      ].join("\n"),
    );
  });

  it("imports neither typing nor Field when nothing needs them", () => {
    expect(run('{"a": 1}', { pydantic: true })).toBe(
      ["from pydantic import BaseModel", "", "", "class Root(BaseModel):", "    a: int", ""].join(
        "\n",
      ),
    );
  });

  it("rebuilds each model that names a class defined after it, one a line", () => {
    const schema = {
      properties: { a: { $ref: "#/$defs/A" }, b: { $ref: "#/$defs/B" } },
      $defs: {
        A: { type: "object", properties: { next: { $ref: "#/$defs/A" } } },
        B: { type: "object", properties: { next: { $ref: "#/$defs/B" } } },
      },
    };
    const code = run(JSON.stringify(schema), { source: "schema", pydantic: true });
    expect(code.endsWith("\n\n\nA.model_rebuild()\nB.model_rebuild()\n")).toBe(true);
  });

  it("rebuilds a model that names a class defined after it", () => {
    const code = run('{"type": "object", "properties": {"next": {"$ref": "#"}}}', {
      source: "schema",
      pydantic: true,
    });
    expect(code).toBe(
      [
        "from typing import Optional",
        "",
        "from pydantic import BaseModel",
        "",
        "",
        "class Root(BaseModel):",
        '    next: Optional["Root"] = None',
        "",
        "",
        "Root.model_rebuild()",
        "",
      ].join("\n"),
    );
  });
});

describe("pythonFieldName", () => {
  const dataclass = { pydantic: false, fieldNames: "convention" } as const;
  const model = { pydantic: true, fieldNames: "convention" } as const;
  const keys = { pydantic: false, fieldNames: "keys" } as const;
  const modelKeys = { pydantic: true, fieldNames: "keys" } as const;

  it.each<[string, Parameters<typeof pythonFieldName>[1], string]>([
    ["firstName", dataclass, "first_name"],
    ["firstName", keys, "firstName"],
    ["first name", keys, "first_name"],
    ["class", dataclass, "class_"],
    ["None", keys, "None_"],
    ["None", dataclass, "none"],
    ["str", dataclass, "str_"],
    ["field", dataclass, "field_"],
    ["json", dataclass, "json"],
    ["json", model, "json_"],
    ["schema", model, "schema_"],
    ["model_config", model, "field_model_config"],
    ["modelName", model, "field_model_name"],
    ["model_config", dataclass, "model_config"],
    ["_id", keys, "_id"],
    ["_id", modelKeys, "id"],
    ["aB", modelKeys, "aB"],
    ["__dunder", keys, "dunder"],
    ["2fa", dataclass, "field_2fa"],
  ])("%j (%j) is %s", (key, options, name) => {
    expect(pythonFieldName(key, options)).toBe(name);
  });

  it("adds an underscore to a field named like a class", () => {
    expect(
      pythonFieldName("Address", { pydantic: false, fieldNames: "keys" }, new Set(["Address"])),
    ).toBe("Address_");
  });
});
