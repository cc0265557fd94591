import { startInTheme, violationsInBothThemes } from "./axe";
import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clipboardText,
  downloadFrom,
  expectMainThreadFree,
  gotoHydrated,
  reloadHydrated,
} from "./support";

const PATH = "/cron-tools";
/** Friday 20 November 2026, 10:00 UTC: the page's "now" in these tests. */
const FRIDAY = new Date("2026-11-20T10:00:00Z");

// The expression is the page's Input, its description in words the Output (page contract).
const expressionField = (page: Page) => page.getByLabel("Input", { exact: true });
const description = (page: Page) => page.getByRole("region", { name: "Output" });
const validation = (page: Page) => page.getByRole("region", { name: "Validation" });
const runTimes = (page: Page) => page.getByRole("region", { name: "Run times" });
const nextRuns = (page: Page) => page.getByRole("region", { name: "Next runs" }).locator("time");
const previousRuns = (page: Page) =>
  page.getByRole("region", { name: "Previous runs" }).locator("time");
const alertWith = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function open(page: Page, { now = FRIDAY, zone = "UTC" } = {}) {
  await page.clock.setFixedTime(now);
  await gotoHydrated(page, PATH);
  await page.getByLabel("Time zone").selectOption(zone);
}

async function interpret(page: Page, expression: string) {
  await expressionField(page).fill(expression);
  await expect(validation(page).getByText("Checking…")).toHaveCount(0);
}

// The interpreter's checks share one visit: each step starts from the options as the page opens
// (a step that changes one sets it back), so none depends on what another left behind.
test("the interpreter describes, validates and lists the runs of an expression, with its options", async ({
  page,
}) => {
  await open(page);

  await test.step("the description follows the expression as it is typed", async () => {
    await expect(description(page)).toHaveText("At 09:00 AM, Monday through Friday");
    await expressionField(page).fill("*/5 * * * *");
    await expect(description(page)).toHaveText("Every 5 minutes");
    await page.getByLabel("Use 24-hour time").check();
    await expressionField(page).fill("30 14 * * 6");
    await expect(description(page)).toHaveText("At 14:30, only on Saturday");
    // Back to the 12-hour clock the page starts with: the steps below read 12-hour descriptions.
    await page.getByLabel("Use 24-hour time").uncheck();
  });

  await test.step("a valid expression lists its next and previous runs in ISO 8601 with the offset", async () => {
    await interpret(page, "0 9 * * 1-5");
    await expect(validation(page)).toContainText("Valid expression");
    await expect(nextRuns(page)).toHaveCount(5);
    await expect(nextRuns(page).first()).toHaveText("2026-11-23T09:00:00+00:00");
    await expect(previousRuns(page).first()).toHaveText("2026-11-20T09:00:00+00:00");
    await expect(runTimes(page)).toContainText("Mon, Nov 23, 2026, 9:00:00 AM UTC");
  });

  await test.step("Ctrl+S downloads the run times and Copy run times copies them", async () => {
    await interpret(page, "0 9 * * 1-5");
    await expect(nextRuns(page)).toHaveCount(5);
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("cron-runs.txt");
    const text = saved.bytes.toString("utf8");
    expect(text).toContain("Cron expression: 0 9 * * 1-5");
    expect(text).toContain("Description: At 09:00 AM, Monday through Friday");
    expect(text).toContain("2026-11-23T09:00:00+00:00");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy run times" }).click();
    await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
    expect(await clipboardText(page)).toBe(text);
  });

  await test.step("“does it run at” answers yes or no in the chosen zone", async () => {
    await interpret(page, "0 9 * * 1-5");
    const question = page.getByLabel("Does it run at");
    await question.fill("2026-11-23T09:00");
    await expect(runTimes(page)).toContainText("Yes: it runs at 2026-11-23T09:00:00+00:00");
    await question.fill("2026-11-22T09:00");
    await expect(runTimes(page)).toContainText(
      "No: it does not run at 2026-11-22T09:00:00+00:00. The next run after that is 2026-11-23T09:00:00+00:00",
    );
    // The page opens with the question empty.
    await question.fill("");
  });

  for (const [expression, message] of [
    ["61 * * * *", "Constraint error, got value 61 expected range 0-59"],
    ["* * *", "Expression has only 3 parts. At least 5 parts are required."],
    ["0 0 30 2 *", "Invalid explicit day of month definition"],
    ["0 0 * * 1#6", "Constraint error, invalid dayOfWeek occurrence number (#)"],
    ["@fortnightly", "Unknown special expression."],
  ]) {
    await test.step(`invalid expression ${expression} shows in an alert: ${message}`, async () => {
      await interpret(page, expression);
      await expect(validation(page).getByRole("alert")).toHaveText(message);
      await expect(nextRuns(page)).toHaveCount(0);
    });
  }

  await test.step("a description that fails shows the spec's text with the reason", async () => {
    await interpret(page, "garbage");
    await expect(description(page).getByRole("alert")).toHaveText(
      "An error occurred when generating the expression description. Check the cron expression syntax.\n" +
        "Reason: Expression has only 1 part. At least 5 parts are required.",
    );
  });

  await test.step("Esc clears the expression", async () => {
    await expressionField(page).fill("0 9 * * 1-5");
    await page.keyboard.press("Escape");
    await expect(expressionField(page)).toHaveValue("");
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  });

  await test.step("@reboot reads “At system startup” and has no run times", async () => {
    await interpret(page, "@reboot");
    await expect(description(page)).toHaveText("At system startup");
    await expect(validation(page)).toContainText("has no run times");
    await expect(nextRuns(page)).toHaveCount(0);
  });

  await test.step("the number of runs can be changed up to 100", async () => {
    await interpret(page, "* * * * *");
    await page.getByLabel("Number of runs").fill("100");
    await expect(nextRuns(page)).toHaveCount(100);
    await page.getByLabel("Number of runs").fill("2");
    await expect(nextRuns(page)).toHaveCount(2);
    // The page opens with 5 runs.
    await page.getByLabel("Number of runs").fill("5");
    await expect(nextRuns(page)).toHaveCount(5);
  });

  await test.step("H resolves the same way for the same seed", async () => {
    await page.getByLabel("Seed for H").fill("nightly-backup");
    await interpret(page, "H 3 * * *");
    const resolved = validation(page).locator("code");
    await expect(resolved).toHaveText(/^0 \d{1,2} 3 \* \* \*$/);
    const first = await resolved.textContent();
    await expect(description(page)).toHaveText(/^At 03:\d\d AM$/);
    await page.getByLabel("Seed for H").fill("other");
    await page.getByLabel("Seed for H").fill("nightly-backup");
    await expect(resolved).toHaveText(first ?? "");
    // The page opens with no seed.
    await page.getByLabel("Seed for H").fill("");
  });

  await test.step("days of the week can be numbered 1–7 from Sunday", async () => {
    await page.getByLabel("Day of week numbering").selectOption({ label: "1–7 (Sunday = 1)" });
    await interpret(page, "0 9 * * 2-6");
    await expect(description(page)).toHaveText("At 09:00 AM, Monday through Friday");
    await expect(nextRuns(page).first()).toHaveText("2026-11-23T09:00:00+00:00");
    await interpret(page, "0 9 * * 0");
    await expect(validation(page).getByRole("alert")).toHaveText(
      "Constraint error, got value 0 expected range 1-7",
    );
    // The page opens numbering from 0.
    await page.getByLabel("Day of week numbering").selectOption({ label: "0–6 (Sunday = 0)" });
  });

  await test.step("strict mode refuses two restricted day fields", async () => {
    await interpret(page, "0 0 12 1-31 * 1");
    await expect(validation(page)).toContainText("Valid expression");
    await page.getByLabel("Strict mode").check();
    await expect(
      alertWith(page, "Cannot use both dayOfMonth and dayOfWeek together in strict mode!"),
    ).toBeVisible();
  });
});

test("run times follow the chosen time zone, daylight saving time included", async ({ page }) => {
  await open(page, { now: new Date("2026-03-06T12:00:00Z"), zone: "America/New_York" });
  await interpret(page, "30 2 * * *");
  await expect(nextRuns(page).nth(0)).toHaveText("2026-03-07T02:30:00-05:00");
  // 02:30 does not exist on 8 March 2026 in New York: the run happens at 03:30.
  await expect(nextRuns(page).nth(1)).toHaveText("2026-03-08T03:30:00-04:00");
  await expect(nextRuns(page).nth(2)).toHaveText("2026-03-09T02:30:00-04:00");
});

test("a search that cannot finish gives up with the loop-limit message and the page stays free", async ({
  page,
}) => {
  await open(page, { now: new Date("2026-06-01T00:00:00Z"), zone: "Australia/Lord_Howe" });
  await expressionField(page).fill("0 1 * 4 0");
  await expectMainThreadFree(page);
  await expect(alertWith(page, "Invalid expression, loop limit exceeded")).toBeVisible({
    timeout: 30_000,
  });
});

// Each of these watches what a page nobody has used yet loads, so each has its own visit: the
// Validate now button of the first fetches the describer that the second expects to load only later.
test("the engine loads only when the user does something, or asks", async ({ page }) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.clock.setFixedTime(FRIDAY);
  await gotoHydrated(page, PATH);
  await page.waitForTimeout(500);
  expect(workers).toEqual([]);
  await expect(validation(page)).toContainText("start as soon as you use the page");
  // A screen reader activates the button with a click alone, no pointer or key events.
  await page.getByRole("button", { name: "Validate now" }).dispatchEvent("click");
  await expect(validation(page)).toContainText("Valid expression");
  expect(workers).toHaveLength(1);
});

test("the default description comes with the page; cronstrue is fetched for another expression", async ({
  page,
}) => {
  const describerRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/cron-describe-[^/]+\.js$/.test(request.url()))
      describerRequests.push(request.url());
  });
  await gotoHydrated(page, PATH);
  await expect(description(page)).toContainText("At 09:00 AM, Monday through Friday");
  await page.waitForTimeout(300);
  expect(describerRequests).toEqual([]);
  await expressionField(page).fill("*/15 * * * *");
  await expect(description(page)).toContainText("Every 15 minutes");
  expect(describerRequests).toHaveLength(1);
});

test("the tabs, the builder and the crontab file", async ({ page }) => {
  await open(page);

  await test.step("the tabs can be used with the arrow keys", async () => {
    await page.getByRole("tab", { name: "Interpret & validate" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Generate" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Generate" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Crontab file" })).toBeFocused();
  });

  await test.step("a crontab lists variables, schedules with next runs, and failing lines", async () => {
    await page.getByRole("tab", { name: "Crontab file" }).click();
    await page.getByRole("button", { name: "Load example" }).click();
    await expect(page.getByRole("listitem", { name: "Line 7" })).toContainText("At 02:30 AM");
    await expect(page.getByRole("listitem", { name: "Line 7" })).toContainText(
      "2026-11-21T02:30:00+00:00",
    );
    await expect(page.getByRole("listitem", { name: "Line 7" })).toContainText(
      "/usr/local/bin/backup --full",
    );
    await expect(page.getByRole("listitem", { name: "Line 9" })).toContainText("At system startup");
    // In the variables list, not the editor (its text is on the page too).
    await expect(
      page.getByRole("region", { name: "Variables" }).getByText("ops@example.com"),
    ).toBeVisible();
    await expect(
      alertWith(page, "Line 10: Constraint error, got value 61 expected range 0-59"),
    ).toBeVisible();
  });

  await test.step("a crontab file can be opened", async () => {
    await page.getByRole("tab", { name: "Crontab file" }).click();
    await chooseInputFile(page, "crontab.txt", "text/plain", "TZ=UTC\n0 0 1 * * /bin/monthly\n");
    await expect(page.getByRole("listitem", { name: "Line 2" })).toContainText(
      "2026-12-01T00:00:00+00:00",
    );
  });

  await test.step("the builder writes an expression that the interpreter then explains", async () => {
    await page.getByRole("tab", { name: "Generate" }).click();
    await page.getByRole("button", { name: "Every 15 minutes in office hours" }).click();
    const generated = page.getByRole("status", { name: "Generated expression" });
    await expect(generated).toHaveText("*/15 9-17 * * 1-5");
    await page.getByLabel("Minute: which values").selectOption({ label: "Specific minutes" });
    await page.getByLabel("Minute values").fill("0,30");
    await page
      .getByLabel("Month: which values", { exact: true })
      .selectOption({ label: "Specific months" });
    await page.getByRole("checkbox", { name: "January" }).uncheck();
    await page.getByRole("checkbox", { name: "July" }).check();
    await expect(generated).toHaveText("0,30 9-17 * 7 1-5");
    await page.getByRole("tabpanel").getByRole("button", { name: "Use in interpreter" }).click();
    await expect(page.getByRole("tab", { name: "Interpret & validate" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(expressionField(page)).toHaveValue("0,30 9-17 * 7 1-5");
    await expect(expressionField(page)).toBeFocused();
    await expect(description(page)).toHaveText(
      "At 0 and 30 minutes past the hour, between 09:00 AM and 05:59 PM, Monday through Friday, only in July",
    );
    await expect(validation(page)).toContainText("Valid expression");
  });
});

test("the expression and the options survive a reload", async ({ page }) => {
  await open(page, { zone: "Europe/Paris" });
  await expressionField(page).fill("15 8 * * *");
  await page.getByLabel("Use 24-hour time").check();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/cron-tools:expression")))
    .toBe(JSON.stringify("15 8 * * *"));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/cron-tools:timeZone")))
    .toBe(JSON.stringify("Europe/Paris"));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/cron-tools:use24HourTime")))
    .toBe("true");
  await reloadHydrated(page);
  await expect(expressionField(page)).toHaveValue("15 8 * * *");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Paris");
  await expect(page.getByLabel("Use 24-hour time")).toBeChecked();
  await expect(description(page)).toHaveText("At 08:15");
});

// Intl lists Asia/Calcutta and Europe/Kiev; the page offers IANA's current names and reads the
// old ones (stored by an earlier visit) as those, with the same run times.
test("current zone names are offered, and a stored former name means the current one", async ({
  page,
}) => {
  await open(page);
  for (const [current, former, firstRun] of [
    ["Asia/Kolkata", "Asia/Calcutta", "2026-11-23T09:00:00+05:30"],
    ["Europe/Kyiv", "Europe/Kiev", "2026-11-23T09:00:00+02:00"],
  ]) {
    await test.step(`${current} is offered by that name, and a stored ${former} means it`, async () => {
      await page.getByLabel("Time zone").selectOption(current);
      await expect(page.getByLabel("Time zone").locator(`option[value="${former}"]`)).toHaveCount(
        0,
      );
      await interpret(page, "0 9 * * 1-5");
      await expect(nextRuns(page).first()).toHaveText(firstRun);
      const runs = await nextRuns(page).allTextContents();

      await page.evaluate(
        (zone) => localStorage.setItem("tool:/cron-tools:timeZone", JSON.stringify(zone)),
        former,
      );
      await reloadHydrated(page);
      await expect(page.getByLabel("Time zone")).toHaveValue(current);
      await interpret(page, "0 9 * * 1-5");
      await expect(nextRuns(page)).toHaveText(runs);
      await expect(runTimes(page)).toContainText(`Times are in ${current}.`);
    });
  }
});

test("at 360 px the page fits the screen and the builder stacks", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await interpret(page, "0 9 * * 1-5");
  await expect(nextRuns(page)).toHaveCount(5);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await overflow()).toBeLessThanOrEqual(360);
  await page.getByRole("tab", { name: "Generate" }).click();
  const minute = page.getByRole("group", { name: "Minute" });
  const hour = page.getByRole("group", { name: "Hour" });
  const [minuteBox, hourBox] = [await minute.boundingBox(), await hour.boundingBox()];
  expect(hourBox!.y).toBeGreaterThan(minuteBox!.y + minuteBox!.height - 1);
  expect(await overflow()).toBeLessThanOrEqual(360);
});

test("moving the pointer starts the engine", async ({ page }) => {
  await page.clock.setFixedTime(FRIDAY);
  await gotoHydrated(page, PATH);
  const started = page.waitForEvent("worker");
  await page.mouse.move(200, 300);
  await started;
  await expect(validation(page)).toContainText("Valid expression");
});

test(`every tab, with results and errors, passes axe in both themes`, async ({ page }) => {
  test.slow(); // four axe runs on a full page
  await startInTheme(page, "light");
  await open(page);
  const blocking = () => violationsInBothThemes(page);
  await interpret(page, "0 9 * * 1-5");
  await page.getByLabel("Does it run at").fill("2026-11-23T09:00");
  await expect(nextRuns(page)).toHaveCount(5);
  expect(await blocking()).toEqual([]);
  await interpret(page, "61 * * * *");
  await expect(validation(page).getByRole("alert")).not.toBeEmpty();
  expect(await blocking()).toEqual([]);
  await page.getByRole("tab", { name: "Generate" }).click();
  await page
    .getByLabel("Month: which values", { exact: true })
    .selectOption({ label: "Specific months" });
  expect(await blocking()).toEqual([]);
  await page.getByRole("tab", { name: "Crontab file" }).click();
  await page.getByRole("button", { name: "Load example" }).click();
  await expect(page.getByRole("listitem", { name: "Line 7" })).toBeVisible();
  expect(await blocking()).toEqual([]);
});

test("a describer that cannot be fetched is reported in the alert, not left at Describing…", async ({
  page,
}) => {
  await page.route(/\/assets\/cron-describe-[^/]+\.js$/, (route) => route.abort());
  await gotoHydrated(page, PATH);
  await expressionField(page).fill("*/15 * * * *");
  await expect(
    alertWith(
      page,
      "The description could not be loaded. Check your connection and reload the page.",
    ),
  ).toHaveCount(1);
  await expect(description(page)).not.toContainText("Describing…");
});
