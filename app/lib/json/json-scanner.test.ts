import { thrownToolError } from "../../../test-support/thrown-tool-error";
import {
  IGNORE_TOKENS,
  JSON_NUMBER,
  JSON_STRING,
  JsonSyntaxError,
  type JsonScanHandler,
  scanJson,
  tooDeepMessage,
} from "./json-scanner";

const validate = (text: string) => () => scanJson(text, IGNORE_TOKENS);
const messageFor = (text: string) => thrownToolError(validate(text)).message;

/** The tokens a scan reports, as "kind:text" strings. */
function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  const handler: JsonScanHandler = {
    beginObject: (start) => tokens.push(`{@${start}`),
    endObject: (end) => tokens.push(`}@${end}`),
    beginArray: (start) => tokens.push(`[@${start}`),
    endArray: (end) => tokens.push(`]@${end}`),
    key: (start, end) => tokens.push(`key:${text.slice(start, end)}`),
    scalar: (kind, start, end) => tokens.push(`${kind}:${text.slice(start, end)}`),
  };
  scanJson(text, handler);
  return tokens;
}

describe("accepting JSON", () => {
  it("reports tokens in document order with their source offsets", () => {
    expect(tokensOf('{"a": [1, "x"]}')).toEqual([
      "{@0",
      'key:"a"',
      "[@6",
      `${JSON_NUMBER}:1`,
      `${JSON_STRING}:"x"`,
      "]@14",
      "}@15",
    ]);
  });

  it("keeps number literals exactly as written", () => {
    expect(tokensOf("[17478252242305210114, 1.10, -0, 6.02E+23, 1e-7]")).toContain(
      `${JSON_NUMBER}:17478252242305210114`,
    );
    expect(tokensOf("[1.10]")).toContain(`${JSON_NUMBER}:1.10`);
  });

  it("accepts every kind of scalar at the top level", () => {
    for (const text of ['"s"', "0", "-1.5e3", "true", "false", "null"])
      expect(() => scanJson(text, IGNORE_TOKENS)).not.toThrow();
  });

  it("accepts all escapes, and lone surrogates, which JSON allows", () => {
    expect(() =>
      scanJson('"\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\ud800 \uDC00"', IGNORE_TOKENS),
    ).not.toThrow();
  });

  it("skips a leading byte order mark and whitespace around the value", () => {
    expect(tokensOf("\uFEFF \t\r\n[]\n")).toEqual(["[@5", "]@7"]);
  });

  it("counts objects, arrays, keys and the deepest nesting", () => {
    expect(scanJson('{"a": [{"b": 1}, []], "c": {}}', IGNORE_TOKENS)).toEqual({
      objects: 3,
      arrays: 2,
      keys: 3,
      depth: 3,
    });
    expect(scanJson("42", IGNORE_TOKENS).depth).toBe(0);
  });

  it("handles nesting far deeper than the call stack allows", () => {
    const deep = "[".repeat(200_000) + "]".repeat(200_000);
    expect(scanJson(deep, IGNORE_TOKENS).depth).toBe(200_000);
  });
});

describe("error messages name the problem, the line and the column", () => {
  it.each([
    ['{"a": 1,\n  "b": }', "Unexpected token } at line 2, column 8"],
    ["[1, 2", "Expected ',' or ']' after array element at line 1, column 6"],
    ['{"a": 1', "Expected ',' or '}' after property value at line 1, column 8"],
    ['{"a": 1 "b": 2}', "Expected ',' or '}' after property value at line 1, column 9"],
    ["[1 2]", "Expected ',' or ']' after array element at line 1, column 4"],
    ['{"a" 1}', "Expected ':' after property name at line 1, column 6"],
    ["{a: 1}", "Expected property name in double quotes at line 1, column 2"],
    ["{'a': 1}", "Expected property name in double quotes at line 1, column 2"],
    ["['a']", "Strings must use double quotes at line 1, column 2"],
    ['{"a": 1,}', "Trailing comma before '}' at line 1, column 8"],
    ["[1,\n2,\n]", "Trailing comma before ']' at line 2, column 2"],
    ["", "Unexpected end of input at line 1, column 1"],
    ["[\n\n", "Unexpected end of input at line 3, column 1"],
    ['{"a":', "Unexpected end of input at line 1, column 6"],
    ["[NaN]", "Unexpected token NaN at line 1, column 2"],
    ["[undefined]", "Unexpected token undefined at line 1, column 2"],
    ["True", "Unexpected token True at line 1, column 1"],
    ["[nulls]", "Unexpected token nulls at line 1, column 2"],
    ["[.5]", "Unexpected token . at line 1, column 2"],
    ["[+1]", "Unexpected token + at line 1, column 2"],
    ["[\u00a01]", "Unexpected character U+00A0 at line 1, column 2"],
    ["{} []", "Unexpected data after the JSON value at line 1, column 4"],
    ["[1] // note", "Comments are not allowed in JSON at line 1, column 5"],
    ["[/* x */ 1]", "Comments are not allowed in JSON at line 1, column 2"],
    ["[01]", "Leading zero in number at line 1, column 2"],
    ["[-]", "Expected a digit after '-' at line 1, column 3"],
    ["[1.]", "Expected a digit after the decimal point at line 1, column 4"],
    ["[1e+]", "Expected a digit in the exponent at line 1, column 5"],
    ['["abc', "Unterminated string at line 1, column 2"],
    ['{"a": "b\n}', "Unterminated string at line 1, column 7"],
    ['["a\tb"]', "Unescaped control character U+0009 in string at line 1, column 4"],
    ['["\\x"]', "Invalid escape sequence \\x in string at line 1, column 3"],
    ['["\\u12G4"]', "Invalid Unicode escape sequence in string at line 1, column 3"],
  ])("%j → %s", (text, message) => {
    expect(messageFor(text)).toBe(message);
  });

  it("counts a Windows line break as one line end", () => {
    expect(messageFor("[\r\n1,\r\n]")).toBe("Trailing comma before ']' at line 2, column 2");
  });

  it("carries the line, the column and the range to mark", () => {
    const error = thrownToolError(validate('{\n  "key": tru\n}'));
    expect(error).toBeInstanceOf(JsonSyntaxError);
    expect(error).toMatchObject({ line: 2, column: 10, from: 11, to: 14 });
  });

  it("marks an unterminated string from its opening quote to the end of the line", () => {
    const error = thrownToolError(validate('["abc\n"]')) as JsonSyntaxError;
    expect([error.from, error.to]).toEqual([1, 5]);
  });

  it("marks nothing past the end of the text", () => {
    const error = thrownToolError(validate("[1,")) as JsonSyntaxError;
    expect([error.from, error.to]).toEqual([3, 3]);
  });
});

describe("a depth limit", () => {
  const limited = (text: string, maxDepth: number) => () =>
    scanJson(text, IGNORE_TOKENS, { maxDepth });

  it("accepts nesting up to the limit and counts it", () => {
    expect(limited('[{"a": [1]}]', 3)().depth).toBe(3);
  });

  it("stops at the first opener past it, marking that opener", () => {
    const error = thrownToolError(limited('[{"a":\n [[1]]}]', 3)) as JsonSyntaxError;
    expect(error.message).toBe(`${tooDeepMessage(3)} at line 2, column 3`);
    expect(error.message).toBe("Nested more than 3 levels deep at line 2, column 3");
    expect([error.from, error.to]).toEqual([9, 10]);
  });

  it("reports the opener before the handler sees it, and before an error further on", () => {
    expect(tokensOfLimited("[[[", 2)).toEqual(["[@0", "[@1"]);
  });
});

function tokensOfLimited(text: string, maxDepth: number): string[] {
  const tokens: string[] = [];
  const handler: JsonScanHandler = {
    ...IGNORE_TOKENS,
    beginArray: (start) => tokens.push(`[@${start}`),
  };
  expect(() => scanJson(text, handler, { maxDepth })).toThrow(tooDeepMessage(maxDepth));
  return tokens;
}

// Each row was a change to the scanner that no test noticed (bench/mutation.mjs, json-scanner):
// the message, and the range the editor marks, [from, to).
describe("the range an error marks", () => {
  const word = "a".repeat(30);
  it.each([
    [`[${word}]`, `Unexpected token ${"a".repeat(24)} at line 1, column 2`, 1, 25],
    ["abc", "Unexpected token abc at line 1, column 1", 0, 3],
    ["[😀]", "Unexpected token 😀 at line 1, column 2", 1, 3],
    ["[¡]", "Unexpected token ¡ at line 1, column 2", 1, 2],
    ["[!]", "Unexpected token ! at line 1, column 2", 1, 2],
    ["[\u0001]", "Unexpected character U+0001 at line 1, column 2", 1, 2],
    ["[\u007f]", "Unexpected character U+007F at line 1, column 2", 1, 2],
    ["[\u0080]", "Unexpected character U+0080 at line 1, column 2", 1, 2],
    ["[\u0085]", "Unexpected character U+0085 at line 1, column 2", 1, 2],
    ["[\ufeff]", "Unexpected character U+FEFF at line 1, column 2", 1, 2],
    ["[\u2028]", "Unexpected character U+2028 at line 1, column 2", 1, 2],
    ["[\u3000]", "Unexpected character U+3000 at line 1, column 2", 1, 2],
    ["[/* x */ 1]", "Comments are not allowed in JSON at line 1, column 2", 1, 3],
    ["[1 /", "Comments are not allowed in JSON at line 1, column 4", 3, 4],
    ["[1 // x", "Comments are not allowed in JSON at line 1, column 4", 3, 5],
    ["[1 xy]", "Expected ',' or ']' after array element at line 1, column 4", 3, 5],
    ["[1 😀]", "Expected ',' or ']' after array element at line 1, column 4", 3, 5],
    ["[1 ", "Expected ',' or ']' after array element at line 1, column 4", 3, 3],
    ['["a\rb"]', "Unterminated string at line 1, column 2", 1, 3],
    ['["\\u12G4"]', "Invalid Unicode escape sequence in string at line 1, column 3", 2, 6],
    ['["a\\', "Unterminated string at line 1, column 2", 1, 4],
    ['["a\\\n"]', "Unterminated string at line 1, column 2", 1, 4],
    ['["a\\\r"]', "Unterminated string at line 1, column 2", 1, 4],
    ['["\\\t"]', "Invalid escape sequence in string at line 1, column 3", 2, 4],
    ['["\\ "]', "Invalid escape sequence \\  in string at line 1, column 3", 2, 4],
    ['["\\😀"]', "Invalid escape sequence \\😀 in string at line 1, column 3", 2, 5],
    ["{", "Unexpected end of input at line 1, column 2", 1, 1],
    ['{"a":1,', "Unexpected end of input at line 1, column 8", 7, 7],
    ['{"a":1, /', "Comments are not allowed in JSON at line 1, column 9", 8, 9],
    ["{ // x\n}", "Comments are not allowed in JSON at line 1, column 3", 2, 4],
    ["{ xy: 1}", "Expected property name in double quotes at line 1, column 3", 2, 4],
    ['{"a" /', "Comments are not allowed in JSON at line 1, column 6", 5, 6],
  ])("%j → %s, marking [%i, %i)", (text, message, from, to) => {
    const error = thrownToolError(validate(text)) as JsonSyntaxError;
    expect(error.name).toBe("JsonSyntaxError");
    expect([error.message, error.from, error.to]).toEqual([message, from, to]);
  });
});

describe("tokens of every kind, with their ends", () => {
  it("reports literals, empty containers and nested ends at their offsets", () => {
    expect(tokensOf('[true,false,null,{},[],{"a":[{}]}]')).toEqual([
      "[@0",
      "3:true",
      "4:false",
      "5:null",
      "{@17",
      "}@19",
      "[@20",
      "]@22",
      "{@23",
      'key:"a"',
      "[@28",
      "{@29",
      "}@31",
      "]@32",
      "}@33",
      "]@34",
    ]);
  });
});
