// Each live tool's main task in Chromium, from the same list and with the same steps as the
// Firefox and WebKit runs (e2e-engines/run.mjs): the cross-engine suite's Chromium third.
import { expect, test } from "@playwright/test";
import { MAIN_TASKS, checkMainTask } from "../e2e-engines/main-tasks.mjs";
import { serveRecordedMarketData } from "./market-data-fixtures";

for (const task of MAIN_TASKS) {
  test(`${task.path}: ${task.name ?? "its main task"}, as in Firefox and WebKit`, async ({
    page,
  }) => {
    await serveRecordedMarketData(page.context());
    await page.addInitScript({ path: "e2e-engines/probe.js" });
    const session = {
      name: "chromium",
      version: "",
      goto: async (url: string) => {
        await page.goto(url);
      },
      // A string, so the function's own source runs in the page (as the other drivers send it).
      // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the drivers' own type
      run: (fn: Function, ...args: unknown[]) =>
        page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`),
      clickMarked: () => page.locator("[data-engine-click]").click(),
      close: async () => {},
    };
    expect(await checkMainTask(session, "", task)).toBeNull();
  });
}
