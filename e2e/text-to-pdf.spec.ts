// /text-to-pdf in the browser: what a user does with it, end to end. It runs once the tool is live.
import { expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";

test.skip(
  getTool("/text-to-pdf").status !== "live",
  "/text-to-pdf is planned: its page says coming soon",
);

test.beforeEach(async ({ page }) => {
  await page.goto("/text-to-pdf");
});

test("the input is converted as you type", async ({ page }) => {
  await page.getByLabel("Input", { exact: true }).fill("abc");
  await expect(page.getByLabel("Output", { exact: true })).toContainText("ABC");
});

test("bad input shows the message in the page", async ({ page }) => {
  await page.getByLabel("Input", { exact: true }).fill("a\u0000b");
  await expect(page.getByRole("alert")).toContainText("The input holds a NUL character");
});
