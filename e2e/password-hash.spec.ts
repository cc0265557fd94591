// /password-hash in the browser: what a user does with it, end to end. It runs once the tool is live.
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). Opening a page is most of a test's cost: check what a visit can in one test.
import { expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";

test.skip(
  getTool("/password-hash").status !== "live",
  "/password-hash is planned: its page says coming soon",
);

test("the input is converted as you type; bad input shows the message in the page", async ({
  page,
}) => {
  await page.goto("/password-hash");
  await page.getByLabel("Input", { exact: true }).fill("abc");
  await expect(page.getByLabel("Output", { exact: true })).toContainText("ABC");
  await page.getByLabel("Input", { exact: true }).fill("a\u0000b");
  await expect(page.getByRole("alert")).toContainText("The input holds a NUL character");
});
