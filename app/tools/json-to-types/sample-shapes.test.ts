// Reading JSON samples into shapes: number kinds as written, keys counted per object, several values
// one after another, and syntax errors placed in the whole text.
import { describe, expect, it } from "vitest";
import { JsonSyntaxError } from "~/lib/json/json-scanner";
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import {
  BIG_INTEGER,
  BOOLEAN,
  FLOAT,
  INTEGER,
  MAX_DEPTH,
  NULL,
  STRING,
  ShapeReader,
  numberKind,
  readSamples,
} from "./sample-shapes";

const kindOf = (text: string) => numberKind(text, 0, text.length);

function read(text: string, eachItemIsSample = false): ShapeReader {
  const reader = new ShapeReader(eachItemIsSample);
  readSamples(text, reader);
  return reader;
}

describe("numberKind", () => {
  it("reads a number with a fraction or an exponent as a float, as Go and Rust do", () => {
    expect(kindOf("1.0")).toBe(FLOAT);
    expect(kindOf("1e3")).toBe(FLOAT);
    expect(kindOf("1E3")).toBe(FLOAT);
    expect(kindOf("-0")).toBe(INTEGER);
    expect(kindOf("42")).toBe(INTEGER);
  });

  it("reads whole numbers outside the signed 64-bit range as big integers", () => {
    expect(kindOf("999999999999999999")).toBe(INTEGER);
    expect(kindOf("9223372036854775807")).toBe(INTEGER);
    expect(kindOf("9223372036854775808")).toBe(BIG_INTEGER);
    expect(kindOf("-9223372036854775808")).toBe(INTEGER);
    expect(kindOf("-9223372036854775809")).toBe(BIG_INTEGER);
    expect(kindOf("1000000000000000000")).toBe(INTEGER);
    expect(kindOf("10000000000000000000")).toBe(BIG_INTEGER);
  });

  it("reads only its part of the text", () => {
    expect(numberKind("[1.5,2]", 5, 6)).toBe(INTEGER);
    expect(numberKind("12.5", 0, 2)).toBe(INTEGER);
  });
});

describe("ShapeReader", () => {
  it("merges every value at a place: kinds as bits, objects counted, each key counted once per object", () => {
    const reader = read('[{"a": 1, "b": "x", "a": 2.5}, {"a": null}, true, [], "s"]');
    const items = reader.root.items!;
    expect(reader.root.kinds).toBe(0);
    expect(items.kinds).toBe(BOOLEAN | STRING);
    expect(items.items!.kinds).toBe(0);
    expect(items.object!.count).toBe(2);
    const a = items.object!.fields.get("a")!;
    expect(a.count).toBe(2);
    expect(a.shape.kinds).toBe(INTEGER | FLOAT | NULL);
    expect(items.object!.fields.get("b")!.count).toBe(1);
    expect(reader.samples).toBe(1);
  });

  it("takes the items of a top-level array as the samples when asked", () => {
    const reader = read('[{"a": 1}, {"b": 2}, 3]', true);
    expect(reader.samples).toBe(3);
    expect(reader.sampleLists).toBe(1);
    expect(reader.root.items).toBeNull();
    expect(reader.root.kinds).toBe(INTEGER);
    expect([...reader.root.object!.fields.keys()]).toEqual(["a", "b"]);
  });

  it("keeps arrays below the top level as arrays when each item is a sample", () => {
    const reader = read('[[1], [2]]\n{"x": [3]}', true);
    expect(reader.samples).toBe(3);
    expect(reader.root.items!.kinds).toBe(INTEGER);
    expect(reader.root.object!.fields.get("x")!.shape.items!.kinds).toBe(INTEGER);
  });

  it('notices a "$schema" key at the top of the first value only', () => {
    expect(read('{"a": 1, "$schema": "x"}').firstIsSchema).toBe(true);
    expect(read('{"a": {"$schema": "x"}}').firstIsSchema).toBe(false);
    expect(read('{"a": 1}\n{"$schema": "x"}').firstIsSchema).toBe(false);
    expect(read('[{"$schema": "x"}]', true).firstIsSchema).toBe(false);
  });

  it("decodes escaped keys", () => {
    expect([...read('{"a\\u0062\\n": 1}').root.object!.fields.keys()]).toEqual(["ab\n"]);
  });
});

describe("readSamples", () => {
  it("reads JSON Lines and values separated by white space, one sample each", () => {
    const reader = read('{"a": 1}\n{"a": 2}\r\n\n  [3] "x"\n');
    expect(reader.values).toBe(4);
    expect(reader.samples).toBe(4);
    expect(reader.root.object!.count).toBe(2);
  });

  it("places an error in a later value at its line and column in the whole text", () => {
    const error = thrownToolError(() => read('{"a": 1}\n{"a": 2}\n  {"a" 3}'));
    expect(error).toBeInstanceOf(JsonSyntaxError);
    expect(error.message).toBe("Expected ':' after property name at line 3, column 8");
    expect([error.line, error.column]).toEqual([3, 8]);
    expect([(error as JsonSyntaxError).from, (error as JsonSyntaxError).to]).toEqual([25, 26]);
  });

  it("places an error many lines down, past column 9", () => {
    const text = `{"a": 1}${"\n".repeat(11)}${" ".repeat(10)}{"b" 2}`;
    expect(thrownToolError(() => read(text)).message).toBe(
      "Expected ':' after property name at line 12, column 16",
    );
  });

  it("moves a position of two digits, counted within a later value, into the whole text", () => {
    const text = `{"a": 1}\n{${"\n".repeat(11)}${" ".repeat(10)}"b" 2}`;
    expect(thrownToolError(() => read(text)).message).toBe(
      "Expected ':' after property name at line 13, column 15",
    );
  });

  it("places an error on the line of an earlier value's end at its column", () => {
    expect(thrownToolError(() => read('{"a": 1} {"b": }')).message).toBe(
      "Unexpected token } at line 1, column 16",
    );
  });

  it("keeps the scanner's own message for an error in the first value", () => {
    expect(thrownToolError(() => read('{"a": 1,}')).message).toBe(
      "Trailing comma before '}' at line 1, column 8",
    );
    expect(thrownToolError(() => read("[1, 2")).message).toBe(
      "Expected ',' or ']' after array element at line 1, column 6",
    );
  });

  it(`refuses values nested more than ${MAX_DEPTH} levels deep, and takes ${MAX_DEPTH}`, () => {
    expect(read("[".repeat(MAX_DEPTH) + "]".repeat(MAX_DEPTH)).samples).toBe(1);
    const deeper = "[".repeat(MAX_DEPTH + 1) + "]".repeat(MAX_DEPTH + 1);
    expect(thrownToolError(() => read(deeper)).message).toBe(
      "Nested more than 1,000 levels deep at line 1, column 1001",
    );
  });

  it("lets errors other than syntax errors through", () => {
    const reader = new ShapeReader(false);
    reader.scalar = () => {
      throw new RangeError("boom");
    };
    expect(() => readSamples("1", reader)).toThrow(RangeError);
  });
});
