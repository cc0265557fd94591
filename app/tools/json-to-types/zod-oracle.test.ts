// The Zod schemas JSON to Types writes, run by the Zod in node_modules (4.x, which also carries Zod 3
// as "zod/v3"; it comes with the lint tooling, not as the site's dependency): under both, each schema
// parses its samples and refuses the wrong values; and tsc, with Zod 3's types, accepts the samples
// as z.infer's type of the root and rejects the wrong values.
import { existsSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { jsonText } from "../../../test-support/json-to-types/json-literals";
import {
  casesFor,
  disagreements,
  expectations,
  generate,
} from "../../../test-support/json-to-types/oracle-cases";
import {
  type TypeScriptCase,
  typeScriptErrors,
} from "../../../test-support/json-to-types/typescript-oracle";

const ZOD = join(process.cwd(), "node_modules/zod");
const ZOD_INSTALLED = existsSync(join(ZOD, "package.json"));

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { message: string } };
}

/** The generated module's exports, run as CommonJS with `zod` as its only import. */
function load(code: string, zod: unknown): Record<string, Schema> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS },
  }).outputText;
  const exports: Record<string, Schema> = {};
  new Function("require", "exports", js)(() => zod, exports);
  return exports;
}

describe.skipIf(!ZOD_INSTALLED)("Zod", () => {
  const cases = casesFor("zod");

  for (const module of ["zod/v3", "zod"]) {
    it(`(${module}) parses every sample and refuses every wrong value`, async () => {
      const zod: unknown = await import(/* @vite-ignore */ module);
      const problems = cases.flatMap((c) => {
        const { RootSchema } = load(generate(c, "zod").code, zod);
        const answers = expectations(c, "zod").map(({ value }) => {
          const result = RootSchema.safeParse(JSON.parse(jsonText(value)));
          return result.success ? "ok" : (result.error?.message ?? "refused");
        });
        return disagreements(c, "zod", answers);
      });
      expect(problems).toEqual([]);
    });
  }

  it("infers types that tsc (with Zod 3's types) accepts the samples as, and not the wrong values", () => {
    const modules = cases.map((c): TypeScriptCase => {
      const code = generate(c, "zod").code;
      // A recursive schema is typed z.ZodTypeAny (the writer's note says so): anything fits it.
      const loose = code.includes("z.ZodTypeAny");
      const expected = expectations(c, "typescript");
      return {
        code,
        rootName: "Root",
        samples: expected.filter((e) => e.accepted).map((e) => e.value),
        wrong: loose ? [] : expected.filter((e) => !e.accepted).map((e) => e.value),
      };
    });
    const errors = typeScriptErrors(modules, { zod: [join(ZOD, "v3/index.d.cts")] });
    expect(
      errors.replace(/case(\d+)\.ts/g, (_, n: string) => `[${cases[Number(n)].name}] case${n}.ts`),
    ).toBe("");
  });
});

it.runIf(!ZOD_INSTALLED)("skips the Zod checks: zod is not in node_modules", () => {
  expect(ZOD_INSTALLED).toBe(false);
});
