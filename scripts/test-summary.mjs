// Prints one plain closing line "N passed, N failed" from the Vitest, Playwright and cross-engine
// JSON reports, which CI reads (TOOLCHAIN.md: it does not recognise those runners' own closing lines).
// Above it, each failed test and each test that passed only on retry, with the first line of its
// error: CI shows only the end of the output, and that is where a failure must be named.
// A stage that never ran leaves no report; the exit code of `npm test` still decides.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

let passed = 0;
let failed = 0;
let skipped = 0;
/** Lines naming failed and retried tests, printed before the closing line. */
const named = [];
const MAX_NAMED = 20;
const firstLine = (text) =>
  String(text ?? "")
    // Terminal colours in Playwright's messages (ESC [ … m).
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 240) ?? "";
const name = (kind, title, error) =>
  named.push(`${kind}: ${title}${error ? ` — ${firstLine(error)}` : ""}`);

if (existsSync("reports/vitest.json")) {
  const vitest = JSON.parse(readFileSync("reports/vitest.json", "utf8"));
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed")
        name("FAILED unit", `${relative} › ${test.fullName}`, test.failureMessages?.[0]);
    // A file that failed to load has no failed test of its own.
    if (
      file.status === "failed" &&
      !(file.assertionResults ?? []).some((t) => t.status === "failed")
    )
      name("FAILED unit file", relative, file.message);
  }
}

if (existsSync("reports/playwright.json")) {
  const playwright = JSON.parse(readFileSync("reports/playwright.json", "utf8"));
  const stats = playwright.stats ?? {};
  // "flaky" tests failed once and passed on retry: they count as passed, and are listed below.
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  if (stats.flaky) console.log(`(${stats.flaky} browser test(s) passed only on retry)`);
  const visit = (suite, file) => {
    const suiteFile = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const kind = test.status === "flaky" ? "retried chromium" : "FAILED chromium";
        name(
          kind,
          `${suiteFile} › ${spec.title}${test.projectName === "timing" ? " (timing)" : ""}`,
          error,
        );
      }
    for (const child of suite.suites ?? []) visit(child, suiteFile);
  };
  for (const suite of playwright.suites ?? []) visit(suite, suite.file);
  for (const error of playwright.errors ?? []) name("FAILED chromium run", "", error.message);
}

if (existsSync("reports/engines.json")) {
  // The cross-engine suite (Firefox ESR and WebKitGTK, e2e-engines/run.mjs).
  const engines = JSON.parse(readFileSync("reports/engines.json", "utf8"));
  passed += engines.passed ?? 0;
  failed += engines.failed ?? 0;
  skipped += engines.skipped ?? 0;
  if (engines.flaky) console.log(`(${engines.flaky} cross-engine test(s) passed only on retry)`);
  for (const result of engines.results ?? []) {
    if (!result.ok) name(`FAILED ${result.engine}`, result.test, result.problem);
    else if (result.flaky) name(`retried ${result.engine}`, result.test, result.flaky);
  }
}

// Failures first, then retries; at most MAX_NAMED lines so the closing line stays in CI's view.
named.sort((a, b) => Number(b.startsWith("FAILED")) - Number(a.startsWith("FAILED")));
for (const line of named.slice(0, MAX_NAMED)) console.log(line);
if (named.length > MAX_NAMED) console.log(`(${named.length - MAX_NAMED} more in reports/)`);

if (process.argv.includes("--stage-failed") && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
