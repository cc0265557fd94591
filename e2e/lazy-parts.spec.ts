// A part of a page fetched on first use (a dialog, a tab) may not arrive: offline before it was
// ever cached. It must say so in its place; the page, and what the user typed, stay (React's own
// lazy() would have thrown to the root error boundary and replaced the page with an error).
import { expect, test } from "@playwright/test";
import { PART_UNAVAILABLE_MESSAGE } from "../app/ui/page/lazy-part";
import { fillInput, gotoHydrated, readField } from "./support";

test("the AI settings dialog fetched offline: a message in its place, the title typed is kept", async ({
  page,
}) => {
  await gotoHydrated(page, "/ai-slugifier");
  await fillInput(page, "A title typed before going offline");
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "AI settings" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PART_UNAVAILABLE_MESSAGE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Slugifier");
  expect(await readField(page, "Input")).toBe("A title typed before going offline");
  // The Input's lookalike hint, fetched after the edit, is optional: offline it is simply absent.
  await expect(page.getByRole("region", { name: "Input panel" }).getByRole("alert")).toHaveCount(0);
  await page.context().setOffline(false);
});

test("a mortgage tab fetched offline: a message in the tab, the loan and its result stay", async ({
  page,
}) => {
  await gotoHydrated(page, "/mortgage-calculator");
  await expect(page.getByRole("tab", { name: "Amortization schedule" })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole("tab", { name: "Charts" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PART_UNAVAILABLE_MESSAGE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage Calculator");
  await expect(page.getByRole("table", { name: "Mortgage summary" })).toBeVisible();
  await page.context().setOffline(false);
});
