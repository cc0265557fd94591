// The TypeScript JSON to Types writes, checked by the TypeScript compiler (tsc --strict, one run for
// every case): each case's samples type-check as its root type, and each wrong value does not.
import { describe, expect, it } from "vitest";
import { casesFor, expectations, generate } from "../../../test-support/json-to-types/oracle-cases";
import type { OracleCase } from "../../../test-support/json-to-types/oracle-cases";
import {
  type TypeScriptCase,
  typeScriptErrors,
  typeScriptModule,
} from "../../../test-support/json-to-types/typescript-oracle";

function tsCase(c: OracleCase, typeAliases: boolean): TypeScriptCase {
  const expected = expectations(c, "typescript");
  return {
    code: generate(c, "typescript", { typeAliases }).code,
    rootName: "Root",
    samples: expected.filter((e) => e.accepted).map((e) => e.value),
    wrong: expected.filter((e) => !e.accepted).map((e) => e.value),
  };
}

describe("tsc --strict accepts every sample and rejects every wrong value", () => {
  const cases = casesFor("typescript");
  const modules = [...cases.map((c) => tsCase(c, false)), ...cases.map((c) => tsCase(c, true))];

  it(`for ${modules.length} modules (interfaces and type aliases) in one tsc run`, () => {
    const errors = typeScriptErrors(modules);
    // "case12.ts(…)" → the case's name before it.
    const named = errors.replace(
      /case(\d+)\.ts/g,
      (_, n: string) => `[${cases[Number(n) % cases.length].name}] case${n}.ts`,
    );
    expect(named).toBe("");
  });

  it("fails when a sample does not fit, or a wrong value does, so the check cannot pass vacuously", () => {
    const code = "export interface Root {\n  a: number;\n}\n";
    const errors = typeScriptErrors([
      { code, rootName: "Root", samples: [{ a: "not a number" }], wrong: [] },
      { code, rootName: "Root", samples: [], wrong: [{ a: 1 }] },
    ]);
    expect(errors).toMatch(
      /^case0\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/m,
    );
    expect(errors).toMatch(
      /^case1\.ts\(\d+,\d+\): error TS2578: Unused '@ts-expect-error' directive/m,
    );
  });

  it("writes each sample as a literal of the root type and each wrong value under @ts-expect-error", () => {
    expect(
      typeScriptModule({
        code: "export type Root = unknown;",
        rootName: "Root",
        samples: [1, JSON.parse('{"__proto__": 12345678901234567890}')],
        wrong: ["x"],
      }),
    ).toBe(
      [
        "export type Root = unknown;",
        "export const samples: Root[] = [",
        "  1,",
        '  {["__proto__"]: 12345678901234567000},',
        "];",
        "// @ts-expect-error",
        'export const wrong0: Root = "x";',
        "",
      ].join("\n"),
    );
  });
});
