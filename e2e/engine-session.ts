// The cross-engine suite's session (e2e-engines/drivers.mjs) over a Playwright page, so the Chromium
// suite runs the main tasks with the same steps as Firefox and WebKit (e2e-engines/page-actions.js).
import type { Page } from "@playwright/test";

/** A session on `page`; the page must have loaded with the probe (`addProbe`) first. */
export function playwrightSession(page: Page) {
  return {
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
}

/** Loads the probe (errors, CSP violations, downloads) first in every page `page` opens. */
export const addProbe = (page: Page) => page.addInitScript({ path: "e2e-engines/probe.js" });
