// The chain's core: checking steps, "Add step"'s kind matching, running the real tools' steps (the
// result read back by PyYAML), the link and its damaged forms, and recipes.
import { execFileSync } from "node:child_process";
import { tools } from "~/catalogue";
import { LINK_DAMAGED_MESSAGE, SharedStateError } from "~/lib/share/state-link";
import {
  CHAIN_LINK_OTHER_TOOL_MESSAGE,
  CHAIN_STEPS_MESSAGE,
  CHAIN_TOO_LONG_MESSAGE,
  CHAIN_UNKNOWN_TOOL_MESSAGE,
  type ChainStep,
  ChainStepError,
  MAX_STEPS,
  RECIPE_NAME_MESSAGE,
  RECIPE_SAVE_FAILED_MESSAGE,
  chainLink,
  deleteRecipe,
  loadRecipes,
  readChainLink,
  readSteps,
  runChain,
  saveRecipe,
  takesResult,
  toolsOffered,
} from "~/lib/chain/chain";
import { hasStep, loadStep, STEP_TOOL_PATHS } from "~/lib/chain/steps";
import {
  defaultOptions,
  optionAccepts,
  rejectedOptions,
  resolvedOptions,
  textOption,
} from "~/lib/chain/step-declaration";
import { memoryStorage } from "../../../test-support/memory-storage";

const titleOf = (path: string) => tools.find((tool) => tool.path === path)?.title ?? path;
const context = { load: loadStep, titleOf };

const DECODE_FORMAT_YAML: ChainStep[] = [
  { tool: "/base64-encoder-decoder", options: { mode: "decode" } },
  { tool: "/json-formatter", options: { indent: "4", sortKeys: true } },
  { tool: "/json-to-yaml-converter", options: { direction: "json-to-yaml" } },
];

const DOCUMENT = {
  name: "Ünïcode ✓",
  list: [1, 2.5, -3e2, true, false, null, "yes", "no", "0x1F", "1e3", ""],
  nested: { "key: with colon": "- dash", "#hash": "multi\nline\ttext", empty: {}, none: [] },
};

/** The YAML as PyYAML's safe_load reads it, written back as JSON. */
function pyYamlAsJson(yaml: string): unknown {
  const json = execFileSync(
    "python3",
    ["-c", "import yaml,json,sys; json.dump(yaml.safe_load(sys.stdin.read()), sys.stdout)"],
    { input: yaml },
  ).toString();
  return JSON.parse(json);
}

describe("the tools that declare a step", () => {
  it("are found by their step.ts, each with a default for every option it runs with", async () => {
    for (const path of [
      "/base64-encoder-decoder",
      "/json-formatter",
      "/json-to-yaml-converter",
      "/url-encoder-decoder",
    ])
      expect(STEP_TOOL_PATHS).toContain(path);
    for (const path of STEP_TOOL_PATHS) {
      expect(tools.some((tool) => tool.path === path && tool.accepts)).toBe(true);
      const { options } = await loadStep(path);
      for (const spec of Object.values(options))
        expect(optionAccepts(spec, spec.default)).toBe(true);
      expect(resolvedOptions(options, {})).toEqual(defaultOptions(options));
    }
  });
});

describe("a text option", () => {
  it("takes a string up to its length, and a link's longer or non-text value falls back to the default", () => {
    const specs = { rootName: textOption("Root element name", "root", 8) };
    expect(optionAccepts(specs.rootName, "")).toBe(true);
    expect(optionAccepts(specs.rootName, "catalog1")).toBe(true);
    expect(optionAccepts(specs.rootName, "catalog12")).toBe(false);
    expect(optionAccepts(specs.rootName, 7)).toBe(false);
    expect(resolvedOptions(specs, { rootName: "items" })).toEqual({ rootName: "items" });
    expect(resolvedOptions(specs, { rootName: "x".repeat(9) })).toEqual({ rootName: "root" });
    expect(rejectedOptions(specs, { rootName: ["a"] })).toEqual(["rootName"]);
  });
});

describe("readSteps", () => {
  it("takes steps of known tools, with options and switched-off steps", () => {
    const steps: ChainStep[] = [
      { tool: "/json-formatter", options: { indent: "tab" } },
      { tool: "/url-encoder-decoder", options: {}, off: true },
    ];
    expect(readSteps(steps, hasStep)).toEqual({ steps });
  });

  it.each([
    ["not a list", { tool: "/json-formatter" }, CHAIN_STEPS_MESSAGE],
    ["a step without options", [{ tool: "/json-formatter" }], CHAIN_STEPS_MESSAGE],
    ["options that are a list", [{ tool: "/json-formatter", options: [] }], CHAIN_STEPS_MESSAGE],
    [
      "off that is not true",
      [{ tool: "/json-formatter", options: {}, off: 1 }],
      CHAIN_STEPS_MESSAGE,
    ],
    ["an unknown key", [{ tool: "/json-formatter", options: {}, run: "x" }], CHAIN_STEPS_MESSAGE],
    [
      "a tool with no step",
      [{ tool: "/qr-code-reader", options: {} }],
      CHAIN_UNKNOWN_TOOL_MESSAGE("/qr-code-reader"),
    ],
    [
      "too many steps",
      Array.from({ length: MAX_STEPS + 1 }, () => ({ tool: "/json-formatter", options: {} })),
      CHAIN_TOO_LONG_MESSAGE,
    ],
  ])("refuses %s", (_, value, problem) => {
    expect(readSteps(value, hasStep)).toEqual({ problem });
  });
});

describe("Add step: kind matching", () => {
  const entry = (path: string) => tools.find((tool) => tool.path === path)!;

  it("a tool taking text follows anything; a text result may be followed by anything", () => {
    expect(takesResult(["yaml"], ["text"])).toBe(true);
    expect(takesResult(["text"], ["json"])).toBe(true);
    expect(takesResult(["yaml"], ["json"])).toBe(false);
    expect(takesResult(["json"], ["json", "yaml"])).toBe(true);
  });

  it("offers the declared tools whose input takes the previous step's result", () => {
    const offered = (previous: string | null) =>
      toolsOffered(previous === null ? null : entry(previous), tools, hasStep).map((t) => t.path);
    expect(offered(null)).toEqual(expect.arrayContaining(STEP_TOOL_PATHS as string[]));
    expect(offered(null)).not.toContain("/chain");
    // After YAML: the JSON Formatter (JSON only) is not offered; the encoders (any text) are.
    expect(offered("/json-to-yaml-converter")).not.toContain("/json-formatter");
    expect(offered("/json-to-yaml-converter")).toContain("/base64-encoder-decoder");
    expect(offered("/json-formatter")).toContain("/json-to-yaml-converter");
    // A Base64 decode gives text of any kind: JSON tools may follow it.
    expect(offered("/base64-encoder-decoder")).toContain("/json-formatter");
  });
});

describe("runChain", () => {
  it("Base64 of JSON → Base64 decode → JSON Formatter → JSON to YAML: PyYAML reads the original", async () => {
    const input = Buffer.from(JSON.stringify(DOCUMENT), "utf8").toString("base64");
    const seen: string[] = [];
    const yaml = await runChain(input, DECODE_FORMAT_YAML, {
      ...context,
      onStep: (index, output) => void (seen[index] = output),
    });
    expect(pyYamlAsJson(yaml)).toEqual(DOCUMENT);
    expect(seen).toHaveLength(3);
    expect(JSON.parse(seen[0])).toEqual(DOCUMENT);
    // The formatter's options were used: 4 spaces, keys sorted.
    expect(seen[1]).toMatch(/^\{\n {4}"list"/);
    expect(seen[2]).toBe(yaml);
  });

  it("an error in step 2 names the step and carries the JSON Formatter's own message", async () => {
    const broken = '{"a": [1, 2,]}';
    // The JSON Formatter's own message: its core's error, as its page shows it (through the same
    // declaration, which calls the core the page's worker runs).
    const formatter = await loadStep("/json-formatter");
    let formatterMessage = "";
    try {
      await formatter.run(broken, defaultOptions(formatter.options));
    } catch (error) {
      formatterMessage = (error as Error).message;
    }
    expect(formatterMessage).toMatch(/^Trailing comma before .\]. at line 1, column \d+$/);
    const run = runChain(Buffer.from(broken).toString("base64"), DECODE_FORMAT_YAML, context);
    await expect(run).rejects.toThrow(
      new ChainStepError(2, "JSON Formatter", formatterMessage).message,
    );
    await expect(run).rejects.toMatchObject({ stepNumber: 2, toolMessage: formatterMessage });
    expect(formatterMessage).toBeTruthy();
    await expect(run).rejects.toThrow(/^Step 2, JSON Formatter: /);
  });

  it("a step switched off passes its input on; options the tool does not have fail the step", async () => {
    const steps: ChainStep[] = [
      { tool: "/url-encoder-decoder", options: {}, off: true },
      { tool: "/url-encoder-decoder", options: { mode: "encode" } },
    ];
    expect(await runChain("a b&c", steps, context)).toBe("a%20b%26c");
    // Empty input stays empty, as on the tools' pages (no "JSON ends too soon").
    expect(await runChain("", DECODE_FORMAT_YAML, context)).toBe("");
    await expect(
      runChain("x", [{ tool: "/url-encoder-decoder", options: { mode: "shout" } }], context),
    ).rejects.toThrow("Step 1, URL Encoder/Decoder: These options are not the tool's: mode");
  });
});

describe("the chain's link", () => {
  const fragmentOf = (link: string) => link.slice(link.indexOf("#share=") + "#share=".length);

  it("round-trips the steps, and the input only when it is given", async () => {
    const link = await chainLink("https://example.test", DECODE_FORMAT_YAML);
    expect(link).toMatch(/^https:\/\/example\.test\/chain#share=v1\.[A-Za-z0-9_-]+$/);
    expect(await readChainLink(fragmentOf(link), hasStep)).toEqual({ steps: DECODE_FORMAT_YAML });
    const withInput = await chainLink("", DECODE_FORMAT_YAML, "e30=");
    expect(await readChainLink(fragmentOf(withInput), hasStep)).toEqual({
      steps: DECODE_FORMAT_YAML,
      input: "e30=",
    });
  });

  it("a damaged link changes nothing and says so", async () => {
    const value = fragmentOf(await chainLink("", DECODE_FORMAT_YAML));
    const cut = value.slice(0, -6);
    const edited = value.slice(0, 20) + (value[20] === "A" ? "B" : "A") + value.slice(21);
    for (const damaged of [cut, edited, "v1.", "v1.%%%"]) {
      const read = readChainLink(damaged, hasStep);
      await expect(read).rejects.toBeInstanceOf(SharedStateError);
      await expect(read).rejects.toThrow(LINK_DAMAGED_MESSAGE);
    }
  });

  it("a link to another tool, or with steps this site cannot run, is refused with its message", async () => {
    const { encodeState } = await import("~/lib/share/state-link");
    const other = await encodeState({ tool: "/json-formatter", fields: { steps: [] } });
    await expect(readChainLink(other, hasStep)).rejects.toThrow(CHAIN_LINK_OTHER_TOOL_MESSAGE);
    const unknown = await encodeState({
      tool: "/chain",
      fields: { steps: [{ tool: "/no-such-tool", options: {} }] },
    });
    await expect(readChainLink(unknown, hasStep)).rejects.toThrow(
      CHAIN_UNKNOWN_TOOL_MESSAGE("/no-such-tool"),
    );
  });
});

describe("recipes", () => {
  it("are saved by name, replaced by a save under the same name, listed and deleted", () => {
    const storage = memoryStorage();
    expect(loadRecipes(storage, hasStep)).toEqual([]);
    saveRecipe(storage, "  Decode to YAML ", DECODE_FORMAT_YAML, hasStep);
    saveRecipe(storage, "Encode", [{ tool: "/url-encoder-decoder", options: {} }], hasStep);
    const replaced = saveRecipe(storage, "Encode", DECODE_FORMAT_YAML.slice(0, 1), hasStep);
    expect(replaced).toEqual([
      { name: "Decode to YAML", steps: DECODE_FORMAT_YAML },
      { name: "Encode", steps: DECODE_FORMAT_YAML.slice(0, 1) },
    ]);
    expect(deleteRecipe(storage, "Decode to YAML", hasStep)).toEqual([
      { name: "Encode", steps: DECODE_FORMAT_YAML.slice(0, 1) },
    ]);
  });

  it("a nameless recipe, a storage that refuses and unreadable entries are handled", () => {
    const storage = memoryStorage();
    expect(() => saveRecipe(storage, " ", DECODE_FORMAT_YAML, hasStep)).toThrow(
      RECIPE_NAME_MESSAGE,
    );
    expect(() =>
      saveRecipe(memoryStorage({ refuseWrites: true }), "x", DECODE_FORMAT_YAML, hasStep),
    ).toThrow(RECIPE_SAVE_FAILED_MESSAGE);
    storage.setItem("chain:recipes", "{not json");
    expect(loadRecipes(storage, hasStep)).toEqual([]);
    storage.setItem(
      "chain:recipes",
      JSON.stringify([
        { name: "old", steps: [{ tool: "/gone", options: {} }] },
        { name: "ok", steps: [] },
      ]),
    );
    expect(loadRecipes(storage, hasStep)).toEqual([{ name: "ok", steps: [] }]);
  });
});
