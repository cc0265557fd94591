// Nothing typed, pasted or set on a tool's Input before its editor (CodeMirror, lazy) has loaded
// is lost (issue "what a newcomer hit", §1): on every tool page, focus the Input by keyboard, let a
// form filler set a value, paste with Ctrl+V and type at once, with no wait for the editor.
import { expect, test } from "@playwright/test";
import { gotoHydrated, readField, tools } from "./support";

const FILLED = "filled-by-a-form-filler ";
const PASTED = "pasted right after focus 123";

for (const tool of tools.filter((t) => t.status === "live")) {
  test(`${tool.path}: input given before the editor loads is kept, with focus and cursor`, async ({
    page,
  }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, tool.path);
    // The tool's main editor: its Input, else (XPath, XSLT) the first text field one can type in.
    const input = page.locator('textarea[aria-label="Input"]');
    const textarea =
      (await input.count()) > 0 ? input : page.locator("textarea:not([readonly]):visible").first();
    test.skip((await textarea.count()) === 0, "this tool has no text editor");
    const label = (await textarea.getAttribute("aria-label")) ?? "";
    await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);

    // All in one go in the page, as a form filler or a fast user would: no await between steps.
    await textarea.evaluate((element: HTMLTextAreaElement, filled) => {
      element.focus();
      const setValue = Object.getOwnPropertyDescriptor(
        HTMLTextAreaElement.prototype,
        "value",
      )!.set!;
      setValue.call(element, filled);
      element.dispatchEvent(new Event("input", { bubbles: true }));
    }, FILLED);
    await page.keyboard.press("Control+V");
    await page.keyboard.type("!");

    await expect.poll(() => readField(page, label).catch(() => "")).toBe(FILLED + PASTED + "!");
    // Focus and cursor carried over: the next key lands at the end, in whichever field is shown.
    await page.keyboard.type("?");
    await expect.poll(() => readField(page, label).catch(() => "")).toBe(FILLED + PASTED + "!?");
  });
}
