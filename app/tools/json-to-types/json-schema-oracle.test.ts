// The JSON Schemas JSON to Types writes, checked by Python's jsonschema (Debian's): each schema passes
// Draft202012Validator.check_schema, accepts its samples and rejects the wrong values, in one run.
import { describe, expect, it } from "vitest";
import {
  casesFor,
  disagreements,
  expectations,
  generate,
} from "../../../test-support/json-to-types/oracle-cases";
import { jsonText } from "../../../test-support/json-to-types/json-literals";
import { validateWithJsonSchema } from "../../../test-support/json-to-types/python-oracle";

describe("jsonschema's Draft202012Validator", () => {
  const cases = casesFor("json-schema");

  it(`accepts the samples and rejects the wrong values of ${cases.length} cases`, () => {
    const answers = validateWithJsonSchema(
      cases.map((c) => ({
        schema: generate(c, "json-schema").code,
        values: expectations(c, "json-schema").map((e) => jsonText(e.value)),
      })),
    );
    const problems = cases.flatMap((c, i) => {
      const answer = answers[i];
      return "error" in answer
        ? [`${c.name}: ${answer.error}`]
        : disagreements(c, "json-schema", answer.results);
    });
    expect(problems).toEqual([]);
  });

  it("reports a schema that is not valid, and a sample that does not fit", () => {
    const [bad, strict] = validateWithJsonSchema([
      { schema: '{"type": 12}', values: ["1"] },
      {
        schema: '{"type": "object", "properties": {"a": {"type": "integer"}}}',
        values: ['{"a": 1}', '{"a": "x"}'],
      },
    ]);
    expect("error" in bad && bad.error).toMatch(/^check_schema: 12 is not valid/);
    expect("results" in strict && strict.results).toEqual([
      "ok",
      "ValueError: ['a']: 'x' is not of type 'integer'",
    ]);
  });
});
