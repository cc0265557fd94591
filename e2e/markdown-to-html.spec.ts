import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  copyWithActionBar,
  downloadOutput,
  expectCopied,
  expectEscClears,
  fillInput,
  gotoHydrated,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/markdown-to-html";

const PREVIEW_TITLE = "Preview of the rendered HTML";
/** The preview's frame: sandboxed, so its content is reached through the frame. */
const preview = (page: Page) => page.frameLocator(`iframe[title="${PREVIEW_TITLE}"]`);

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("typing Markdown shows HTML and its preview", async ({ page }) => {
  await fillInput(page, "# Title\n\nSome **bold** text.");
  await expect
    .poll(() => readOutput(page))
    .toBe("<h1>Title</h1>\n<p>Some <strong>bold</strong> text.</p>\n");
  await expect(preview(page).getByRole("heading", { name: "Title" })).toBeVisible();
  await expect(preview(page).locator("strong")).toHaveText("bold");
});

test("the sample's table, strikethrough and task list render", async ({ page }) => {
  await page.getByRole("button", { name: "Load sample" }).click();
  await expect.poll(() => readOutput(page)).toContain("<table>");
  await expect(preview(page).getByRole("table")).toBeVisible();
  await expect(preview(page).locator("del")).toHaveText("fewer");
  await expect(preview(page).getByRole("checkbox")).toHaveCount(2);
});

test("the output has no script, no event handler and no javascript: link", async ({ page }) => {
  await fillInput(
    page,
    '<script>window.hacked=1</script>\n\n<img src="x" onerror="window.hacked=1"> [x](javascript:alert(1))',
  );
  // The image's relative address is not loaded: the preview shows its placeholder.
  await expect(preview(page).getByRole("img", { name: "Image not loaded" })).toHaveCount(1);
  const output = await readOutput(page);
  expect(output).not.toMatch(/<script|onerror|javascript:/i);
  expect(await page.getByTitle(PREVIEW_TITLE).getAttribute("srcdoc")).not.toMatch(
    /<script|onerror|javascript:/i,
  );
  expect(await page.evaluate(() => "hacked" in window)).toBe(false);
});

test("the Line breaks option turns newlines into <br>", async ({ page }) => {
  await fillInput(page, "a\nb");
  await expect.poll(() => readOutput(page)).toBe("<p>a\nb</p>\n");
  await page.getByLabel("Line breaks become <br>").check();
  await expect.poll(() => readOutput(page)).toBe("<p>a<br>b</p>\n");
});

test("an opened .md file fills the input", async ({ page }) => {
  await chooseInputFile(page, "notes.md", "text/markdown", "_from a file_");
  await expect.poll(() => readOutput(page)).toBe("<p><em>from a file</em></p>\n");
});

test("Download saves converted.html and Copy copies the HTML", async ({ page }) => {
  await fillInput(page, "hi");
  await expect.poll(() => readOutput(page)).toBe("<p>hi</p>\n");
  const saved = await downloadOutput(page);
  expect(saved.name).toBe("converted.html");
  expect(saved.bytes.toString("utf8")).toBe("<p>hi</p>\n");
  await copyWithActionBar(page);
  await expectCopied(page, "<p>hi</p>\n");
});

test("Esc clears the input", async ({ page }) => {
  await fillInput(page, "gone");
  await expectEscClears(page);
});

test("the input survives a reload", async ({ page }) => {
  await fillInput(page, "*kept*");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/markdown-to-html:input")))
    .toBe(JSON.stringify("*kept*"));
  await reloadHydrated(page);
  await expect.poll(() => readOutput(page)).toBe("<p><em>kept</em></p>\n");
});
