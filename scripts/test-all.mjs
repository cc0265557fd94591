// `npm test`: every check of the project, phase by phase (lint, typecheck, unit tests, build,
// Chromium browser tests, the Firefox ESR and WebKitGTK suite, the bundle budget), each timed.
// Writes reports/timings.json (scripts/timings-report.mjs) with the machine's measured speed, each
// phase's time, the slowest tests of each runner and each tool's browser-test time per engine.
// A phase that fails does not stop the ones that do not need it; the exit code is non-zero when
// any failed. With CI_LIMIT_MINUTES set (.ci/run sets it), a run whose time, scaled to the reference
// machine by the measured workload, is longer than that fails too: machines differ up to 2.5×, and a
// slow machine's honest run must not fail where a fast one's would pass.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import os from "node:os";
import { measureMachineSpeed } from "./machine-speed.mjs";
import { readCiPhases, writeTimings } from "./timings-report.mjs";

/** name, command, and the phase whose success it needs (the browser tests need the build). */
const PHASES = [
  { name: "lint", command: "npm run lint" },
  { name: "typecheck", command: "npm run typecheck" },
  { name: "unit", command: "npm run test:unit" },
  { name: "build", command: "npm run build" },
  { name: "chromium", command: "npm run test:e2e", needs: "build" },
  { name: "engines", command: "npm run test:engines", needs: "build" },
  { name: "bundle", command: "npm run bench:bundle -- --check", needs: "build" },
];

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

mkdirSync("reports", { recursive: true });
const machine = { ...measureMachineSpeed(), cores: os.cpus().length };
console.log(
  `machine speed: workload ${machine.bestMs} ms, ${machine.slowdown}x the reference machine's time ` +
    `(${machine.cores} cores, load ${os.loadavg()[0].toFixed(1)})`,
);

const phases = [];
for (const phase of PHASES) {
  const needed = phase.needs && phases.find((done) => done.name === phase.needs);
  if (needed && !needed.ok) {
    phases.push({ name: phase.name, seconds: 0, ok: false, skipped: `${phase.needs} failed` });
    continue;
  }
  console.log(`\n=== ${phase.name}: ${phase.command}`);
  const started = Date.now();
  const code = await run(phase.command);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  phases.push({ name: phase.name, seconds, ok: code === 0, loadAfter: os.loadavg()[0] });
  console.log(`=== ${phase.name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
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
