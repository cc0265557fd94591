import { type Page, expect, test } from "@playwright/test";
import { startInTheme, violationsInBothThemes } from "./axe";
import { downloadFrom, expectCopied, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/date-range-analyzer";
const END_BEFORE_START =
  "The end date is before the start date. Swap the dates to count this range.";

async function setRange(page: Page, start: string, end: string) {
  await page.getByLabel("Start date", { exact: true }).fill(start);
  await page.getByLabel("End date", { exact: true }).fill(end);
}

/** The value cell of a summary row, e.g. "Business days". */
const summary = (page: Page, label: string) =>
  page.getByRole("row", { name: new RegExp(`^${label} `) }).getByRole("cell");

const holidaysTable = (page: Page) => page.getByRole("table", { name: "Holidays in range" });

function chooseHolidayFile(page: Page, name: string, contents: string) {
  return page.setInputFiles("input[type=file]", {
    name,
    mimeType: name.endsWith(".ics") ? "text/calendar" : "text/csv",
    buffer: Buffer.from(contents),
  });
}

// One visit for the counts in the United States, the country the page starts with: each step sets
// the range it needs, and a step that changes an option sets it back.
test("counting days, weekdays and business days of a range, and copying or downloading them", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("the range starts as this year", async () => {
    const year = new Date().getFullYear();
    await expect(page.getByLabel("Start date", { exact: true })).toHaveValue(`${year}-01-01`);
    await expect(page.getByLabel("End date", { exact: true })).toHaveValue(`${year}-12-31`);
  });

  await test.step("2024 inclusive has 366 days, 262 weekdays, 104 weekend days and 251 US business days", async () => {
    await setRange(page, "2024-01-01", "2024-12-31");
    await expect(summary(page, "Total days")).toHaveText("366");
    await expect(summary(page, "Weeks and days")).toHaveText("52 weeks and 2 days");
    await expect(summary(page, "Weekdays")).toHaveText("262");
    await expect(summary(page, "Weekend days")).toHaveText("104");
    await expect(summary(page, "Business days")).toHaveText("251");
    await expect(holidaysTable(page)).toContainText("Juneteenth");
    await expect(holidaysTable(page)).not.toContainText("Valentine");
  });

  await test.step("Copy summary copies the counts", async () => {
    await setRange(page, "2024-01-01", "2024-12-31");
    await expect(summary(page, "Business days")).toHaveText("251");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy summary" }).click();
    await expectCopied(
      page,
      [
        "2024-01-01 to 2024-12-31 (end date included)",
        "Holidays: public holidays of United States of America",
        "Total days: 366",
        "Weeks and days: 52 weeks and 2 days",
        "Weekdays: 262",
        "Weekend days: 104",
        "Holidays on weekdays: 11",
        "Business days: 251",
        "",
      ].join("\n"),
    );
  });

  await test.step("leaving the end date out counts one day less", async () => {
    await setRange(page, "2024-01-01", "2024-12-31");
    await page.getByLabel("Include end date").uncheck();
    await expect(summary(page, "Total days")).toHaveText("365");
    // The page starts with the end date included.
    await page.getByLabel("Include end date").check();
  });

  await test.step("an end before the start shows the message and Swap dates fixes it", async () => {
    await setRange(page, "2024-12-31", "2024-01-01");
    await expect(page.getByRole("alert").filter({ hasText: END_BEFORE_START })).toBeVisible();
    await page.getByRole("button", { name: "Swap dates" }).click();
    await expect(page.getByLabel("Start date", { exact: true })).toHaveValue("2024-01-01");
    await expect(summary(page, "Total days")).toHaveText("366");
  });

  await test.step("Download holidays saves the list as CSV", async () => {
    await setRange(page, "2024-07-01", "2024-07-31");
    await expect(holidaysTable(page)).toContainText("Independence Day");
    const saved = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download holidays" }).click(),
    );
    expect(saved.name).toBe("holidays-in-range.csv");
    expect(saved.bytes.toString("utf8")).toBe(
      "Date,Weekday,Name,Type,Counted\r\n2024-07-04,Thursday,Independence Day,public,Yes",
    );
  });

  await test.step("the date picker sets the date", async () => {
    await page.getByLabel("Pick end date").fill("2024-02-29");
    await expect(page.getByLabel("End date", { exact: true })).toHaveValue("2024-02-29");
  });

  await test.step("a date that does not exist names the field", async () => {
    await page.getByLabel("Start date", { exact: true }).fill("2024-13-01");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: 'Start date: "2024-13-01" is not a date (expected YYYY-MM-DD).' }),
    ).toBeVisible();
  });

  await test.step("fits a 360 px wide screen", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await setRange(page, "2024-01-01", "2024-12-31");
    await expect(summary(page, "Business days")).toHaveText("251");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// One visit for the holidays and the weekend: a step that changes the weekend sets it back.
test("regions, no country, another weekend and an iCalendar file", async ({ page }) => {
  await gotoHydrated(page, PATH);

  await test.step("a region adds its own holidays", async () => {
    await setRange(page, "2024-01-01", "2024-01-31");
    await page.getByLabel("Country").selectOption({ label: "Germany" });
    await expect(holidaysTable(page)).toContainText("New Year");
    await page.getByLabel("Region").selectOption({ label: "Bayern" });
    await expect(holidaysTable(page)).toContainText("Epiphany");
  });

  await test.step("no country counts weekends only", async () => {
    await setRange(page, "2024-01-01", "2024-12-31");
    await page.getByLabel("Country").selectOption({ label: "None (weekends only)" });
    await expect(summary(page, "Business days")).toHaveText("262");
    await expect(page.getByLabel("Region")).toHaveCount(0);
  });

  await test.step("Friday and Saturday can be the weekend", async () => {
    await setRange(page, "2024-06-02", "2024-06-08");
    await page.getByLabel("Country").selectOption({ label: "None (weekends only)" });
    await page.getByLabel("Sunday").uncheck();
    await page.getByLabel("Friday").check();
    await expect(summary(page, "Weekend days")).toHaveText("2");
    await expect(summary(page, "Weekdays")).toHaveText("5");
    // The page starts with Saturday and Sunday as the weekend.
    await page.getByLabel("Sunday").check();
    await page.getByLabel("Friday").uncheck();
  });

  await test.step("an iCalendar file with a folded summary and a yearly repeat is read", async () => {
    await setRange(page, "2025-01-01", "2025-12-31");
    await page.getByLabel("Country").selectOption({ label: "None (weekends only)" });
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "DTSTART;VALUE=DATE:20200317",
      "RRULE:FREQ=YEARLY",
      "SUMMARY:Company foun",
      " ders day",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    await chooseHolidayFile(page, "company.ics", ics);
    await expect(holidaysTable(page)).toContainText("2025-03-17");
    await expect(holidaysTable(page)).toContainText("Company founders day");
    await expect(summary(page, "Business days")).toHaveText("260");
  });
});

test("holiday files, and the dates and options surviving a reload", async ({ page }) => {
  await gotoHydrated(page, PATH);

  await test.step("a CSV holiday file adds holidays, or replaces the country's", async () => {
    await setRange(page, "2024-01-01", "2024-12-31");
    await expect(summary(page, "Business days")).toHaveText("251");
    await chooseHolidayFile(page, "office.csv", "date,name\n2024-12-24,Office closed\n");
    await expect(summary(page, "Business days")).toHaveText("250");
    await expect(holidaysTable(page)).toContainText("Office closed");
    await page.getByLabel("Uploaded holidays").selectOption({ label: "Replace country holidays" });
    await expect(summary(page, "Business days")).toHaveText("261");
    await expect(holidaysTable(page)).not.toContainText("Juneteenth");
  });

  await test.step("a bad line in a holiday file is named", async () => {
    await chooseHolidayFile(page, "bad.csv", "date,name\n2024-03-01,A\n2024-13-01,B\n");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: 'Line 3: "2024-13-01" is not a date (expected YYYY-MM-DD).' }),
    ).toBeVisible();
  });

  // Last: the reload it checks ends the visit.
  await test.step("the dates and options survive a reload", async () => {
    await setRange(page, "2023-05-01", "2023-05-31");
    await page.getByLabel("Country").selectOption({ label: "France" });
    await page.getByLabel("Include end date").uncheck();
    await page.waitForTimeout(500); // saving waits 300 ms after the last change
    await reloadHydrated(page);
    await expect(page.getByLabel("Start date", { exact: true })).toHaveValue("2023-05-01");
    await expect(page.getByLabel("Country")).toHaveValue("FR");
    await expect(page.getByLabel("Include end date")).not.toBeChecked();
  });
});

test(`results, regions and a file error pass axe in both themes`, async ({ page }) => {
  test.slow(); // axe in both themes: two runs per state checked
  await startInTheme(page, "light");
  await gotoHydrated(page, PATH);
  await setRange(page, "2024-01-01", "2024-12-31");
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(page.getByLabel("Region")).toBeVisible();
  await chooseHolidayFile(page, "bad.csv", "2024-13-01,B\n");
  await expect(holidaysTable(page)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Line 1:" })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});
