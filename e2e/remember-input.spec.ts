// "Don't remember my input" in the sidebar, for input that must not stay on the device, removes
// stored input, stores no more, says so on every page, and keeps on/off options.
import { expect, test } from "@playwright/test";
import { fillInput, gotoHydrated, readField, readOutput, reloadHydrated } from "./support";

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

test("keys typed before the saved input is restored never replace it: the fields take keys only once it is there", async ({
  page,
}) => {
  await gotoHydrated(page, "/character-counter");
  await fillInput(page, "SAVED TEXT");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/character-counter:input")))
    .toBe(JSON.stringify("SAVED TEXT"));
  // Hold the page's scripts back for a second, so the prerendered field is on screen well before
  // React takes over, and type into it the whole time, as an eager user would.
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  const input = page.getByRole("textbox", { name: "Input" });
  await input.waitFor();
  let hydrated = false;
  while (!hydrated) {
    await input.focus().catch(() => {});
    await page.keyboard.type("x");
    hydrated = (await page.locator("html[data-hydrated]").count()) > 0;
  }
  // Before the restore the field was inert: what was typed then is lost, and what was typed after
  // is added to the saved text, never in its place.
  await expect.poll(() => readField(page, "Input")).toMatch(/^x*SAVED TEXTx*$/);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem("tool:/character-counter:input"))).toMatch(
    /^"x*SAVED TEXTx*"$/,
  );
});

test("input too large to keep says so where the tool is, and the message goes when it fits again", async ({
  page,
}) => {
  await gotoHydrated(page, "/character-counter");
  const notice = page
    .getByRole("status")
    .filter({ hasText: "Large input is not kept after a reload" });
  await fillInput(page, "small");
  await page.waitForTimeout(500);
  await expect(notice).toHaveCount(0);
  await fillInput(page, "word ".repeat(60_000));
  await expect(notice).toBeVisible();
  await fillInput(page, "small again");
  await expect(notice).toHaveCount(0);
});
