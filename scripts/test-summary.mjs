// Prints one plain closing line "N passed, N failed" from the Vitest, Playwright and cross-engine
// JSON reports, which CI reads (TOOLCHAIN.md: it does not recognise those runners' own closing lines).
// A stage that never ran leaves no report; the exit code of `npm test` still decides.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync("reports/vitest.json")) {
  const vitest = JSON.parse(readFileSync("reports/vitest.json", "utf8"));
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

if (existsSync("reports/playwright.json")) {
  const playwright = JSON.parse(readFileSync("reports/playwright.json", "utf8"));
  const stats = playwright.stats ?? {};
  // "flaky" tests failed once and passed on retry: they count as passed, and are listed below.
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  if (stats.flaky) console.log(`(${stats.flaky} browser test(s) passed only on retry)`);
}

if (existsSync("reports/engines.json")) {
  // The cross-engine suite (Firefox ESR and WebKitGTK, e2e-engines/run.mjs).
  const engines = JSON.parse(readFileSync("reports/engines.json", "utf8"));
  passed += engines.passed ?? 0;
  failed += engines.failed ?? 0;
  skipped += engines.skipped ?? 0;
  if (engines.flaky) console.log(`(${engines.flaky} cross-engine test(s) passed only on retry)`);
}

if (process.argv.includes("--stage-failed") && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
