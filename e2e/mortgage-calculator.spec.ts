import { type Page, expect, test } from "@playwright/test";
import { startInTheme, violationsInBothThemes } from "./axe";
import { clipboardText, downloadFrom, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/mortgage-calculator";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The value cell of one row of the summary (the Output). */
const summary = (page: Page, item: string) =>
  page
    .getByRole("table", { name: "Mortgage summary" })
    .getByRole("row", { name: new RegExp(`^${item.replace(/[()']/g, "\\$&")} `) })
    .getByRole("cell")
    .first();

async function enterLoan(page: Page) {
  await field(page, "Home price").fill("$500,000");
  await field(page, "Down payment").fill("20");
  await field(page, "Loan term (years)").fill("30");
  await field(page, "Interest rate (%)").fill("6.5");
  await field(page, "First payment month").fill("2027-01");
}

/**
 * Runs `change`, then types back what the fields held before, so that the next step of a merged test
 * starts with them as the page opened.
 */
async function restoringFields(page: Page, labels: string[], change: () => Promise<void>) {
  const before = await Promise.all(labels.map((label) => field(page, label).inputValue()));
  await change();
  for (const [index, label] of labels.entries()) await field(page, label).fill(before[index]);
}

// One visit for the loan's results: every step enters the loan again, and a step that changes one
// of the other fields types back what it held.
test("the payment, its totals, PMI, extra payments, messages, formats, copy, download and reload", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("400,000 at 6.5 % for 30 years pays 2,528.27 a month, with its split and totals", async () => {
    await restoringFields(
      page,
      ["Property tax per year", "Homeowner's insurance per year", "HOA dues per month"],
      async () => {
        await enterLoan(page);
        await expect(summary(page, "Loan amount")).toHaveText("$400,000.00");
        await expect(summary(page, "Principal and interest")).toHaveText("$2,528.27");
        await field(page, "Property tax per year").fill("6,000");
        await field(page, "Homeowner's insurance per year").fill("1,500");
        await field(page, "HOA dues per month").fill("50");
        await expect(summary(page, "Total monthly payment")).toHaveText("$3,203.27");
        await expect(summary(page, "Total interest")).toHaveText("$510,179.81");
        await expect(summary(page, "Payoff month")).toHaveText("2056-12");
        await expect(page.getByText("M = $2,528.27")).toBeVisible();
      },
    );
  });

  await test.step("at 0 % the formula says what the page shows: P ÷ n rounded up, the last payment the rest", async () => {
    await enterLoan(page);
    await field(page, "Interest rate (%)").fill("0");
    await expect(summary(page, "Principal and interest")).toHaveText("$1,111.12");
    const formulas = page.getByRole("region", { name: "How it is calculated" });
    await expect(formulas).toContainText("M = $400,000.00 ÷ 360, rounded up = $1,111.12");
    await expect(formulas).toContainText("$1,107.92 (payment 360)");
  });

  await test.step("a negative or huge amount is named for what it is", async () => {
    await restoringFields(page, ["HOA dues per month"], async () => {
      await enterLoan(page);
      await field(page, "HOA dues per month").fill("-1");
      await expect(
        page.getByRole("alert").filter({ hasText: "HOA dues per month: must not be negative." }),
      ).toBeVisible();
      await field(page, "HOA dues per month").fill("1e309");
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: "HOA dues per month: too large (at most 10^12)." }),
      ).toBeVisible();
    });
  });

  await test.step("extra payments shorten the loan and show the interest saved", async () => {
    await restoringFields(page, ["Extra payment every month"], async () => {
      await enterLoan(page);
      await field(page, "Extra payment every month").fill("200");
      await expect(summary(page, "Interest saved by extra payments")).toHaveText("$111,892.52");
      await expect(summary(page, "Paid off sooner by")).toHaveText("5 years 7 months");
    });
  });

  await test.step("PMI with 10 % down ends automatically at 78 %, or earlier on request at 80 %", async () => {
    const removal = await page.getByLabel("PMI removal").inputValue();
    await restoringFields(page, ["PMI rate (% per year)"], async () => {
      await enterLoan(page);
      await field(page, "Down payment").fill("10");
      await field(page, "PMI rate (% per year)").fill("0.5");
      await expect(summary(page, "PMI")).toHaveText("$187.50");
      await expect(summary(page, "PMI ends")).toHaveText(/^Payment 110 \(2036-02\)/);
      await page.getByLabel("PMI removal").selectOption("requested");
      await expect(summary(page, "PMI ends")).toHaveText(/^Payment 96 \(2034-12\)/);
    });
    await page.getByLabel("PMI removal").selectOption(removal);
  });

  await test.step("changing the number format keeps what is typed: 500,000 stays five hundred thousand", async () => {
    await enterLoan(page);
    await field(page, "Home price").fill("500,000");
    await expect(summary(page, "Principal and interest")).toHaveText("$2,528.27");
    await page.getByLabel("Number format").selectOption("de-DE");
    await expect(field(page, "Home price")).toHaveValue("500.000");
    await expect(field(page, "Interest rate (%)")).toHaveValue("6,5");
    await expect(field(page, "PMI rate (% per year)")).toHaveValue("0,5");
    await expect(summary(page, "Loan amount")).toHaveText(/^400\.000,00\s\$$/);
    await expect(summary(page, "Principal and interest")).toHaveText(/^2\.528,27\s\$$/);
    await expect(page.getByRole("alert").filter({ hasText: "is not a number" })).toHaveCount(0);
    await page.getByLabel("Number format").selectOption("en-US");
    await expect(field(page, "Home price")).toHaveValue("500,000");
    await expect(summary(page, "Principal and interest")).toHaveText("$2,528.27");
  });

  await test.step('bad input (rate "abc", term 0) shows a clear message', async () => {
    await enterLoan(page);
    await field(page, "Interest rate (%)").fill("abc");
    await field(page, "Loan term (years)").fill("0");
    const alert = page.getByRole("alert").filter({ hasText: "Loan term" });
    await expect(alert).toContainText(
      "Loan term (years): enter a whole number of years from 1 to 50.",
    );
    await expect(alert).toContainText(
      'Interest rate (%): "abc" is not a number. Write it like 1,234.56.',
    );
    await expect(page.getByText("No result yet: fix the fields named above.")).toBeVisible();
    await field(page, "Home price").fill("9".repeat(100_000));
    await expect(alert).toContainText("Home price: too long (at most 40 characters).");
  });

  await test.step("Ctrl+S downloads the summary as CSV", async () => {
    await enterLoan(page);
    await expect(summary(page, "Principal and interest")).toHaveText("$2,528.27");
    await page.getByRole("heading", { name: "Monthly payment and totals" }).click();
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("mortgage-summary.csv");
    const lines = saved.bytes.toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Item,Value");
    expect(lines).toContain('Principal and interest,"$2,528.27"');
  });

  // Last: Esc clears every field.
  await test.step("results copy as text, the fields survive a reload, Esc clears", async () => {
    await enterLoan(page);
    await field(page, "Interest rate (%)").fill("7");
    await expect(summary(page, "Principal and interest")).toHaveText("$2,661.21");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page
      .getByRole("region", { name: "Output" })
      .getByRole("button", { name: "Copy" })
      .click();
    await expect.poll(() => clipboardText(page)).toContain("Principal and interest\t$2,661.21");
    await page.waitForTimeout(400);
    await reloadHydrated(page);
    await expect(field(page, "Interest rate (%)")).toHaveValue("7");
    await expect(summary(page, "Principal and interest")).toHaveText("$2,661.21");
    await page.getByRole("heading", { name: "Monthly payment and totals" }).click();
    await page.keyboard.press("Escape");
    await expect(field(page, "Home price")).toHaveValue("");
  });
});

test("the schedule, the charts and the comparison of loans, and the page on a phone", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("on a phone the page does not scroll sideways", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await enterLoan(page);
    await expect(summary(page, "Principal and interest")).toHaveText("$2,528.27");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Back to the desktop size the other steps were written for.
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("the schedule opens, switches to yearly and exports CSV ending at a zero balance", async () => {
    await enterLoan(page);
    const schedule = page.getByRole("table", { name: "Monthly schedule" });
    await expect(schedule.getByRole("row").nth(1)).toContainText("2027-01");
    await expect(schedule.getByRole("row").nth(1)).toContainText("$2,166.67");
    // Virtualized: far fewer than 360 rows exist in the DOM.
    expect(await schedule.getByRole("row").count()).toBeLessThan(40);
    const saved = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Export CSV" }).click(),
    );
    expect(saved.name).toBe("amortization-monthly.csv");
    const lines = saved.bytes.toString("utf8").split("\r\n");
    expect(lines).toHaveLength(361);
    expect(lines[1]).toMatch(/^1,2027-01,2528\.27,361\.60,2166\.67,/);
    expect(lines[360]).toMatch(/^360,2056-12,2530\.88,.*,0\.00$/);
    await page.getByRole("tab", { name: "Yearly" }).click();
    const yearly = page.getByRole("table", { name: "Yearly schedule" });
    await expect(yearly).toHaveAttribute("aria-rowcount", "31");
    await expect(yearly.getByRole("row").nth(1)).toContainText("2027");
  });

  await test.step("the charts have a table alternative", async () => {
    await enterLoan(page);
    await page.getByRole("tab", { name: "Charts" }).click();
    await expect(
      page.getByRole("img", { name: /Loan balance at the end of each year/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /Principal and interest paid each year/ }),
    ).toBeVisible();
    const data = page.getByRole("table", { name: "Chart data by year" });
    await expect(data.getByRole("row")).toHaveCount(31);
  });

  await test.step("two scenarios compared: 15 against 30 years", async () => {
    await enterLoan(page);
    await page.getByRole("tab", { name: "Compare loans" }).click();
    await field(page, "Scenario B term (years)").fill("15");
    await field(page, "Scenario B rate (%)").fill("5.75");
    const table = page.getByRole("table", { name: "Loan comparison" });
    await expect(table.getByRole("row", { name: /^Monthly P&I / })).toContainText(
      "$2,528.27$3,321.64",
    );
    await expect(table.getByRole("row", { name: /^Monthly difference vs A / })).toContainText(
      "+$793.37",
    );
    await page.getByRole("button", { name: "Add scenario" }).click();
    await expect(field(page, "Scenario C rate (%)")).toHaveValue("5.75");
    await field(page, "Scenario C rate (%)").fill("x");
    await expect(
      page.getByRole("alert").filter({ hasText: 'Scenario C rate: "x" is not a number.' }),
    ).toBeVisible();
  });
});

// Its own visit: it starts from the fields as the page opens, without entering the loan.
test("another currency and number format", async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByLabel("Number format").selectOption("de-DE");
  await page.getByLabel("Currency").selectOption("EUR");
  await field(page, "Home price").fill("500.000");
  await field(page, "Interest rate (%)").fill("6,5");
  await field(page, "PMI rate (% per year)").fill("0.5");
  await expect(
    page.getByRole("alert").filter({ hasText: 'PMI rate (% per year): "0.5" is not a number.' }),
  ).toBeVisible();
  await field(page, "PMI rate (% per year)").fill("0,5");
  await expect(summary(page, "Principal and interest")).toHaveText(/^2\.528,27\s€$/);
});

test(`schedule, charts, comparison and messages pass axe in both themes`, async ({ page }) => {
  test.slow(); // axe in both themes: two runs per state checked
  await startInTheme(page, "light");
  await gotoHydrated(page, PATH);
  await enterLoan(page);
  await expect(page.getByRole("table", { name: "Monthly schedule" })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
  await page.getByRole("tab", { name: "Charts" }).click();
  await expect(page.getByRole("table", { name: "Chart data by year" })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
  await page.getByRole("tab", { name: "Compare loans" }).click();
  await field(page, "Scenario B rate (%)").fill("abc");
  await field(page, "Loan term (years)").fill("0");
  await expect(page.getByRole("alert").filter({ hasText: "Loan term" })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});
