// Two things every live tool does with what the user gives it, in one visit per tool:
// 1. Nothing typed, pasted or set on a tool's Input before its editor (CodeMirror, lazy) has loaded
//    is lost: focus the Input by keyboard, let a form filler set a value, paste with Ctrl+V and type
//    at once, with no wait for the editor; focus and cursor carry over to the editor.
// 2. Share by link (docs/share-links.md): a state written into a link comes back equal. The tool is
//    given its main task's input and fields (e2e-engines/main-tasks.mjs), shared with the input,
//    opened in a fresh browser, and shared again there: both links hold the same state.
import { inflateSync } from "node:zlib";
import { type Page, expect, test } from "@playwright/test";
import { MAIN_TASKS } from "../e2e-engines/main-tasks.mjs";
import { fillField } from "../e2e-engines/page-actions.js";
import { gotoHydrated, readField, tools } from "./support";

const FILLED = "filled-by-a-form-filler ";
const PASTED = "pasted right after focus 123";

/** The editor handover: false when the tool has no text editor to type into. */
async function checkInputBeforeEditorLoads(page: Page): Promise<boolean> {
  // The tool's main editor: its Input, else (XPath, XSLT) the first text field one can type in.
  const input = page.locator('textarea[aria-label="Input"]');
  const textarea =
    (await input.count()) > 0 ? input : page.locator("textarea:not([readonly]):visible").first();
  if ((await textarea.count()) === 0) return false;
  const label = (await textarea.getAttribute("aria-label")) ?? "";
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);

  // All in one go in the page, as a form filler or a fast user would: no await between steps.
  await textarea.evaluate((element: HTMLTextAreaElement, filled) => {
    element.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setValue.call(element, filled);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }, FILLED);
  await page.keyboard.press("Control+V");
  await page.keyboard.type("!");

  await expect.poll(() => readField(page, label).catch(() => "")).toBe(FILLED + PASTED + "!");
  // Focus and cursor carried over: the next key lands at the end, in whichever field is shown.
  await page.keyboard.type("?");
  await expect.poll(() => readField(page, label).catch(() => "")).toBe(FILLED + PASTED + "!?");
  return true;
}

function stateIn(link: string): unknown {
  const value = new URL(link).hash.replace(/^#share=v1\./, "");
  return JSON.parse(inflateSync(Buffer.from(value, "base64url")).toString("utf8"));
}

const stateOf = (link: string) => (link ? stateIn(link) : null);

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

for (const tool of tools.filter((t) => t.status === "live")) {
  test(`${tool.path}: input given before the editor loads is kept; its state → link → state is equal`, async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, tool.path);
    const hadEditor = await checkInputBeforeEditorLoads(page);
    test.info().annotations.push({
      type: "editor handover",
      description: hadEditor ? "checked" : "this tool has no text editor",
    });

    // The main task's steps, as every engine runs them (a CodeMirror editor, a field or a list).
    const task = MAIN_TASKS.find((candidate) => candidate.path === tool.path);
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
    // A tool that keeps nothing (the Credit Card Validator never stores the number) shares an empty
    // state, and the page says it changed nothing.
    const fieldsShared = Object.keys((stateIn(first) as { fields: object }).fields).length;
    const applied =
      fieldsShared > 0
        ? other.getByRole("status").filter({ hasText: /The shared/ })
        : other.getByRole("alert").filter({ hasText: /holds nothing this page can fill in/ });
    await expect(applied.first()).toBeVisible();
    const second = await shareLink(other);
    await context.close();

    expect(stateIn(second)).toEqual(stateIn(first));
    // Where the tool's input field is named "input" (the text tools), the link carries what was typed.
    const fields = (stateIn(first) as { fields: Record<string, unknown> }).fields;
    if (task?.input !== undefined && "input" in fields) expect(fields.input).toBe(task.input);
  });
}
