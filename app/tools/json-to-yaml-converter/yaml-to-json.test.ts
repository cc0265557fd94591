import { thrownMessage, thrownToolError } from "../../../test-support/thrown-tool-error";
import { MAX_ALIAS_VALUES, MAX_YAML_DEPTH, YAML_TO_JSON_FAILED, yamlToJson } from "./yaml-to-json";

const compact = (yaml: string) => yamlToJson(yaml, { indentation: "0" });

describe("YAML to JSON", () => {
  it("writes a mapping as JSON indented by 2 spaces by default", () => {
    expect(yamlToJson("a: 1\nb: [x, y]\n")).toBe(
      '{\n  "a": 1,\n  "b": [\n    "x",\n    "y"\n  ]\n}\n',
    );
  });

  it("indents the JSON as chosen, or not at all", () => {
    expect(yamlToJson("a: 1", { indentation: 4 })).toBe('{\n    "a": 1\n}\n');
    expect(yamlToJson("a: 1", { indentation: "tab" })).toBe('{\n\t"a": 1\n}\n');
    expect(compact("a: {b: 1}")).toBe('{"a":{"b":1}}\n');
  });

  it("reads YAML 1.2 core types: yes, on and dates stay strings", () => {
    expect(compact("[yes, on, 2001-12-14, ~, null, true, 0x10, 0o7, +1, .5]")).toBe(
      '["yes","on","2001-12-14",null,null,true,16,7,1,0.5]\n',
    );
  });

  it("copies decimal numbers exactly as written", () => {
    expect(compact("[17478252242305210114, 12.50, -0, 1e3]")).toBe(
      "[17478252242305210114,12.50,-0,1e3]\n",
    );
  });

  it("turns scalar keys into strings", () => {
    expect(compact("1: a\ntrue: b\nnull: c\n")).toBe('{"1":"a","true":"b","null":"c"}\n');
  });

  it("writes an empty value as null", () => {
    expect(compact("a:\nb: 1")).toBe('{"a":null,"b":1}\n');
  });

  it("resolves anchors and aliases", () => {
    expect(compact("base: &b {x: 1}\ncopy: *b\n")).toBe('{"base":{"x":1},"copy":{"x":1}}\n');
  });

  it("writes several documents as an array of documents", () => {
    expect(compact("--- 1\n--- {a: 2}\n")).toBe('[1,{"a":2}]\n');
  });

  it("gives nothing for a stream without documents", () => {
    expect(yamlToJson("# only a comment\n")).toBe("");
  });

  it("refuses duplicate keys with their line and column", () => {
    const error = thrownToolError(() => yamlToJson("a: 1\na: 2\n"));
    expect(error.message).toBe(YAML_TO_JSON_FAILED + "Map keys must be unique at line 2, column 1");
    expect([error.line, error.column]).toEqual([2, 1]);
  });

  it("reports a syntax error at its line and column", () => {
    expect(thrownMessage(() => yamlToJson("a: [1, 2\nb: }\n"))).toMatch(
      /^Failed to convert YAML to JSON: .+ at line 2, column 1$/,
    );
  });

  it("refuses keys that become the same JSON key", () => {
    expect(thrownMessage(() => yamlToJson('1: a\n"1": b\n'))).toBe(
      YAML_TO_JSON_FAILED + 'the key "1" appears twice once written as JSON at line 2, column 1',
    );
  });

  it("refuses numbers JSON cannot hold", () => {
    expect(thrownMessage(() => yamlToJson("x: .inf"))).toBe(
      YAML_TO_JSON_FAILED + ".inf is not a number JSON can hold at line 1, column 4",
    );
  });

  it("refuses a collection used as a key", () => {
    expect(thrownMessage(() => yamlToJson("? [a]\n: 1\n"))).toBe(
      YAML_TO_JSON_FAILED +
        "a mapping or sequence is used as a key, which JSON cannot hold at line 1, column 3",
    );
  });

  it("refuses an alias inside its own anchor", () => {
    expect(thrownMessage(() => yamlToJson("&a [*a]"))).toBe(
      YAML_TO_JSON_FAILED +
        "the alias *a contains itself, which JSON cannot hold at line 1, column 5",
    );
  });

  it("stops an alias bomb before it fills the memory", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++) {
      const previous = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(", ")}]`);
    }
    expect(MAX_ALIAS_VALUES).toBe(100_000);
    expect(thrownMessage(() => yamlToJson(levels.join("\n")))).toBe(
      YAML_TO_JSON_FAILED + "the aliases expand to too many values (a guard against alias bombs)",
    );
  });

  it("refuses collections nested too deeply before the library recurses into them, quickly", () => {
    // 20,000 "[" or 100,000 "{" made the library overflow the stack, then exhaust the memory.
    for (const opener of ["[", "{", '{"a":[', "- "]) {
      const started = performance.now();
      const error = thrownToolError(() => yamlToJson(opener.repeat(100_000)));
      expect(error.message).toMatch(
        new RegExp(
          `^${YAML_TO_JSON_FAILED}the YAML is nested more than 500 levels deep at line 1, column \\d+$`,
        ),
      );
      // Most of it is the library's parser (before: 8–13 s, then a stack overflow or a dead process).
      expect(performance.now() - started).toBeLessThan(20_000);
    }
  }, 80_000); // the bound above, four times: a loaded machine takes seconds, not a stack overflow

  it(`reads collections nested ${MAX_YAML_DEPTH} levels deep`, () => {
    const depth = MAX_YAML_DEPTH;
    expect(compact("[".repeat(depth) + "1" + "]".repeat(depth))).toBe(
      "[".repeat(depth) + "1" + "]".repeat(depth) + "\n",
    );
  });

  it("refuses a directive without a document", () => {
    expect(thrownMessage(() => yamlToJson("%YAML 1.2\n"))).toBe(
      YAML_TO_JSON_FAILED + "a directive must be followed by a document (---) at line 1, column 1",
    );
  });

  it("reads an unknown tag's value as it is written", () => {
    expect(compact("a: !custom text")).toBe('{"a":"text"}\n');
  });
});
