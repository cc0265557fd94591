// The page contract of every page the site serves, checked in one visit per page (opening a page is
// most of a browser test's cost):
// - the static HTML answers 200 and carries the content (prerendered, not an empty shell);
// - React adopts it once, without a mismatch or an error, and the stylesheet applies;
// - on a live tool, the main input's accessible name is exactly "Input" and its main result's
//   "Output", so people using assistive technology find them the same way on every page;
// - axe finds no violation of serious or critical impact, in the light theme (every rule) and,
//   after the page's own theme switch, in the dark one (the rules that depend on colours);
// - the strict Content-Security-Policy (build-tools/content-security-policy.ts) holds: hydrating
//   and loading the lazy editor cause 0 violations;
// - nothing the page loads comes from another origin (no CDN, no analytics, no fonts), except a
//   market-data page's own source, which is answered with recorded data (market-data-fixtures.ts).
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { THEMES, blockingViolations, startInTheme } from "./axe";
import { CONNECT_ORIGINS_BY_PATH } from "../build-tools/content-security-policy";
import { SITE_PAGES, gotoHydrated, tools } from "./support";

/** Tools with no single main input to name Input, and why. */
const INPUT_EXCEPTIONS: Readonly<Record<string, string>> = {
  "/developer-cheatsheets":
    "a reference, not a transform: its one field searches the sheets and is named for that",
};

/** Tools whose main result is not named Output, and why. */
const OUTPUT_EXCEPTIONS: Readonly<Record<string, string>> = {
  "/qr-code-generator":
    "the result is an image, named by its own alt text; there is no text result to name",
  "/xpath-tester":
    "the result is a list of matched nodes in the Results region (ResultsPanel), each one selectable",
  "/developer-cheatsheets": "the sheet's entries, each with its own Copy button, are the result",
};

const liveTools = tools.filter((tool) => tool.status === "live");
const livePaths = new Set(liveTools.map((tool) => tool.path));

test("the exceptions name live tools only", () => {
  const excepted = [...Object.keys(INPUT_EXCEPTIONS), ...Object.keys(OUTPUT_EXCEPTIONS)];
  expect(excepted.filter((path) => !livePaths.has(path))).toEqual([]);
});

/** The static HTML of `path`: 200, its h1, a title, a description and a canonical link. */
async function checkPrerendered(request: APIRequestContext, path: string, h1: string) {
  const raw = await request.get(path);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain(`>${h1.replace(/&/g, "&amp;")}`);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<meta name="description"');
  expect(html).toContain('rel="canonical"');
}

/** No serious or critical axe violation in either theme, switched by the page's own control. */
async function checkAxeInBothThemes(page: Page) {
  for (const theme of THEMES) {
    if (theme === "dark") await page.getByRole("radio", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark).*$/);
    expect(await blockingViolations(page, theme), `${theme} theme`).toEqual([]);
  }
}

/** Collects CSP violations of the page (and its frames) from the console and the DOM event. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** Collects every request to an origin the page may not reach. */
function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    const from = new URL(page.url()).pathname;
    const allowed = [origin, ...(CONNECT_ORIGINS_BY_PATH[from] ?? [])];
    if (!allowed.includes(new URL(url).origin)) foreign.push(`${page.url()} -> ${url}`);
  });
  return foreign;
}

/** Focuses the Input, which loads the lazy editor (CodeMirror) in its place. */
async function loadEditor(page: Page) {
  const input = page.locator('textarea[aria-label="Input"]');
  if ((await input.count()) === 0) return;
  await input.first().focus();
  await expect(page.locator(".cm-editor").first()).toBeVisible({ timeout: 15_000 });
}

for (const { path, h1 } of SITE_PAGES) {
  test(`${path}: prerendered, hydrates cleanly, names Input and Output, passes axe in both themes, keeps its CSP and origin`, async ({
    page,
    request,
    baseURL,
  }) => {
    await checkPrerendered(request, path, h1);

    // React reports a hydration mismatch as a console error or an uncaught error.
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const violations = await watchPolicy(page);
    const foreign = watchForeignRequests(page, new URL(baseURL!).origin);
    await startInTheme(page, "light");
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily.length > 0)).toBe(
      true,
    );

    if (livePaths.has(path)) {
      await expect(page.getByLabel("Input", { exact: true })).toHaveCount(
        path in INPUT_EXCEPTIONS ? 0 : 1,
      );
      await expect(page.getByLabel("Output", { exact: true })).toHaveCount(
        path in OUTPUT_EXCEPTIONS ? 0 : 1,
      );
    }

    await checkAxeInBothThemes(page);
    await loadEditor(page);
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
    // A late recoverable error is reported after commit: the steps above gave it time.
    expect(problems).toEqual([]);
  });
}

test("the not-found page passes axe in both themes", async ({ page }) => {
  await startInTheme(page, "light");
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await checkAxeInBothThemes(page);
});
