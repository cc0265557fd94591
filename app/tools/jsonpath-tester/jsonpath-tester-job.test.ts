// A run as the page's worker receives it: each mode from text or from a file, and a failure as the
// page gets it through the worker protocol (message, line and column). jq-web is loaded by node's
// require here (see test-support/jsonpath-tester/jq-node.ts).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { WorkerReply } from "~/lib/workers/worker-protocol";
import {
  type JsonPathTesterJob,
  type JsonPathTesterResult,
  runJsonPathTesterJob,
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
