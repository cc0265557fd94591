// Issue 17 §4: "Don't remember my input" in the sidebar removes stored input, stores no more,
// says so on every page, and keeps on/off options.
import { expect, test } from "@playwright/test";
import { fillInput, gotoHydrated, readOutput, reloadHydrated } from "./support";

const INPUT_KEY = "tool:/markdown-to-html:input";
const BREAKS_KEY = "tool:/markdown-to-html:breaks";

test("with Don't remember my input, nothing typed is stored and the page says so", async ({
  page,
}) => {
  await gotoHydrated(page, "/markdown-to-html");
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  await fillInput(page, "token: s3cret");
  await expect.poll(() => stored(INPUT_KEY)).toBe(JSON.stringify("token: s3cret"));

  const setting = page.getByRole("checkbox", { name: "Don't remember my input" });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(page.getByText("Nothing you type is remembered")).toBeVisible();
  await expect.poll(() => stored("rememberInput")).toBe("off");
  expect(await stored(INPUT_KEY)).toBeNull();

  // Typing goes on working, and is not stored; an on/off option still is.
  await fillInput(page, "password: hunter2");
  await page.getByLabel("Line breaks become <br>").check();
  await expect.poll(() => stored(BREAKS_KEY)).toBe("true");
  expect(await stored(INPUT_KEY)).toBeNull();

  await reloadHydrated(page);
  await expect.poll(() => readOutput(page)).toBe("");
  await expect(page.getByLabel("Line breaks become <br>")).toBeChecked();
  await expect(setting).toBeChecked();

  // Another page says the same.
  await gotoHydrated(page, "/json-formatter");
  await expect(page.getByText("Nothing you type is remembered")).toBeVisible();
});
