// JSON mode: the difference lines for hand-written cases (nesting, key order, types, null, numbers
// by value, arrays by a diff of their elements), the messages for bad JSON, and Python's json
// module as the judge of which pairs are equal.
import { seededRandom } from "../../../test-support/random";
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import { askPython } from "../../../test-support/text-diff/python-difflib";
import {
  MAX_JSON_DEPTH,
  MAX_LISTED_DIFFERENCES,
  MAX_VALUE_CHARS,
  differenceText,
  jsonDiff,
  numberKey,
  pathStep,
} from "./json-diff";

const lines = (original: string, changed: string) =>
  jsonDiff(original, changed).differences.map(differenceText);

describe("jsonDiff", () => {
  it("lists changed, added and removed values by path", () => {
    expect(
      lines(
        '{"name": "cart", "items": [{"sku": "a", "qty": 1}, {"sku": "b", "qty": 1}, {"sku": "c", "qty": 1}], "old": 3}',
        '{"name": "cart", "items": [{"sku": "a", "qty": 1}, {"sku": "b", "qty": 1}, {"sku": "c", "qty": 2}], "new": "x"}',
      ),
    ).toEqual(["$.items[2].qty: 1 → 2", "$.old: removed 3", '$.new: added "x"']);
  });

  it("ignores the order of keys, and white space between tokens", () => {
    expect(
      lines('{"a": 1, "b": {"c": [1, 2], "d": null}}', '{"b":{"d":null,"c":[1,2]},"a":1}'),
    ).toEqual([]);
  });

  it("compares numbers by value: 1, 1.0, 1e0 and 10e-1 are equal, so are 0 and -0", () => {
    expect(
      lines(
        "[1, 2.50, 100, 0, 0.0, 123456789012345678901234567890]",
        "[1.0, 2.5, 1e2, -0, -0e5, 123456789012345678901234567890.0]",
      ),
    ).toEqual([]);
    expect(lines("[10e-1, 1E+0]", "[1, 1]")).toEqual([]);
    // Exactly, beyond what a double holds: these differ.
    expect(lines("[12345678901234567890]", "[12345678901234567891]")).toEqual([
      "$[0]: 12345678901234567890 → 12345678901234567891",
    ]);
    expect(lines("[-1]", "[1]")).toEqual(["$[0]: -1 → 1"]);
    expect(lines("[1e400]", "[1e401]")).toEqual(["$[0]: 1e400 → 1e401"]);
  });

  it("writes each number as its text says, and names one value by its decimal form", () => {
    expect(numberKey("12.50e1")).toBe("125e0");
    expect(numberKey("125")).toBe("125e0");
    expect(numberKey("-0.0012")).toBe("-12e-4");
    expect(numberKey("1200")).toBe("12e2");
    expect(numberKey("-0")).toBe("0");
    expect(numberKey("0.000")).toBe("0");
    expect(numberKey("007")).toBe("7e0");
    expect(numberKey("1e99999999999999999999")).toBe("1e99999999999999999999");
    expect(numberKey("10e-99999999999999999999")).toBe("1e-99999999999999999998");
    expect(numberKey("1E+2")).toBe(numberKey("100"));
  });

  it("reports a change of type as a change of value", () => {
    expect(
      lines(
        '{"a": 1, "b": "1", "c": null, "d": [1], "e": {"x": 1}, "f": true, "g": []}',
        '{"a": "1", "b": 1, "c": false, "d": {"0": 1}, "e": [1], "f": 1, "g": {}}',
      ),
    ).toEqual([
      '$.a: 1 → "1"',
      '$.b: "1" → 1',
      "$.c: null → false",
      '$.d: [1] → {"0":1}',
      '$.e: {"x":1} → [1]',
      "$.f: true → 1",
      "$.g: [] → {}",
    ]);
    expect(lines("1", '"1"')).toEqual(['$: 1 → "1"']);
    expect(lines("true", "false")).toEqual(["$: true → false"]);
    expect(lines("null", "null")).toEqual([]);
  });

  it("matches array elements by a diff, so an insertion is one addition", () => {
    expect(lines("[1, 2, 3]", "[0, 1, 2, 3]")).toEqual(["$[0]: added 0"]);
    expect(lines("[1, 2, 3]", "[1, 3]")).toEqual(["$[1]: removed 2"]);
    expect(lines("[1, 2, 3]", "[1, 5, 3]")).toEqual(["$[1]: 2 → 5"]);
    expect(lines("[1, 2, 3, 4]", "[1, 5, 4, 6]")).toEqual([
      "$[1]: 2 → 5",
      "$[2]: removed 3",
      "$[3]: added 6",
    ]);
    expect(lines("[1, 4]", "[1, 5, 6, 4]")).toEqual(["$[1]: added 5", "$[2]: added 6"]);
    // A changed element in both is named by its index in the Original.
    expect(lines('[0, {"a": 1}]', '[9, 9, {"a": 2}]')).toEqual([
      "$[0]: 0 → 9",
      '$[1]: {"a":1} → 9',
      '$[2]: added {"a":2}',
    ]);
    expect(lines('[[1, [2]], {"k": [3]}]', '[[1, [2, 0]], {"k": []}]')).toEqual([
      "$[0][1][1]: added 0",
      "$[1].k[0]: removed 3",
    ]);
  });

  it("matches array elements that are equal objects with their keys in another order", () => {
    // Two equal objects on each side: keeping them both is the longest common run, so only the 7
    // moves (Python: [json.dumps(v, sort_keys=True) for v in ...] through difflib agrees).
    expect(
      lines('[{"a": 1, "b": 2}, {"a": 1, "b": 2}, 7]', '[7, {"b": 2, "a": 1}, {"b": 2, "a": 1}]'),
    ).toEqual(["$[0]: added 7", "$[2]: removed 7"]);
  });

  it("tells the arrays [1, 2] and [12] apart however many values come before them", () => {
    const thirteen = `[${Array.from({ length: 13 }, (_, k) => k).join(", ")}]`;
    expect(lines(`[${thirteen}, [1, 2]]`, `[${thirteen}, [12]]`)).toEqual([
      "$[1][0]: 1 → 12",
      "$[1][1]: removed 2",
    ]);
  });

  it("names each kind of difference, and shows an object with all its members", () => {
    expect(
      jsonDiff('{"a": {"x": 1, "y": [true, null]}, "b": 1}', '{"b": "1", "c": false}').differences,
    ).toEqual([
      { path: "$.a", kind: "removed", before: '{"x":1,"y":[true,null]}' },
      { path: "$.b", kind: "changed", before: "1", after: '"1"' },
      { path: "$.c", kind: "added", after: "false" },
    ]);
  });

  it("quotes keys that are not identifiers", () => {
    expect(pathStep("name")).toBe(".name");
    expect(pathStep("$ref")).toBe(".$ref");
    expect(pathStep("_x9")).toBe("._x9");
    expect(pathStep("a b")).toBe('["a b"]');
    expect(pathStep("9lives")).toBe('["9lives"]');
    expect(pathStep("")).toBe('[""]');
    expect(pathStep('say "hi"')).toBe('["say \\"hi\\""]');
    expect(pathStep("é")).toBe('["é"]');
    expect(pathStep("a-b")).toBe('["a-b"]');
    expect(lines('{"a b": {"c.d": 1}}', '{"a b": {"c.d": 2}}')).toEqual(['$["a b"]["c.d"]: 1 → 2']);
  });

  it("keeps the last of repeated keys, as JSON.parse and Python do", () => {
    expect(lines('{"a": 1, "a": 2}', '{"a": 2}')).toEqual([]);
  });

  it("shows values as compact JSON, cut at MAX_VALUE_CHARS characters", () => {
    const long = "x".repeat(200);
    const [line] = lines(`{"s": "${long}"}`, '{"s": 1}');
    expect(line).toBe(`$.s: "${"x".repeat(MAX_VALUE_CHARS - 2)}… → 1`);
    const [big] = lines("{}", `{"list": [${Array.from({ length: 100 }, (_, k) => k).join(", ")}]}`);
    const list = `[${Array.from({ length: 100 }, (_, k) => k).join(",")}]`;
    expect(big).toBe(`$.list: added ${list.slice(0, MAX_VALUE_CHARS - 1)}…`);
    const [nested] = lines(
      "{}",
      `{"o": {${Array.from({ length: 30 }, (_, k) => `"k${k}": {"v": [${k}]}`).join(", ")}}}`,
    );
    expect(nested.endsWith("…")).toBe(true);
    expect(nested.length).toBe("$.o: added ".length + MAX_VALUE_CHARS);
    // An emoji is never cut in half.
    const emoji = "😀".repeat(60);
    expect(lines(`["${emoji}"]`, "[]")).toEqual([`$[0]: removed "${"😀".repeat(39)}…`]);
    expect(lines(`["x${emoji}"]`, "[]")).toEqual([`$[0]: removed "x${"😀".repeat(38)}…`]);
    // The cut falls after the emoji's first half, with plain letters past it.
    const straddling = `${"a".repeat(MAX_VALUE_CHARS - 3)}😀${"b".repeat(10)}`;
    expect(lines(`["${straddling}"]`, "[]")).toEqual([
      `$[0]: removed "${"a".repeat(MAX_VALUE_CHARS - 3)}…`,
    ]);
    const [exact] = lines("[]", `["${"y".repeat(MAX_VALUE_CHARS - 2)}"]`);
    expect(exact).toBe(`$[0]: added "${"y".repeat(MAX_VALUE_CHARS - 2)}"`);
    expect(lines('{"s": "tab\\there"}', '{"s": "é\\u0000"}')).toEqual([
      '$.s: "tab\\there" → "é\\u0000"',
    ]);
  });

  it("counts every difference but lists at most MAX_LISTED_DIFFERENCES", () => {
    const count = MAX_LISTED_DIFFERENCES + 5;
    const keys = (value: number) =>
      `{${Array.from({ length: count }, (_, k) => `"k${k}":${value}`).join(",")}}`;
    const diff = jsonDiff(keys(1), keys(2));
    expect(diff.total).toBe(count);
    expect(diff.differences).toHaveLength(MAX_LISTED_DIFFERENCES);
    expect(differenceText(diff.differences[0])).toBe("$.k0: 1 → 2");
  });

  it("names the field, line and column of bad JSON", () => {
    const error = thrownToolError(() => jsonDiff('{\n  "a": 1,\n}', "{}"));
    expect(error.message).toBe(
      "Original is not valid JSON: Trailing comma before '}' at line 2, column 9",
    );
    expect([error.line, error.column]).toEqual([2, 9]);
    const changed = thrownToolError(() => jsonDiff("{}", "[1, 2"));
    expect(changed.message).toBe(
      "Changed is not valid JSON: Expected ',' or ']' after array element at line 1, column 6",
    );
    expect(thrownToolError(() => jsonDiff("", "{}")).message).toBe(
      "Original is not valid JSON: Unexpected end of input at line 1, column 1",
    );
  });

  it("refuses documents nested deeper than MAX_JSON_DEPTH, and takes them up to it", () => {
    const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
    expect(thrownToolError(() => jsonDiff("1", nested(MAX_JSON_DEPTH + 1))).message).toBe(
      `Changed is not valid JSON: Nested more than 1,000 levels deep at line 1, column ${MAX_JSON_DEPTH + 1}`,
    );
    expect(lines(nested(MAX_JSON_DEPTH), nested(MAX_JSON_DEPTH))).toEqual([]);
    expect(lines(nested(MAX_JSON_DEPTH), `[${nested(MAX_JSON_DEPTH - 1)},1]`)).toEqual([
      "$[1]: added 1",
    ]);
  });

  it("finds no difference exactly when Python's json.loads gives equal values", () => {
    const random = seededRandom(51);
    const below = (n: number) => Math.floor(random() * n);
    const NUMBERS = [
      "0",
      "-0",
      "1",
      "1.0",
      "1e0",
      "10e-1",
      "2.5",
      "2.50",
      "-3",
      "100",
      "1E2",
      "0.1",
      "12345678901234567890",
    ];
    const STRINGS = ["", "a", "A", "é", "😀", "a b"];
    const KEYS = ["a", "b", "c d", "é"];
    const value = (depth: number): unknown => {
      const kind = below(depth > 2 ? 4 : 6);
      if (kind === 0) return { number: NUMBERS[below(NUMBERS.length)] };
      if (kind === 1) return STRINGS[below(STRINGS.length)];
      if (kind === 2) return [null, true, false][below(3)];
      if (kind === 3) return { number: String(below(3)) };
      if (kind === 4) return Array.from({ length: below(4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: below(4) }, () => [KEYS[below(KEYS.length)], value(depth + 1)]),
      );
    };
    // Writes numbers as their text, and keys in a random order, with random spacing.
    const write = (item: unknown): string => {
      const space = () => [" ", "", "\n  "][below(3)];
      if (Array.isArray(item)) return `[${item.map((x) => space() + write(x)).join(",")}]`;
      if (item !== null && typeof item === "object") {
        if ("number" in item && typeof item.number === "string") return item.number;
        const entries = Object.entries(item).sort(() => random() - 0.5);
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${space()}${write(v)}`).join(",")}}`;
      }
      return JSON.stringify(item);
    };
    const pairs = Array.from({ length: 300 }, () => {
      const original = value(0);
      // Half the time the same value written anew (other key order, other number spellings).
      return [write(original), write(random() < 0.5 ? original : value(0))] as const;
    });
    const equal = askPython<boolean>(pairs.map(([a, b]) => ["jsonEqual", [a, b]]));
    let equalCount = 0;
    pairs.forEach(([a, b], k) => {
      const diff = jsonDiff(a, b);
      expect(
        diff.total === 0,
        `${a} vs ${b}: ${diff.differences.map(differenceText).join("; ")}`,
      ).toBe(equal[k]);
      expect(diff.differences).toHaveLength(diff.total);
      if (equal[k]) equalCount++;
    });
    expect(equalCount).toBeGreaterThan(100);
    expect(equalCount).toBeLessThan(250);
  });
});
