import { type Page, expect, test } from "@playwright/test";
import {
  clipboardText,
  downloadFrom,
  fillInput,
  gotoHydrated,
  pasteInput,
  reloadHydrated,
} from "./support";

const PATH = "/time-to-decimal";

const results = (page: Page) => page.getByRole("table", { name: "Results" });
const rowCells = (page: Page, index: number) =>
  results(page).getByRole("row").nth(index).getByRole("cell");

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

// One visit (the one before each test). The steps that read the example the page opens with come
// first; a step that changes an option sets it back; the reload of the last ends it.
test("converting times and decimal hours: the example, rounding, messages, both directions, copy, download, Esc and a reload", async ({
  page,
}) => {
  // The options the page opens with, for the steps that change them to set back.
  const openingRounding = await page.getByLabel("Rounding").inputValue();
  const openingDirection = await page.getByLabel("Direction").inputValue();

  await test.step("the prerendered example converts 01:30:00 and 2:45 with a total", async () => {
    await expect(rowCells(page, 1)).toHaveText(["01:30:00", "1.50", "90.00", "5400.00"]);
    await expect(rowCells(page, 2)).toHaveText(["2:45", "2.75", "165.00", "9900.00"]);
    await expect(results(page).getByRole("row", { name: /^Total/ })).toContainText("04:15:00");
    await expect(results(page).getByRole("row", { name: /^Total/ })).toContainText("4.25");
  });

  await test.step("Download saves the table as CSV", async () => {
    await expect(results(page)).toBeVisible();
    const saved = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(saved.name).toBe("decimal-hours.csv");
    expect(saved.bytes.toString("utf8")).toBe(
      "Line,Time,Decimal hours,Decimal minutes,Seconds\r\n" +
        "1,01:30:00,1.50,90.00,5400.00\r\n2,2:45,2.75,165.00,9900.00\r\n" +
        "Total,04:15:00,4.25,255.00,15300.00",
    );
  });

  await test.step("typed times follow the chosen rounding", async () => {
    await page.getByLabel("Rounding").selectOption({ label: "4 decimals" });
    await fillInput(page, "0:20");
    await expect(rowCells(page, 1).first()).toHaveText("0:20");
    await expect(rowCells(page, 1).nth(1)).toHaveText("0.3333");
    await page.getByLabel("Rounding").selectOption(openingRounding);
  });

  await test.step("an invalid part is named with its line", async () => {
    await fillInput(page, "1:00\n1:75");
    await expect(page.getByRole("alert")).toHaveText(
      'Line 2: minutes "75" must be between 0 and 59.',
    );
    await expect(results(page).getByRole("row", { name: /^Total/ })).toContainText("01:00:00");
  });

  await test.step("decimal hours convert back to hh:mm:ss", async () => {
    await page.getByLabel("Direction").selectOption({ label: "Decimal hours → time" });
    await fillInput(page, "1.5\n-0.25\n26.75");
    await expect(rowCells(page, 1)).toHaveText(["1.5", "01:30:00", "5400"]);
    await expect(rowCells(page, 2)).toHaveText(["-0.25", "-00:15:00", "-900"]);
    await expect(rowCells(page, 3)).toHaveText(["26.75", "26:45:00", "96300"]);
    await page.getByLabel("Direction").selectOption(openingDirection);
  });

  await test.step("Copy puts the CSV on the clipboard", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await fillInput(page, "2:45");
    await expect(rowCells(page, 1).nth(1)).toHaveText("2.75");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
    expect(await clipboardText(page)).toContain("1,2:45,2.75,165.00,9900.00");
  });

  await test.step("Esc clears the times", async () => {
    await expect(results(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(results(page)).toHaveCount(0);
  });

  await test.step("the list is the page's Input and the table its Output, in both directions", async () => {
    for (const [direction, input] of [
      ["Time → decimal hours", "1:30"],
      ["Decimal hours → time", "1.5"],
    ]) {
      await page.getByLabel("Direction").selectOption({ label: direction });
      await fillInput(page, input);
      await expect(page.getByLabel("Input", { exact: true })).toHaveCount(1);
      await expect(
        page.getByLabel("Output", { exact: true }).getByRole("table"),
      ).toHaveAccessibleName("Results");
    }
    await page.getByLabel("Direction").selectOption(openingDirection);
  });

  await test.step("the times and options survive a reload", async () => {
    await page.getByLabel("Rounding").selectOption({ label: "1 decimal" });
    await fillInput(page, "0:06");
    await expect(rowCells(page, 1).nth(1)).toHaveText("0.1");
    await page.waitForTimeout(400); // saving waits 300 ms after the last change
    await reloadHydrated(page);
    await expect(rowCells(page, 1)).toHaveText(["0:06", "0.1", "6.0", "360.0"]);
  });
});

test("a very long list is converted in a worker on Convert", async ({ page }) => {
  const lines = Array.from({ length: 30_000 }, () => "01:30:00").join("\n");
  // Pasting is how such lists arrive; CodeMirror takes the whole text in one transaction.
  await pasteInput(page, lines);
  await expect(page.getByText("This list is long: press Convert (Ctrl+Enter).")).toBeVisible();
  const workerStarted = page.waitForEvent("worker");
  await page.getByRole("button", { name: "Convert" }).click();
  await workerStarted;
  await expect(results(page).getByRole("row", { name: /^Total/ })).toContainText("45000:00:00");
  await expect(page.getByText("Showing the first 500 of 30,000 lines")).toBeVisible();
});
