import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clearInput,
  downloadFrom,
  downloadOutput,
  expectEscClears,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  outputPanel,
  readField,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/json-to-xml-converter";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const option = (page: Page, label: string) => page.getByLabel(label, { exact: true });

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

test("a 3 MB file, typing, the options, the sample, an error, Download, Esc and a reload, in one visit", async ({
  page,
}) => {
  test.setTimeout(120_000); // 3 MB converted in this visit too, and seven small steps

  // First: the page has started no worker yet.
  await test.step("a 3 MB file is converted in a worker, shown in part and downloaded whole", async () => {
    const records = Array.from(
      { length: 60_000 },
      (_, i) => `{"id":${i},"name":"item ${i}","ok":true,"price":${i}.50}`,
    );
    const json = `{"records":[${records.join(",")}]}`;
    expect(json.length).toBeGreaterThan(3_000_000);
    const workerStarted = page.waitForEvent("worker");
    await chooseInputFile(page, "big.json", "application/json", json);
    await workerStarted;
    await expectMainThreadFree(page);
    await expect(page.getByText("File: big.json")).toBeVisible();
    await expect(outputPanel(page)).toContainText("Output:", { timeout: 30_000 });
    await expect(page.getByText(/^Showing the first 20,000 of [\d,]+ characters/)).toBeVisible();
    expect(await readOutput(page)).toContain("<price>0.50</price>");
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("big.xml");
    const xml = saved.bytes.toString("utf8");
    expect(xml.match(/<records>/g)).toHaveLength(60_000);
    expect(xml.endsWith("</root>\n")).toBe(true);
    await emptyInput(page);
  });

  await test.step("pasted JSON is converted to XML as you type", async () => {
    await fillInput(page, '{"book":{"@id":"b1","title":"Tom & Jerry","tags":["a","b"]}}');
    await expect
      .poll(() => readOutput(page))
      .toBe(
        [
          DECLARATION,
          "<root>",
          '  <book id="b1">',
          "    <title>Tom &amp; Jerry</title>",
          "    <tags>",
          "      <item>a</item>",
          "      <item>b</item>",
          "    </tags>",
          "  </book>",
          "</root>",
        ].join("\n") + "\n",
      );
    await emptyInput(page);
  });

  await test.step("the four options change the XML", async () => {
    await option(page, "Root element name").fill("catalog");
    await option(page, "Array item name").fill("tag");
    await option(page, "Attribute prefix").fill("_");
    await option(page, "Indentation").selectOption({ label: "4 spaces" });
    await fillInput(page, '{"_id":7,"tags":["x"]}');
    await expect
      .poll(() => readOutput(page))
      .toBe(
        [
          DECLARATION,
          '<catalog id="7">',
          "    <tags>",
          "        <tag>x</tag>",
          "    </tags>",
          "</catalog>",
        ].join("\n") + "\n",
      );
    // Back to the options a fresh page has.
    await option(page, "Root element name").fill("root");
    await option(page, "Array item name").fill("item");
    await option(page, "Attribute prefix").fill("@");
    await option(page, "Indentation").selectOption({ label: "2 spaces" });
    await emptyInput(page);
  });

  await test.step("the bookstore sample is one click away", async () => {
    await page.getByRole("button", { name: "Load sample" }).click();
    await expect.poll(() => readOutput(page)).toContain('<bicycle type="road">');
    expect(await readOutput(page)).toContain("<author>Grace Hopper</author>");
    await emptyInput(page);
  });

  await test.step("invalid JSON shows the spec's message with the line and column", async () => {
    await fillInput(page, '{"a": 1,\n "b" 2}');
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to convert JSON to XML: Expected ':' after property name at line 2, column 6",
    );
    expect(await readOutput(page)).toBe("");
    await emptyInput(page);
  });

  await test.step("Download saves the XML, named after an opened file", async () => {
    await fillInput(page, '{"a":1}');
    await expect.poll(() => readOutput(page)).toContain("<a>1</a>");
    const typed = await downloadOutput(page);
    expect(typed.name).toBe("converted.xml");
    expect(typed.bytes.toString("utf8")).toBe(`${DECLARATION}\n<root>\n  <a>1</a>\n</root>\n`);

    await chooseInputFile(page, "orders.json", "application/json", '{"order":{"id":5}}');
    await expect.poll(() => readOutput(page)).toContain("<id>5</id>");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("orders.xml");
    await emptyInput(page);
  });

  await test.step("Esc clears the input and the output", async () => {
    await fillInput(page, '{"a":1}');
    await expect.poll(() => readOutput(page)).toContain("<a>1</a>");
    await expectEscClears(page);
  });

  // Last: a reload.
  await test.step("the input and the options survive a reload", async () => {
    await option(page, "Root element name").fill("doc");
    await fillInput(page, '{"k":"v"}');
    await expect.poll(() => readOutput(page)).toContain("<doc>");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem(`tool:/json-to-xml-converter:input`)))
      .toBe(JSON.stringify('{"k":"v"}'));
    await reloadHydrated(page);
    await expect(option(page, "Root element name")).toHaveValue("doc");
    await expect.poll(() => readOutput(page)).toContain("<k>v</k>");
  });
});
