// valueSpans: the characters of each wanted value in a valid JSON text, found by one walk that jumps
// over everything not on the way; checked by hand and against every value of random documents.
import { seededRandom } from "../../../test-support/random";
import { type JsonLocation, valueSpans } from "./json-spans";

/** The text each location's span covers, or null. */
const spanned = (text: string, locations: JsonLocation[]) =>
  valueSpans(text, locations).map((span) => (span ? text.slice(span.from, span.to) : null));

/** Every location in `value`, in document order, with the value's JSON. */
function allLocations(value: unknown, at: (string | number)[] = []): JsonLocation[] {
  const here: JsonLocation[] = [at];
  if (Array.isArray(value))
    value.forEach((item, i) => here.push(...allLocations(item, [...at, i])));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) here.push(...allLocations(item, [...at, key]));
  }
  return here;
}

function valueAt(value: unknown, location: JsonLocation): unknown {
  return location.reduce<unknown>(
    (v, part) => (v as Record<string | number, unknown>)[part],
    value,
  );
}

describe("valueSpans", () => {
  it("returns no spans, and reads nothing, for no locations", () => {
    expect(valueSpans("not even JSON", [])).toEqual([]);
    expect(valueSpans("[", [])).toEqual([]);
  });

  it("spans the root without the white space around it", () => {
    expect(valueSpans(" \t\r\n{} \n", [[]])).toEqual([{ from: 4, to: 6 }]);
    expect(spanned("-1.5e+3", [[]])).toEqual(["-1.5e+3"]);
  });

  it("spans scalars of every kind, however they end", () => {
    const text = '[1,-0.5E-2 ,true\n,false\t,null\r\n,"s",1e5]';
    expect(spanned(text, [[0], [1], [2], [3], [4], [5], [6]])).toEqual([
      "1",
      "-0.5E-2",
      "true",
      "false",
      "null",
      '"s"',
      "1e5",
    ]);
    expect(spanned('{"a":1}', [["a"]])).toEqual(["1"]);
    expect(spanned('{"a":null }', [["a"]])).toEqual(["null"]);
  });

  it("finds string ends past escaped quotes and backslashes", () => {
    const text = String.raw`["a\"b", "c\\", "d\\\"e", "\\\\", "x"]`;
    expect(spanned(text, [[0], [1], [2], [3], [4]])).toEqual([
      String.raw`"a\"b"`,
      String.raw`"c\\"`,
      String.raw`"d\\\"e"`,
      String.raw`"\\\\"`,
      '"x"',
    ]);
  });

  it("jumps over containers holding brackets and quotes inside strings", () => {
    const text = '{"skip": {"x": "]}\\"[{", "y": [[], {}]}, "want": [1, {"k": "v"}]}';
    expect(spanned(text, [["want"], ["want", 1, "k"], ["skip"]])).toEqual([
      '[1, {"k": "v"}]',
      '"v"',
      '{"x": "]}\\"[{", "y": [[], {}]}',
    ]);
  });

  it("spans empty containers, including ones the locations go into", () => {
    const text = '{"a": [ ], "b": { }, "c": [{}]}';
    expect(spanned(text, [["a"], ["b"], ["c", 0], ["a", 0], ["b", "x"]])).toEqual([
      "[ ]",
      "{ }",
      "{}",
      null,
      null,
    ]);
  });

  it("gives null where the text has no value: a missing member, an index past the end, a wrong kind", () => {
    const text = '{"a": [1, 2], "s": "str"}';
    expect(spanned(text, [["b"], ["a", 2], ["a", "0"], [0], ["s", 0], ["s", "x"]])).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("matches keys by their decoded text", () => {
    const text = '{"\\u0061": 1, "b\\"": 2, "\\\\": 3}';
    expect(spanned(text, [["a"], ['b"'], ["\\"]])).toEqual(["1", "2", "3"]);
  });

  it("keeps the span of the last of a key written twice, at any depth", () => {
    expect(spanned('{"a": 1, "a": {"b": 2, "b": 3}}', [["a"], ["a", "b"]])).toEqual([
      '{"b": 2, "b": 3}',
      "3",
    ]);
  });

  it("answers each location in the order given, repeated ones included", () => {
    expect(spanned("[10, [20, 30]]", [[1, 1], [0], [1, 1], [1]])).toEqual([
      "30",
      "10",
      "30",
      "[20, 30]",
    ]);
  });

  it("skips a byte order mark, keeping offsets into the text as given", () => {
    expect(valueSpans('\uFEFF {"a": 7}', [["a"]])).toEqual([{ from: 8, to: 9 }]);
  });

  it("goes 10,000 levels deep without recursion", () => {
    const depth = 10_000;
    const text = "[".repeat(depth) + "]".repeat(depth);
    const deepest = Array.from({ length: depth - 1 }, () => 0);
    expect(valueSpans(text, [deepest])).toEqual([{ from: depth - 1, to: depth + 1 }]);
  });

  it("spans every value of 200 random documents exactly where JSON.stringify wrote it", () => {
    const random = seededRandom(2026);
    const make = (depth: number): unknown => {
      const kind = Math.floor(random() * (depth > 3 ? 4 : 6));
      if (kind === 0) return [null, true, false][Math.floor(random() * 3)];
      if (kind === 1) return Math.round((random() - 0.5) * 1e6) / 100;
      if (kind === 2 || kind === 3)
        return ["", "]", '"q"', "\\", "é😀", "{[,:]}"][Math.floor(random() * 6)];
      const items = Array.from({ length: Math.floor(random() * 4) }, () => make(depth + 1));
      if (kind === 4) return items;
      return Object.fromEntries(items.map((item, i) => [["k", "]", '"', ""][i % 4] + i, item]));
    };
    for (let n = 0; n < 200; n++) {
      const value = make(0);
      const text = JSON.stringify(value, null, n % 3);
      const locations = allLocations(value);
      const spans = spanned(text, locations);
      expect(spans.map((span) => JSON.parse(span!) as unknown)).toEqual(
        locations.map((location) => valueAt(value, location)),
      );
    }
  });
});
