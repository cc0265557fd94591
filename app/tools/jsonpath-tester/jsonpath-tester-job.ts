// One run of the JSONPath and jq Tester as the page's worker receives it, and the run itself: the
// engine of the mode asked for is imported on its first use, so the page's first load carries
// neither json-p3 nor jq, and JSONPath mode never loads jq's WebAssembly.
import type { JqOptions, JqResult } from "./jq-query";
import type { QueryResult } from "./jsonpath-query";

/**
 * The Input comes as text, or as the file the user chose: a File is passed to the worker as a handle
 * and read there, where copying up to 100 MB of text would not hold up the page.
 */
export type JsonInput = string | Blob;

export type JsonPathTesterJob =
  | { mode: "jsonpath"; input: JsonInput; query: string }
  | { mode: "jq"; input: JsonInput; filter: string; options?: Partial<JqOptions> };

export type JsonPathTesterResult =
  ({ mode: "jsonpath" } & QueryResult) | ({ mode: "jq" } & JqResult);

const textOf = (input: JsonInput) => (typeof input === "string" ? input : input.text());

export async function runJsonPathTesterJob(job: JsonPathTesterJob): Promise<JsonPathTesterResult> {
  if (job.mode === "jsonpath") {
    const { runJsonPath } = await import("./jsonpath-query");
    return { mode: "jsonpath", ...runJsonPath(await textOf(job.input), job.query) };
  }
  const { runJq } = await import("./jq-query");
  return { mode: "jq", ...(await runJq(await textOf(job.input), job.filter, job.options)) };
}
