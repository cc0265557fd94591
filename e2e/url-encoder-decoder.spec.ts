import { readFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

const PATH = "/url-encoder-decoder";

const field = (page: Page, label: "Input" | "Output") => page.getByLabel(label, { exact: true });

/** Types into the Input once CodeMirror has taken over from the first textarea, so nothing is lost. */
async function typeInput(page: Page, text: string) {
  await field(page, "Input").click();
  const editor = page.locator('.cm-content[aria-label="Input"]');
  await expect(editor).toBeVisible();
  await editor.fill(text);
}

/** The text of a field, whether it is still the first textarea or already CodeMirror. */
async function textOf(page: Page, label: "Input" | "Output"): Promise<string> {
  const element = field(page, label);
  if ((await element.evaluate((e) => e.tagName)) === "TEXTAREA") return element.inputValue();
  if (await element.locator(".cm-placeholder").count()) return "";
  return element.innerText();
}

const output = (page: Page) => textOf(page, "Output");
const outputPanel = (page: Page) => page.getByRole("region", { name: "Output panel" });

async function choose(page: Page, label: "Mode" | "Variant", option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("text is encoded as a URL component as you type", async ({ page }) => {
  await typeInput(page, "a b&c=é");
  await expect.poll(() => output(page)).toBe("a%20b%26c%3D%C3%A9");
  await expect(outputPanel(page)).toContainText("Input: 7 characters · Output: 18 characters");
});

test("a whole URL keeps its structure", async ({ page }) => {
  await choose(page, "Variant", "Whole URL");
  await typeInput(page, "https://example.com/a b?q=é#top");
  await expect.poll(() => output(page)).toBe("https://example.com/a%20b?q=%C3%A9#top");
});

test("form data decodes + as a space", async ({ page }) => {
  await choose(page, "Mode", "Decode");
  await choose(page, "Variant", "Form data");
  await typeInput(page, "name=J%C3%BCrgen+M%C3%BCller%2B");
  await expect.poll(() => output(page)).toBe("name=Jürgen Müller+");
});

test("a malformed percent sequence shows an alert naming its position", async ({ page }) => {
  await choose(page, "Mode", "Decode");
  await typeInput(page, "abcdef%E0%A4%A");
  await expect(page.getByRole("alert")).toHaveText(
    'Malformed percent-encoding at position 7: "%E0%A4%A"',
  );
  await expect.poll(() => output(page)).toBe("");
});

test("one value per line keeps the lines and names the line of an error", async ({ page }) => {
  await page.getByLabel("One value per line").check();
  await typeInput(page, "a b\nc&d");
  await expect.poll(() => output(page)).toBe("a%20b\nc%26d");
  await choose(page, "Mode", "Decode");
  await typeInput(page, "ok\n100%");
  await expect(page.getByRole("alert")).toHaveText(
    'Malformed percent-encoding at line 2, position 4: "%"',
  );
});

test("Download saves the output as encoded.txt", async ({ page }) => {
  await typeInput(page, "x y");
  await expect.poll(() => output(page)).toBe("x%20y");
  const downloading = page.waitForEvent("download");
  await outputPanel(page).getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("encoded.txt");
  expect(await readFile(await download.path(), "utf8")).toBe("x%20y");
});

test("Ctrl+S downloads and Ctrl+C copies the output", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await choose(page, "Mode", "Decode");
  await typeInput(page, "caf%C3%A9");
  await expect.poll(() => output(page)).toBe("café");
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Control+s");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("decoded.txt");
  expect(await readFile(await download.path(), "utf8")).toBe("café");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+c");
  await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("café");
});

test("Esc clears the input and the output", async ({ page }) => {
  await typeInput(page, "clear me");
  await expect.poll(() => output(page)).toBe("clear%20me");
  await page.keyboard.press("Escape");
  await expect.poll(() => textOf(page, "Input")).toBe("");
  await expect.poll(() => output(page)).toBe("");
});

test("options survive a reload but the input is never stored", async ({ page }) => {
  await choose(page, "Variant", "Form data");
  await page.getByLabel("One value per line").check();
  await typeInput(page, "secret token");
  await expect.poll(() => output(page)).toBe("secret+token");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/url-encoder-decoder:perLine")))
    .toBe("true");
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByLabel("Variant", { exact: true })).toHaveValue("form");
  await expect(page.getByLabel("One value per line")).toBeChecked();
  await expect(field(page, "Input")).toHaveValue("");
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain("secret");
});

test("a 600,000-character file is converted in a worker on Ctrl+Enter", async ({ page }) => {
  const text = "key=value & more/".repeat(Math.ceil(600_000 / 17)).slice(0, 600_000);
  await page.setInputFiles("input[type=file]", {
    name: "big.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(text),
  });
  await expect(outputPanel(page)).toContainText("press Encode (Ctrl+Enter)");
  const workerStarted = page.waitForEvent("worker");
  await page.keyboard.press("Control+Enter");
  await workerStarted;
  const expected = encodeURIComponent(text).length.toLocaleString("en-US");
  await expect(outputPanel(page)).toContainText(`Output: ${expected} characters`);
  await expect(field(page, "Output")).toContainText("key%3Dvalue%20%26%20more%2F");
});
