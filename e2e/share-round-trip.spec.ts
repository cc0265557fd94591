// Share by link (docs/share-links.md): for every live tool, a state written into a link comes back
// equal. The tool is given its main task's input and fields (e2e-engines/main-tasks.mjs), shared
// with the input, opened in a fresh browser, and shared again there: both links hold the same
// state.
import { inflateSync } from "node:zlib";
import { type Page, expect, test } from "@playwright/test";
import { MAIN_TASKS } from "../e2e-engines/main-tasks.mjs";
import { fillField } from "../e2e-engines/page-actions.js";
import { gotoHydrated, tools } from "./support";

function stateIn(link: string): unknown {
  const value = new URL(link).hash.replace(/^#share=v1\./, "");
  return JSON.parse(inflateSync(Buffer.from(value, "base64url")).toString("utf8"));
}

async function shareLink(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this tool" });
  const link = dialog.getByLabel("Share link");
  await expect(link).toHaveValue(/#share=v1\./);
  const include = dialog.getByLabel("Include my input");
  if ((await include.count()) > 0) {
    const before = await link.inputValue();
    await include.check();
    // The same link when the tool's input is still its starting value is fine too.
    await expect
      .poll(async () => (await link.inputValue()) !== before || stateOf(before) !== null)
      .toBe(true);
  }
  const value = await link.inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();
  return value;
}

const stateOf = (link: string) => (link ? stateIn(link) : null);

for (const tool of tools.filter((t) => t.status === "live")) {
  test(`${tool.path}: its state → link → state is equal`, async ({ page, browser }) => {
    const task = MAIN_TASKS.find((candidate) => candidate.path === tool.path);
    await gotoHydrated(page, tool.path);
    // The main task's steps, as every engine runs them (a CodeMirror editor, a field or a list).
    const fill = (label: string, text: string) =>
      page.evaluate(`(${fillField.toString()})(...${JSON.stringify([label, text])})`);
    for (const [label, text] of task?.fields ?? []) await fill(label, text);
    if (task?.input !== undefined) await fill("Input", task.input);
    // Wait out the fields' save delay, so the state shared is the one on screen.
    await page.waitForTimeout(400);
    const first = await shareLink(page);

    const context = await browser.newContext();
    const other = await context.newPage();
    await gotoHydrated(other, first);
    await expect(
      other
        .getByRole("status")
        .filter({ hasText: /The shared/ })
        .first(),
    ).toBeVisible();
    const second = await shareLink(other);
    await context.close();

    expect(stateIn(second)).toEqual(stateIn(first));
    // Where the tool's input field is named "input" (the text tools), the link carries what was typed.
    const fields = (stateIn(first) as { fields: Record<string, unknown> }).fields;
    if (task?.input !== undefined && "input" in fields) expect(fields.input).toBe(task.input);
  });
}
