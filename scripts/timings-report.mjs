// Where a test run's time went: reports/timings.json from the runners' own JSON reports (Vitest,
// Playwright, the cross-engine suite) and the phases timed by .ci/run and scripts/test-all.mjs.
// Per tool, the browser-test seconds of each engine, so a tool's cost can be held to its budget.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const REPORTS = "reports";
const SLOWEST = 15;
/** The phases .ci/run times (apt, the toolchain, npm ci), one JSON object a line. */
export const CI_PHASES_FILE = path.join(REPORTS, "ci-phases.jsonl");

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

export const readCiPhases = () =>
  existsSync(CI_PHASES_FILE)
    ? readFileSync(CI_PHASES_FILE, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line))
    : [];

const seconds = (ms) => Math.round(ms / 100) / 10;
const slowest = (items) => [...items].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);

/** The tool a browser test belongs to: its path at the start of its title, else its spec file's name. */
export function toolOf(title, file) {
  const fromTitle = /^(\/[a-z0-9-]*)[:\s]/.exec(title);
  if (fromTitle) return fromTitle[1];
  const base = path.basename(file ?? "").replace(/\.spec\.ts$/, "");
  return base ? `/${base}` : "(none)";
}

function vitestTimings(report) {
  const files = report.testResults.map((file) => ({
    name: path.relative(process.cwd(), file.name),
    seconds: seconds(file.endTime - file.startTime),
  }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
      seconds: seconds(test.duration ?? 0),
    })),
  );
  return { files: slowest(files), tests: slowest(tests) };
}

/** Every test of a Playwright JSON report, with its file, project and total time over its tries. */
function playwrightTests(report) {
  const tests = [];
  const visit = (suite, file) => {
    const suiteFile = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ file: suiteFile, title: spec.title, project: test.projectName, ms });
      }
    }
    for (const child of suite.suites ?? []) visit(child, suiteFile);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return tests;
}

function addToTool(perTool, tool, engine, ms) {
  perTool[tool] ??= {};
  perTool[tool][engine] = seconds((perTool[tool][engine] ?? 0) * 1000 + ms);
}

/** Writes reports/timings.json and returns it. */
export function writeTimings({ machine, phases }) {
  const report = {
    machine,
    // A phase run beside another (wallSeconds) counts once: the wall time of the two.
    totalSeconds: Math.round(
      phases.reduce((sum, phase) => sum + (phase.wallSeconds ?? phase.seconds), 0),
    ),
    phases,
    slowest: {},
    perToolSeconds: {},
  };
  const vitest = readJson(path.join(REPORTS, "vitest.json"));
  if (vitest) report.slowest.unit = vitestTimings(vitest);

  const playwright = readJson(path.join(REPORTS, "playwright.json"));
  if (playwright) {
    const tests = playwrightTests(playwright);
    const byFile = new Map();
    for (const test of tests) {
      byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
      addToTool(report.perToolSeconds, toolOf(test.title, test.file), "chromium", test.ms);
    }
    report.slowest.chromium = {
      files: slowest([...byFile].map(([name, ms]) => ({ name, seconds: seconds(ms) }))),
      tests: slowest(
        tests.map((test) => ({
          name: `${test.file} › ${test.title}${test.project === "timing" ? " (timing)" : ""}`,
          seconds: seconds(test.ms),
        })),
      ),
    };
  }

  const engines = readJson(path.join(REPORTS, "engines.json"));
  if (engines) {
    for (const result of engines.results)
      addToTool(report.perToolSeconds, toolOf(result.test, null), result.engine, result.ms);
    report.slowest.engines = {
      tests: slowest(
        engines.results.map((result) => ({
          name: `[${result.engine}] ${result.test}`,
          seconds: seconds(result.ms),
        })),
      ),
    };
  }

  writeFileSync(path.join(REPORTS, "timings.json"), JSON.stringify(report, null, 2) + "\n");
  printSummary(report);
  return report;
}

function printSummary(report) {
  console.log(`\nWhere the time went (reports/timings.json):`);
  for (const phase of report.phases)
    console.log(
      `  ${phase.name.padEnd(12)} ${String(phase.seconds).padStart(7)} s${phase.beside ? ` (beside ${phase.beside})` : ""}${phase.ok === false ? "  FAILED" : ""}`,
    );
  console.log(
    `  ${"total".padEnd(12)} ${String(report.totalSeconds).padStart(7)} s ` +
      `(machine ${report.machine.slowdown}x the reference's time)`,
  );
  for (const [runner, lists] of Object.entries(report.slowest))
    for (const [kind, items] of Object.entries(lists)) {
      console.log(`  slowest ${runner} ${kind}:`);
      for (const item of items)
        console.log(`    ${String(item.seconds).padStart(6)} s  ${item.name}`);
    }
}
