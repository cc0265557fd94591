// jq's output styles made from its compact output: the indentation jq prints by default, and raw
// strings. (The oracle test checks them against jq 1.6 on every case; these are the corners.)
import { indentJqValue, styleJqOutput } from "./jq-output";

describe("indentJqValue", () => {
  it("leaves scalars and empty containers as they are", () => {
    for (const value of ["1", "-2.50", "1E+2", "null", "true", '"x"', "[]", "{}"]) {
      expect(indentJqValue(value)).toBe(value);
    }
  });

  it("puts each member and element on its own line, two spaces deeper per level", () => {
    expect(indentJqValue('{"a":[1,{"b":null}],"c":{},"d":[]}')).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ],\n  "c": {},\n  "d": []\n}',
    );
  });

  it("copies strings untouched, brackets, commas, colons and escaped quotes included", () => {
    expect(indentJqValue('["a,b:c","[{}]","q\\"uo,te","\\\\"]')).toBe(
      '[\n  "a,b:c",\n  "[{}]",\n  "q\\"uo,te",\n  "\\\\"\n]',
    );
    expect(indentJqValue('{"k:\\"}":"v"}')).toBe('{\n  "k:\\"}": "v"\n}');
  });

  it("indents deeply nested values", () => {
    expect(indentJqValue("[[[[1]]]]")).toBe(
      "[\n  [\n    [\n      [\n        1\n      ]\n    ]\n  ]\n]",
    );
  });
});

describe("styleJqOutput", () => {
  const style = (compact: boolean, rawOutput: boolean) => ({ compact, rawOutput });

  it("indents by default and keeps jq's compact line with -c", () => {
    expect(styleJqOutput("[1,2]", style(false, false))).toBe("[\n  1,\n  2\n]");
    expect(styleJqOutput("[1,2]", style(true, false))).toBe("[1,2]");
  });

  it("writes strings raw with -r: quotes gone, escapes decoded, line breaks kept", () => {
    expect(styleJqOutput('"a\\tb\\n\\"c\\" \\u00e9"', style(false, true))).toBe('a\tb\n"c" é');
    expect(styleJqOutput('"x"', style(true, true))).toBe("x");
  });

  it("writes values other than strings as JSON with -r", () => {
    expect(styleJqOutput('{"a":"x"}', style(false, true))).toBe('{\n  "a": "x"\n}');
    expect(styleJqOutput('["x"]', style(true, true))).toBe('["x"]');
    expect(styleJqOutput("null", style(false, true))).toBe("null");
  });
});
