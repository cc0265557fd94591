// Vitest for the mutation benchmark (bench/mutation.mjs): the project's setup with only the tests
// named in MUTATION_TESTS (comma-separated globs), so a core is judged by its own tests. Stryker runs
// it inside its sandbox copy, where "~" must point at the sandbox's app/ (the mutated files).
import base from "./vitest.config";

const tests = (process.env.MUTATION_TESTS ?? "").split(",").filter(Boolean);

export default {
  ...base,
  test: { ...base.test, include: tests, reporters: ["default"] },
};
