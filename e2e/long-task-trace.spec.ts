// The trace reading every timing test relies on (e2e/long-task-trace.ts, bench/support.mjs): the
// page's own work counts however it was started, the driver's queries do not.
import { expect, test } from "@playwright/test";
import { longestCpuTaskDuring } from "./long-task-trace";

/** Keeps the main thread busy for `ms` of wall time (CPU time on an idle core). */
const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

test("a long task counts when a driver script's event runs it, not when the driver's own script is long", async ({
  browser,
  page,
}) => {
  await page.setContent("<main><p>page</p></main>");
  await page.evaluate(`document.addEventListener("paste", () => (${busyFor})(120))`);
  const handlerMs = await longestCpuTaskDuring(browser, page, async () => {
    await page.evaluate(() => document.dispatchEvent(new Event("paste")));
  });
  expect(handlerMs).toBeGreaterThan(60);

  const queryMs = await longestCpuTaskDuring(browser, page, async () => {
    await page.evaluate(busyFor, 120);
  });
  expect(queryMs).toBeLessThan(60);
});
