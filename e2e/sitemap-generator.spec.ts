import { mkdtemp, mkdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { unzipSync, strFromU8 } from "fflate";
import { checkZipEntryNames } from "../test-support/image/zip-safety";
import {
  downloadFrom,
  downloadOutput,
  expectCopied,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  readField,
  readOutput,
  reloadHydrated,
  runInWorker,
} from "./support";

const PATH = "/sitemap-generator";

const leftOut = (page: Page) => page.getByRole("table", { name: "Lines left out" });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const urlCount = (xml: string) => xml.split("<url>").length - 1;

/** Sets the options to plain ones: no rules, no excludes, no defaults. */
async function plainOptions(page: Page, base = "https://example.com/") {
  await page.getByLabel("Base URL").fill(base);
  await page.getByLabel("Exclude patterns (one per line)").fill("");
  await page.getByLabel("Default change frequency").selectOption({ label: "None" });
  while (await page.getByRole("button", { name: "Remove rule 1" }).count()) {
    await page.getByRole("button", { name: "Remove rule 1" }).click();
  }
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("pasted paths become a sitemap.xml, downloaded with the robots.txt line shown", async ({
  page,
}) => {
  await plainOptions(page);
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByLabel("Rule 1 pattern").fill("/blog/*");
  await page.getByLabel("Rule 1 priority").fill("0.7");
  await fillInput(page, "/\n/blog/a?x=1&y=2\n/about#team\n/about");
  // The sample's sitemap also lists /about: wait for this list's URLs, not for any /about.
  await expect
    .poll(async () => locs(await readOutput(page)))
    .toEqual([
      "https://example.com/",
      "https://example.com/blog/a?x=1&amp;y=2",
      "https://example.com/about",
    ]);
  const xml = await readOutput(page);
  expect(xml).toContain(
    "<loc>https://example.com/blog/a?x=1&amp;y=2</loc>\n    <priority>0.7</priority>",
  );
  await expect(page.getByText("3 URLs · 1 duplicate removed")).toBeVisible();
  await expect(page.getByLabel("robots.txt line")).toHaveValue(
    "Sitemap: https://example.com/sitemap.xml",
  );
  const saved = await downloadOutput(page);
  expect(saved.name).toBe("sitemap.xml");
  expect(saved.bytes.toString("utf8")).toBe(xml);
  const fromBar = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download", exact: true }).first().click(),
  );
  expect(fromBar.name).toBe("sitemap.xml");
});

test("the robots.txt line is copied, and a refused copy says why", async ({ page }) => {
  const line = page.getByLabel("robots.txt line");
  await expect(line).toHaveValue(/^Sitemap: https:\/\//);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy robots.txt line" }).click();
  await expectCopied(page, await line.inputValue());
  // A browser that refuses both ways of copying.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied"));
    document.execCommand = () => false;
  });
  await page.getByRole("button", { name: "Copy robots.txt line" }).click();
  await expect(
    page.getByRole("status").getByText("Copying to the clipboard is not allowed in this browser."),
  ).toBeVisible();
});

test("an invalid line is listed with its line number and reason", async ({ page }) => {
  await plainOptions(page);
  await fillInput(page, "/ok\nhttps://other.example/x\n/bad,2023-02-30");
  await expect(page.getByRole("alert")).toHaveText("2 lines left out: the table below says why.");
  const rows = leftOut(page).getByRole("row");
  await expect(rows.nth(1)).toHaveText(
    "2https://other.example/xAnother site (other.example): a sitemap lists pages of one site, here example.com.",
  );
  await expect(rows.nth(2)).toContainText('"2023-02-30" is not a date');
  expect(locs(await readOutput(page))).toEqual(["https://example.com/ok"]);
});

test("a 60,000-line list is generated in a worker and downloaded as a ZIP of sitemaps and an index", async ({
  page,
}) => {
  // Generation, zipping and reading back 60,000 URLs took over a minute once on a loaded 2-core CI.
  test.slow();
  await plainOptions(page, "https://example.com/shop/");
  const lines = Array.from({ length: 60_000 }, (_, i) => `/item/${i}`).join("\n");
  await page.getByLabel("Open file as input").setInputFiles({
    name: "urls.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(lines),
  });
  await expect(page.getByText("This list is long: press Generate (Ctrl+Enter).")).toBeVisible();
  await runInWorker(page);
  await expectMainThreadFree(page);
  await expect(page.getByText("60,000 URLs in 2 files and an index")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel("robots.txt line")).toHaveValue(
    "Sitemap: https://example.com/shop/sitemap-index.xml",
  );
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download ZIP" }).click(),
  );
  expect(saved.name).toBe("sitemaps.zip");
  expect(checkZipEntryNames(new Uint8Array(saved.bytes)).python.sort()).toEqual([
    "sitemap-1.xml",
    "sitemap-2.xml",
    "sitemap-index.xml",
  ]);
  const files = unzipSync(new Uint8Array(saved.bytes));
  expect(Object.keys(files).sort()).toEqual([
    "sitemap-1.xml",
    "sitemap-2.xml",
    "sitemap-index.xml",
  ]);
  const first = strFromU8(files["sitemap-1.xml"]);
  const second = strFromU8(files["sitemap-2.xml"]);
  expect([urlCount(first), urlCount(second)]).toEqual([50_000, 10_000]);
  expect(locs(first)[0]).toBe("https://example.com/item/0");
  expect(locs(second).at(-1)).toBe("https://example.com/item/59999");
  expect(locs(strFromU8(files["sitemap-index.xml"]))).toEqual([
    "https://example.com/shop/sitemap-1.xml",
    "https://example.com/shop/sitemap-2.xml",
  ]);
  // Each file can be looked at on the page too.
  await page.getByLabel("Sitemap file").selectOption("sitemap-2.xml");
  await expect.poll(() => readOutput(page)).toContain("https://example.com/item/50000");
});

test("an existing sitemap is imported with its fields and can be edited as a list", async ({
  page,
}) => {
  await plainOptions(page);
  await fillInput(
    page,
    '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://example.com/a</loc><lastmod>2024-03-01</lastmod><changefreq>weekly</changefreq></url>\n<url><loc>https://example.com/b?p=1&amp;q=2</loc><priority>0.4</priority></url>\n</urlset>',
  );
  await expect
    .poll(() => readOutput(page))
    .toContain(
      "<loc>https://example.com/a</loc>\n    <lastmod>2024-03-01</lastmod>\n    <changefreq>weekly</changefreq>",
    );
  await page.getByRole("button", { name: "Edit as list" }).click();
  await expect
    .poll(() => readField(page, "Input"))
    .toBe("https://example.com/a,2024-03-01,weekly\nhttps://example.com/b?p=1&q=2,0.4");
  await expect.poll(() => readOutput(page)).toContain("<priority>0.4</priority>");
});

test("a folder of HTML files gives paths from file names and lastmod from file dates", async ({
  page,
}) => {
  await plainOptions(page);
  const root = path.join(await mkdtemp(path.join(tmpdir(), "sitemap-")), "site");
  await mkdir(path.join(root, "blog"), { recursive: true });
  const pages = {
    "index.html": "2024-01-02",
    "blog/index.html": "2024-05-06",
    "blog/post.html": "2023-11-30",
  };
  for (const [name, date] of Object.entries(pages)) {
    const file = path.join(root, name);
    await writeFile(file, "<html></html>");
    const time = new Date(`${date}T12:00:00Z`);
    await utimes(file, time, time);
  }
  await writeFile(path.join(root, "style.css"), "body{}");
  await page.getByLabel("Open a folder of HTML files").setInputFiles(root);
  await expect
    .poll(() => readField(page, "Input"))
    .toBe("/,2024-01-02\n/blog/,2024-05-06\n/blog/post.html,2023-11-30");
  await expect
    .poll(() => readOutput(page))
    .toContain("<loc>https://example.com/blog/</loc>\n    <lastmod>2024-05-06</lastmod>");
});

test("the list and options survive a reload", async ({ page }) => {
  await page.getByLabel("Base URL").fill("https://kept.example/");
  await page.getByLabel("Trailing slash").selectOption("add");
  await page.getByLabel("Rule 2 priority").fill("0.3");
  await fillInput(page, "/kept");
  await expect.poll(() => readOutput(page)).toContain("<loc>https://kept.example/kept/</loc>");
  await page.waitForTimeout(400); // saving waits 300 ms after the last change
  await reloadHydrated(page);
  await expect(page.getByLabel("Base URL")).toHaveValue("https://kept.example/");
  await expect(page.getByLabel("Trailing slash")).toHaveValue("add");
  await expect(page.getByLabel("Rule 2 priority")).toHaveValue("0.3");
  await expect.poll(() => readOutput(page)).toContain("<loc>https://kept.example/kept/</loc>");
});

test("a bad rule value and a missing base URL are shown in the alert; Esc clears", async ({
  page,
}) => {
  await page.getByLabel("Rule 1 priority").fill("2");
  await expect(page.getByRole("alert")).toHaveText(
    'Rule 1: "2" is not a priority: use a number from 0.0 to 1.0.',
  );
  await page.getByLabel("Rule 1 priority").fill("1");
  await page.getByLabel("Base URL").fill("");
  await expect(page.getByRole("alert")).toHaveText(
    "Give the base URL of the site (such as https://example.com/): paths are resolved against it.",
  );
  await page.getByLabel("Base URL").fill("https://example.com/");
  await expect.poll(() => readOutput(page)).toContain("<urlset");
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("Escape");
  await expect.poll(() => readField(page, "Input")).toBe("");
  await expect.poll(() => readOutput(page)).toBe("");
});

test("the page fits a 360 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => readOutput(page)).toContain("<urlset");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
