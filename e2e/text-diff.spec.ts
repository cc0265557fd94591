// /text-diff in the browser: two files (CRLF, no final newline, Unicode) compared side by side and
// unified with the changes in lines marked, the .diff that GNU patch applies to the original to
// give the changed file byte for byte, the comparison options, folded lines, JSON mode and its
// error, and two large files compared in the worker with the page's thread free. The line diff
// itself is checked against diff -u, patch and difflib in the unit tests (test-support/text-diff).
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). The main task (two short texts, with the download) is in
// e2e-engines/main-tasks.mjs.
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { longestCpuTaskDuring } from "./long-task-trace";
import { machineSlowdown, scaledLimitMs } from "./machine-speed";
import {
  downloadOutput,
  fillInput,
  gotoHydrated,
  outputPanel,
  readField,
  readOutput,
} from "./support";

const chooseFile = (page: Page, side: "Original" | "Changed", name: string, text: string) =>
  page.setInputFiles(`section[aria-label="${side} panel"] input[type=file]`, {
    name,
    mimeType: "text/plain",
    buffer: Buffer.from(text),
  });

const diffTable = (page: Page) => page.getByRole("table", { name: "Output" });
const status = (page: Page) => outputPanel(page).getByText(/differences?|removed|equal/);

test("two files side by side and unified, the .diff GNU patch applies, the options, folds and JSON mode, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, "/text-diff");
  // The example: one line changed, one removed, one added.
  await expect(diffTable(page)).toContainText("coffee: 1");
  await expect(status(page)).toHaveText("2 lines removed, 2 lines added");

  await test.step("CRLF, no final newline and Unicode: the .diff gives the changed file exactly", async () => {
    const before = "naïve café\r\nline two\r\n" + "same\r\n".repeat(20) + "last 🙂";
    const after = "naïve cafe\r\nline two\r\n" + "same\r\n".repeat(20) + "last 🙂\r\nadded";
    await chooseFile(page, "Original", "before.txt", before);
    await chooseFile(page, "Changed", "after.txt", after);
    await expect(status(page)).toHaveText("2 lines removed, 3 lines added");
    // The word that changed is marked within its line, on each side.
    await expect(
      diffTable(page)
        .locator("mark")
        .filter({ hasText: /^café\r?$/ }),
    ).toHaveCount(1);
    await expect(
      diffTable(page)
        .locator("mark")
        .filter({ hasText: /^cafe\r?$/ }),
    ).toHaveCount(1);
    // 21 unchanged lines between the changes ("line two" and twenty more; the last line gained a
    // CR before its new newline): three shown after the first change, three before the next.
    await diffTable(page).getByRole("button", { name: "Show 15 unchanged lines" }).click();
    await expect(diffTable(page).getByRole("button", { name: /unchanged/ })).toHaveCount(0);

    const download = await downloadOutput(page);
    expect(download.name).toBe("changes.diff");
    const patchText = download.bytes.toString("utf8");
    expect(patchText.split("\n").slice(0, 2)).toEqual(["--- a/before.txt", "+++ b/after.txt"]);
    const originalPath = test.info().outputPath("before.txt");
    const patchedPath = test.info().outputPath("patched.txt");
    await writeFile(originalPath, before);
    execFileSync("patch", ["-s", "-o", patchedPath, originalPath], { input: download.bytes });
    expect(await readFile(patchedPath, "utf8")).toBe(after);
  });

  await test.step("unified view, case and line endings ignored", async () => {
    await page.getByLabel("View").selectOption({ label: "Unified" });
    await expect(diffTable(page).getByRole("columnheader")).toHaveText([
      "Original",
      "Changed",
      "±",
      "Text",
    ]);
    await fillInput(page, "Alpha\nbeta\n", "Original");
    await fillInput(page, "alpha\nbeta\ngamma\n", "Changed");
    await expect(status(page)).toHaveText("1 line removed, 2 lines added");
    await page.getByLabel("Mark changes by").selectOption({ label: "Character" });
    await expect(diffTable(page).locator("mark").first()).toHaveText("A");
    await page.getByLabel("Ignore case").check();
    await expect(status(page)).toHaveText("0 lines removed, 1 line added");
    await expect(diffTable(page).getByRole("row").filter({ hasText: "gamma" })).toContainText("+");
    await page.getByRole("button", { name: "Swap", exact: true }).click();
    await expect(status(page)).toHaveText("1 line removed, 0 lines added");
    expect(await readField(page, "Original")).toMatch(/^alpha\nbeta\ngamma\n/);
  });

  await test.step("JSON mode lists differences by path, key order ignored; bad JSON is named", async () => {
    await page.getByLabel("Compare as").selectOption({ label: "JSON" });
    await fillInput(page, '{"items": [{"qty": 1}, {"qty": 1}, {"qty": 1}], "b": true}', "Original");
    await fillInput(page, '{"b": true, "items": [{"qty": 1}, {"qty": 1}, {"qty": 2}]}', "Changed");
    await expect.poll(() => readOutput(page)).toBe("$.items[2].qty: 1 → 2\n");
    await expect(status(page)).toHaveText("1 difference");
    await fillInput(page, '{"b": true,}', "Changed");
    await expect(page.getByRole("alert")).toContainText("Changed");
    await page.getByLabel("Compare as").selectOption({ label: "Text" });
  });

  await test.step("on a phone-wide screen the changes are shown unified, and it says so", async () => {
    await page.getByLabel("View").selectOption({ label: "Side by side" });
    await expect(diffTable(page).getByRole("columnheader")).toHaveCount(6);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByText("Side by side needs a wider screen")).toBeVisible();
    await expect(diffTable(page).getByRole("columnheader")).toHaveCount(4);
  });
});

test(
  "a 10 MB file and a 10 MB paste compare in the worker, with every main-thread task under 50 ms of CPU time",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, "/text-diff");
    // 10 MB each, one line in every thousand changed: the Original chosen as a file, the Changed
    // pasted (made in the page beforehand, so the paste's task only carries it).
    const line = (i: number) => `line ${i} of a long log, with some words to compare ${i % 97}\n`;
    const beforeFile = test.info().outputPath("before.log");
    await writeFile(beforeFile, Array.from({ length: 160_000 }, (_, i) => line(i)).join(""));
    await page.evaluate(() => {
      const lines = Array.from(
        { length: 160_000 },
        (_, i) => `line ${i} of a long log, with some words to compare ${i % 97}\n`,
      );
      (window as unknown as { pasted: string }).pasted = lines
        .map((text, i) => (i % 1000 === 500 ? `changed ${text}` : text))
        .join("");
    });
    // The paste replaces the example text the field opens with, as a user's would after Ctrl+A.
    await page.getByLabel("Changed", { exact: true }).click();
    await page.keyboard.press("ControlOrMeta+A");
    const changedEditor = page.locator('.cm-content[aria-label="Changed"]');
    await expect(changedEditor).toBeVisible();
    const slowdown = await machineSlowdown(page);
    const cpuMs = await longestCpuTaskDuring(browser, page, async () => {
      await page.setInputFiles('section[aria-label="Original panel"] input[type=file]', beforeFile);
      await expect(page.getByText(/before\.log.*compared in the background/)).toBeVisible();
      await changedEditor.evaluate((editor) => {
        const data = new DataTransfer();
        data.setData("text/plain", (window as unknown as { pasted: string }).pasted);
        editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
      });
      await expect(page.getByText(/pasted-text\.txt.*compared in the background/)).toBeVisible();
      await expect(outputPanel(page)).toContainText("Too large to compare as you type");
      await page.getByRole("button", { name: "Compare", exact: true }).click();
      await expect(status(page)).toHaveText("160 lines removed, 160 lines added", {
        timeout: 60_000,
      });
      // Scrolling the view draws only the rows on screen.
      await page.getByRole("rowgroup", { name: "Diff rows" }).evaluate((rows) => {
        rows.scrollTop = rows.scrollHeight / 2;
      });
      await expect(diffTable(page)).toContainText("changed line");
    });
    // Half the 100 ms, so a busy machine's page still meets it. Sending the two texts in
    // the worker's message (not the files) took 82-166 ms here, and a 10 MB file put into the
    // editor some 500 ms.
    expect(cpuMs).toBeLessThan(scaledLimitMs(50, slowdown));
  },
);
