import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import regexp from "eslint-plugin-regexp";
import layers from "./eslint-rules/layers.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "!build-tools/",
      "builds/",
      ".react-router/",
      "reports/",
      "test-results/",
      "node_modules/",
      // Stryker's sandboxes (bench/mutation.mjs): copies of the repository while a run is on.
      ".stryker-tmp-*/",
      // Files that break the layout on purpose, for the lint config's own test.
      "eslint-rules/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // No regular expression may backtrack super-linearly: a saved input that makes one
    // quadratic freezes its page again on every reload. Over all code, tests included.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    // The code layout (docs/code-layout.md): imports point down only, no tool imports
    // another, test-support is for tests, and no import cycles. A local plugin: see the doc for why.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { layers },
    rules: {
      "layers/direction": "error",
      "layers/no-cycle": "error",
    },
  },
  {
    // A page's first Intl number format or collation costs 15–35 ms of main-thread time, which
    // adds to the page's blocking time: counts go through groupedCount
    // (app/lib/number/count-text.ts), which needs no Intl.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/lib/number/count-text.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length=1]",
          message:
            "Write counts with groupedCount (~/lib/number/count-text): the first Intl format of a page costs 15–35 ms.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "bench/**", "e2e/**", "*.config.*"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
