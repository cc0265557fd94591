import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
    files: ["**/*.{js,mjs}", "scripts/**", "bench/**", "e2e/**", "*.config.*"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
