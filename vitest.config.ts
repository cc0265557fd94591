import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
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

// Vitest runs without the React Router plugin (TOOLCHAIN.md): cores in node, components in jsdom.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globals: true,
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "build-tools/**/*.test.ts",
      "eslint-rules/**/*.test.ts",
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
