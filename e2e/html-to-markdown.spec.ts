import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clearInput,
  copyWithActionBar,
  downloadOutput,
  expectCopied,
  expectEscClears,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  readField,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/html-to-markdown";

const PREVIEW_TITLE = "Preview of the Markdown";
/** The preview's frame: sandboxed, so its content is reached through the frame. */
const preview = (page: Page) => page.frameLocator(`iframe[title="${PREVIEW_TITLE}"]`);

/**
 * Empties the Input as a fresh page has it: a file opened as the Input goes with its own Remove file
 * (the panel's Clear is for typed text, and is disabled then), typed text with the panel's Clear.
 */
async function emptyInput(page: Page) {
  const removeFile = page.getByRole("button", { name: "Remove file" });
  if (await removeFile.isVisible()) await removeFile.click();
  else await clearInput(page);
  await expect.poll(() => readField(page, "Input")).toBe("");
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("typing, the options, links, the sample and its preview, a file, Download, Copy, Esc, a 1 MB page and a reload, in one visit", async ({
  page,
}) => {
  test.setTimeout(120_000); // the 1 MB page converts in this visit too

  await test.step("typing HTML shows Markdown with ATX headings and dash bullets", async () => {
    await fillInput(page, "<h2>Install</h2><ul><li>npm</li></ul>");
    await expect.poll(() => readOutput(page)).toBe("## Install\n\n-   npm");
    await emptyInput(page);
  });

  await test.step("the options change the Markdown", async () => {
    await page.getByLabel("Heading style").selectOption({ label: "Setext (underlined)" });
    await page.getByLabel("Bullet marker").selectOption({ label: "* (asterisk)" });
    await page.getByLabel("Fence").selectOption({ label: "~~~ (tildes)" });
    await fillInput(page, "<h1>Hi</h1><ul><li>a</li></ul><pre><code>x</code></pre>");
    await expect.poll(() => readOutput(page)).toBe("Hi\n==\n\n*   a\n\n~~~\nx\n~~~");
    await page.getByLabel("Code block style").selectOption({ label: "Indented" });
    await expect(page.getByLabel("Fence")).toHaveCount(0);
    await expect.poll(() => readOutput(page)).toBe("Hi\n==\n\n*   a\n\n    x");
    // Back to the options and the empty Input a fresh page has.
    await page.getByLabel("Heading style").selectOption({ label: "ATX (# Heading)" });
    await page.getByLabel("Bullet marker").selectOption({ label: "- (dash)" });
    await page.getByLabel("Code block style").selectOption({ label: "Fenced" });
    await page.getByLabel("Fence").selectOption({ label: "``` (backticks)" });
    await expect.poll(() => readOutput(page)).toBe("# Hi\n\n-   a\n\n```\nx\n```");
    await emptyInput(page);
  });

  await test.step("referenced links are listed under the text", async () => {
    await page.getByLabel("Link style").selectOption({ label: "Referenced" });
    await fillInput(page, '<a href="https://example.com">site</a>');
    await expect.poll(() => readOutput(page)).toBe("[site][1]\n\n[1]: https://example.com");
    await page.getByLabel("Link style").selectOption({ label: "Inlined" });
    await expect.poll(() => readOutput(page)).toBe("[site](https://example.com)");
    await emptyInput(page);
  });

  await test.step("the sample's table, strikethrough and task list convert and preview", async () => {
    await page.getByRole("button", { name: "Load sample" }).click();
    await expect.poll(() => readOutput(page)).toContain("| Platform | Status |");
    const markdown = await readOutput(page);
    expect(markdown).toContain("~~fewer~~");
    expect(markdown).toContain("[x] Update dependencies");
    await expect(preview(page).getByRole("table")).toBeVisible();
    await expect(preview(page).locator("del")).toHaveText("fewer");
    await expect(preview(page).getByRole("heading", { name: "Release notes" })).toBeVisible();
    await emptyInput(page);
  });

  await test.step("the preview runs no script and keeps no event handler", async () => {
    await fillInput(
      page,
      '<p>safe</p><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">x</a>',
    );
    await expect(preview(page).locator("body")).toContainText("safe");
    const html = (await page.getByTitle(PREVIEW_TITLE).getAttribute("srcdoc")) ?? "";
    expect(html).not.toMatch(/onerror|javascript:/);
    expect(await page.evaluate(() => "hacked" in window)).toBe(false);
    await emptyInput(page);
  });

  await test.step("an opened .html file fills the input", async () => {
    await chooseInputFile(page, "page.html", "text/html", "<p><strong>from a file</strong></p>");
    await expect.poll(() => readOutput(page)).toBe("**from a file**");
    await emptyInput(page);
  });

  await test.step("Download saves converted.md and Copy copies the Markdown", async () => {
    await fillInput(page, "<em>hi</em>");
    await expect.poll(() => readOutput(page)).toBe("_hi_");
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("converted.md");
    expect(saved.bytes.toString("utf8")).toBe("_hi_");
    await copyWithActionBar(page);
    await expectCopied(page, "_hi_");
    await emptyInput(page);
  });

  await test.step("Esc clears the input", async () => {
    await fillInput(page, "<p>gone</p>");
    await expectEscClears(page);
  });

  await test.step("a 1 MB page converts on Ctrl+Enter", async () => {
    const block =
      "<h2>Section</h2><p>Some <strong>bold</strong> text and a <a href='/x'>link</a>.</p>\n";
    const html = block.repeat(Math.ceil(1_000_000 / block.length));
    await chooseInputFile(page, "big.html", "text/html", html);
    await expect(outputPanel(page)).toContainText("press Convert (Ctrl+Enter)");
    await field(page, "Input").click();
    await page.keyboard.press("Control+Enter");
    await expect(outputPanel(page)).toContainText(/Output: [1-9]/, { timeout: 60_000 });
    expect(await readOutput(page)).toContain("## Section");
    // The preview shows the beginning of the long result, and says so.
    await expect(preview(page).getByRole("heading", { name: "Section" }).first()).toBeVisible();
    await expect(
      page.getByText(/^The preview shows the beginning of this long document/),
    ).toBeVisible();
    await emptyInput(page);
  });

  // Last: a reload.
  await test.step("the input and the options survive a reload", async () => {
    await page.getByLabel("Bullet marker").selectOption({ label: "+ (plus)" });
    await fillInput(page, "<ul><li>kept</li></ul>");
    // A reload during a run would hold the input back (the page's run guard): the run has ended.
    await expect.poll(() => readOutput(page)).toBe("+   kept");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/html-to-markdown:input")))
      .toBe(JSON.stringify("<ul><li>kept</li></ul>"));
    await reloadHydrated(page);
    await expect(page.getByLabel("Bullet marker")).toHaveValue("+");
    await expect.poll(() => readOutput(page)).toBe("+   kept");
  });
});
