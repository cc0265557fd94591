// A run as the page's worker receives it: each mode from text or from a file, and a failure as the
// page gets it through the worker protocol (message, line and column). jq-web is loaded by node's
// require here (see test-support/jsonpath-tester/jq-node.ts).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { WorkerReply } from "~/lib/workers/worker-protocol";
import {
  type JsonPathTesterJob,
  type JsonPathTesterResult,
  runJsonPathTesterJob,
  valuesAsJson,
  valuesLeftOutNote,
} from "./jsonpath-tester-job";

vi.mock("jq-web", async () => {
  const { loadNodeJq } = await import("../../../test-support/jsonpath-tester/jq-node");
  return { default: loadNodeJq() };
});

const INPUT = '{"items": [{"id": 1, "tags": ["a"]}, {"id": 2, "tags": []}]}';

/** What the worker posts back for `job`. */
async function workerReply(job: JsonPathTesterJob): Promise<WorkerReply<JsonPathTesterResult>> {
  const replies: WorkerReply<JsonPathTesterResult>[] = [];
  const scope = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (message: unknown) => replies.push(message as WorkerReply<JsonPathTesterResult>),
  };
  exposeToWorker(runJsonPathTesterJob, scope);
  scope.onmessage!({ data: { id: 7, input: job } } as MessageEvent);
  await vi.waitFor(() => expect(replies.some((reply) => reply.kind !== "progress")).toBe(true));
  return replies[replies.length - 1];
}

describe("runJsonPathTesterJob", () => {
  it("runs a JSONPath query over text", async () => {
    const result = await runJsonPathTesterJob({
      mode: "jsonpath",
      input: INPUT,
      query: "$.items[*].id",
    });
    expect(result).toMatchObject({ mode: "jsonpath", count: 2 });
    expect(result.mode === "jsonpath" && result.matches.map((m) => m.path)).toEqual([
      "$['items'][0]['id']",
      "$['items'][1]['id']",
    ]);
  });

  it("runs a JSONPath query over a file, marking values in its text", async () => {
    const result = await runJsonPathTesterJob({
      mode: "jsonpath",
      input: new Blob([INPUT]),
      query: "$.items[?count(@.tags[*]) == 0]",
    });
    expect(result.mode === "jsonpath" && result.matches[0].range).toEqual({
      from: INPUT.indexOf('{"id": 2'),
      to: INPUT.length - 2,
    });
  });

  it("runs a jq filter over text and over a file, with its options", async () => {
    expect(
      await runJsonPathTesterJob({ mode: "jq", input: INPUT, filter: ".items | map(.id)" }),
    ).toEqual({
      mode: "jq",
      outputs: ["[\n  1,\n  2\n]"],
    });
    expect(
      await runJsonPathTesterJob({
        mode: "jq",
        input: new Blob([INPUT]),
        filter: ".items[].tags",
        options: { compact: true },
      }),
    ).toEqual({ mode: "jq", outputs: ['["a"]', "[]"] });
  });

  it("reaches the page with each mode's result through the worker", async () => {
    expect(await workerReply({ mode: "jq", input: "[1]", filter: ".[0]" })).toEqual({
      id: 7,
      kind: "result",
      output: { mode: "jq", outputs: ["1"] },
    });
  });

  it("reaches the page with the message, line and column of bad input", async () => {
    expect(await workerReply({ mode: "jsonpath", input: "{\n  oops\n}", query: "$" })).toEqual({
      id: 7,
      kind: "error",
      message:
        "Input is not valid JSON: Expected property name in double quotes at line 2, column 3",
      line: 2,
      column: 3,
    });
  });

  it("reaches the page with jq's message for a bad filter", async () => {
    const reply = await workerReply({ mode: "jq", input: "{}", filter: ".a[" });
    expect(reply).toMatchObject({
      id: 7,
      kind: "error",
      message: expect.stringMatching(/^jq: error: syntax error/),
    });
  });
});

describe("the values Copy and Download give", () => {
  const values = [1, "two", { three: [3, { four: null }] }, [], {}, true];

  it("are JSON.stringify(values, null, 2), written value by value", () => {
    expect(valuesAsJson(values)).toEqual({ json: JSON.stringify(values, null, 2), leftOut: 0 });
    expect(valuesAsJson([])).toEqual({ json: "[]", leftOut: 0 });
    expect(valuesAsJson([{ a: "x\ny" }]).json).toBe(JSON.stringify([{ a: "x\ny" }], null, 2));
  });

  it("stop at the last whole value within the limit, and count what was left out", () => {
    const whole = JSON.stringify(values, null, 2);
    expect(valuesAsJson(values, whole.length)).toEqual({ json: whole, leftOut: 0 });
    const cut = valuesAsJson(values, whole.length - 1);
    expect(cut.leftOut).toBe(1);
    expect(JSON.parse(cut.json)).toEqual(values.slice(0, -1));
    expect(valuesAsJson(values, 4)).toEqual({ json: "[]", leftOut: values.length });
    expect(valuesLeftOutNote(1)).toBe(
      "1 value left out of Copy and Download: the values' JSON would pass 64 MB",
    );
    expect(valuesLeftOutNote(2_500)).toMatch(/^2,500 values left out/);
  });

  it("come from the worker as text: the page never gets the values themselves", async () => {
    const result = await runJsonPathTesterJob({ mode: "jsonpath", input: INPUT, query: "$..tags" });
    if (result.mode !== "jsonpath") throw new Error("a JSONPath result was expected");
    expect(result.valuesJson).toBe(JSON.stringify([["a"], []], null, 2));
    expect(result.valuesLeftOut).toBe(0);
    expect(result.matches.every((match) => !("value" in match))).toBe(true);
    expect(result.matches.map((match) => match.text)).toEqual(['[\n  "a"\n]', "[]"]);
  });
});
