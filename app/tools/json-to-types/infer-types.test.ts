// Inferring types from samples: optional keys, null unions, merged array items, integers against
// floats, unknown empty arrays and objects, one type per shape, and the notes that name places.
import { describe, expect, it } from "vitest";
import { emitTypeScript } from "./emit-typescript";
import { emptyArrayNote, emptyObjectNote, inferTypes, nullOnlyNote } from "./infer-types";
import { ShapeReader, readSamples } from "./sample-shapes";
import { finishModel } from "./type-model";

/** The samples' types as TypeScript interfaces, and the notes. */
function infer(text: string, eachItemIsSample = false) {
  const reader = new ShapeReader(eachItemIsSample);
  readSamples(text, reader);
  const { root, notes } = inferTypes(reader.root, "Root");
  const model = finishModel(root, "Root", notes);
  return {
    ts: emitTypeScript(model, { typeAliases: false }).code.trim(),
    notes: model.notes.map((note) => note()),
    model,
  };
}

describe("notes", () => {
  it("say what the samples could not tell, in these words", () => {
    expect(emptyArrayNote("Root.tags")).toBe(
      "Root.tags is an empty array in every sample: its items are typed as unknown.",
    );
    expect(nullOnlyNote("Root.v")).toBe("Root.v is null in every sample: its type is unknown.");
    expect(emptyObjectNote("Root.meta")).toBe(
      "Root.meta is an empty object in every sample: it is typed as a map of unknown values.",
    );
  });
});

describe("inferTypes", () => {
  it("makes a key optional when some objects lack it", () => {
    expect(infer('{"a": 1, "b": "x"}\n{"a": 2}').ts).toBe(
      "export interface Root {\n  a: number;\n  b?: string;\n}",
    );
  });

  it("keeps a key required when it repeats within one object only", () => {
    expect(infer('{"a": 1, "a": 2}\n{"a": 3}').ts).toBe("export interface Root {\n  a: number;\n}");
  });

  it("unions null with the value a key has elsewhere", () => {
    expect(infer('{"v": null}\n{"v": "s"}').ts).toContain("  v: string | null;");
  });

  it("merges the objects of an array into one type whose missing keys are optional", () => {
    expect(infer('{"items": [{"id": 1}, {"id": 2, "name": "x"}, {"name": "y"}]}').ts).toBe(
      [
        "export interface Root {",
        "  items: Item[];",
        "}",
        "",
        "export interface Item {",
        "  id?: number;",
        "  name?: string;",
        "}",
      ].join("\n"),
    );
  });

  it("unions the primitives of a mixed array", () => {
    expect(infer('{"xs": [1, "a", true, null, 2.5]}').ts).toContain(
      "  xs: (string | number | boolean | null)[];",
    );
  });

  it("types a number integral in every sample as an integer, and any other as a float", () => {
    const { model } = infer(
      '{"i": 1, "f": 1, "b": 12345678901234567890}\n{"i": 2, "f": 2.5, "b": 1}',
    );
    const kinds = model.types[0].fields.map((field) => field.type.kind);
    expect(kinds).toEqual(["integer", "number", "bigInteger"]);
  });

  it("types objects, arrays and primitives at one key as their union", () => {
    expect(infer('{"v": {"a": 1}}\n{"v": [1]}\n{"v": false}').ts).toContain(
      "  v: V | number[] | boolean;",
    );
  });

  it("types an array empty in every sample as unknown[], with a note", () => {
    const { ts, notes } = infer('{"tags": []}\n{"tags": []}');
    expect(ts).toContain("  tags: unknown[];");
    expect(notes).toEqual([emptyArrayNote("Root.tags")]);
  });

  it("types the items of an array from the samples that have some", () => {
    const { ts, notes } = infer('{"tags": []}\n{"tags": ["a"]}');
    expect(ts).toContain("  tags: string[];");
    expect(notes).toEqual([]);
  });

  it("types a key null in every sample as null, with a note", () => {
    const { ts, notes } = infer('{"v": null}\n{"v": null}');
    expect(ts).toContain("  v: null;");
    expect(notes).toEqual([nullOnlyNote("Root.v")]);
  });

  it("types an object empty in every sample as a map of unknown values, with a note", () => {
    const { ts, notes } = infer('{"meta": {}}');
    expect(ts).toContain("  meta: { [key: string]: unknown };");
    expect(notes).toEqual([emptyObjectNote("Root.meta")]);
  });

  it("names places in notes by the type that holds them, inside arrays and at the root", () => {
    const { notes } = infer('{"rows": [{"cells": [[]], "first name": null}]}\n[]');
    expect(notes).toEqual([
      emptyArrayNote("Row.cells[]"),
      nullOnlyNote('Row["first name"]'),
      emptyArrayNote("Root"),
    ]);
  });

  it("gives objects of one shape one type, whatever their key order", () => {
    const { ts, model } = infer(
      '{"billing": {"street": "a", "city": "b"}, "shipping": {"city": "c", "street": "d"}, "contacts": [{"street": "e", "city": "f"}]}',
    );
    expect(model.types.map((type) => type.name)).toEqual(["Root", "Billing"]);
    expect(ts).toContain("  shipping: Billing;\n  contacts: Billing[];");
  });

  it("gives objects whose keys differ in optionality or type their own types", () => {
    const { model } = infer('{"a": {"x": 1}, "b": [{"x": 1}, {}], "c": {"x": "s"}, "d": {"y": 1}}');
    expect(model.types.map((type) => type.name)).toEqual(["Root", "A", "BItem", "C", "D"]);
  });

  it("names array items in the singular and numbers names that clash", () => {
    const { model } = infer(
      '{"categories": [{"a": 1}], "item": {"b": 1}, "items": [{"c": 1}], "data": [{"d": 1}]}',
    );
    expect(model.types.map((type) => type.name)).toEqual([
      "Root",
      "Category",
      "Item",
      "Item2",
      "DataItem",
    ]);
  });

  it("names the items of a root array after the root", () => {
    expect(infer('[{"a": 1}]').ts).toBe(
      "export type Root = RootItem[];\n\nexport interface RootItem {\n  a: number;\n}",
    );
  });

  it("names a type whose key has no letter or digit", () => {
    expect(
      infer('{"名前": {"a": 1}, "2fa": {"b": 1}}').model.types.map((type) => type.name),
    ).toEqual(["Root", "Type", "Type2fa"]);
  });
});
