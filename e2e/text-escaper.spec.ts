import { readFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

const PATH = "/text-escaper";

/** Types into the Input after CodeMirror has replaced the textarea, so no keystroke is lost in the swap. */
async function fillInput(page: Page, text: string) {
  await page.getByLabel("Input", { exact: true }).click();
  const editor = page.locator('.cm-content[aria-label="Input"]');
  await expect(editor).toBeVisible();
  await editor.fill(text);
}

/** A field's text, whether it is still the textarea or already CodeMirror. */
async function readField(page: Page, label: "Input" | "Output"): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  const tag = await field.evaluate((element) => element.tagName);
  if (tag === "TEXTAREA") return field.inputValue();
  if (await field.locator(".cm-placeholder").count()) return "";
  return field.innerText();
}

const readOutput = (page: Page) => readField(page, "Output");
const outputPanel = (page: Page) => page.getByRole("region", { name: "Output panel" });

async function choose(page: Page, format: string, direction: "Escape" | "Unescape" = "Escape") {
  await page.getByLabel("Format").selectOption({ label: format });
  await page.getByLabel("Direction").selectOption({ label: direction });
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("escapes HTML as you type", async ({ page }) => {
  await choose(page, "HTML");
  await fillInput(page, `<a href="x">Tom & Jerry's</a>`);
  await expect
    .poll(() => readOutput(page))
    .toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  await expect(outputPanel(page)).toContainText("Input: 29 characters · Output: 59 characters");
});

test("unescapes a JSON string", async ({ page }) => {
  await choose(page, "JSON string", "Unescape");
  await fillInput(page, String.raw`line one\nsay \"hi\" \u00e9`);
  await expect.poll(() => readOutput(page)).toBe('line one\nsay "hi" é');
});

test("a malformed JSON string shows the error with its position", async ({ page }) => {
  await choose(page, "JSON string", "Unescape");
  await fillInput(page, 'say "hi"');
  await expect(page.getByRole("alert").filter({ hasText: "Unescaped" })).toHaveText(
    'Unescaped double quote at line 1, column 5: write it as \\"',
  );
  await expect.poll(() => readOutput(page)).toBe("");
});

test("escapes a JavaScript string for any quote style", async ({ page }) => {
  await choose(page, "JavaScript string");
  await fillInput(page, "it's `${x}`\n");
  await expect.poll(() => readOutput(page)).toBe("it\\'s \\`\\${x}\\`\\n");
});

test("the SQL option switches to MySQL backslash escapes", async ({ page }) => {
  await choose(page, "SQL string literal");
  await fillInput(page, "O'Brien \\");
  await expect.poll(() => readOutput(page)).toBe("O''Brien \\");
  await page.getByLabel("Backslash escapes (MySQL)").check();
  await expect.poll(() => readOutput(page)).toBe("O\\'Brien \\\\");
});

test("a CSV field is quoted for the chosen delimiter", async ({ page }) => {
  await choose(page, "CSV field");
  await fillInput(page, "a;b");
  await expect.poll(() => readOutput(page)).toBe("a;b");
  await page.getByLabel("Delimiter").selectOption({ label: "Semicolon (;)" });
  await expect.poll(() => readOutput(page)).toBe('"a;b"');
});

test("Swap turns the escaped output back into the original text", async ({ page }) => {
  await choose(page, "XML");
  await fillInput(page, "<x a='1'/>");
  await expect.poll(() => readOutput(page)).toBe("&lt;x a=&apos;1&apos;/&gt;");
  await page.getByRole("button", { name: "Swap" }).click();
  await expect(page.getByLabel("Direction")).toHaveValue("unescape");
  await expect.poll(() => readOutput(page)).toBe("<x a='1'/>");
});

test("Download saves the output as escaped.txt", async ({ page }) => {
  await choose(page, "HTML");
  await fillInput(page, "1 < 2");
  const downloading = page.waitForEvent("download");
  await outputPanel(page).getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("escaped.txt");
  expect(await readFile(await download.path(), "utf8")).toBe("1 &lt; 2");
});

test("Copy puts the output on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await choose(page, "HTML");
  await fillInput(page, "a & b");
  await page.getByRole("button", { name: "Copy", exact: true }).first().click();
  await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("a &amp; b");
});

test("Esc clears the input", async ({ page }) => {
  await fillInput(page, "<clear me>");
  await page.keyboard.press("Escape");
  await expect.poll(() => readField(page, "Input")).toBe("");
  await expect.poll(() => readOutput(page)).toBe("");
});

test("the options survive a reload but the input is never stored", async ({ page }) => {
  await choose(page, "SQL string literal", "Unescape");
  await fillInput(page, "secret''s");
  await expect.poll(() => readOutput(page)).toBe("secret's");
  // Options are saved 300 ms after the change: wait for them, then check nothing holds the input.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/text-escaper:format")))
    .toBe(JSON.stringify("sql"));
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain("secret");
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByLabel("Format")).toHaveValue("sql");
  await expect(page.getByLabel("Direction")).toHaveValue("unescape");
  expect(await readField(page, "Input")).toBe("");
});

test("a 300,000-character input is escaped in a worker on Ctrl+Enter", async ({ page }) => {
  const line = "<p>Tom & Jerry</p>\n";
  const text = line.repeat(Math.ceil(300_000 / line.length)).slice(0, 300_000);
  await choose(page, "HTML");
  await page.setInputFiles("input[type=file]", {
    name: "big.html",
    mimeType: "text/html",
    buffer: Buffer.from(text),
  });
  await expect(outputPanel(page)).toContainText("press Escape (Ctrl+Enter)");
  const workerStarted = page.waitForEvent("worker");
  await page.keyboard.press("Control+Enter");
  await workerStarted;
  await expect(outputPanel(page)).toContainText("Input: 300,000 characters · Output:");
  await expect(page.getByLabel("Output", { exact: true })).toContainText(
    "&lt;p&gt;Tom &amp; Jerry&lt;/p&gt;",
  );
});
