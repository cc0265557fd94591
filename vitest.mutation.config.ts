// Vitest for the mutation benchmark (bench/mutation.mjs): the project's setup with only the tests
// named in MUTATION_TESTS (comma-separated globs), so a core is judged by its own tests. Stryker runs
// it inside its sandbox copy, where "~" must point at the sandbox's app/ (the mutated files).
// Without the base config's projects: each project has its own include list, which would run the
// whole suite for every mutant instead of the core's tests.
import base from "./vitest.config";

const tests = (process.env.MUTATION_TESTS ?? "").split(",").filter(Boolean);
const { projects: _wholeSuite, ...shared } = base.test ?? {};

export default {
  ...base,
  test: { ...shared, include: tests, reporters: ["default"] },
};
