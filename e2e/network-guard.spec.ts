import { expect, test } from "@playwright/test";
import { SITE_PAGES, gotoHydrated } from "./support";
import { CONNECT_ORIGINS_BY_PATH } from "../build-tools/content-security-policy";

// Nothing a page loads may come from another origin (no CDN, no analytics, no fonts). The pages are
// split into a few groups so the browser-test workers share them.
const GROUPS = 4;

for (let group = 0; group < GROUPS; group++) {
  const paths = SITE_PAGES.filter((_, index) => index % GROUPS === group).map((p) => p.path);
  test(`no page makes a request outside its own origin (group ${group + 1} of ${GROUPS})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.startsWith("data:") || url.startsWith("blob:")) return;
      const from = new URL(page.url()).pathname;
      // The market-data pages may reach exactly their source's origin (the same list as their CSP);
      // gotoHydrated answers those requests with recorded data (e2e/market-data-fixtures.ts).
      const allowed = [origin, ...(CONNECT_ORIGINS_BY_PATH[from] ?? [])];
      if (!allowed.includes(new URL(url).origin)) foreign.push(`${page.url()} -> ${url}`);
    });
    for (const path of paths) {
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
    }
    expect(paths.length).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
  });
}
