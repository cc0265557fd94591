import fc from "fast-check";
import { SAMPLE_BOOKSTORE_JSON } from "~/lib/converter-samples";
import { thrownMessage, thrownToolError } from "../../../test-support/thrown-tool-error";
import {
  DEFAULT_JSON_TO_YAML_OPTIONS,
  JSON_TO_YAML_FAILED,
  type QuotingStyle,
  QUOTING_STYLES,
  jsonToYaml,
} from "./json-to-yaml";
import { yamlToJson } from "./yaml-to-json";
import { isScalar, parseDocument, Scalar, visit } from "yaml";
import { yaml11PlainType } from "../../../test-support/yaml11-resolution";

/** The strings the YAML writes as plain scalars that a YAML 1.1 reader would not read as strings. */
function plainNonStrings(yamlText: string): string[] {
  const found: string[] = [];
  visit(parseDocument(yamlText), {
    Scalar(_key, node) {
      if (isScalar(node) && node.type === Scalar.PLAIN && typeof node.value === "string") {
        if (yaml11PlainType(node.value) !== "str") found.push(node.value);
      }
    },
  });
  return found;
}

/** JSON → YAML → JSON, compared as values. */
const roundTrip = (value: unknown, options = {}) =>
  JSON.parse(yamlToJson(jsonToYaml(JSON.stringify(value), options))) as unknown;

describe("the options", () => {
  it("default to 2 spaces and no quoting (spec §3, §9)", () => {
    expect(DEFAULT_JSON_TO_YAML_OPTIONS).toEqual({ indentation: 2, quotingStyle: "none" });
  });

  it("offer the quoting styles None, Single and Double", () => {
    expect(QUOTING_STYLES.map((style) => style.label)).toEqual(["None", "Single", "Double"]);
  });
});

describe("JSON to YAML", () => {
  it("writes a collection after a key too long for an implicit key so it reads back, at any indentation", () => {
    // fast-check found this: yaml 2.9.1 misaligns a block map after "? <key over 1024 chars>".
    const value = {
      ["x".repeat(2000)]: { " foo\nbar\nbaz ": " foo\nbar\nbaz ", "": "" },
      "a\nb": [1, { c: "d\ne" }],
    };
    for (const indentation of [2, 4, 8]) {
      for (const quotingStyle of QUOTING_STYLES.map((style) => style.value)) {
        expect(roundTrip(value, { indentation, quotingStyle })).toEqual(value);
      }
    }
  });

  it("writes the bookstore sample as block YAML", () => {
    const yaml = jsonToYaml(SAMPLE_BOOKSTORE_JSON);
    expect(yaml).toContain(
      "store:\n  book:\n    - category: reference\n      author: Grace Hopper\n",
    );
    expect(yaml).toContain('    "@type": road\n');
    expect(yaml.endsWith("expensive: true\n")).toBe(true);
  });

  it("indents by the chosen number of spaces", () => {
    expect(jsonToYaml('{"a":{"b":1}}', { indentation: 4 })).toBe("a:\n    b: 1\n");
    expect(jsonToYaml('{"a":{"b":1}}', { indentation: "8" })).toBe("a:\n        b: 1\n");
  });

  it("refuses an indentation YAML cannot use", () => {
    expect(thrownMessage(() => jsonToYaml("{}", { indentation: "tab" }))).toBe(
      JSON_TO_YAML_FAILED +
        "the indentation must be a whole number of spaces from 1 to 8 (YAML cannot indent with tabs)",
    );
  });

  it("leaves strings unquoted by default where YAML allows", () => {
    expect(jsonToYaml('{"name":"Grace Hopper"}')).toBe("name: Grace Hopper\n");
  });

  it("single-quotes every string value in single mode, not the keys", () => {
    expect(jsonToYaml('{"name":"it\'s","size":1}', { quotingStyle: "single" })).toBe(
      "name: 'it''s'\nsize: 1\n",
    );
  });

  it("double-quotes every string value in double mode", () => {
    expect(jsonToYaml('["a","b"]', { quotingStyle: "double" })).toBe('- "a"\n- "b"\n');
  });

  it("keeps multi-line strings out of single quotes, where a line break becomes a blank line", () => {
    expect(jsonToYaml('["a\\nb"]', { quotingStyle: "single" })).toBe("- |-\n  a\n  b\n");
  });

  it("quotes keys that YAML 1.1 readers would take for another type", () => {
    expect(jsonToYaml('{"n":1,"<<":2}')).toBe('"n": 1\n"<<": 2\n');
  });

  it("writes multi-line strings as literal blocks when they fit one", () => {
    expect(jsonToYaml('{"text":"line 1\\nline 2\\n"}')).toBe("text: |\n  line 1\n  line 2\n");
  });

  it("double-quotes the string the yaml library writes wrongly as a block", () => {
    expect(jsonToYaml('[" foo\\nbar\\nbaz "]')).toBe('- " foo\\nbar\\nbaz "\n');
  });

  it("quotes words YAML 1.1 readers take for booleans, nulls, numbers or dates", () => {
    const yaml = jsonToYaml('["yes","off","y","~","0x10","1_000","2001-12-14","1:20"]');
    expect(yaml).toBe(
      '- "yes"\n- "off"\n- "y"\n- "~"\n- "0x10"\n- "1_000"\n- "2001-12-14"\n- "1:20"\n',
    );
  });

  it("quotes every string a YAML 1.1 reader (PyYAML) would not read back as a string: = and << among them", () => {
    const tricky = [
      "=",
      "<<",
      "!",
      "&",
      "*",
      "~",
      "",
      "1.",
      ".5",
      "+.5",
      "0b101",
      "017",
      "1:20:30.5",
      "2001-12-14 21:59:43.10 -5",
      "2001-12-14t21:59:43.10-05:00",
      "Yes",
      "OFF",
      ".NaN",
      "-.inf",
      "1_0",
    ];
    for (const text of tricky) {
      const yaml = jsonToYaml(JSON.stringify([text, { [text]: text }]));
      expect(plainNonStrings(yaml), `${JSON.stringify(text)} in ${yaml}`).toEqual([]);
    }
    expect(jsonToYaml('["="]')).toBe('- "="\n');
  });

  it("no string of YAML-significant characters is written plain if YAML 1.1 types it otherwise", () => {
    const piece = fc.constantFrom(
      ..."=<!&*~.+-:0123456789_eEbxoTtnNyYZ ".split(""),
      "inf",
      "nan",
      "null",
      "on",
      "2001-12-14",
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(piece, { maxLength: 6 }).map((parts) => parts.join("")),
          { maxLength: 8 },
        ),
        (texts) => {
          expect(plainNonStrings(jsonToYaml(JSON.stringify(texts)))).toEqual([]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("keeps every number exactly as the JSON writes it", () => {
    expect(jsonToYaml("[12.50, -0, 1E+21, 17478252242305210114]")).toBe(
      "- 12.50\n- -0\n- 1E+21\n- 17478252242305210114\n",
    );
  });

  it("writes null, true and false as YAML does", () => {
    expect(jsonToYaml('{"a":null,"b":true,"c":false}')).toBe("a: null\nb: true\nc: false\n");
  });

  it("keeps the last value of a repeated key in the first key's place, as JSON.parse does", () => {
    expect(jsonToYaml('{"a":1,"b":2,"a":3}')).toBe("a: 3\nb: 2\n");
  });

  it("writes empty objects and arrays in flow style", () => {
    expect(jsonToYaml('{"a":{},"b":[]}')).toBe("a: {}\nb: []\n");
  });

  it("accepts an already parsed value (spec §5)", () => {
    expect(jsonToYaml({ a: [1, "x"], skip: undefined })).toBe("a:\n  - 1\n  - x\n");
  });

  it("writes a parsed value's NaN as null and applies toJSON, as JSON.stringify does", () => {
    expect(jsonToYaml({ x: NaN, d: new Date(0) })).toBe('x: null\nd: "1970-01-01T00:00:00.000Z"\n');
  });

  it("reports invalid JSON with the spec's message and the position", () => {
    const error = thrownToolError(() => jsonToYaml('{"a": }'));
    expect(error.message).toBe(JSON_TO_YAML_FAILED + "Unexpected token } at line 1, column 7");
    expect([error.line, error.column]).toEqual([1, 7]);
  });

  it("refuses JSON nested over 500 levels (the YAML library reads no deeper)", () => {
    expect(thrownMessage(() => jsonToYaml("[".repeat(501) + "]".repeat(501)))).toBe(
      JSON_TO_YAML_FAILED + "the JSON is nested more than 500 levels deep",
    );
    expect(jsonToYaml("[".repeat(500) + "]".repeat(500), { indentation: 1 })).toContain("[]");
  });
});

// --- The round trip: JSON → YAML → JSON is the identity -----------------------------------------

const HARD_STRINGS = [
  " foo\nbar\nbaz ",
  "  leading\n\ntrailing  \n",
  " \n",
  "\n \n",
  "a \nb",
  "yes",
  "no",
  "on",
  "off",
  "y",
  "n",
  "null",
  "~",
  "true",
  "1e3",
  "0x10",
  "0o7",
  "+1",
  ".5",
  "1_000",
  "2001-12-14",
  ":",
  "- a",
  "#",
  "&a",
  "*a",
  "!tag",
  "%",
  "@",
  "`",
  "",
  "\t",
  " ",
  "a: b",
  "a #b",
  "'",
  '"',
  "---",
  "...",
  "? x",
  "|",
  ">",
  "\r\n",
  "\u0085",
  "\u2028",
  "\ufeff",
  "日本語 ✓ 😀",
  "x".repeat(5000),
  "word ".repeat(200),
];

const hardString = fc.oneof(
  fc.constantFrom(...HARD_STRINGS),
  fc.string({
    unit: fc.constantFrom(" ", "\n", "\t", "a", "#", ":", "-", "'", '"', "\r", "|", ">"),
  }),
  fc.string({ unit: "grapheme" }),
);

const hardJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hardString,
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hardString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

const STYLES: QuotingStyle[] = ["none", "single", "double"];

describe.each(STYLES)("the round trip with quoting %s", (quotingStyle) => {
  it.each(HARD_STRINGS.map((text) => [JSON.stringify(text).slice(0, 40), text]))(
    "keeps the string %s as value and key",
    (_name, text) => {
      const value = { [text]: [text, { [text]: text }] };
      expect(roundTrip(value, { quotingStyle })).toEqual(value);
    },
  );

  it.each([1, 2, 4, 8])("holds for any JSON value at indentation %i", (indentation) => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), hardJson), (value) => {
        // JSON.stringify writes -0 as 0: compare with what the JSON text means.
        const expected = JSON.parse(JSON.stringify(value)) as unknown;
        expect(roundTrip(value, { quotingStyle, indentation })).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it("holds for deep nesting", () => {
    let value: unknown = "deep";
    for (let i = 0; i < 200; i++) value = i % 2 ? [value] : { [`k${i}`]: value };
    expect(roundTrip(value, { quotingStyle })).toEqual(value);
  });
});

it("keeps exact numbers through the round trip", () => {
  const json = "[17478252242305210114,12.50,-0,1E+21,0.1]";
  const back = yamlToJson(jsonToYaml(json), { indentation: "0" });
  expect(back).toBe(json + "\n");
});
