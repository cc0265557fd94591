// The type model of JSON to Types: unions kept canonical, null split off, enum bases, and the names,
// order and cycles of object types.
import { describe, expect, it } from "vitest";
import {
  type ObjectType,
  RESERVED_TYPE_NAMES,
  type TypeRef,
  UNKNOWN,
  dependencyOrder,
  enumBase,
  fieldPath,
  finishModel,
  newObjectType,
  objectTypesIn,
  primitive,
  splitNull,
  typeKey,
  unionOf,
} from "./type-model";

const string = primitive("string");
const integer = primitive("integer");
const number = primitive("number");
const big = primitive("bigInteger");
const nil = primitive("null");
const object = (type: ObjectType): TypeRef => ({ kind: "object", type });
const array = (items: TypeRef): TypeRef => ({ kind: "array", items });

describe("RESERVED_TYPE_NAMES", () => {
  it("holds each language's own type names and the names the code refers to", () => {
    expect([...RESERVED_TYPE_NAMES].sort()).toEqual(
      (
        "Any Array BaseModel BigInt Bool Boolean Box Date Deserialize Dict Dictionary Error False Field " +
        "Function HashMap JsonElement JsonPropertyName List Literal Map None Number Object Option Optional " +
        "Promise Record Result Self Serialize String Symbol True Union Value Vec"
      ).split(" "),
    );
  });
});

describe("typeKey", () => {
  it("writes arrays in brackets, so arrays of different items stay apart in a union", () => {
    expect(typeKey(array(string))).toBe("[string]");
    expect(unionOf([array(string), array(integer)])).toEqual({
      kind: "union",
      members: [array(string), array(integer)],
    });
  });

  it("is equal for equal types and apart for different ones", () => {
    const a = newObjectType("A");
    expect(typeKey(array(string))).toBe(typeKey(array(primitive("string"))));
    expect(typeKey({ kind: "map", values: string })).toBe("{string}");
    expect(typeKey({ kind: "enum", values: ["a", 1] })).toBe('enum["a",1]');
    expect(typeKey(object(a))).toBe(typeKey(object(a)));
    expect(typeKey(object(a))).not.toBe(typeKey(object(newObjectType("A"))));
    expect(typeKey({ kind: "union", members: [string, nil] })).toBe("(string|null)");
  });
});

describe("unionOf", () => {
  it("is the type itself for one member and unknown for none", () => {
    expect(unionOf([string])).toBe(string);
    expect(unionOf([])).toBe(UNKNOWN);
  });

  it("flattens nested unions, drops repeats and puts null last", () => {
    const inner = unionOf([nil, integer]);
    expect(unionOf([inner, string, primitive("string")])).toEqual({
      kind: "union",
      members: [string, integer, nil],
    });
  });

  it("orders members: objects, arrays, maps, enums, strings, numbers, booleans, null", () => {
    const a = object(newObjectType("A"));
    const members = [
      nil,
      primitive("boolean"),
      integer,
      string,
      { kind: "enum", values: ["x"] } as TypeRef,
    ];
    const union = unionOf([...members, { kind: "map", values: string }, array(string), a]);
    expect(union.kind === "union" && union.members.map((m) => m.kind)).toEqual([
      "object",
      "array",
      "map",
      "enum",
      "string",
      "integer",
      "boolean",
      "null",
    ]);
  });

  it("lets numbers absorb integers, and big integers absorb integers", () => {
    expect(unionOf([integer, number])).toBe(number);
    expect(unionOf([big, number])).toBe(number);
    expect(unionOf([integer, big])).toBe(big);
    expect(unionOf([integer, big, string])).toEqual({ kind: "union", members: [string, big] });
  });

  it("is unknown when any member is unknown", () => {
    expect(unionOf([string, UNKNOWN, nil])).toBe(UNKNOWN);
  });

  it("unpacks a lone union", () => {
    const union: TypeRef = { kind: "union", members: [string, string] };
    expect(unionOf([union])).toBe(string);
  });
});

describe("splitNull", () => {
  it("separates null from the rest of a type", () => {
    expect(splitNull(nil)).toEqual({ nullable: true, inner: null });
    expect(splitNull(string)).toEqual({ nullable: false, inner: string });
    expect(splitNull(unionOf([string, nil]))).toEqual({ nullable: true, inner: string });
    expect(splitNull(unionOf([string, integer]))).toEqual({
      nullable: false,
      inner: unionOf([string, integer]),
    });
    expect(splitNull(unionOf([string, integer, nil]))).toEqual({
      nullable: true,
      inner: { kind: "union", members: [string, integer] },
    });
  });
});

describe("enumBase", () => {
  it.each([
    [["a", "b"], "string"],
    [[1, 2], "integer"],
    [[1, 2.5], "number"],
    [[2.5], "number"],
    [[true], "boolean"],
    [["a", 1], null],
    [[1, 2.5, "x"], null],
  ])("%j is %s", (values, base) => {
    expect(enumBase(values)).toBe(base);
  });
});

describe("finishModel", () => {
  it("names the root object after the root name and the others after their hints, numbered on a clash", () => {
    const b = newObjectType("Item");
    const c = newObjectType("Item");
    const root = newObjectType("Whatever", [
      { key: "b", type: object(b), optional: false },
      { key: "c", type: array(object(c)), optional: false },
    ]);
    const model = finishModel(object(root), "Root", []);
    expect(model.types.map((t) => t.name)).toEqual(["Root", "Item", "Item2"]);
    expect(model.rootName).toBe("Root");
  });

  it("keeps the root name and the languages' own type names from object types", () => {
    const a = newObjectType("Root");
    const s = newObjectType("String");
    const model = finishModel(unionOf([array(object(a)), object(s)]), "Root", []);
    expect(model.types.map((t) => t.name)).toEqual(["String2", "Root2"]);
    expect(RESERVED_TYPE_NAMES.has("Vec")).toBe(true);
  });

  it("names types in the order a reader meets them, depth first", () => {
    const leaf = newObjectType("Leaf");
    const first = newObjectType("First", [{ key: "leaf", type: object(leaf), optional: false }]);
    const second = newObjectType("Second", [{ key: "again", type: object(leaf), optional: false }]);
    const root = newObjectType("R", [
      { key: "first", type: object(first), optional: false },
      { key: "second", type: object(second), optional: true },
    ]);
    const model = finishModel(object(root), "Root", []);
    expect(model.types.map((t) => t.name)).toEqual(["Root", "First", "Leaf", "Second"]);
    expect(dependencyOrder(model).map((t) => t.name)).toEqual(["Leaf", "First", "Second", "Root"]);
    expect(model.recursive.size).toBe(0);
  });

  it("finds the types on a cycle, a type referring to itself included", () => {
    const self = newObjectType("Loop");
    self.fields = [{ key: "next", type: unionOf([object(self), nil]), optional: true }];
    const a = newObjectType("A");
    const b = newObjectType("B", [{ key: "a", type: array(object(a)), optional: false }]);
    a.fields = [{ key: "b", type: { kind: "map", values: object(b) }, optional: false }];
    const plain = newObjectType("Plain", [{ key: "x", type: string, optional: false }]);
    const root = newObjectType("R", [
      { key: "self", type: object(self), optional: false },
      { key: "a", type: object(a), optional: false },
      { key: "plain", type: object(plain), optional: false },
    ]);
    const model = finishModel(object(root), "Root", []);
    expect([...model.recursive].map((t) => t.name).sort()).toEqual(["A", "B", "Loop"]);
    expect(dependencyOrder(model).map((t) => t.name)).toEqual(["Loop", "B", "A", "Plain", "Root"]);
  });
});

describe("objectTypesIn", () => {
  it("finds object types in arrays, maps and unions", () => {
    const [a, b, c] = [newObjectType("A"), newObjectType("B"), newObjectType("C")];
    const type = unionOf([array(object(a)), { kind: "map", values: object(b) }, object(c), string]);
    expect(objectTypesIn(type)).toEqual([c, a, b]);
    expect(objectTypesIn(string)).toEqual([]);
  });
});

describe("fieldPath", () => {
  it("writes identifier keys with a dot and others in brackets", () => {
    expect(fieldPath("Root", "tags")).toBe("Root.tags");
    expect(fieldPath("Root", "$id_2")).toBe("Root.$id_2");
    expect(fieldPath("Root", "first name")).toBe('Root["first name"]');
    expect(fieldPath("Root", "2fa")).toBe('Root["2fa"]');
  });
});
