import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clearInput,
  downloadOutput,
  expectEscClears,
  expectMainThreadFree,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  readField,
  readOutput,
  reloadHydrated,
  runInWorker,
} from "./support";

const PATH = "/xml-beautifier";

async function choose(page: Page, label: "Mode" | "Indentation", option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

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

test("a 1 MB file, indenting, the options, an error, the sample and Download, Esc and a reload, in one visit", async ({
  page,
}) => {
  // First: the page has no worker yet.
  await test.step("a 1 MB file is formatted in a worker while the page stays responsive", async () => {
    const item = '<item id="1"><name>Widget &amp; co</name><price>9.99</price></item>';
    const text = `<items>${item.repeat(Math.ceil(1_000_000 / item.length))}</items>`;
    await chooseInputFile(page, "big.xml", "application/xml", text);
    await expect(outputPanel(page)).toContainText("press Format (Ctrl+Enter)");
    await runInWorker(page);
    await expectMainThreadFree(page);
    await expect(outputPanel(page)).toContainText("Output:");
    await expect(field(page, "Output")).toContainText("<name>Widget &amp; co</name>");
    await emptyInput(page);
  });

  await test.step("XML is indented as you type, keeping comments and CDATA", async () => {
    await fillInput(
      page,
      '<?xml version="1.0"?><a><!--note--><b x="1">t</b><c><![CDATA[<x>]]></c></a>',
    );
    await expect
      .poll(() => readOutput(page))
      .toBe(
        '<?xml version="1.0"?>\n<a>\n  <!--note-->\n  <b x="1">t</b>\n  <c><![CDATA[<x>]]></c>\n</a>',
      );
    await emptyInput(page);
  });

  await test.step("Minify and the tab indentation are options", async () => {
    await fillInput(page, "<a>\n  <b/>\n</a>");
    await choose(page, "Indentation", "Tab");
    await expect.poll(() => readOutput(page)).toBe("<a>\n\t<b/>\n</a>");
    await choose(page, "Mode", "Minify");
    await expect.poll(() => readOutput(page)).toBe("<a><b/></a>");
    await expect(page.getByRole("button", { name: "Minify", exact: true })).toBeVisible();
    // Back to the options a fresh page has.
    await choose(page, "Mode", "Format");
    await choose(page, "Indentation", "2 spaces");
    await emptyInput(page);
  });

  await test.step("invalid XML shows an alert with the line and column", async () => {
    await fillInput(page, "<a>\n  <b>\n</a>");
    await expect(page.getByRole("alert")).toHaveText(
      "Closing tag </a> does not match <b> at line 3, column 1",
    );
    await expect.poll(() => readOutput(page)).toBe("");
    await emptyInput(page);
  });

  await test.step("the sample loads and Download saves formatted.xml", async () => {
    await page.getByRole("button", { name: "Load sample" }).click();
    await expect.poll(() => readOutput(page)).toContain('  <book category="cooking" lang="en">');
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("formatted.xml");
    expect(saved.bytes.toString("utf8")).toBe(await readOutput(page));
    await emptyInput(page);
  });

  await test.step("Esc clears the input and the output", async () => {
    await fillInput(page, "<a/>");
    await expect.poll(() => readOutput(page)).toBe("<a/>");
    await expectEscClears(page);
  });

  // Last: a reload.
  await test.step("the input and options survive a reload", async () => {
    await choose(page, "Indentation", "4 spaces");
    await fillInput(page, "<kept><x/></kept>");
    await expect.poll(() => readOutput(page)).toBe("<kept>\n    <x/>\n</kept>");
    // Saving is debounced; wait until the input is stored before reloading.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/xml-beautifier:input")))
      .toBe(JSON.stringify("<kept><x/></kept>"));
    await reloadHydrated(page);
    await expect(page.getByLabel("Indentation", { exact: true })).toHaveValue("4");
    await expect.poll(() => readOutput(page)).toBe("<kept>\n    <x/>\n</kept>");
  });
});
