import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clearInput,
  downloadOutput,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  pasteInput,
  outputPanel,
  readField,
  readOutput,
} from "./support";

const PATH = "/csv-to-json-converter";

const option = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const outputJson = async (page: Page) => JSON.parse(await readOutput(page)) as unknown;

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

test("a 3 MB file and paste, headers, inference, the options, the sample, an error and Download, in one visit", async ({
  page,
}) => {
  test.setTimeout(120_000); // 3 MB converted in this visit too, and seven small steps

  // First: the page has started no worker yet.
  await test.step("a 3 MB file is converted in a worker", async () => {
    const rows = ["id,name"];
    for (let i = 0; i < 200_000; i++) rows.push(`${i},name ${i}`);
    const workerStarted = page.waitForEvent("worker");
    await chooseInputFile(page, "people.csv", "text/csv", rows.join("\n"));
    await workerStarted;
    await expectMainThreadFree(page);
    await expect(outputPanel(page)).toContainText("Output:", { timeout: 30_000 });
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("people.json");
    const parsed = JSON.parse(saved.bytes.toString("utf8")) as unknown[];
    expect(parsed).toHaveLength(200_000);
    expect(parsed[199_999]).toEqual({ id: "199999", name: "name 199999" });
    await emptyInput(page);
  });

  await test.step("a 3 MB paste is converted like a 3 MB file, without going into the editor", async () => {
    const rows = ["id,name"];
    for (let i = 0; i < 200_000; i++) rows.push(`${i},name ${i}`);
    await pasteInput(page, rows.join("\n"));
    await expect(page.getByText(/^pasted-text\.txt \(3\.\d MB\)$/)).toBeVisible();
    await expect(outputPanel(page)).toContainText("Output:", { timeout: 30_000 });
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("pasted-text.json");
    const parsed = JSON.parse(saved.bytes.toString("utf8")) as unknown[];
    expect(parsed).toHaveLength(200_000);
    expect(parsed[199_999]).toEqual({ id: "199999", name: "name 199999" });
    await emptyInput(page);
  });

  await test.step("a header row and rows become an array of objects", async () => {
    await fillInput(page, 'name,qty\n"Doe, J.",3');
    await expect
      .poll(() => readOutput(page))
      .toBe(`${JSON.stringify([{ name: "Doe, J.", qty: "3" }], null, 2)}\n`);
    await emptyInput(page);
  });

  await test.step("without a header row every row is an array, and inference types the values", async () => {
    await fillInput(page, "a,1.50,TRUE,\nb,17478252242305210114,null,x");
    await option(page, "Header row").uncheck();
    await option(page, "Infer types").check();
    await expect
      .poll(() => outputJson(page))
      .toEqual([
        ["a", 1.5, true, null],
        ["b", "17478252242305210114", null, "x"],
      ]);
    expect(await readOutput(page)).toContain("1.50");
    // Back to the options a fresh page has.
    await option(page, "Header row").check();
    await option(page, "Infer types").uncheck();
    await emptyInput(page);
  });

  await test.step("the delimiter and indentation follow the options", async () => {
    await option(page, "Delimiter").selectOption({ label: "Tab" });
    await option(page, "Indentation").selectOption({ label: "None (compact)" });
    await fillInput(page, "a\tb\n1\t2");
    await expect.poll(() => readOutput(page)).toBe('[{"a":"1","b":"2"}]');
    // Back to the options a fresh page has.
    await option(page, "Delimiter").selectOption({ label: "Comma (,)" });
    await option(page, "Indentation").selectOption({ label: "2 spaces" });
    await emptyInput(page);
  });

  await test.step("the CSV sample is one click away", async () => {
    await page.getByRole("button", { name: "Load sample" }).click();
    await expect.poll(() => outputJson(page)).toHaveLength(5);
    await emptyInput(page);
  });

  await test.step("an unclosed quote shows where it is", async () => {
    await fillInput(page, 'a,b\n1,"open');
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to convert CSV to JSON: Unclosed quoted field: the quote at line 2, column 3 has no closing quote",
    );
    await emptyInput(page);
  });

  await test.step("Download saves the JSON", async () => {
    await fillInput(page, "a\n1");
    await expect.poll(() => readOutput(page)).toContain('"a": "1"');
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("converted.json");
    expect(JSON.parse(saved.bytes.toString("utf8"))).toEqual([{ a: "1" }]);
  });
});
