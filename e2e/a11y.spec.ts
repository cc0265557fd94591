import { expect, test } from "@playwright/test";
import { THEMES, blockingViolations, startInTheme } from "./axe";
import { SITE_PAGES, gotoHydrated } from "./support";

// Every page in both themes: no axe violation of serious or critical impact.
const pages = [...SITE_PAGES, { path: "/no-such-page", h1: "Page not found" }];

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const { path } of pages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await startInTheme(page, theme);
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /dark/ : /^(?!.*dark).*$/,
        );
        // Let the usage badge fade in so its final colours are checked.
        await page.waitForTimeout(400);
        expect(await blockingViolations(page, theme)).toEqual([]);
      });
    }
  });
}
