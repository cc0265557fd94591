// Each live tool's main tasks in Chromium, from the same list and with the same steps as the
// Firefox and WebKit runs (e2e-engines/run.mjs): the cross-engine suite's Chromium third. A page's
// first task runs in its page-contract visit (e2e/page-contract.spec.ts); its others run here, each
// in a fresh visit.
import { expect, test } from "@playwright/test";
import { MAIN_TASKS, checkMainTask, contractVisitTask } from "../e2e-engines/main-tasks.mjs";
import { addProbe, playwrightSession } from "./engine-session";
import { serveRecordedMarketData } from "./market-data-fixtures";

for (const task of MAIN_TASKS.filter(
  (candidate) => contractVisitTask(candidate.path) !== candidate,
)) {
  test(`${task.path}: ${task.name ?? "its main task"}, as in Firefox and WebKit`, async ({
    page,
  }) => {
    await serveRecordedMarketData(page.context());
    await addProbe(page);
    expect(await checkMainTask(playwrightSession(page), "", task)).toBeNull();
  });
}
