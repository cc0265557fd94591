import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  downloadOutput,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  outputPanel,
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

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("pasted CSV becomes one row element per line, quoted fields included", async ({ page }) => {
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
});

test("columns become attributes and the names and delimiter follow the options", async ({
  page,
}) => {
  await option(page, "Delimiter").selectOption({ label: "Semicolon (;)" });
  await option(page, "Root element name").fill("items");
  await option(page, "Row element name").fill("item");
  await option(page, "Use attributes for columns").check();
  await fillInput(page, "a;b\n1;<2>");
  await expect
    .poll(() => readOutput(page))
    .toBe([DECLARATION, "<items>", '  <item a="1" b="&lt;2&gt;"/>', "</items>"].join("\n") + "\n");
});

test("a custom delimiter is typed in its own field", async ({ page }) => {
  await option(page, "Delimiter").selectOption({ label: "Custom" });
  await option(page, "Custom delimiter").fill("~");
  await option(page, "Use attributes for columns").check();
  await fillInput(page, "a~b\n1~2");
  await expect.poll(() => readOutput(page)).toContain('<row a="1" b="2"/>');
});

test("the CSV sample is one click away", async ({ page }) => {
  await page.getByRole("button", { name: "Load sample" }).click();
  await expect.poll(() => readOutput(page)).toContain("<Name>Desk Lamp, LED</Name>");
  expect((await readOutput(page)).match(/<row>/g)).toHaveLength(5);
});

test("template mode starts from a ready template and fills {{Column}} placeholders", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Load sample" }).click();
  await option(page, "Mode").selectOption({ label: "Template" });
  await expect.poll(() => readTemplate(page)).toContain("<ID>{{ID}}</ID>");
  await page.getByRole("button", { name: "HTML table row" }).click();
  await option(page, "Root element name").fill("tbody");
  await expect.poll(() => readOutput(page)).toContain("<tbody>\n  <tr>\n    <td>1</td>");
  expect(await readOutput(page)).toContain("<td>Coffee Mug &quot;Dev&quot;</td>");
});

test("a template naming a missing column says which", async ({ page }) => {
  await fillInput(page, "ID,Name\n1,x");
  await option(page, "Mode").selectOption({ label: "Template" });
  const template = page.getByLabel("Template", { exact: true });
  await template.click();
  await page.locator('.cm-content[aria-label="Template"]').fill("<p>{{Qty}}</p>");
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to convert CSV to XML: the template uses {{Qty}}, which is not a column (columns: ID, Name)",
  );
});

test("input with no non-blank line shows 'CSV data is empty'", async ({ page }) => {
  await fillInput(page, "   \n\n  ");
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to convert CSV to XML: CSV data is empty",
  );
});

test("Download saves the XML", async ({ page }) => {
  await fillInput(page, "a\n1");
  await expect.poll(() => readOutput(page)).toContain("<a>1</a>");
  const saved = await downloadOutput(page);
  expect(saved.name).toBe("converted.xml");
  expect(saved.bytes.toString("utf8")).toBe(
    `${DECLARATION}\n<root>\n  <row>\n    <a>1</a>\n  </row>\n</root>\n`,
  );
});

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

test("a large file converts in a worker with progress, and Cancel stops it", async ({ page }) => {
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
});
