import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/**
 * The files that take 20–50 s each (reports/vitest.json). Vitest starts the largest files first when
 * it has no timings of an earlier run (a clean clone never has), and these are small: the last
 * one started alone once the rest were done, one core idle for 52 s of the phase's 350.
 */
const SLOW_FILES = [
  "app/tools/adversarial-inputs-second-half.test.ts",
  "app/tools/adversarial-inputs.test.ts",
  "app/tools/xslt-transformer/libxslt-wasm-build.test.ts",
  "scripts/new-tool.test.mjs",
  "app/tools/xsd-generator/xsd-validation.test.ts",
];

/** Vitest's order, with the slow files first, so the two workers finish together. */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
      return at < 0 ? SLOW_FILES.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const TEST_FILES = [
  "app/**/*.test.{ts,tsx}",
  "scripts/**/*.test.{ts,mjs}",
  "bench/**/*.test.mjs",
  "build-tools/**/*.test.ts",
  "eslint-rules/**/*.test.ts",
];

/**
 * The test files that need a fresh module registry of their own: those in jsdom (a component's
 * module state, such as a toast already shown, would carry into the next file), those that replace
 * modules or globals (vi.mock, vi.stubGlobal…), which a module another file already imported would
 * not see, and those that time their code ("answers quickly", by the clock or by processor time): a
 * worker that kept every earlier file's modules holds up to 1.2 GB, and a collection of that heap
 * inside a timed call made a 0.4 s check take 2.9 s (and jq's 10 MB sum 3.2 s of processor time,
 * against its limit of 3). Every other file runs in a worker that keeps the modules it has imported from
 * one file to the next: most files are pure cores in node, and importing their libraries again for
 * each file took about a quarter of the suite's CPU time (11.8 CPU minutes against 8.4, 367 s
 * against 263 s on 2 cores).
 */
const NEEDS_ISOLATION =
  /@vitest-environment jsdom|\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|performance\.now\(\)|Date\.now\(\) -|withCpuTime|cpuUsage\(|hrtime/;
const isolatedFiles = ["app", "scripts", "bench", "build-tools", "eslint-rules"]
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file))
  .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8")));

// Vitest runs without the React Router plugin (TOOLCHAIN.md): cores in node, components in jsdom.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: TEST_FILES,
          exclude: isolatedFiles,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolatedFiles } },
    ],
    environment: "node",
    // One test file per CPU core: Vitest's default (one fewer than the cores) ran the whole suite
    // in a single worker on the 2-core CI machines, one core idle (437 s against 250 s).
    maxWorkers: availableParallelism(),
    // Speed is checked by bench/, not by unit tests; a CI machine running other jobs may take
    // several seconds for a test that renders a thousand rows in jsdom.
    testTimeout: process.env.CI ? 30_000 : 5_000,
    setupFiles: ["./vitest.setup.ts"],
    sequence: { sequencer: SlowFilesFirst },
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
  },
});
