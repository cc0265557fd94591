import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  copyWithActionBar,
  downloadFrom,
  downloadOutput,
  expectCopied,
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

const PATH = "/string-utilities";

async function chooseOperation(page: Page, label: string) {
  await page.getByLabel("Operation").selectOption({ label });
}

// One visit: a step that chooses another operation sets back the page's own (UPPER CASE), and
// what a reload keeps is the last step.
test("operations, a list, a file, Download, Copy, Esc, Ctrl+Enter, Ctrl+S and a reload, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("typing text and choosing camelCase shows the converted text", async () => {
    await fillInput(page, "hello world");
    await chooseOperation(page, "camelCase");
    await expect.poll(() => readOutput(page)).toBe("helloWorld");
    await expect(outputPanel(page)).toContainText("Input: 11 characters · Output: 10 characters");
    // Back to the operation a fresh page has.
    await chooseOperation(page, "UPPER CASE");
  });

  await test.step("a list of names converts line by line", async () => {
    await chooseOperation(page, "snake_case");
    await fillInput(page, "firstName\nHTTPServer");
    await expect.poll(() => readOutput(page)).toBe("first_name\nhttp_server");
    // Back to the operation a fresh page has.
    await chooseOperation(page, "UPPER CASE");
  });

  await test.step("an uploaded file fills the input", async () => {
    await chooseOperation(page, "UPPER CASE");
    await chooseInputFile(page, "names.txt", "text/plain", "from a file");
    await expect.poll(() => readOutput(page)).toBe("FROM A FILE");
    await expect(page.getByText("names.txt (11 B)")).toBeVisible();
  });

  await test.step("Download saves the output as converted.txt", async () => {
    await chooseOperation(page, "kebab-case");
    await fillInput(page, "Hello World");
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("converted.txt");
    expect(saved.bytes.toString("utf8")).toBe("hello-world");
    // Back to the operation a fresh page has.
    await chooseOperation(page, "UPPER CASE");
  });

  await test.step("Copy puts the output on the clipboard and says so", async () => {
    await chooseOperation(page, "PascalCase");
    await fillInput(page, "copy me");
    await copyWithActionBar(page);
    await expectCopied(page, "CopyMe");
    // Back to the operation a fresh page has.
    await chooseOperation(page, "UPPER CASE");
  });

  await test.step("reversing keeps emoji and accents whole", async () => {
    await chooseOperation(page, "Reverse characters");
    await fillInput(page, "👍🏽 e\u0301");
    await expect.poll(() => readOutput(page)).toBe("e\u0301 👍🏽");
    // Back to the operation a fresh page has.
    await chooseOperation(page, "UPPER CASE");
  });

  await test.step("Esc clears the input", async () => {
    await fillInput(page, "to be cleared");
    await expectEscClears(page);
  });

  await test.step("Ctrl+Enter in the input converts without adding a line", async () => {
    await fillInput(page, "keep me");
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => readOutput(page)).toBe("KEEP ME");
    expect(await readField(page, "Input")).toBe("keep me");
  });

  await test.step("Ctrl+S downloads the output", async () => {
    await fillInput(page, "save me");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("converted.txt");
    expect(saved.bytes.toString("utf8")).toBe("SAVE ME");
  });

  await test.step("the input and the operation survive a reload", async () => {
    await chooseOperation(page, "CONSTANT_CASE");
    await fillInput(page, "max retries");
    await expect.poll(() => readOutput(page)).toBe("MAX_RETRIES");
    // Saving is debounced; wait until the input is stored before reloading.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/string-utilities:input")))
      .toBe(JSON.stringify("max retries"));
    await reloadHydrated(page);
    await expect(page.getByLabel("Operation")).toHaveValue("constant");
    await expect.poll(() => readOutput(page)).toBe("MAX_RETRIES");
    await expect(field(page, "Input")).toHaveValue("max retries");
  });
});

test("a 300,000-character input is converted in a worker on Ctrl+Enter", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const line = "hello world from a big file\n";
  const text = line.repeat(Math.ceil(300_000 / line.length)).slice(0, 300_000);
  await chooseOperation(page, "UPPER CASE");
  await chooseInputFile(page, "big.txt", "text/plain", text);
  await expect(outputPanel(page)).toContainText("press Convert (Ctrl+Enter)");
  await runInWorker(page);
  // The main thread stays free while the worker converts.
  await expectMainThreadFree(page);
  await expect(outputPanel(page)).toContainText(
    "Input: 300,000 characters · Output: 300,000 characters",
  );
  await expect(field(page, "Output")).toContainText("HELLO WORLD FROM A BIG FILE");
});
