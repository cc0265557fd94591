// Share by link (docs/share-links.md): a tool's state in the link's fragment (never sent to a
// server), the input only when the user includes it, a question before it replaces input the user
// has, a clear message for a bad link, and a state file where a link would be too long.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { deflateSync, inflateSync } from "node:zlib";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { longestCpuTaskDuring } from "./long-task-trace";
import { machineSlowdown, scaledLimitMs } from "./machine-speed";
import { field, fillInput, gotoHydrated, readField } from "./support";

const TOOL = "/markdown-to-html";
const OPTION = "Line breaks become <br>";

/** The state a link carries, decoded as a reader of the format would (zlib, base64url, v1). */
function stateIn(link: string): { version: number; tool: string; fields: Record<string, unknown> } {
  const value = new URL(link).hash.replace(/^#share=v1\./, "");
  return JSON.parse(inflateSync(Buffer.from(value, "base64url")).toString("utf8"));
}

/** Opens the Share dialog and returns the link it offers (with the input when `withInput`). */
async function shareLink(page: Page, withInput: boolean): Promise<string> {
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this tool" });
  const link = dialog.getByLabel("Share link");
  await expect(link).toHaveValue(/#share=v1\./);
  if (withInput) {
    const before = await link.inputValue();
    await dialog.getByLabel("Include my input").check();
    await expect(link).not.toHaveValue(before);
  }
  const value = await link.inputValue();
  await page.keyboard.press("Escape");
  return value;
}

/** A new browser context (nothing stored), with every request it makes written down. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.url()} ${request.postData() ?? ""}`));
  return { page, requests, close: () => context.close() };
}

/** What the page says after opening a shared state: a notice under its header, until dismissed. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

test("a link with the input opens the same state in a fresh browser, and the fragment reaches no server", async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, TOOL);
  const input = "# Hello\n\nsecret words in the input";
  await fillInput(page, input);
  await page.getByLabel(OPTION).check();

  const withoutInput = await shareLink(page, false);
  expect(stateIn(withoutInput).fields).not.toHaveProperty("input");
  expect(stateIn(withoutInput).fields).toMatchObject({ breaks: true });
  const link = await shareLink(page, true);
  expect(new URL(link).pathname).toBe(TOOL);
  expect(new URL(link).search).toBe("");
  expect(stateIn(link)).toMatchObject({ version: 1, tool: TOOL, fields: { input, breaks: true } });

  const other = await freshPage(browser);
  await gotoHydrated(other.page, link);
  await expect(toast(other.page, "The shared input and settings are filled in.")).toBeVisible();
  await expect.poll(() => readField(other.page, "Input")).toBe(input);
  await expect(other.page.getByLabel(OPTION)).toBeChecked();
  await expect.poll(() => readField(other.page, "Output")).toContain("<h1>Hello</h1>");
  // Read once: the fragment is gone from the address, so a reload does not fill it in again.
  expect(new URL(other.page.url()).hash).toBe("");
  for (const request of other.requests) {
    expect(request).not.toContain("share=");
    expect(request).not.toContain("secret");
  }
  await other.close();

  // Without "Include my input", a fresh browser gets the settings and keeps its own empty input.
  const settingsOnly = await freshPage(browser);
  await gotoHydrated(settingsOnly.page, withoutInput);
  await expect(toast(settingsOnly.page, "The shared settings are applied.")).toBeVisible();
  await expect(settingsOnly.page.getByLabel(OPTION)).toBeChecked();
  expect(await readField(settingsOnly.page, "Input")).toBe("");
  await settingsOnly.close();
});

test("a link asks before it replaces input the user has; Keep mine changes nothing", async ({
  page,
}) => {
  await gotoHydrated(page, TOOL);
  await fillInput(page, "shared text");
  const link = await shareLink(page, true);
  await fillInput(page, "my own text");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/markdown-to-html:input")))
    .toBe(JSON.stringify("my own text"));

  for (const [answer, expected] of [
    ["Keep mine", "my own text"],
    ["Replace", "shared text"],
  ] as const) {
    await page.goto("about:blank");
    await gotoHydrated(page, link);
    const question = page.getByRole("dialog", { name: "Replace your current input?" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: answer }).click();
    await expect(question).toBeHidden();
    await expect.poll(() => readField(page, "Input")).toBe(expected);
  }
  await expect(toast(page, "The shared input and settings are filled in.")).toBeVisible();
});

test("a link to the page already open is read too (only the fragment changes: no new load)", async ({
  page,
}) => {
  await gotoHydrated(page, TOOL);
  await fillInput(page, "shared text");
  const link = await shareLink(page, true);
  await fillInput(page, "my own text");
  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  await page.evaluate((url) => {
    window.location.href = url;
  }, link);
  const question = page.getByRole("dialog", { name: "Replace your current input?" });
  await question.getByRole("button", { name: "Replace" }).click();
  await expect.poll(() => readField(page, "Input")).toBe("shared text");
  expect(new URL(page.url()).hash).toBe("");
  expect(loads).toEqual([]);
});

test("a damaged link or one from a newer version says so and changes nothing", async ({ page }) => {
  await gotoHydrated(page, TOOL);
  await fillInput(page, "kept");
  const link = await shareLink(page, true);
  // Well made, but every value of the wrong type for its field: nothing is filled in, and the
  // page names what it ignored rather than saying it filled anything in.
  const wrongTypes = deflateSync(
    JSON.stringify({ version: 1, tool: TOOL, fields: { input: 42, breaks: "yes" } }),
  ).toString("base64url");
  const cases: [string, RegExp][] = [
    [
      `${TOOL}#share=v1.${wrongTypes}`,
      /^Nothing was changed\. The shared values for “input” and “breaks” are not of the kind this page takes/,
    ],
    [link.slice(0, -8), /This link is damaged/],
    [link.replace("#share=v1.", "#share=v1.QQ"), /This link is damaged/],
    [`${TOOL}#share=v9.AAAA`, /made by a newer version of this site/],
    [`${TOOL}#share=hello`, /This link is damaged/],
  ];
  for (const [bad, message] of cases) {
    await page.goto("about:blank");
    await gotoHydrated(page, bad);
    await expect(toast(page, message)).toBeVisible();
    await expect(toast(page, /filled in|applied/)).toHaveCount(0);
    expect(await readField(page, "Input")).toBe("kept");
    expect(new URL(page.url()).hash).toBe("");
  }
});

test("over the link's limit the state goes in a file, which the page opens when dropped or chosen", async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, TOOL);
  // Random letters hardly compress: 250,000 of them make a link far past 32,000 characters, and
  // are more than the tool converts as one types (200,000).
  const noise = [...randomBytes(250_000)]
    .map((byte) => String.fromCharCode(97 + (byte % 26)))
    .join("");
  await field(page, "Input").click();
  await page.locator('.cm-content[aria-label="Input"]').fill(noise);

  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this tool" });
  await dialog.getByLabel("Include my input").check();
  await expect(
    dialog.getByText(/This link would be [\d,]+ characters, more than the 32,000/),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeDisabled();
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download state file" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("markdown-to-html.bytesmith.json");
  const stateFile = await download.path();

  // Dropped anywhere on the page of a fresh browser.
  const other = await freshPage(browser);
  await gotoHydrated(other.page, TOOL);
  const text = readFileSync(stateFile, "utf8");
  const dropped = await other.page.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], "markdown-to-html.bytesmith.json"));
    return transfer;
  }, text);
  await other.page.dispatchEvent("main", "drop", { dataTransfer: dropped });
  await expect(toast(other.page, "The shared input and settings are filled in.")).toBeVisible();
  // Over the tool's live limit, a shared input waits for Convert, as a paste of it would: opening
  // a state never starts heavy work by itself.
  await other.page.waitForTimeout(1000);
  expect(await readField(other.page, "Output")).toBe("");
  await other.page.keyboard.press("Control+Enter");
  await expect
    .poll(() => readField(other.page, "Output"), { timeout: 30_000 })
    .toMatch(/^<p>[a-z]{100}/);
  await other.close();

  // Chosen with "Open a state file"; a file that is not one changes nothing.
  const third = await freshPage(browser);
  await gotoHydrated(third.page, TOOL);
  await third.page.getByRole("button", { name: "Share", exact: true }).click();
  await third.page.getByLabel("State file").setInputFiles({
    name: "notes.bytesmith.json",
    mimeType: "application/json",
    buffer: Buffer.from("not json"),
  });
  await expect(toast(third.page, /not a Bytesmith state file/)).toBeVisible();
  expect(await readField(third.page, "Input")).toBe("");
  await third.close();
});

test(
  "a big state file is read off the main thread, and one over 16 MB is refused by its size unread: no main-thread task over 100 ms",
  { tag: "@timing" },
  async ({ page, browser }) => {
    test.slow();
    await gotoHydrated(page, TOOL);
    const slowdown = await machineSlowdown(page);
    // Before: a 60 MB state file was read and parsed on the main thread (tasks of 2.8, 1.1 and
    // 0.7 s here) and then filled in.
    const cases: [number, RegExp][] = [
      [60, /This state file is larger than 16 MB/],
      [5, /^The shared input is filled in\./],
    ];
    for (const [megabytes, message] of cases) {
      // Made in the page, before the trace starts: only opening it is measured.
      const dropped = await page.evaluateHandle(
        ({ megabytes, tool }) => {
          const size = megabytes * 1024 * 1024;
          // The refused file's bytes are never read, so zeros do; the other is a real state.
          const content =
            megabytes > 16
              ? new Uint8Array(size)
              : JSON.stringify({ version: 1, tool, fields: { input: "shared ".repeat(size / 7) } });
          const transfer = new DataTransfer();
          transfer.items.add(new File([content], "markdown-to-html.bytesmith.json"));
          return transfer;
        },
        { megabytes, tool: TOOL },
      );
      const cpuMs = await longestCpuTaskDuring(browser, page, async () => {
        await page.dispatchEvent("main", "drop", { dataTransfer: dropped });
        await expect(toast(page, message)).toBeVisible({ timeout: 30_000 });
      });
      expect(cpuMs, `${megabytes} MB`).toBeLessThan(scaledLimitMs(100, slowdown));
    }
  },
);
