// Offline use without an unasked-for 9 MB download: the service worker precaches pages and
// their first-load files only; a tool's heavy files are kept once used; "Make all tools available
// offline" downloads the rest; a deploy while a page is open does not break its next lazy load.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, type Page, expect, test } from "@playwright/test";
import { OFFLINE_FILE_MESSAGE, RELOADED_MESSAGE } from "../app/lib/browser/service-worker";
import {
  ALL_OFFLINE_MESSAGE,
  TOOL_FILES_CACHE,
  type OfflineFileList,
} from "../app/lib/browser/offline";
import { expectOutput } from "./code-tools";
import { copySite, deployNewVersion, serveSite } from "./deploy-simulation";
import { field, fillInput, gotoHydrated, reloadHydrated, tools } from "./support";

test.use({ serviceWorkers: "allow" });

const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const onDemand = (): OfflineFileList =>
  JSON.parse(readFileSync(path.join(CLIENT_DIR, "offline-files.json"), "utf8"));

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
}

/** The URL paths each cache of the page's origin holds. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

const toolFilesOf = async (page: Page) => (await cachedPaths(page))[TOOL_FILES_CACHE] ?? [];

async function formatSql(page: Page) {
  await fillInput(page, "select a from t");
  await page.keyboard.press("Control+Enter");
  await expectOutput(page, "SELECT\n  a\nFROM\n  t");
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

// One first visit, which installs the service worker (its precache is fetched one file at a time:
// 7 s here), for both what it keeps and what a never-used tool says offline.
test("the first visit precaches every page but no tool's engine, editor or data; offline, a tool never used says why it cannot run", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/json-formatter");
  await waitForServiceWorker(page);
  const caches = await cachedPaths(page);
  const precache = Object.entries(caches).find(([name]) => name.includes("precache"))?.[1] ?? [];
  for (const tool of tools.filter((t) => t.status === "live"))
    expect(precache).toContain(tool.path);
  expect(precache).toContain("/icons.svg");
  const heavy = new Set(onDemand().files.map((file) => file.url));
  expect(heavy.size).toBeGreaterThan(20);
  expect(precache.filter((url) => heavy.has(url))).toEqual([]);
  // Nothing was used, so no tool file was kept: the worker did not fetch any on its own.
  expect(await toolFilesOf(page)).toEqual([]);

  await goOffline(context);
  await gotoHydrated(page, "/sql-formatter");
  // The editor is one of the files not on the device: the plain field stays and keeps the text.
  const input = field(page, "Input");
  await input.fill("select a from t");
  await input.press("Control+Enter");
  await expect(page.getByText(OFFLINE_FILE_MESSAGE).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SQL Formatter");
  await expect(field(page, "Input")).toHaveValue("select a from t");
});

test("a tool used on the first visit works offline after a reload", async ({ page, context }) => {
  await gotoHydrated(page, "/sql-formatter");
  // Used at once, before the service worker controls the page.
  await formatSql(page);
  await waitForServiceWorker(page);
  await expect
    .poll(async () => (await toolFilesOf(page)).some((url) => url.includes("sql-formatter.worker")))
    .toBe(true);

  await goOffline(context);
  await gotoHydrated(page, "/sql-formatter");
  await formatSql(page);
  // Another page's HTML is there offline too.
  await gotoHydrated(page, "/cron-tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cron Tools");
});

test("“Make all tools available offline” shows the size, downloads with progress, then every tool works offline", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, "/");
  await waitForServiceWorker(page);
  const list = onDemand();
  const offline = page.getByRole("navigation", { name: "All tools" });
  await offline.getByRole("button", { name: "Make all tools available offline" }).click();
  await expect(offline).toContainText(`(${list.files.length} files). Download now?`);
  await expect(offline).toContainText(/(?<!\d)\d+(\.\d)? (KB|MB) to download/);
  await offline.getByRole("button", { name: "Download", exact: true }).click();
  await expect(offline.getByText(ALL_OFFLINE_MESSAGE)).toBeVisible({ timeout: 60_000 });
  expect((await toolFilesOf(page)).sort()).toEqual(list.files.map((file) => file.url).sort());

  // Asked again, there is nothing left to download.
  await reloadHydrated(page);
  await offline.getByRole("button", { name: "Make all tools available offline" }).click();
  // The panel's code loads on this click, then it compares the list with the cache.
  await expect(offline.getByText(ALL_OFFLINE_MESSAGE)).toBeVisible({ timeout: 20_000 });

  await goOffline(context);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const tool of tools.filter((t) => t.status === "live")) {
    await gotoHydrated(page, tool.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.title);
  }
  expect(errors).toEqual([]);
  await gotoHydrated(page, "/sql-formatter");
  await formatSql(page);
  await expect(page.getByText(OFFLINE_FILE_MESSAGE)).toHaveCount(0);
});

test.describe("a deploy while a page is open", () => {
  // One copy of the site per parallel worker, each on its own port.
  const PORT = 4357 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  let siteDir: string;
  let server: Awaited<ReturnType<typeof serveSite>>;
  test.use({ baseURL: `http://localhost:${PORT}` });

  test.beforeEach(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), "bytesmith-deploy-"));
    copySite(CLIENT_DIR, siteDir);
    server = await serveSite(siteDir, PORT);
  });
  test.afterEach(() => {
    server.kill();
    rmSync(siteDir, { recursive: true, force: true });
  });

  /** Opens the SQL formatter, then deploys a version in which its worker changed. */
  async function openThenDeploy(page: Page) {
    await gotoHydrated(page, "/sql-formatter");
    await waitForServiceWorker(page);
    const worker = readdirSync(path.join(siteDir, "assets")).find((name) =>
      name.startsWith("sql-formatter.worker-"),
    )!;
    const renames = deployNewVersion(siteDir, worker);
    expect(renames.size).toBeGreaterThan(1);
  }

  const runsNewVersion = async (page: Page) =>
    (
      await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name))
    ).some((url) => url.includes("-Deploy"));

  test("the next lazy load of the old page moves it to the new version, once, with a message", async ({
    page,
  }) => {
    await openThenDeploy(page);
    // The page still runs the old version, whose worker file the host no longer has.
    await fillInput(page, "select a from t");
    await page.keyboard.press("Control+Enter");
    await expect(page.getByText(RELOADED_MESSAGE).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await runsNewVersion(page)).toBe(true);
    await formatSql(page);
  });

  test("a new version waits for the user: “A new version is available”, then Reload", async ({
    page,
  }) => {
    await openThenDeploy(page);
    // The browser looks for a new service worker when the user navigates.
    await gotoHydrated(page, "/json-formatter");
    const notice = page.getByRole("status").filter({ hasText: "A new version is available" });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    // Until the user chooses, pages keep coming from the version they started with.
    await gotoHydrated(page, "/sql-formatter");
    expect(await runsNewVersion(page)).toBe(false);
    await notice.getByRole("button", { name: "Reload" }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await runsNewVersion(page)).toBe(true);
    await formatSql(page);
  });
});
