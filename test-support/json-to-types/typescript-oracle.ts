// Test-only: the TypeScript compiler of node_modules as the reference for JSON to Types. Each case is
// one module of one `tsc --strict` run (tsc takes seconds to start): its samples must type-check as
// the root type, and each wrong value must not (an unneeded @ts-expect-error is itself an error).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tsLiteral } from "./json-literals";

export interface TypeScriptCase {
  /** The generated code: it declares `rootName`. */
  code: string;
  rootName: string;
  samples: unknown[];
  /** Values the root type must reject. */
  wrong: unknown[];
}

const TSC = join(process.cwd(), "node_modules/typescript/bin/tsc");

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "Bundler",
    lib: ["ES2022"],
    types: [],
    skipLibCheck: true,
  },
  include: ["*.ts"],
};

/** The module of one case: the code, its samples as the root type, its wrong values expected to fail. */
export function typeScriptModule({ code, rootName, samples, wrong }: TypeScriptCase): string {
  const lines = [
    code,
    `export const samples: ${rootName}[] = [`,
    ...samples.map((sample) => `  ${tsLiteral(sample)},`),
    "];",
    ...wrong.flatMap((value, i) => [
      "// @ts-expect-error",
      `export const wrong${i}: ${rootName} = ${tsLiteral(value)};`,
    ]),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * tsc's diagnostics for the cases ("" when every module type-checks); each diagnostic names its
 * file, case<N>.ts, where N is the case's index. `paths` maps imports (e.g. "zod") to files.
 */
export function typeScriptErrors(
  cases: readonly TypeScriptCase[],
  paths: Record<string, string[]> = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), "json-to-types-tsc-"));
  try {
    const config = { ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, paths } };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
    cases.forEach((c, i) => writeFileSync(join(dir, `case${i}.ts`), typeScriptModule(c)));
    const result = spawnSync(process.execPath, [TSC, "-p", ".", "--pretty", "false"], {
      cwd: dir,
      encoding: "utf8",
    });
    if (result.error) throw result.error;
    return `${result.stdout}${result.stderr}`.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
