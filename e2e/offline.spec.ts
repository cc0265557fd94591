import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test.use({ serviceWorkers: "allow" });

test("a visited tool page reloads offline, and so does a page never opened", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/json-formatter");
  // The service worker precaches every page and chunk, then takes control of this page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON Formatter");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  await page.goto("/cron-tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cron Tools");
  await context.setOffline(false);
});
