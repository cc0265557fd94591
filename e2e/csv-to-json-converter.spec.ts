import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  downloadOutput,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  pasteInput,
  outputPanel,
  readOutput,
} from "./support";

const PATH = "/csv-to-json-converter";

const option = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const outputJson = async (page: Page) => JSON.parse(await readOutput(page)) as unknown;

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("a header row and rows become an array of objects", async ({ page }) => {
  await fillInput(page, 'name,qty\n"Doe, J.",3');
  await expect
    .poll(() => readOutput(page))
    .toBe(`${JSON.stringify([{ name: "Doe, J.", qty: "3" }], null, 2)}\n`);
});

test("without a header row every row is an array, and inference types the values", async ({
  page,
}) => {
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
});

test("the delimiter and indentation follow the options", async ({ page }) => {
  await option(page, "Delimiter").selectOption({ label: "Tab" });
  await option(page, "Indentation").selectOption({ label: "None (compact)" });
  await fillInput(page, "a\tb\n1\t2");
  await expect.poll(() => readOutput(page)).toBe('[{"a":"1","b":"2"}]');
});

test("the CSV sample is one click away", async ({ page }) => {
  await page.getByRole("button", { name: "Load sample" }).click();
  await expect.poll(() => outputJson(page)).toHaveLength(5);
});

test("an unclosed quote shows where it is", async ({ page }) => {
  await fillInput(page, 'a,b\n1,"open');
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to convert CSV to JSON: Unclosed quoted field: the quote at line 2, column 3 has no closing quote",
  );
});

test("Download saves the JSON", async ({ page }) => {
  await fillInput(page, "a\n1");
  await expect.poll(() => readOutput(page)).toContain('"a": "1"');
  const saved = await downloadOutput(page);
  expect(saved.name).toBe("converted.json");
  expect(JSON.parse(saved.bytes.toString("utf8"))).toEqual([{ a: "1" }]);
});

test("a 3 MB file is converted in a worker", async ({ page }) => {
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
});

test("a 3 MB paste is converted like a 3 MB file, without going into the editor", async ({
  page,
}) => {
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
});
