import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clearInput,
  downloadOutput,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  outputPanel,
  readField,
  readOutput,
} from "./support";

const PATH = "/csv-to-xml-converter";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const option = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The Template field's text: a textarea until CodeMirror takes over. */
const readTemplate = (page: Page) =>
  page
    .getByLabel("Template", { exact: true })
    .evaluate((e) => (e instanceof HTMLTextAreaElement ? e.value : (e as HTMLElement).innerText));

/** About `megabytes` of CSV: five columns per row. */
function bigCsv(megabytes: number) {
  const rows = ["ID,Name,Category,Price,InStock"];
  let size = 0;
  for (let i = 0; size < megabytes * 1_000_000; i++) {
    const row = `${i},Product ${i},Category ${i % 7},${(i % 1000) + 0.99},${i % 2 === 0}`;
    rows.push(row);
    size += row.length + 1;
  }
  return rows.join("\n");
}

/** Empties the Template and goes back to Columns, as a fresh page has them. */
async function columnsMode(page: Page) {
  await page.getByLabel("Template", { exact: true }).click();
  await page.locator('.cm-content[aria-label="Template"]').fill("");
  // Saved as "" once a template was stored; never stored at all (null) when the template was set
  // and emptied within the save delay: either is a fresh page's empty Template.
  const stored = () =>
    page.evaluate(() => localStorage.getItem("tool:/csv-to-xml-converter:template") ?? '""');
  await expect.poll(stored).toBe(JSON.stringify(""));
  await option(page, "Mode").selectOption({ label: "Columns" });
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

test("a large file and Cancel, rows, attributes, delimiters, the sample, templates, errors and Download, in one visit", async ({
  page,
}) => {
  test.setTimeout(120_000); // a 12 MB file converted to the end, then eight small steps

  // First: the page has started no worker yet.
  await test.step("a large file converts in a worker with progress, and Cancel stops it", async () => {
    const csv = bigCsv(12);
    const workerStarted = page.waitForEvent("worker");
    await chooseInputFile(page, "big.csv", "text/csv", csv);
    await workerStarted;
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expectMainThreadFree(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    await expect(outputPanel(page)).toContainText("Input: big.csv");
    await expect(outputPanel(page)).not.toContainText("Output:");

    // Convert (Ctrl+Enter) starts it again; this time it runs to the end.
    await page.keyboard.press("Control+Enter");
    await expect(outputPanel(page)).toContainText("Output:", { timeout: 60_000 });
    await expect(page.getByText(/^Showing the first 20,000 of/)).toBeVisible();
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("big.xml");
    const xml = saved.bytes.toString("utf8");
    expect(xml.endsWith("</row>\n</root>\n")).toBe(true);
    expect(xml).toContain("<Name>Product 1</Name>");
    await emptyInput(page);
  });

  await test.step("pasted CSV becomes one row element per line, quoted fields included", async () => {
    await fillInput(page, 'ID,Unit Price\n1,"9,99"');
    await expect
      .poll(() => readOutput(page))
      .toBe(
        [
          DECLARATION,
          "<root>",
          "  <row>",
          "    <ID>1</ID>",
          "    <Unit_Price>9,99</Unit_Price>",
          "  </row>",
          "</root>",
        ].join("\n") + "\n",
      );
    await emptyInput(page);
  });

  await test.step("columns become attributes and the names and delimiter follow the options", async () => {
    await option(page, "Delimiter").selectOption({ label: "Semicolon (;)" });
    await option(page, "Root element name").fill("items");
    await option(page, "Row element name").fill("item");
    await option(page, "Use attributes for columns").check();
    await fillInput(page, "a;b\n1;<2>");
    await expect
      .poll(() => readOutput(page))
      .toBe(
        [DECLARATION, "<items>", '  <item a="1" b="&lt;2&gt;"/>', "</items>"].join("\n") + "\n",
      );
    // Back to the options a fresh page has.
    await option(page, "Delimiter").selectOption({ label: "Comma (,)" });
    await option(page, "Root element name").fill("root");
    await option(page, "Row element name").fill("row");
    await option(page, "Use attributes for columns").uncheck();
    await emptyInput(page);
  });

  await test.step("a custom delimiter is typed in its own field", async () => {
    await option(page, "Delimiter").selectOption({ label: "Custom" });
    await option(page, "Custom delimiter").fill("~");
    await option(page, "Use attributes for columns").check();
    await fillInput(page, "a~b\n1~2");
    await expect.poll(() => readOutput(page)).toContain('<row a="1" b="2"/>');
    // Back to the options a fresh page has.
    await option(page, "Custom delimiter").fill("");
    await option(page, "Delimiter").selectOption({ label: "Comma (,)" });
    await option(page, "Use attributes for columns").uncheck();
    await emptyInput(page);
  });

  await test.step("the CSV sample is one click away", async () => {
    await page.getByRole("button", { name: "Load sample" }).click();
    await expect.poll(() => readOutput(page)).toContain("<Name>Desk Lamp, LED</Name>");
    expect((await readOutput(page)).match(/<row>/g)).toHaveLength(5);
    await emptyInput(page);
  });

  await test.step("template mode starts from a ready template and fills {{Column}} placeholders", async () => {
    await page.getByRole("button", { name: "Load sample" }).click();
    await option(page, "Mode").selectOption({ label: "Template" });
    await expect.poll(() => readTemplate(page)).toContain("<ID>{{ID}}</ID>");
    await page.getByRole("button", { name: "HTML table row" }).click();
    await option(page, "Root element name").fill("tbody");
    await expect.poll(() => readOutput(page)).toContain("<tbody>\n  <tr>\n    <td>1</td>");
    expect(await readOutput(page)).toContain("<td>Coffee Mug &quot;Dev&quot;</td>");
    // Back to the root name, mode and empty Template a fresh page has.
    await option(page, "Root element name").fill("root");
    await columnsMode(page);
    await emptyInput(page);
  });

  await test.step("a template naming a missing column says which", async () => {
    await fillInput(page, "ID,Name\n1,x");
    await option(page, "Mode").selectOption({ label: "Template" });
    const template = page.getByLabel("Template", { exact: true });
    await template.click();
    await page.locator('.cm-content[aria-label="Template"]').fill("<p>{{Qty}}</p>");
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to convert CSV to XML: the template uses {{Qty}}, which is not a column (columns: ID, Name)",
    );
    await columnsMode(page);
    await emptyInput(page);
  });

  await test.step("input with no non-blank line shows 'CSV data is empty'", async () => {
    await fillInput(page, "   \n\n  ");
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to convert CSV to XML: CSV data is empty",
    );
    await emptyInput(page);
  });

  await test.step("Download saves the XML", async () => {
    await fillInput(page, "a\n1");
    await expect.poll(() => readOutput(page)).toContain("<a>1</a>");
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("converted.xml");
    expect(saved.bytes.toString("utf8")).toBe(
      `${DECLARATION}\n<root>\n  <row>\n    <a>1</a>\n  </row>\n</root>\n`,
    );
  });
});
