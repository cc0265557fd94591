import { expect, test } from "@playwright/test";
import { SITE_PAGES, gotoHydrated } from "./support";

// Nothing a page loads may come from another origin (no CDN, no analytics, no fonts).
test("no page makes a request outside its own origin", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreign.push(`${page.url()} -> ${url}`);
  });
  for (const { path } of SITE_PAGES) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});
