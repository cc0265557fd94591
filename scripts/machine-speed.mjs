// A fixed CPU workload timed in node, so that a run's time can be read against its machine's
// speed: CI machines of the same kind ran the same suite between 0.9x and 2.5x a typical one's time.
// Run alone (`node scripts/machine-speed.mjs`) it prints the workload's time and the machine's
// slowdown against the reference machine.
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";

/**
 * The workload's best time on the reference machine (a quiet 2-core machine of the kind CI uses,
 * measured 2026-12-02 with nothing else running). A slowdown of 2 means this machine does the same
 * work in twice the time.
 */
export const REFERENCE_MS = 220;

/** One pass of work shaped like the suite's: strings, JSON, hashing, regular expressions, arrays. */
function workloadOnce() {
  const rows = [];
  for (let i = 0; i < 60_000; i++) rows.push({ id: i, name: `item ${i}`, tags: ["a", "b", i % 7] });
  const text = JSON.stringify(rows);
  const parsed = JSON.parse(text);
  let checksum = parsed.length;
  const hash = createHash("sha256");
  for (let i = 0; i < 40; i++) hash.update(text);
  checksum += hash.digest()[0];
  checksum += (text.match(/"name":"item \d*7"/g) ?? []).length;
  const numbers = Float64Array.from({ length: 400_000 }, (_, i) => Math.sin(i) * 1e6);
  numbers.sort();
  checksum += numbers[1000];
  return checksum;
}

/**
 * The fastest of five passes of the workload, in milliseconds: the fastest pass is the one least
 * disturbed by other processes, so it measures the CPU, not how busy the machine is right then.
 * Also returns the median, which does show how busy it is.
 */
export function measureMachineSpeed() {
  const times = [];
  for (let pass = 0; pass < 5; pass++) {
    const started = performance.now();
    workloadOnce();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const bestMs = Math.round(times[0]);
  return {
    bestMs,
    medianMs: Math.round(times[2]),
    slowdown: Math.round((bestMs / REFERENCE_MS) * 100) / 100,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const speed = measureMachineSpeed();
  console.log(
    `machine speed: workload ${speed.bestMs} ms (median ${speed.medianMs}), ` +
      `${speed.slowdown}x the reference machine's time`,
  );
}

/**
 * The slowdown `npm test` measured and passed on (MACHINE_SLOWDOWN, scripts/test-all.mjs), at least
 * 1: the browser suites scale their time limits by it. 1 when a suite runs on its own.
 */
export const slowdownFromEnvironment = () =>
  Math.max(1, Number(process.env.MACHINE_SLOWDOWN ?? 1) || 1);
