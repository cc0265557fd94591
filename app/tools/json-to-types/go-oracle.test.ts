// The Go structs JSON to Types writes, checked by Debian's Go toolchain in one module: gofmt -l lists
// none of them, go vet passes, and encoding/json (DisallowUnknownFields) decodes every sample into the
// root type and refuses the wrong values. Deliberately broken packages in the same run show that each
// check can fail.
import { describe, expect, it } from "vitest";
import { type GoCase, checkGo } from "../../../test-support/json-to-types/go-oracle";
import { jsonText } from "../../../test-support/json-to-types/json-literals";
import {
  SAMPLE_CASES,
  casesFor,
  disagreements,
  expectations,
  generate,
} from "../../../test-support/json-to-types/oracle-cases";

const MISALIGNED =
  'package main\n\ntype Root struct {\n\tA int64 `json:"a"`\n\tLonger string `json:"longer"`\n}\n';
const REPEATED_TAG =
  'package main\n\ntype Root struct {\n\tA int64 `json:"a"`\n\tB int64 `json:"a"`\n}\n';

describe("Go: gofmt, go vet and encoding/json", () => {
  const cases = casesFor("go");
  const untaggable = SAMPLE_CASES.find((c) => c.name === "keys no Go tag can name")!;
  const goCases: GoCase[] = [
    ...cases.map((c) => ({
      code: generate(c, "go").code,
      rootName: "Root",
      values: expectations(c, "go").map((e) => jsonText(e.value)),
    })),
    {
      code: generate(untaggable, "go").code,
      rootName: "Root",
      values: untaggable.samples.map(jsonText),
    },
    { code: MISALIGNED, rootName: "Root", values: ['{"a": 1, "longer": "x"}'] },
    { code: REPEATED_TAG, rootName: "Root", values: ['{"a": 1}'] },
  ];
  const [untaggableAt, misalignedAt, repeatedAt] = [
    cases.length,
    cases.length + 1,
    cases.length + 2,
  ];
  let report: ReturnType<typeof checkGo>;

  it(`builds, vets and runs ${cases.length} cases in one module`, () => {
    report = checkGo(goCases);
    expect(report.results).toHaveLength(goCases.length);
  }, 120_000);

  it("leaves nothing for gofmt to change but the misaligned package", () => {
    expect(report.gofmt).toBe(`case${misalignedAt}/types.go`);
  });

  it("draws no complaint from go vet but for the repeated tag", () => {
    const lines = report.vet.split("\n").filter((line) => !line.startsWith("#"));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^case${repeatedAt}/types.go:5:2: struct field B repeats json tag "a"`),
      ),
    ]);
  });

  it("decodes every sample into the root type and refuses the wrong values", () => {
    expect(cases.flatMap((c, i) => disagreements(c, "go", report.results[i]))).toEqual([]);
  });

  it("refuses the keys it skips, which DisallowUnknownFields counts as unknown", () => {
    expect(report.results[untaggableAt]).toEqual(['json: unknown field ""']);
  });
});
