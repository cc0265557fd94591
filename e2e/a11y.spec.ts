import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SITE_PAGES, gotoHydrated } from "./support";

// Every page in both themes: no axe violation of serious or critical impact.
const pages = [...SITE_PAGES, { path: "/no-such-page", h1: "Page not found" }];

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const { path } of pages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript((t) => {
          localStorage.setItem("theme", t);
          localStorage.setItem("hasSeenShortcuts", "true");
        }, theme);
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /dark/ : /^(?!.*dark).*$/,
        );
        // Let the usage badge fade in so its final colours are checked.
        await page.waitForTimeout(400);
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter(
          (v) => v.impact === "serious" || v.impact === "critical",
        );
        expect(
          blocking.map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(" | ")})`,
          ),
        ).toEqual([]);
      });
    }
  });
}
