import { defineConfig } from "vitest/config";
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
    setupFiles: ["./vitest.setup.ts"],
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
  },
});
