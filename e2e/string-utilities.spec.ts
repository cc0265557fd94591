import { readFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

const PATH = "/string-utilities";

/** The Input is a textarea until CodeMirror loads on pointer or focus; both carry the label. */
function inputField(page: Page) {
  return page.getByLabel("Input", { exact: true });
}

/** Types into the Input after CodeMirror has replaced the textarea, so no keystroke is lost in the swap. */
async function fillInput(page: Page, text: string) {
  await inputField(page).click();
  const editor = page.locator('.cm-content[aria-label="Input"]');
  await expect(editor).toBeVisible();
  await editor.fill(text);
}

/** A field's text, whether it is still the textarea or already CodeMirror. */
async function readField(page: Page, label: "Input" | "Output"): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  const tag = await field.evaluate((element) => element.tagName);
  if (tag === "TEXTAREA") return field.inputValue();
  // An empty CodeMirror shows its placeholder inside the content element.
  if (await field.locator(".cm-placeholder").count()) return "";
  return field.innerText();
}

const readOutput = (page: Page) => readField(page, "Output");

async function chooseOperation(page: Page, label: string) {
  await page.getByLabel("Operation").selectOption({ label });
}

const outputPanel = (page: Page) => page.getByRole("region", { name: "Output panel" });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("typing text and choosing camelCase shows the converted text", async ({ page }) => {
  await fillInput(page, "hello world");
  await chooseOperation(page, "camelCase");
  await expect.poll(() => readOutput(page)).toBe("helloWorld");
  await expect(outputPanel(page)).toContainText("Input: 11 characters · Output: 10 characters");
});

test("a list of names converts line by line", async ({ page }) => {
  await chooseOperation(page, "snake_case");
  await fillInput(page, "firstName\nHTTPServer");
  await expect.poll(() => readOutput(page)).toBe("first_name\nhttp_server");
});

test("an uploaded file fills the input", async ({ page }) => {
  await chooseOperation(page, "UPPER CASE");
  await page.setInputFiles("input[type=file]", {
    name: "names.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("from a file"),
  });
  await expect.poll(() => readOutput(page)).toBe("FROM A FILE");
  await expect(page.getByText("names.txt (11 B)")).toBeVisible();
});

test("Download saves the output as converted.txt", async ({ page }) => {
  await chooseOperation(page, "kebab-case");
  await fillInput(page, "Hello World");
  const downloading = page.waitForEvent("download");
  await outputPanel(page).getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("converted.txt");
  expect(await readFile(await download.path(), "utf8")).toBe("hello-world");
});

test("Copy puts the output on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await chooseOperation(page, "PascalCase");
  await fillInput(page, "copy me");
  // The action bar's Copy comes first; the output panel has its own.
  await page.getByRole("button", { name: "Copy", exact: true }).first().click();
  await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("CopyMe");
});

test("Esc clears the input", async ({ page }) => {
  await fillInput(page, "to be cleared");
  await page.keyboard.press("Escape");
  await expect.poll(() => readField(page, "Input")).toBe("");
  await expect.poll(() => readOutput(page)).toBe("");
});

test("Ctrl+Enter in the input converts without adding a line", async ({ page }) => {
  await fillInput(page, "keep me");
  await page.keyboard.press("Control+Enter");
  await expect.poll(() => readOutput(page)).toBe("KEEP ME");
  expect(await readField(page, "Input")).toBe("keep me");
});

test("Ctrl+S downloads the output", async ({ page }) => {
  await fillInput(page, "save me");
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Control+s");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("converted.txt");
  expect(await readFile(await download.path(), "utf8")).toBe("SAVE ME");
});

test("the input and the operation survive a reload", async ({ page }) => {
  await chooseOperation(page, "CONSTANT_CASE");
  await fillInput(page, "max retries");
  await expect.poll(() => readOutput(page)).toBe("MAX_RETRIES");
  // Saving is debounced; wait until the input is stored before reloading.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/string-utilities:input")))
    .toBe(JSON.stringify("max retries"));
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByLabel("Operation")).toHaveValue("constant");
  await expect.poll(() => readOutput(page)).toBe("MAX_RETRIES");
  await expect(inputField(page)).toHaveValue("max retries");
});

test("a 300,000-character input is converted in a worker on Ctrl+Enter", async ({ page }) => {
  const line = "hello world from a big file\n";
  const text = line.repeat(Math.ceil(300_000 / line.length)).slice(0, 300_000);
  await chooseOperation(page, "UPPER CASE");
  await page.setInputFiles("input[type=file]", {
    name: "big.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(text),
  });
  await expect(outputPanel(page)).toContainText("press Convert (Ctrl+Enter)");
  const workerStarted = page.waitForEvent("worker");
  await page.keyboard.press("Control+Enter");
  await workerStarted;
  // The main thread stays free while the worker converts.
  const started = Date.now();
  expect(await page.evaluate(() => 6 * 7)).toBe(42);
  expect(Date.now() - started).toBeLessThan(1000);
  await expect(outputPanel(page)).toContainText(
    "Input: 300,000 characters · Output: 300,000 characters",
  );
  const output = page.getByLabel("Output", { exact: true });
  await expect(output).toContainText("HELLO WORLD FROM A BIG FILE");
});

test("reversing keeps emoji and accents whole", async ({ page }) => {
  await chooseOperation(page, "Reverse characters");
  await fillInput(page, "👍🏽 e\u0301");
  await expect.poll(() => readOutput(page)).toBe("e\u0301 👍🏽");
});
