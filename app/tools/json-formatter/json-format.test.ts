import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  MAX_FORMAT_DEPTH,
  formatJson,
  formatJsonUtf8,
  isJsonIndent,
  minifyJson,
  validSummary,
  validateJson,
} from "./json-format";

const format = (text: string, options = {}) => formatJson(text, options).output;
const minify = (text: string, options = {}) => minifyJson(text, options).output;

describe("formatting", () => {
  it("indents with 2 spaces by default and puts one space after each colon", () => {
    expect(format('{"a":1,"b":[true,null]}')).toBe(
      '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}',
    );
  });

  it("indents with 4 spaces or a tab on request", () => {
    expect(format("[1]", { indent: "4" })).toBe("[\n    1\n]");
    expect(format('{"a":[1]}', { indent: "tab" })).toBe('{\n\t"a": [\n\t\t1\n\t]\n}');
  });

  it("keeps empty objects and arrays on one line", () => {
    expect(format('{"a":{},"b":[ ]}')).toBe('{\n  "a": {},\n  "b": []\n}');
  });

  it("formats a lone scalar as itself", () => {
    expect(format('  "text"  ')).toBe('"text"');
  });

  it("re-indents already formatted JSON with different whitespace", () => {
    expect(format('{\n\t\t"a" :\n 1 }')).toBe('{\n  "a": 1\n}');
  });
});

describe("numbers and strings are kept exactly as written", () => {
  it("keeps a big integer that a double cannot hold", () => {
    expect(format('{"id":17478252242305210114}')).toBe('{\n  "id": 17478252242305210114\n}');
    expect(minify('{ "id" : 17478252242305210114 }')).toBe('{"id":17478252242305210114}');
  });

  it("keeps the trailing zero of a decimal and the form of an exponent", () => {
    expect(minify("[1.10, 6.02E+23, -0, 1e-7, 0.1000000000000000055511151231257827]")).toBe(
      "[1.10,6.02E+23,-0,1e-7,0.1000000000000000055511151231257827]",
    );
  });

  it("keeps escapes as written instead of rewriting them", () => {
    expect(minify('[ "\\u00e9", "é", "\\/", "\\ud83d\\ude00" ]')).toBe(
      '["\\u00e9","é","\\/","\\ud83d\\ude00"]',
    );
  });

  it("keeps big numbers when sorting keys", () => {
    expect(minify('{"b":1.10,"a":17478252242305210114}', { sortKeys: true })).toBe(
      '{"a":17478252242305210114,"b":1.10}',
    );
  });
});

describe("minifying", () => {
  it("removes all whitespace between tokens but none inside strings", () => {
    expect(minify('{\n  "a b": [ 1 , 2 ],\n  "c": " x "\n}')).toBe('{"a b":[1,2],"c":" x "}');
  });
});

describe("sorting keys", () => {
  it("is off by default", () => {
    expect(minify('{"b":1,"a":2}')).toBe('{"b":1,"a":2}');
  });

  it("sorts every object's keys, recursively, and leaves array order alone", () => {
    expect(minify('{"b":{"z":1,"y":2},"a":[{"d":1,"c":2},3,1]}', { sortKeys: true })).toBe(
      '{"a":[{"c":2,"d":1},3,1],"b":{"y":2,"z":1}}',
    );
  });

  it("orders by UTF-16 code units: capitals before lower case, escapes by what they mean", () => {
    expect(minify('{"b":1,"a":2,"B":3,"\\u0041":4,"é":5,"_":6}', { sortKeys: true })).toBe(
      '{"\\u0041":4,"B":3,"_":6,"a":2,"b":1,"é":5}',
    );
  });

  it("keeps duplicate keys, in their original order", () => {
    expect(minify('{"b":1,"a":"first","a":"second"}', { sortKeys: true })).toBe(
      '{"a":"first","a":"second","b":1}',
    );
  });

  it("formats sorted output with the chosen indentation", () => {
    expect(format('{"b":[],"a":{}}', { sortKeys: true, indent: "4" })).toBe(
      '{\n    "a": {},\n    "b": []\n}',
    );
  });
});

describe("validating", () => {
  it("counts objects, arrays, keys and depth", () => {
    expect(validateJson('{"a":[{"b":null}],"c":{}}')).toEqual({
      objects: 3,
      arrays: 1,
      keys: 3,
      depth: 3,
    });
  });

  it("summarises the counts in words, singular where there is one", () => {
    expect(validSummary(validateJson('{"a":[1],"b":{"c":[]}}'))).toBe(
      "Valid JSON: 2 objects, 2 arrays, 3 keys, depth 3",
    );
    expect(validSummary(validateJson('{"a":[]}'))).toBe(
      "Valid JSON: 1 object, 1 array, 1 key, depth 2",
    );
  });

  it("gives the same counts as formatting does", () => {
    const text = '[{"a":1},{"b":[2]}]';
    expect(formatJson(text).stats).toEqual(validateJson(text));
    expect(minifyJson(text, { sortKeys: true }).stats).toEqual(validateJson(text));
  });
});

describe("invalid JSON", () => {
  it("fails with the parser's message, line and column, never a bare 'invalid JSON'", () => {
    expect(thrownMessage(() => formatJson('{\n  "a": 1,\n}'))).toBe(
      "Trailing comma before '}' at line 2, column 9",
    );
    expect(thrownMessage(() => minifyJson("[1, 2"))).toBe(
      "Expected ',' or ']' after array element at line 1, column 6",
    );
  });

  it("fails the same way when sorting keys", () => {
    expect(thrownMessage(() => formatJson('{"a": }', { sortKeys: true }))).toBe(
      "Unexpected token } at line 1, column 7",
    );
  });
});

describe("nesting deeper than the formatter's limit", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("formats JSON exactly at the limit", () => {
    expect(formatJson(nested(MAX_FORMAT_DEPTH)).stats.depth).toBe(MAX_FORMAT_DEPTH);
  });

  it("stops at the first opener past the limit, with its line and column", () => {
    expect(thrownMessage(() => formatJson(nested(MAX_FORMAT_DEPTH + 1)))).toBe(
      "Nested more than 1,000 levels deep at line 1, column 1001",
    );
    expect(thrownMessage(() => formatJson(nested(MAX_FORMAT_DEPTH + 1), { sortKeys: true }))).toBe(
      "Nested more than 1,000 levels deep at line 1, column 1001",
    );
  });

  it("reports 100,000 unclosed '[' at once instead of indenting them first", () => {
    const started = performance.now();
    expect(thrownMessage(() => formatJson("[".repeat(100_000)))).toBe(
      "Nested more than 1,000 levels deep at line 1, column 1001",
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("leaves the file's bytes to the text path, which reports the place", () => {
    const bytes = new TextEncoder().encode(nested(MAX_FORMAT_DEPTH + 1));
    expect(formatJsonUtf8(bytes)).toBeNull();
    expect(formatJsonUtf8(new TextEncoder().encode(nested(MAX_FORMAT_DEPTH)))).not.toBeNull();
  });

  it("does not limit minifying or validating, whose output grows with the input alone", () => {
    const deep = nested(MAX_FORMAT_DEPTH * 5);
    expect(minifyJson(deep).output).toBe(deep);
    expect(validateJson(deep).depth).toBe(MAX_FORMAT_DEPTH * 5);
    const bytes = new TextEncoder().encode(deep);
    expect(formatJsonUtf8(bytes, { minify: true })?.chars).toBe(deep.length);
  });
});

describe("the indentation option", () => {
  it("recognises stored values and rejects others", () => {
    expect(isJsonIndent("tab")).toBe(true);
    expect(isJsonIndent("3")).toBe(false);
    expect(isJsonIndent(2)).toBe(false);
  });
});
