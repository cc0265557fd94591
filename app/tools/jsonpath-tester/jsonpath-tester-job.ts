// One run of the JSONPath and jq Tester as the page's worker receives it, and the run itself: the
// engine of the mode asked for is imported on its first use, so the page's first load carries
// neither json-p3 nor jq, and JSONPath mode never loads jq's WebAssembly.
import { groupedCount } from "~/lib/number/count-text";
import type { JqOptions, JqResult } from "./jq-query";
import type { JsonPathMatch, QueryResult } from "./jsonpath-query";

/**
 * The Input comes as text, or as the file the user chose: a File is passed to the worker as a handle
 * and read there, where copying up to 100 MB of text would not hold up the page.
 */
export type JsonInput = string | Blob;

export type JsonPathTesterJob =
  | { mode: "jsonpath"; input: JsonInput; query: string }
  | { mode: "jq"; input: JsonInput; filter: string; options?: Partial<JqOptions> };

/** A listed match as the page gets it: its value comes as JSON text (`text`), not as an object. */
export type ListedMatch = Omit<JsonPathMatch, "value">;

/** JSONPath's answer as the page gets it. */
export interface JsonPathAnswer {
  matches: ListedMatch[];
  count: number;
  /**
   * What Copy and Download give: the listed matches' values as a JSON array indented by two
   * spaces, made here so the page never holds the values or stringifies them on its thread.
   */
  valuesJson: string;
  /** Values left out of valuesJson to keep it within MAX_VALUES_JSON_CHARS; 0 when none. */
  valuesLeftOut: number;
}

export type JsonPathTesterResult =
  ({ mode: "jsonpath" } & JsonPathAnswer) | ({ mode: "jq" } & JqResult);

/**
 * The most characters of values Copy and Download carry. Matches overlap (`$..*` lists each value
 * and every value inside it), so on a deep document their JSON can be many times the document's
 * size: 64 million characters (128 MB of memory at most) is well past any document the Input takes
 * whole, and far short of what would exhaust a tab.
 */
export const MAX_VALUES_JSON_CHARS = 64 * 1024 * 1024;

/** What the values' download says when some were left out. */
export const valuesLeftOutNote = (leftOut: number) =>
  `${groupedCount(leftOut)} ${leftOut === 1 ? "value" : "values"} left out of Copy and Download: the values' JSON would pass ${groupedCount(MAX_VALUES_JSON_CHARS / 1024 / 1024)} MB`;

/**
 * The values as JSON.stringify(values, null, 2) writes an array of them, whole values only, up to
 * `maxChars`: each value is written once and indented, so nothing larger than the result is built.
 */
export function valuesAsJson(
  values: readonly unknown[],
  maxChars = MAX_VALUES_JSON_CHARS,
): { json: string; leftOut: number } {
  const parts: string[] = [];
  let length = 4; // "[\n" and "\n]"
  for (const value of values) {
    const part = `  ${JSON.stringify(value, null, 2).replaceAll("\n", "\n  ")}`;
    // ",\n" joins each part after the first.
    length += part.length + (parts.length > 0 ? 2 : 0);
    if (length > maxChars) break;
    parts.push(part);
  }
  const json = parts.length === 0 ? "[]" : `[\n${parts.join(",\n")}\n]`;
  return { json, leftOut: values.length - parts.length };
}

function answerOf({ matches, count }: QueryResult): JsonPathAnswer {
  const { json, leftOut } = valuesAsJson(matches.map((match) => match.value));
  return {
    matches: matches.map(({ value: _value, ...listed }) => listed),
    count,
    valuesJson: json,
    valuesLeftOut: leftOut,
  };
}

const textOf = (input: JsonInput) => (typeof input === "string" ? input : input.text());

export async function runJsonPathTesterJob(job: JsonPathTesterJob): Promise<JsonPathTesterResult> {
  if (job.mode === "jsonpath") {
    const { runJsonPath } = await import("./jsonpath-query");
    return { mode: "jsonpath", ...answerOf(runJsonPath(await textOf(job.input), job.query)) };
  }
  const { runJq } = await import("./jq-query");
  return { mode: "jq", ...(await runJq(await textOf(job.input), job.filter, job.options)) };
}
