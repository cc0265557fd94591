// Test-only: how much processor time a run takes, for the speed tests of the JSONPath and jq
// Tester. Wall time on a 2-core machine shared with other test files and jobs says more about them
// than about the run (a 0.7 s query took 15 s beside a browser test); processor time of this test
// file's own process does not. No page, core or worker imports it.

/** `run`'s result and the processor time (user and system, in ms) this process spent on it. */
export async function withCpuTime<T>(
  run: () => T | Promise<T>,
): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}
