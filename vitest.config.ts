import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

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
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
  },
});
