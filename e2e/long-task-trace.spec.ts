// The trace reading every timing test relies on (e2e/long-task-trace.ts, bench/support.mjs): the
// page's own work counts however it was started, the driver's queries do not.
import { expect, test } from "@playwright/test";
import { longestCpuTaskDuring } from "./long-task-trace";

/**
 * Keeps the main thread busy with a fixed amount of work: about 200 ms of CPU time on a fast machine
 * (40 million rounds), more on a slower one. A loop until the clock said 120 ms had passed counted
 * only the CPU time the thread was given meanwhile: 37–42 ms on a machine busy with other tests.
 */
const busyWork = (rounds: number) => {
  let x = 0;
  for (let i = 0; i < rounds; i++) x = (x * 31 + i) | 0;
  (globalThis as { workDone?: number }).workDone = x;
};
const ROUNDS = 40_000_000;

test("a long task counts when a driver script's event runs it, not when the driver's own script is long", async ({
  browser,
  page,
}) => {
  await page.setContent("<main><p>page</p></main>");
  await page.evaluate(`document.addEventListener("paste", () => (${busyWork})(${ROUNDS}))`);
  const handlerMs = await longestCpuTaskDuring(browser, page, async () => {
    await page.evaluate(() => document.dispatchEvent(new Event("paste")));
  });
  expect(handlerMs).toBeGreaterThan(60);

  const queryMs = await longestCpuTaskDuring(browser, page, async () => {
    await page.evaluate(busyWork, ROUNDS);
  });
  expect(queryMs).toBeLessThan(60);
});
