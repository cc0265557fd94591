import { type Page, expect, test } from "@playwright/test";
import { startInTheme, violationsInBothThemes } from "./axe";
import { clipboardText, downloadFrom, expectCopied, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/developer-cheatsheets";

const search = (page: Page) => page.getByLabel("Search cheatsheets", { exact: true });
const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Cheatsheets" }).getByRole("tab", { name, exact: true });
const panel = (page: Page) => page.getByRole("tabpanel");
const sheetHeading = (page: Page) => panel(page).getByRole("heading", { level: 2 });
const resultGroup = (page: Page, sheet: string) =>
  page.getByRole("region", { name: new RegExp(`^${sheet} \\(\\d+\\)$`) });
const statusLine = (page: Page) => page.locator("#cheatsheet-search-status");

/** Empties the search box, as the page opens: the open sheet shows again. */
async function clearSearch(page: Page) {
  await search(page).fill("");
  await expect(panel(page)).toBeVisible();
}

// The page as it opens (no fragment, nothing stored) in one visit: each search step empties the
// search box again; the two steps of what a reload keeps come last.
test("the first sheet, search, copy, keyboard, and the sheet and search a reload keeps, in one visit", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("the Git sheet is in the prerendered page and opens first", async () => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain("git reflog");
    expect(html).toContain("Search cheatsheets");
    await expect(sheetHeading(page)).toHaveText("Git");
    await expect(tab(page, "Git")).toHaveAttribute("aria-selected", "true");
    await expect(
      panel(page).getByRole("button", { name: "Copy git switch -c <branch>" }),
    ).toBeVisible();
  });

  await test.step("search finds entries by command and by description, grouped by sheet", async () => {
    await search(page).fill("reflog");
    const git = resultGroup(page, "Git");
    await expect(git.getByText("git reflog", { exact: true })).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await search(page).fill("binary search bug");
    await expect(resultGroup(page, "Git").getByText("git bisect start")).toBeVisible();
    await expect(statusLine(page)).toHaveText(/^\d+ entr(y|ies) in \d+ sheets?$/);
    await clearSearch(page);
  });

  await test.step("a search with no result says so, and Esc clears it", async () => {
    await search(page).fill("zzqxv");
    await expect(statusLine(page)).toHaveText("No entries match “zzqxv”.");
    await expect(page.getByRole("region", { name: /\(\d+\)$/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(search(page)).toHaveValue("");
    await expect(sheetHeading(page)).toHaveText("Git");
  });

  await test.step("MIME types are found both ways: by extension and by type", async () => {
    await search(page).fill("json");
    const mime = resultGroup(page, "MIME types");
    await expect(mime.getByRole("listitem").first().locator("code")).toHaveText("application/json");
    await search(page).fill("application/pdf");
    const first = resultGroup(page, "MIME types").getByRole("listitem").first();
    await expect(first.locator("code")).toHaveText("application/pdf");
    await expect(first).toContainText("Extensions: .pdf");
    await clearSearch(page);
  });

  await test.step("copying an entry puts its code on the clipboard", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await search(page).fill("restore staged");
    await resultGroup(page, "Git")
      .getByRole("button", { name: "Copy git restore --staged <path>" })
      .click();
    await expectCopied(page, "git restore --staged <path>");
    await clearSearch(page);
  });

  await test.step("keyboard: arrow keys go from the search box through the entries' Copy buttons", async () => {
    await search(page).fill("stash");
    const buttons = resultGroup(page, "Git").getByRole("button", { name: /^Copy git stash/ });
    await expect(buttons.first()).toBeVisible();
    await search(page).press("ArrowDown");
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(buttons.nth(0)).toBeFocused();
    await clearSearch(page);
  });

  await test.step("a tab loads its sheet, puts it in the URL and is remembered after a reload", async () => {
    await tab(page, "SQL").click();
    await expect(sheetHeading(page)).toHaveText("SQL");
    await expect(page).toHaveURL(/#sql$/);
    await expect(panel(page).getByText("SELECT DISTINCT col FROM t;")).toBeVisible();
    // Saved 300 ms after the change.
    await page.waitForTimeout(500);
    await page.goto(PATH); // no fragment: the stored sheet
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(sheetHeading(page)).toHaveText("SQL");
    await reloadHydrated(page);
    await expect(tab(page, "SQL")).toHaveAttribute("aria-selected", "true");
  });

  await test.step("search forgives one typo and is kept across a reload", async () => {
    await search(page).fill("reabse");
    await expect(
      resultGroup(page, "Git")
        .getByText(/^git rebase/)
        .first(),
    ).toBeVisible();
    await page.waitForTimeout(400);
    await reloadHydrated(page);
    await expect(search(page)).toHaveValue("reabse");
    await expect(
      resultGroup(page, "Git")
        .getByText(/^git rebase/)
        .first(),
    ).toBeVisible();
  });
});

// Sheets by their fragment in one visit: opened at #docker, then each fragment set in turn (as
// #docker's own step does); the Cron Tools link leaves the page, so it comes last.
test("sheets by fragment: Docker, HTTP, locales, regex copy and download, the cron link, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, `${PATH}#docker`);

  await test.step("#docker opens the Docker sheet, and a changed fragment opens another", async () => {
    await expect(sheetHeading(page)).toHaveText("Docker");
    await expect(panel(page).getByText("docker compose up -d", { exact: true })).toBeVisible();
    await page.evaluate(() => (window.location.hash = "#http"));
    await expect(sheetHeading(page)).toHaveText("HTTP status codes and methods");
    await expect(panel(page).getByText("418 (Unused)")).toBeVisible();
  });

  await test.step("the locale sheet is built from the browser's Intl", async () => {
    await page.evaluate(() => (window.location.hash = "#i18n"));
    await expect(sheetHeading(page)).toHaveText("Locales and language codes");
    const languages = panel(page).getByRole("list", { name: "Languages (ISO 639-1)" });
    await expect(languages.getByRole("listitem").filter({ hasText: /^de/ })).toContainText(
      "German (Deutsch)",
    );
    await expect(panel(page).getByRole("button", { name: "Copy Europe/Paris" })).toHaveCount(1);
  });

  await test.step("the sheet is copied and downloaded as Markdown", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => (window.location.hash = "#regex"));
    await expect(sheetHeading(page)).toHaveText("Regular expressions");
    await page.getByRole("button", { name: "Copy sheet" }).click();
    await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
    expect(await clipboardText(page)).toContain("# Regular expressions\n");
    const { name, bytes } = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download sheet" }).click(),
    );
    expect(name).toBe("regex-cheatsheet.md");
    expect(bytes.toString()).toContain("- `(?<year>\\d{4})`: Named capturing group");
  });

  await test.step("the cron sheet links to Cron Tools", async () => {
    await page.evaluate(() => (window.location.hash = "#cron"));
    await panel(page)
      .getByRole("link", { name: /Cron Tools/ })
      .click();
    await expect(page).toHaveURL(/\/cron-tools$/);
  });
});

test("on a phone the sheets are a select", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("tablist", { name: "Cheatsheets" })).toBeHidden();
  await page.getByLabel("Cheatsheet", { exact: true }).selectOption({ label: "Docker" });
  await expect(sheetHeading(page)).toHaveText("Docker");
  await expect(page).toHaveURL(/#docker$/);
});

test(`axe finds nothing serious on a sheet and on search results in both themes`, async ({
  page,
}) => {
  test.slow(); // axe in both themes: two runs per state checked
  await startInTheme(page, "light");
  // A sheet of ~70 entries: axe over the MIME sheet's 1,000 takes most of a minute.
  await gotoHydrated(page, `${PATH}#http`);
  await expect(sheetHeading(page)).toHaveText("HTTP status codes and methods");
  expect(await violationsInBothThemes(page)).toEqual([]);
  await search(page).fill("json");
  await expect(resultGroup(page, "MIME types")).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});

test("a sheet that cannot be fetched says so, and Try again loads it", async ({ page }) => {
  // The site answers a missing file by reloading the page for a new version (root.tsx,
  // lib/browser/service-worker.ts); kept out here so the page's own message can be checked.
  await page.addInitScript(() =>
    window.addEventListener("vite:preloadError", (event) => event.stopImmediatePropagation(), {
      capture: true,
    }),
  );
  await gotoHydrated(page, PATH);
  await page.route(/\/assets\/docker-[\w-]+\.js$/, (route) => route.abort());
  await tab(page, "Docker").click();
  await expect(page.getByRole("alert")).toHaveText(
    "The Docker cheatsheet could not be loaded. Check your connection and try again.",
  );
  await expect(panel(page).getByRole("heading")).toHaveCount(0);
  await page.unrouteAll();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(sheetHeading(page)).toHaveText("Docker");
  await expect(page.getByRole("alert")).toHaveText("");
});
