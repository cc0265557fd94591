// Shared helpers of the browser tests.
import { readFile } from "node:fs/promises";
import { type Page, expect } from "@playwright/test";
import { categories, tools } from "../app/catalogue";
import { serveRecordedMarketData } from "./market-data-fixtures";

/** Opens a page and waits until React has hydrated it (root.tsx sets data-hydrated). */
export async function gotoHydrated(page: Page, path: string) {
  // The currency and crypto pages fetch their source after hydration: recorded answers, never the internet.
  await serveRecordedMarketData(page.context());
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}

/** Reloads the page and waits until it has hydrated again. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * Waits until no run of the page's input is in progress. A reload in the middle of one holds the
 * restored input on purpose (it may be what froze the page), so a test of what survives a reload
 * waits for this first.
 */
export async function waitForRunsToEnd(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), `unfinished-run:${path}`))
    .toBeNull();
}

/** Every page the site serves, with the h1 each must show. */
export const SITE_PAGES: { path: string; h1: string }[] = [
  { path: "/", h1: "Free developer tools that run in your browser" },
  ...categories.map((c) => ({ path: c.path, h1: c.title })),
  ...tools.map((t) => ({ path: t.path, h1: t.title })),
];

export { categories, tools };

// --- Text tools: the Input and Output fields, the output panel, copy and download ----------------

/** An editor by its label ("Input", "Output"…): a textarea until CodeMirror loads; both carry the label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Types into the Input (or the editor of another label) after CodeMirror has replaced the textarea,
 * so no keystroke is lost in the swap.
 */
export async function fillInput(page: Page, text: string, label = "Input") {
  await field(page, label).click();
  const editor = page.locator(`.cm-content[aria-label="${label}"]`);
  await expect(editor).toBeVisible();
  await editor.fill(text);
}

/**
 * Pastes `text` into the Input in one go, replacing what is there, as a long text arrives from the
 * clipboard: CodeMirror (or a tool's paste handler) receives one paste event.
 */
export async function pasteInput(page: Page, text: string) {
  await field(page, "Input").click();
  const editor = page.locator('.cm-content[aria-label="Input"]');
  await expect(editor).toBeVisible();
  // The paste must replace the example, wherever the click left the cursor.
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, text);
}

/**
 * A field's text, whether it is still the textarea or already CodeMirror: read in one step, since
 * CodeMirror can replace the textarea between two. A field replaced while it is read is read again.
 */
export async function readField(page: Page, label: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await field(page, label).evaluate((e) => {
        if (e instanceof HTMLTextAreaElement) return e.value;
        // An empty CodeMirror shows its placeholder inside the content element.
        if (e.querySelector(".cm-placeholder")) return "";
        return (e as HTMLElement).innerText;
      });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export const readOutput = (page: Page) => readField(page, "Output");

/**
 * Empties the Input with its panel's Clear, as it is when the page opens: each step of a merged test
 * then types into an empty editor, as the test it was did.
 */
export async function clearInput(page: Page) {
  await page
    .getByRole("region", { name: "Input panel" })
    .getByRole("button", { name: "Clear" })
    .click();
  await expect.poll(() => readField(page, "Input")).toBe("");
}

/** Chooses a file as the Input, through the input panel's file picker. */
export function chooseInputFile(
  page: Page,
  name: string,
  mimeType: string,
  contents: string | readonly number[],
) {
  return page.setInputFiles("input[type=file]", { name, mimeType, buffer: Buffer.from(contents) });
}

/**
 * Presses Ctrl+Enter and waits until the work is in a worker: a new one, or the one the page
 * already has. A live tool keeps its worker between runs, so a page whose last live run had ended
 * before the long input arrived starts none (/sitemap-generator in one CI run); whether the work
 * leaves the main thread free is what expectMainThreadFree checks next.
 */
export async function runInWorker(page: Page) {
  await page.keyboard.press("Control+Enter");
  // Polled, not awaited as a "worker" event: with the worker already there, no event comes, and
  // waiting for one cost its 15 s time limit.
  await expect
    .poll(() => page.workers().length, { message: "a worker for the work", timeout: 15_000 })
    .toBeGreaterThan(0);
}

/** Checks the page answers within a second: the work in progress does not block its main thread. */
export async function expectMainThreadFree(page: Page) {
  const started = Date.now();
  expect(await page.evaluate(() => 6 * 7)).toBe(42);
  expect(Date.now() - started).toBeLessThan(1000);
}

/** The region around the Output: its status line and its own Copy and Download buttons. */
export const outputPanel = (page: Page) => page.getByRole("region", { name: "Output panel" });

/** Saves a download started by `start` and returns its name and bytes. */
export async function downloadFrom(page: Page, start: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await start();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** Saves what the output panel's own Download button downloads. */
export const downloadOutput = (page: Page) =>
  downloadFrom(page, () => outputPanel(page).getByRole("button", { name: "Download" }).click());

/** Clicks the action bar's Copy, which comes before the output panel's own, allowing the clipboard. */
export async function copyWithActionBar(page: Page) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy", exact: true }).first().click();
}

/** Presses Esc and checks the Input and the Output are empty. */
export async function expectEscClears(page: Page) {
  await page.keyboard.press("Escape");
  await expect.poll(() => readField(page, "Input")).toBe("");
  await expect.poll(() => readOutput(page)).toBe("");
}

/** What the clipboard holds (the test's context needs the clipboard-read permission). */
export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Checks the page said "Copied to clipboard" and the clipboard holds `expected`. */
export async function expectCopied(page: Page, expected: string) {
  await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
  expect(await clipboardText(page)).toBe(expected);
}

export { ffmpegDecodeErrors, ffmpegLoudness } from "../e2e-engines/media-check.mjs";
