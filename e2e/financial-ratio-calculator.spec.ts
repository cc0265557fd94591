import { type Page, expect, test } from "@playwright/test";
import { startInTheme, violationsInBothThemes } from "./axe";
import { clipboardText, downloadFrom, expectCopied, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/financial-ratio-calculator";

const fieldByLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The card of one ratio, by its heading. */
const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The result cell of a ratio in the results table. */
const tableResult = (page: Page, name: string) =>
  page
    .getByRole("table", { name: "Financial ratios" })
    .getByRole("row", { name: new RegExp(`^${name.replace(/[/()]/g, "\\$&")} `) })
    .getByRole("cell")
    .first();

/**
 * Empties every figure and both dates with the page's own Clear, as they are when the page opens:
 * each step of a merged test starts from an empty form.
 */
async function clearFigures(page: Page) {
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(fieldByLabel(page, "Revenue")).toHaveValue("");
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

// One visit (the one before each test) for the ratios; each step ends with the page's Clear, so the
// next starts from the empty form the page opens with.
test("ratios from the figures entered, their messages, copy and download, and a 360 px screen", async ({
  page,
}) => {
  await test.step("P/E from share price and EPS, with its formula and meaning", async () => {
    await fieldByLabel(page, "Share price").fill("$50");
    await fieldByLabel(page, "Earnings per share (EPS)").fill("2");
    const pe = card(page, "P/E");
    await expect(pe).toContainText("P/E = Share price ÷ Earnings per share");
    await expect(pe).toContainText("25.00");
    await expect(pe).toContainText("$50.00 ÷ $2.00 = 25.00");
    await expect(pe).toContainText("Investors pay $25.00 for each $1.00 of yearly earnings.");
    await expect(tableResult(page, "P/E")).toHaveText("25.00");
    await clearFigures(page);
  });

  await test.step("margins and returns from shared figures entered once", async () => {
    await fieldByLabel(page, "Revenue").fill("10,000,000");
    await fieldByLabel(page, "Cost of goods sold").fill("6M");
    await fieldByLabel(page, "Net income").fill("$2,000,000");
    await fieldByLabel(page, "Shareholders' equity").fill("10M");
    await expect(tableResult(page, "Gross margin")).toHaveText("40.00%");
    await expect(tableResult(page, "Net margin")).toHaveText("20.00%");
    await expect(tableResult(page, "ROE")).toHaveText("20.00%");
    await expect(card(page, "ROA")).toContainText("Enter Total assets.");
    await clearFigures(page);
  });

  await test.step("ROI annualised over two dates", async () => {
    await fieldByLabel(page, "Amount invested").fill("1,000");
    await fieldByLabel(page, "Final value").fill("1,500");
    await expect(card(page, "Annualised ROI")).toContainText(
      "Enter Holding period (years), or a start and an end date.",
    );
    await fieldByLabel(page, "Start date").fill("2020-01-01");
    await fieldByLabel(page, "End date").fill("2023-01-01");
    await expect(tableResult(page, "ROI")).toHaveText("50.00%");
    await expect(tableResult(page, "Annualised ROI")).toHaveText("14.47%");
    await clearFigures(page);
  });

  await test.step("a division by zero shows a clear message", async () => {
    await fieldByLabel(page, "Revenue").fill("0");
    await fieldByLabel(page, "Net income").fill("100");
    await expect(card(page, "Net margin").getByRole("alert")).toHaveText(
      "Net margin cannot be calculated: Revenue is zero (division by zero).",
    );
    await fieldByLabel(page, "Shareholders' equity").fill("-5");
    await expect(card(page, "ROE").getByRole("alert")).toHaveText(
      "ROE is not meaningful: Shareholders' equity is negative (-$5.00).",
    );
    await clearFigures(page);
  });

  await test.step("a number that cannot be read names its field", async () => {
    await fieldByLabel(page, "Revenue").fill("12abc");
    const message = 'Revenue: "12abc" is not a number. Write it like 1,234.56.';
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(fieldByLabel(page, "Revenue")).toHaveAttribute("aria-invalid", "true");
    await expect(card(page, "Gross margin")).toContainText(
      "Fix Revenue above: not read as a number.",
    );
    await clearFigures(page);
  });

  await test.step("a pasted 100,000-character value is refused with a message", async () => {
    await fieldByLabel(page, "Net income").fill("9".repeat(100_000));
    await expect(
      page.getByRole("alert").filter({ hasText: "Net income: too long (at most 64 characters)." }),
    ).toBeVisible();
    await clearFigures(page);
  });

  await test.step("Copy puts the results table on the clipboard as tab-separated text", async () => {
    await fieldByLabel(page, "Revenue").fill("10");
    await fieldByLabel(page, "Net income").fill("2");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page
      .getByRole("region", { name: "Output" })
      .getByRole("button", { name: "Copy" })
      .click();
    await expectCopied(
      page,
      "Ratio\tResult\tFormula\tCalculation\tInterpretation\n" +
        "Net margin\t20.00%\tNet margin = Net income ÷ Revenue\t$2.00 ÷ $10.00 = 20.00%\t" +
        "The company keeps $0.20 of each $1.00 of revenue as profit after all costs, interest and tax.\n",
    );
    await clearFigures(page);
  });

  await test.step("Download CSV saves every computed ratio of the example", async () => {
    await page.getByRole("button", { name: "Load example" }).click();
    await expect(tableResult(page, "Debt-to-equity")).toHaveText("1.50");
    const saved = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download CSV" }).click(),
    );
    expect(saved.name).toBe("financial-ratios.csv");
    const lines = saved.bytes.toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Ratio,Result,Formula,Calculation,Interpretation");
    expect(lines).toHaveLength(16);
    expect(lines[1]).toMatch(/^P\/E,25\.00,/);
    await clearFigures(page);
  });

  await test.step("fits a 360 px wide screen", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole("button", { name: "Load example" }).click();
    await expect(tableResult(page, "P/E")).toHaveText("25.00");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// One visit for the options; each step ends with the page's Clear and sets back the options it
// changed. Esc (which clears) and the reload end it.
test("number formats and currencies, the keyboard, and a reload", async ({ page }) => {
  // The number format and currency the page opens with, for the steps that change them to set back.
  const openingFormat = await page.getByLabel("Number format").inputValue();
  const openingCurrency = await page.getByLabel("Currency").inputValue();

  await test.step("currency and number format change how results are read and written", async () => {
    await page.getByLabel("Number format").selectOption("de-DE");
    await page.getByLabel("Currency").selectOption("EUR");
    await fieldByLabel(page, "Amount invested").fill("1.000,00 €");
    await fieldByLabel(page, "Final value").fill("1.500");
    await expect(tableResult(page, "ROI")).toHaveText(/^50,00\s%$/);
    await expect(card(page, "ROI")).toContainText(/gained 500,00\s€, 50,00\s% of the 1\.000,00\s€/);
    await fieldByLabel(page, "Revenue").fill("1.5");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: 'Revenue: "1.5" is not a number. Write it like 1.234,56.' }),
    ).toBeVisible();
    await clearFigures(page);
    await page.getByLabel("Number format").selectOption(openingFormat);
    await page.getByLabel("Currency").selectOption(openingCurrency);
  });

  await test.step("changing the number format keeps what is typed: 1,000 stays one thousand", async () => {
    await fieldByLabel(page, "Amount invested").fill("$1,000");
    await fieldByLabel(page, "Final value").fill("1,500.50");
    await expect(tableResult(page, "ROI")).toHaveText("50.05%");
    await page.getByLabel("Number format").selectOption("de-DE");
    await expect(fieldByLabel(page, "Amount invested")).toHaveValue("$1.000");
    await expect(fieldByLabel(page, "Final value")).toHaveValue("1.500,50");
    await expect(tableResult(page, "ROI")).toHaveText(/^50,05\s%$/);
    await expect(page.getByRole("alert").filter({ hasText: "is not a number" })).toHaveCount(0);
    await clearFigures(page);
    await page.getByLabel("Number format").selectOption(openingFormat);
  });

  await test.step("the example loads in the chosen number format", async () => {
    await page.getByLabel("Number format").selectOption("de-DE");
    await page.getByRole("button", { name: "Load example" }).click();
    await expect(fieldByLabel(page, "Revenue")).toHaveValue("$10.000.000");
    await expect(tableResult(page, "P/E")).toHaveText("25,00");
    await expect(page.getByRole("alert").filter({ hasText: "is not a number" })).toHaveCount(0);
    await clearFigures(page);
    await page.getByLabel("Number format").selectOption(openingFormat);
  });

  await test.step("keyboard: Ctrl+S downloads, Ctrl+C copies, Esc clears", async () => {
    await page.getByRole("button", { name: "Load example" }).click();
    await expect(tableResult(page, "P/E")).toHaveText("25.00");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("heading", { name: "All results" }).click();
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("financial-ratios.csv");
    await page.keyboard.press("Control+c");
    await expect.poll(() => clipboardText(page)).toContain("P/E\t25.00\t");
    await page.keyboard.press("Escape");
    await expect(fieldByLabel(page, "Share price")).toHaveValue("");
    await expect(page.getByRole("table", { name: "Financial ratios" })).toHaveCount(0);
  });

  // Last: the reload it checks ends the visit.
  await test.step("figures and choices survive a reload", async () => {
    await fieldByLabel(page, "Share price").fill("$50");
    await fieldByLabel(page, "Earnings per share (EPS)").fill("2");
    await page.getByLabel("Currency").selectOption("GBP");
    await expect(card(page, "P/E")).toContainText("£25.00");
    await page.waitForTimeout(400);
    await reloadHydrated(page);
    await expect(fieldByLabel(page, "Share price")).toHaveValue("$50");
    await expect(page.getByLabel("Currency")).toHaveValue("GBP");
    await expect(tableResult(page, "P/E")).toHaveText("25.00");
  });
});

test(`results, messages and an invalid field pass axe in both themes`, async ({ page }) => {
  test.slow(); // axe in both themes: two runs per state checked
  await startInTheme(page, "light");
  await gotoHydrated(page, PATH);
  await page.getByRole("button", { name: "Load example" }).click();
  await fieldByLabel(page, "Inventory").fill("12abc");
  await fieldByLabel(page, "Current liabilities").fill("0");
  await expect(card(page, "Current ratio").getByRole("alert")).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});
