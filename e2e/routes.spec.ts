// The site's routes beyond what every page checks of itself (e2e/page-contract.spec.ts): the
// not-found page, redirects, a planned tool, the sitemap, client navigation and hydration order.
import { expect, test } from "@playwright/test";
import { SITE_PAGES, gotoHydrated, tools } from "./support";

test("an unknown path answers 404 with the not-found page, search and a link home", async ({
  page,
}) => {
  const response = await gotoHydrated(page, "/no-such-tool");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  const search = page.locator("#not-found-search");
  await search.fill("base64");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/base64-encoder-decoder$/);
});

test("a trailing slash redirects to the clean URL", async ({ page }) => {
  await gotoHydrated(page, "/json-formatter/");
  await expect(page).toHaveURL(/\/json-formatter$/);
});

test("a planned tool shows the page shell with a coming-soon notice and no fake tool", async ({
  page,
}) => {
  const planned = tools.find((t) => t.status === "planned");
  test.skip(!planned, "every tool is live");
  await gotoHydrated(page, planned!.path);
  await expect(page.getByRole("heading", { name: "This tool is coming soon" })).toBeVisible();
  await expect(page.getByLabel("Input", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Used by developers worldwide")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related Tools" })).toBeVisible();
});

test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { path } of SITE_PAGES)
    expect(sitemap).toContain(`${path === "/" ? "/" : path}</loc>`);
  expect(sitemap.match(/<loc>/g)).toHaveLength(SITE_PAGES.length);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  expect(robots).toContain("/sitemap.xml");
});

test("client navigation updates title, description and canonical link from the page's data", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page
    .getByRole("navigation", { name: "All tools" })
    .getByRole("link", { name: "Cron Tools" })
    .click();
  await expect(page).toHaveURL(/\/cron-tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cron Tools");
  await expect(page).toHaveTitle(/^Cron Tools \| /);
  const cron = tools.find((t) => t.path === "/cron-tools")!;
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    cron.description,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cron-tools$/);
  // The page came from its data file, not a full load.
  expect(requests).toContain("/cron-tools.data");
  expect(requests).not.toContain("/cron-tools");
  // The sidebar marks the page being shown, and only that one.
  const sidebar = page.getByRole("navigation", { name: "All tools" });
  await expect(sidebar.getByRole("link", { name: "Cron Tools" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
  await page.getByRole("link", { name: "Formatters", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formatters");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/formatters$/);
});

test("each page has its own title, description and canonical URL", async ({ page }) => {
  const seen = new Set<string>();
  for (const { path } of SITE_PAGES.slice(0, 8)) {
    await page.goto(path);
    const title = await page.title();
    expect(seen.has(title)).toBe(false);
    seen.add(title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical?.endsWith(path === "/" ? "/" : path)).toBe(true);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  }
});

// data-hydrated means "the whole page is interactive": the tool and the sidebar hydrate after the
// root (separate Suspense boundaries), and a value filled in before its field was hydrated could be
// dropped. When the mark appears, every control on the page must already belong to React.
test("data-hydrated appears only once every control of the page is hydrated", async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      const controls = [...document.querySelectorAll("input, select, textarea, button")];
      const notHydrated = controls.filter(
        (control) => !Object.keys(control).some((key) => key.startsWith("__reactProps")),
      );
      Object.assign(window, {
        controlsAtMark: controls.length,
        notHydratedAtMark: notHydrated.map((c) => c.outerHTML.slice(0, 80)),
      });
      // The document, not its <html>: this script runs before the parser has made that element.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  for (const path of [
    "/timezone-converter",
    "/epoch-timestamp-converter",
    "/json-formatter",
    "/",
  ]) {
    await gotoHydrated(page, path);
    const { controlsAtMark, notHydratedAtMark } = await page.evaluate(() => ({
      controlsAtMark: (window as unknown as { controlsAtMark: number }).controlsAtMark,
      notHydratedAtMark: (window as unknown as { notHydratedAtMark: string[] }).notHydratedAtMark,
    }));
    expect(controlsAtMark, path).toBeGreaterThan(3);
    expect(notHydratedAtMark, path).toEqual([]);
  }
});
