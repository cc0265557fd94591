import { JsonSyntaxError } from "./json-scanner";
import { type JsonValueFactory, buildJsonValue } from "./json-value-builder";

type Plain = unknown;
/** Builds plain values, numbers as tagged text, repeated keys as a list of members. */
const plain: JsonValueFactory<Plain, [string, Plain][], Plain[]> = {
  object: () => [],
  array: () => [],
  member: (object, key, value) => void object.push([key, value]),
  item: (array, value) => void array.push(value),
  string: (value) => value,
  number: (text) => `#${text}`,
  boolean: (value) => value,
  null: () => null,
};

describe("buildJsonValue", () => {
  it("hands numbers over as written", () => {
    expect(buildJsonValue("[12.50, -0, 17478252242305210114]", plain).value).toEqual([
      "#12.50",
      "#-0",
      "#17478252242305210114",
    ]);
  });

  it("hands over every member in order, repeated keys included", () => {
    expect(buildJsonValue('{"b":1,"a":true,"b":null}', plain).value).toEqual([
      ["b", "#1"],
      ["a", true],
      ["b", null],
    ]);
  });

  it("decodes escaped strings and keys", () => {
    expect(buildJsonValue('{"a\\n":"\\u00e9"}', plain).value).toEqual([["a\n", "é"]]);
  });

  it("builds a lone scalar and reports the depth", () => {
    expect(buildJsonValue('"x"', plain)).toMatchObject({ value: "x", stats: { depth: 0 } });
    expect(buildJsonValue("[[[]]]", plain).stats.depth).toBe(3);
  });

  it("throws the scanner's syntax error", () => {
    expect(() => buildJsonValue("[1,]", plain)).toThrow(JsonSyntaxError);
  });
});
