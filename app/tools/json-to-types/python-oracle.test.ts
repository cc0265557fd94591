// The Python JSON to Types writes, run by Debian's Python in one process: every module imports, every
// sample builds into the root type (dataclasses through a loader that checks each annotation, pydantic
// models through model_validate) and the wrong values do not, for both naming styles.
import { describe, expect, it } from "vitest";
import { jsonText } from "../../../test-support/json-to-types/json-literals";
import {
  type Checker,
  type OracleCase,
  casesFor,
  disagreements,
  expectations,
  generate,
} from "../../../test-support/json-to-types/oracle-cases";
import {
  type ModelsCase,
  loadWithPython,
  pydanticVersion,
} from "../../../test-support/json-to-types/python-oracle";

interface Variant {
  checker: Checker;
  fieldNames: "convention" | "keys";
}

/** Debian 12 has pydantic 1: the generated models are pydantic 2's, which pydantic 1 also runs. */
const PYDANTIC: Checker = pydanticVersion().startsWith("1.") ? "pydantic1" : "pydantic2";

const VARIANTS: Variant[] = [
  { checker: "dataclass", fieldNames: "convention" },
  { checker: "dataclass", fieldNames: "keys" },
  { checker: PYDANTIC, fieldNames: "convention" },
  { checker: PYDANTIC, fieldNames: "keys" },
];

describe("Python: dataclasses and pydantic models", () => {
  const runs = VARIANTS.flatMap((variant) =>
    casesFor(variant.checker).map((c): [Variant, OracleCase] => [variant, c]),
  );

  it(`builds the samples and refuses the wrong values of ${runs.length} modules in one run`, () => {
    const answers = loadWithPython(
      runs.map(([{ checker, fieldNames }, c]): ModelsCase => ({
        code: generate(c, "python", { pydantic: checker !== "dataclass", fieldNames }).code,
        root: "Root",
        pydantic: checker !== "dataclass",
        values: expectations(c, checker).map((e) => jsonText(e.value)),
      })),
    );
    const problems = runs.flatMap(([{ checker, fieldNames }, c], i) => {
      const answer = answers[i];
      const where = `${checker} (${fieldNames})`;
      if ("error" in answer) return [`${where} ${c.name}: ${answer.error}`];
      return disagreements(c, checker, answer.results).map((problem) => `${where} ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it("reports a module that does not import, and checks what the loader is given", () => {
    const [broken, strict] = loadWithPython([
      { code: "class Root(:\n", root: "Root", pydantic: false, values: ["1"] },
      {
        code: "from dataclasses import dataclass, field\n\n\n@dataclass\nclass Root:\n    a: int = field(metadata={'json': 'A'})\n",
        root: "Root",
        pydantic: false,
        values: ['{"A": 1}', '{"A": true}', '{"a": 1}', "{}"],
      },
    ]);
    expect("error" in broken && broken.error).toContain("SyntaxError");
    expect("results" in strict && strict.results).toEqual([
      "ok",
      "Mismatch: $.A: True is not int",
      "Mismatch: $: unknown keys ['a'] for Root",
      "Mismatch: $: Root needs the key 'A'",
    ]);
  });

  it("runs pydantic 1 or 2 (on pydantic 1, parse_obj stands in for model_validate)", () => {
    expect(pydanticVersion()).toMatch(/^[12]\./);
  });
});
