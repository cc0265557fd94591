import { type Page, expect, test } from "@playwright/test";
import {
  copyWithActionBar,
  downloadFrom,
  downloadOutput,
  expectCopied,
  field,
  gotoHydrated,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/lorem-ipsum-generator";

const amount = (page: Page) => page.getByLabel("Amount", { exact: true });
const seed = (page: Page) => page.getByLabel("Seed", { exact: true });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test('the default text is three paragraphs starting "Lorem ipsum dolor sit amet"', async ({
  page,
}) => {
  await expect
    .poll(() => readOutput(page))
    .toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. /);
  expect((await readOutput(page)).split("\n\n")).toHaveLength(3);
  await expect(field(page, "Input")).toHaveCount(1);
});

test("an exact number of words, without the classic opening", async ({ page }) => {
  await page.getByLabel("Unit").selectOption("words");
  await amount(page).fill("7");
  await page.getByLabel(/Start with/).uncheck();
  await expect.poll(async () => (await readOutput(page)).split(" ").length).toBe(7);
  expect(await readOutput(page)).not.toMatch(/^Lorem ipsum/);
});

test("HTML with headings and lists", async ({ page }) => {
  await page.getByLabel("Format").selectOption("html");
  await amount(page).fill("2");
  await page.getByLabel("Headings").check();
  await page.getByLabel("Lists").check();
  await expect.poll(() => readOutput(page)).toMatch(/^<h2>[A-Z][A-Za-z ]+<\/h2>\n<p>Lorem ipsum/);
  const html = await readOutput(page);
  expect(html.match(/<p>/g)).toHaveLength(2);
  expect(html).toContain("<ul>\n  <li>");
});

test("the same seed gives the same text; Generate picks a new seed", async ({ page }) => {
  await seed(page).fill("release-1");
  await expect.poll(() => readOutput(page)).toMatch(/^Lorem ipsum/);
  const first = await readOutput(page);
  await seed(page).fill("other");
  await expect.poll(() => readOutput(page)).not.toBe(first);
  await seed(page).fill("release-1");
  await expect.poll(() => readOutput(page)).toBe(first);
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(seed(page)).not.toHaveValue("release-1");
  await expect.poll(() => readOutput(page)).not.toBe(first);
});

test("a bad amount shows the alert and no text", async ({ page }) => {
  await amount(page).fill("5000");
  await expect(page.getByRole("alert")).toHaveText(
    "The amount must be a whole number from 1 to 1,000 paragraphs.",
  );
  await expect.poll(() => readOutput(page)).toBe("");
  await amount(page).fill("2");
  await expect(page.getByRole("alert")).toHaveText("");
});

test("Download saves Markdown as lorem-ipsum.md", async ({ page }) => {
  await page.getByLabel("Format").selectOption("markdown");
  await page.getByLabel("Headings").check();
  await expect.poll(() => readOutput(page)).toMatch(/^## /);
  const saved = await downloadOutput(page);
  expect(saved.name).toBe("lorem-ipsum.md");
  expect(saved.bytes.toString("utf8")).toBe(await readOutput(page));
});

test("Ctrl+S downloads an exact number of bytes as plain text", async ({ page }) => {
  await page.getByLabel("Unit").selectOption("bytes");
  await amount(page).fill("1,000");
  await expect.poll(async () => (await readOutput(page)).length).toBe(1000);
  const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
  expect(saved.name).toBe("lorem-ipsum.txt");
  expect(saved.bytes.length).toBe(1000);
});

test("Copy puts the text on the clipboard", async ({ page }) => {
  await page.getByLabel("Unit").selectOption("sentences");
  await amount(page).fill("1");
  await expect
    .poll(() => readOutput(page))
    .toBe("Lorem ipsum dolor sit amet, consectetur adipiscing elit.");
  await copyWithActionBar(page);
  await expectCopied(page, "Lorem ipsum dolor sit amet, consectetur adipiscing elit.");
});

test("the options survive a reload and give the same text", async ({ page }) => {
  await page.getByLabel("Format").selectOption("html");
  await amount(page).fill("4");
  await seed(page).fill("kept");
  await expect.poll(() => readOutput(page)).toMatch(/^<p>Lorem/);
  const before = await readOutput(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/lorem-ipsum-generator:seed")))
    .toBe(JSON.stringify("kept"));
  await reloadHydrated(page);
  await expect(page.getByLabel("Format")).toHaveValue("html");
  await expect(amount(page)).toHaveValue("4");
  await expect.poll(() => readOutput(page)).toBe(before);
});

test("Esc clears the amount and the text", async ({ page }) => {
  await expect.poll(() => readOutput(page)).not.toBe("");
  await page.keyboard.press("Escape");
  await expect(amount(page)).toHaveValue("");
  await expect.poll(() => readOutput(page)).toBe("");
  await expect(page.getByRole("alert")).toHaveText("");
});
