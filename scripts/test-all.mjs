// `npm test`: every check of the project, phase by phase (lint, typecheck, unit tests, build,
// Chromium browser tests with each page's JavaScript budget, the Firefox ESR and WebKitGTK suite),
// each timed.
// Writes reports/timings.json (scripts/timings-report.mjs) with the machine's measured speed, each
// phase's time, the slowest tests of each runner and each tool's browser-test time per engine.
// A phase that fails does not stop the ones that do not need it; the exit code is non-zero when
// any failed. With CI_LIMIT_MINUTES set (.ci/run sets it), a run whose time, scaled to the reference
// machine by the measured workload, is longer than that fails too: machines differ up to 2.5×, and a
// slow machine's honest run must not fail where a fast one's would pass.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { measureMachineSpeed } from "./machine-speed.mjs";
import { readCiPhases, writeTimings } from "./timings-report.mjs";

/**
 * name, command, the phase whose success it needs (the browser tests need the build), and the phase
 * it runs beside: lint and the type check each keep one core busy, and nothing else runs then. The
 * build beside them too was slower in all: the bundler's threads took the cores both need (lint
 * 115.5 s, type check 51.8 s, build 44.4 s on a machine 1.07x the reference, against lint 81.6 s
 * beside the type check and build 23.6 s after it on one 1.46x).
 */
const PHASES = [
  // The route types first: the type check needs them, and the linter's type-aware rules read them.
  { name: "typegen", command: "npx react-router typegen" },
  // `npm run lint` is ESLint then Prettier; here Prettier follows the type check beside ESLint:
  // 60 s for the three against 66 s with Prettier after ESLint.
  { name: "lint", command: "npx eslint ." },
  { name: "typecheck", command: "npx tsc --noEmit", beside: "lint" },
  { name: "format", command: "npx prettier --check .", beside: "lint" },
  // From here on the tests need Debian's packages (the reference tools, the browsers).
  { name: "unit", command: "npm run test:unit", needsSystemPackages: true },
  { name: "build", command: "npm run build" },
  { name: "chromium", command: "npm run test:e2e", needs: "build", needsSystemPackages: true },
  { name: "engines", command: "npm run test:engines", needs: "build", needsSystemPackages: true },
];

/** Runs `command`; a phase beside another has its output held and printed when it ends. */
const run = (command, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: quiet ? "pipe" : "inherit" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code, signal) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });

mkdirSync("reports", { recursive: true });
const machine = { ...measureMachineSpeed(), cores: os.cpus().length };
console.log(
  `machine speed: workload ${machine.bestMs} ms, ${machine.slowdown}x the reference machine's time ` +
    `(${machine.cores} cores, load ${os.loadavg()[0].toFixed(1)})`,
);

// The browser suites scale their time limits by it (playwright.config.ts, e2e-engines/run.mjs).
process.env.MACHINE_SLOWDOWN = String(machine.slowdown);

const phases = [];

/**
 * Whether Debian's packages are installed. On a fresh machine .ci/run installs them beside npm ci
 * and the first phases, and writes apt's exit status to the file SYSTEM_PACKAGES_STATUS names when
 * it ends: the first phase that needs them waits for it, and the wait is a phase of its own.
 */
let systemPackages = null;
function systemPackagesInstalled() {
  const statusFile = process.env.SYSTEM_PACKAGES_STATUS;
  if (!statusFile) return Promise.resolve(true);
  systemPackages ??= (async () => {
    const started = Date.now();
    if (!existsSync(statusFile)) console.log("\n=== waiting for Debian's packages (.ci/run)");
    while (!existsSync(statusFile)) await new Promise((resolve) => setTimeout(resolve, 250));
    const ok = readFileSync(statusFile, "utf8").trim() === "0";
    phases.push({
      name: "wait-for-apt",
      seconds: Math.round((Date.now() - started) / 100) / 10,
      ok,
    });
    return ok;
  })();
  return systemPackages;
}

/** Runs a phase and records it; `quiet` for one that runs beside another. */
async function runPhase(phase, quiet = false) {
  const needed = phase.needs && phases.find((done) => done.name === phase.needs);
  if (needed && !needed.ok) {
    phases.push({ name: phase.name, seconds: 0, ok: false, skipped: `${phase.needs} failed` });
    return;
  }
  if (phase.needsSystemPackages && !(await systemPackagesInstalled())) {
    phases.push({ name: phase.name, seconds: 0, ok: false, skipped: "apt failed" });
    return;
  }
  console.log(`\n=== ${phase.name}: ${phase.command}${quiet ? " (its output when it ends)" : ""}`);
  const started = Date.now();
  const code = await run(phase.command, { quiet });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  phases.push({ name: phase.name, seconds, ok: code === 0, loadAfter: os.loadavg()[0] });
  console.log(`=== ${phase.name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
}

for (const phase of PHASES.filter((candidate) => !candidate.beside)) {
  const besides = PHASES.filter((candidate) => candidate.beside === phase.name);
  const started = Date.now();
  // The phases beside one run one after another, in their order above.
  const runBesides = async () => {
    for (const beside of besides) await runPhase(beside, true);
  };
  await Promise.all([runPhase(phase), runBesides()]);
  // Phases run side by side count once in the run's time: the first carries their wall time.
  if (besides.length) {
    for (const beside of besides) {
      const done = phases.find((candidate) => candidate.name === beside.name);
      Object.assign(done, { wallSeconds: 0, beside: phase.name });
    }
    phases.find((done) => done.name === phase.name).wallSeconds =
      Math.round((Date.now() - started) / 100) / 10;
  }
}

const allPhases = [...readCiPhases(), ...phases];
const report = writeTimings({ machine, phases: allPhases });
const limitMinutes = Number(process.env.CI_LIMIT_MINUTES ?? 0);
const referenceMinutes = report.totalSeconds / 60 / machine.slowdown;
console.log(
  `\nThe whole run took ${(report.totalSeconds / 60).toFixed(1)} min on a machine ` +
    `${machine.slowdown}x the reference's time: ${referenceMinutes.toFixed(1)} min on the reference.`,
);
let overLimit = false;
if (limitMinutes && referenceMinutes > limitMinutes) {
  overLimit = true;
  const slowest = [...allPhases].sort((a, b) => b.seconds - a.seconds).slice(0, 3);
  console.log(
    `Over its limit of ${limitMinutes} min on the reference machine. Slowest phases: ` +
      slowest.map((phase) => `${phase.name} ${(phase.seconds / 60).toFixed(1)} min`).join(", "),
  );
}
process.exit(phases.every((phase) => phase.ok) && !overLimit ? 0 : 1);
