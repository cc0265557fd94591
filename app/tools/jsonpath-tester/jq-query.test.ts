// jq mode by example, with jq itself (jq-web in node): outputs one per value, the options, and jq's
// messages for a bad filter, a runtime error and bad input; with stand-in engines, the failures jq
// itself cannot be made to show.
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import { loadNodeJq } from "../../../test-support/jsonpath-tester/jq-node";
import type { JqEngine } from "./jq-engine";
import {
  DEFAULT_JQ_OPTIONS,
  FILTER_TOO_LONG_MESSAGE,
  type JqOptions,
  MAX_FILTER_LENGTH,
  runJq,
} from "./jq-query";

const jq = (json: string, filter: string, options?: Partial<JqOptions>) =>
  runJq(json, filter, options, loadNodeJq);
const outputs = async (json: string, filter: string, options?: Partial<JqOptions>) =>
  (await jq(json, filter, options)).outputs;
const message = async (json: string, filter: string, options?: Partial<JqOptions>) =>
  (await rejectedToolError(() => jq(json, filter, options))).message;

/** An engine that answers every run with `answer` (or throws what it throws), recording the flags. */
function standIn(answer: () => string | undefined) {
  const runs: { input: string; filter: string; flags: string[] }[] = [];
  const engine: JqEngine = {
    raw(input, filter, flags) {
      runs.push({ input, filter, flags });
      return answer();
    },
  };
  return { runs, load: () => Promise.resolve(engine) };
}

describe("runJq", () => {
  it("returns one output per value, indented as jq prints by default", async () => {
    expect(await outputs('{"a": [1, {"b": 2}]}', ".a[]")).toEqual(["1", '{\n  "b": 2\n}']);
  });

  it("runs with no options as jq does with none", () => {
    expect(DEFAULT_JQ_OPTIONS).toEqual({
      compact: false,
      rawOutput: false,
      slurp: false,
      nullInput: false,
      sortKeys: false,
    });
  });

  it("keeps a raw string with line breaks as one output", async () => {
    expect(await outputs('["a\\nb", "c"]', ".[]", { rawOutput: true })).toEqual(["a\nb", "c"]);
  });

  it("passes -c, -s, -n and -S to jq as it asks", async () => {
    expect(await outputs('{"b": 1, "a": [2]}', ".", { compact: true, sortKeys: true })).toEqual([
      '{"a":[2],"b":1}',
    ]);
    expect(await outputs("1 2 3", "add", { slurp: true })).toEqual(["6"]);
    expect(await outputs("1 2 3", "[inputs]", { nullInput: true, compact: true })).toEqual([
      "[1,2,3]",
    ]);
  });

  it("sends jq the flags for each option and -c always, the filter and the input unchanged", async () => {
    const { runs, load } = standIn(() => "1");
    await runJq("[1]", ".[0]", {}, load);
    await runJq(
      "[1]",
      ".",
      { slurp: true, nullInput: true, sortKeys: true, rawOutput: true },
      load,
    );
    expect(runs).toEqual([
      { input: "[1]", filter: ".[0]", flags: ["-c"] },
      { input: "[1]", filter: ".", flags: ["-c", "-s", "-n", "-S"] },
    ]);
  });

  it("returns no outputs when the filter yields nothing, or the input holds no value", async () => {
    expect(await outputs("[1, 2]", ".[] | select(. > 5)")).toEqual([]);
    expect(await outputs("", ".")).toEqual([]);
    expect(await outputs("  \n", ".")).toEqual([]);
    expect((await runJq("1", "empty", {}, standIn(() => "").load)).outputs).toEqual([]);
  });

  it("reads several JSON values in a row, as jq reads a file of them", async () => {
    expect(await outputs('{"n": 1}\n{"n": 2}', ".n")).toEqual(["1", "2"]);
  });

  it("runs filters with jq's language: reduce, group_by, @base64, interpolation, regular expressions", async () => {
    expect(await outputs("[3, 4]", "reduce .[] as $x (0; . + $x)")).toEqual(["7"]);
    expect(
      await outputs('[{"t": "a"}, {"t": "b"}, {"t": "a"}]', "group_by(.t) | map(length)", {
        compact: true,
      }),
    ).toEqual(["[2,1]"]);
    expect(await outputs('"jq"', "@base64")).toEqual(['"anE="']);
    expect(await outputs('{"n": "x", "v": 2}', '"\\(.n)=\\(.v)"')).toEqual(['"x=2"']);
    expect(await outputs('"a1b22"', '[scan("[0-9]+")]', { compact: true })).toEqual(['["1","22"]']);
  });

  it("runs one filter after another in the same jq", async () => {
    for (let n = 0; n < 30; n++) expect(await outputs(String(n), ". * 2")).toEqual([String(n * 2)]);
  });
});

describe("jq's messages", () => {
  it("gives a syntax error in jq's words, with the line of the filter", async () => {
    expect(await message("{}", ".a |||")).toMatch(
      /^jq: error: syntax error, unexpected .+ at <top-level>, line 1:\n\.a \|\|\|\s*\njq: 1 compile error$/,
    );
  });

  it("names an undefined function", async () => {
    expect(await message("{}", "nosuch(1)")).toMatch(
      /^jq: error: nosuch\/1 is not defined at <top-level>, line 1:/,
    );
  });

  it("gives a runtime error as jq prints it for its standard input", async () => {
    expect(await message('{"a": 1}', ".a.b")).toBe(
      'jq: error (at <stdin>:0): Cannot index number with string "b"',
    );
    expect(await message("null", 'error("custom")')).toBe("jq: error (at <stdin>:0): custom");
  });

  it("fails when a runtime error follows outputs, as jq exits non-zero", async () => {
    expect(await message('[1, 0, "x"]', ".[] | 1 + .")).toBe(
      'jq: error (at <stdin>:0): number (1) and string ("x") cannot be added',
    );
  });

  it("gives halt_error's message as written", async () => {
    expect(await message("null", '"stopped here\\n" | halt_error')).toBe("stopped here");
  });

  it("names bad input as JSONPath mode does, with jq's line and column", async () => {
    const error = await rejectedToolError(() => jq('{"a": 1,}', "."));
    expect(error.message).toBe(
      "Input is not valid JSON: Expected another key-value pair at line 1, column 9",
    );
    expect([error.line, error.column]).toEqual([1, 9]);
    expect(await message("[1, 2\n", ".")).toBe(
      "Input is not valid JSON: Unfinished JSON term at EOF at line 2, column 0",
    );
  });

  it("reads jq's line and column of bad input however many digits they have", async () => {
    const error = await rejectedToolError(() => jq(`${"\n".repeat(11)}   [1, 2,, 3]`, "."));
    expect(error.message).toBe(
      "Input is not valid JSON: Expected value before ',' at line 12, column 10",
    );
    expect([error.line, error.column]).toEqual([12, 10]);
  });

  it("refuses a filter longer than 20,000 characters before running jq", async () => {
    const { runs, load } = standIn(() => "1");
    const filter = `${" ".repeat(MAX_FILTER_LENGTH)}.`;
    expect((await rejectedToolError(() => runJq("1", filter, {}, load))).message).toBe(
      FILTER_TOO_LONG_MESSAGE,
    );
    expect(FILTER_TOO_LONG_MESSAGE).toBe("The filter is longer than 20,000 characters");
    expect(runs).toEqual([]);
    expect((await runJq("1", filter.slice(1), {}, load)).outputs).toEqual(["1"]);
  });

  it("says jq stopped, with the reason, when jq ends without an exit status", async () => {
    const { load } = standIn(() => {
      throw new Error("Aborted(OOM)");
    });
    expect((await rejectedToolError(() => runJq("1", ".", {}, load))).message).toBe(
      "jq stopped: Aborted(OOM)",
    );
  });

  it("says jq stopped when what it throws is not even an error", async () => {
    const { load } = standIn(() => {
      throw null;
    });
    expect((await rejectedToolError(() => runJq("1", ".", {}, load))).message).toBe(
      "jq stopped: null",
    );
  });

  it("names the exit status when jq fails without a message", async () => {
    const { load } = standIn(() => {
      throw Object.assign(new Error("Non-zero exit code: 2"), { exitCode: 2 });
    });
    expect((await rejectedToolError(() => runJq("1", ".", {}, load))).message).toBe(
      "jq stopped with exit status 2",
    );
  });
});
