// Random JSON samples (fast-check) typed by JSON to Types, then checked by the reference tools in one
// batch each: tsc must accept every sample as the TypeScript root type, and jsonschema must validate
// every sample against the JSON Schema. Seeded, so a failure names a case that can be run again.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonText } from "../../../test-support/json-to-types/json-literals";
import { validateWithJsonSchema } from "../../../test-support/json-to-types/python-oracle";
import { typeScriptErrors } from "../../../test-support/json-to-types/typescript-oracle";
import { DEFAULT_JSON_TO_TYPES_OPTIONS, type JsonToTypesJob } from "./json-to-types";
import { jsonToTypes } from "../../../test-support/json-to-types/all-writers";

const SEED = 20261203;
const RUNS = 80;

/** One to four samples; every other case hands them over as an array of samples. */
const samplesArbitrary = fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 4 });
const sampleSets = fc.sample(samplesArbitrary, { seed: SEED, numRuns: RUNS });

function job(samples: unknown[], i: number, language: JsonToTypesJob["language"]): JsonToTypesJob {
  const asArray = i % 2 === 1;
  const text = asArray ? `[${samples.map(jsonText).join(", ")}]` : samples.map(jsonText).join("\n");
  return {
    ...DEFAULT_JSON_TO_TYPES_OPTIONS,
    text,
    language,
    source: "samples",
    eachItemIsSample: asArray,
  };
}

describe(`random samples (seed ${SEED}, ${RUNS} sets)`, () => {
  it("type-check as the TypeScript root type", () => {
    const errors = typeScriptErrors(
      sampleSets.map((samples, i) => ({
        code: jsonToTypes(job(samples, i, "typescript")).code,
        rootName: "Root",
        samples,
        wrong: [],
      })),
    );
    expect(errors).toBe("");
  });

  it("validate against the JSON Schema", () => {
    const answers = validateWithJsonSchema(
      sampleSets.map((samples, i) => ({
        schema: jsonToTypes(job(samples, i, "json-schema")).code,
        values: samples.map(jsonText),
      })),
    );
    const problems = answers.flatMap((answer, i) => {
      if ("error" in answer) return [`set ${i}: ${answer.error}`];
      return answer.results.flatMap((result, j) =>
        result === "ok" ? [] : [`set ${i}, sample ${j}: ${result}`],
      );
    });
    expect(problems).toEqual([]);
  });

  it("are varied: objects, arrays, several kinds at one place", () => {
    const texts = sampleSets.map((samples, i) => jsonToTypes(job(samples, i, "typescript")).code);
    expect(texts.filter((code) => code.includes("export interface")).length).toBeGreaterThan(
      RUNS / 4,
    );
    expect(texts.filter((code) => code.includes("[]")).length).toBeGreaterThan(RUNS / 4);
    expect(texts.filter((code) => / \| /.test(code)).length).toBeGreaterThan(RUNS / 4);
  });
});
