import { type Page, expect, test } from "@playwright/test";
import { clearInput, clipboardText, downloadFrom, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/epoch-timestamp-converter";

test.use({ timezoneId: "Europe/Paris" });

/** Types into the Input (the timestamps) once CodeMirror has replaced the textarea. */
async function fillTimestamps(page: Page, text: string) {
  await page.getByLabel("Input", { exact: true }).click();
  const editor = page.locator('.cm-content[aria-label="Input"]');
  await expect(editor).toBeVisible();
  await editor.fill(text);
}

const details = (page: Page) => page.getByRole("table", { name: /^Read as/ });
const cellOf = (page: Page, row: string) =>
  details(page)
    .getByRole("row", { name: new RegExp(`^${row} `) })
    .getByRole("cell");

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByLabel("Time zone").selectOption("America/New_York");
});

// One visit (the one before each test) for the timestamps: each step ends by emptying the Input, as
// the page opens with it, and the step that chooses a unit sets it back.
test("timestamps read in every format, one at a time or as a batch, and kept across a reload", async ({
  page,
}) => {
  await test.step("a seconds timestamp shows UTC, local, the zone, ISO 8601 and RFC 2822", async () => {
    await fillTimestamps(page, "1700000000");
    await expect(details(page)).toHaveAccessibleName("Read as seconds (detected)");
    await expect(cellOf(page, "UTC")).toHaveText("Tue, Nov 14, 2023, 22:13:20 UTC");
    await expect(cellOf(page, "Local \\(Europe/Paris\\)")).toHaveText(
      "Tue, Nov 14, 2023, 23:13:20 GMT+1",
    );
    await expect(cellOf(page, "ISO 8601 \\(America/New_York\\)")).toHaveText(
      "2023-11-14T17:13:20-05:00",
    );
    await expect(cellOf(page, "RFC 2822 \\(America/New_York\\)")).toHaveText(
      "Tue, 14 Nov 2023 17:13:20 -0500",
    );
    await expect(cellOf(page, "Relative")).toHaveText(/years ago$/);
    await clearInput(page);
  });

  await test.step("a 19-digit value is read as nanoseconds without losing digits", async () => {
    await fillTimestamps(page, "1700000000123456789");
    await expect(details(page)).toHaveAccessibleName("Read as nanoseconds (detected)");
    await expect(cellOf(page, "ISO 8601 \\(UTC\\)")).toHaveText("2023-11-14T22:13:20.123456789Z");
    await clearInput(page);
  });

  await test.step("a batch lists each line and names the line of a bad value", async () => {
    await fillTimestamps(page, "1700000000\nnot a date\n1700000000000");
    const table = page.getByRole("table", { name: "Timestamps" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").nth(2)).toContainText("Milliseconds");
    await expect(page.getByRole("alert").first()).toHaveText(
      'Line 2: "not a date" is not a timestamp: write a whole number such as 1700000000 (a leading minus sign and a decimal fraction are allowed).',
    );
    await clearInput(page);
  });

  await test.step("a value beyond JavaScript's dates gets a clear message", async () => {
    await fillTimestamps(page, "99999999999999999999999");
    await expect(page.getByRole("alert").first()).toHaveText(
      '"99999999999999999999999" is out of range: dates reach 8,640,000,000,000,000 milliseconds either side of 1970 (years -271821 to 275760).',
    );
    await clearInput(page);
  });

  await test.step("Download saves the batch as CSV", async () => {
    await fillTimestamps(page, "0\n86400");
    await expect(page.getByRole("table", { name: "Timestamps" })).toBeVisible();
    const saved = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(saved.name).toBe("timestamps.csv");
    expect(saved.bytes.toString("utf8").split("\r\n")[2]).toBe(
      "2,86400,seconds,1970-01-02T00:00:00Z,1970-01-01T19:00:00-05:00,86400000,",
    );
    await clearInput(page);
  });

  await test.step("the chosen unit replaces the guess", async () => {
    const unit = await page.getByLabel("Unit").inputValue();
    await page.getByLabel("Unit").selectOption({ label: "Milliseconds" });
    await fillTimestamps(page, "1700000000");
    await expect(details(page)).toHaveAccessibleName("Read as milliseconds");
    await expect(cellOf(page, "ISO 8601 \\(UTC\\)")).toHaveText("1970-01-20T16:13:20Z");
    await page.getByLabel("Unit").selectOption(unit);
    await clearInput(page);
  });

  await test.step("the page fits a 360 px wide screen", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await fillTimestamps(page, "1700000000");
    await expect(details(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Back to the desktop size the other steps were written for.
    await page.setViewportSize({ width: 1280, height: 800 });
    await clearInput(page);
  });

  // Last: the reload it checks ends the visit.
  await test.step("the timestamps and the zone survive a reload", async () => {
    await fillTimestamps(page, "1700000000");
    await expect(details(page)).toBeVisible();
    await page.waitForTimeout(400); // saving waits 300 ms after the last change
    await reloadHydrated(page);
    await expect(page.getByLabel("Time zone")).toHaveValue("America/New_York");
    await expect(cellOf(page, "ISO 8601 \\(UTC\\)")).toHaveText("2023-11-14T22:13:20Z");
  });
});

// One visit for the clock and the date fields.
test("the current epoch, and the epoch of a typed or picked date", async ({ page }) => {
  await test.step("the current epoch ticks each second and stops when paused", async () => {
    const seconds = page.getByTestId("current-seconds");
    await expect(seconds).toHaveText(/^\d{10}$/);
    const first = Number(await seconds.textContent());
    await expect.poll(async () => Number(await seconds.textContent())).toBeGreaterThan(first);
    await page.getByRole("button", { name: "Pause" }).click();
    const paused = await seconds.textContent();
    await page.waitForTimeout(1500);
    await expect(seconds).toHaveText(paused ?? "");
    await page.getByRole("button", { name: "Resume" }).click();
    await expect.poll(() => seconds.textContent()).not.toBe(paused);
  });

  await test.step("a typed ISO 8601 date gives its epoch in every unit", async () => {
    await page.getByLabel("Date (ISO 8601)").fill("2023-11-14T22:13:20Z");
    const table = page.getByRole("table", { name: "Epoch of the date" });
    await expect(table.getByRole("row", { name: /^Seconds / })).toContainText("1700000000");
    await expect(table.getByRole("row", { name: /^Nanoseconds / })).toContainText(
      "1700000000000000000",
    );
  });

  await test.step("a picked date is read in the chosen time zone", async () => {
    await page.getByLabel("Pick a date and time").fill("2023-11-14T17:13:20");
    await expect(page.getByLabel("Date (ISO 8601)")).toHaveValue("2023-11-14T17:13:20");
    const table = page.getByRole("table", { name: "Epoch of the date" });
    await expect(table.getByRole("row", { name: /^Seconds / })).toContainText("1700000000");
  });

  await test.step("an impossible date names what is wrong", async () => {
    await page.getByLabel("Date (ISO 8601)").fill("2023-02-29");
    await expect(page.getByRole("alert").last()).toHaveText(
      '"2023-02-29" is not a real date: February 2023 has 28 days.',
    );
  });

  await test.step("Copy seconds puts the current epoch on the clipboard", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Pause" }).click();
    const shown = await page.getByTestId("current-seconds").textContent();
    await page.getByRole("button", { name: "Copy seconds" }).click();
    await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
    expect(await clipboardText(page)).toBe(shown);
  });
});

// Intl lists Asia/Calcutta and Europe/Kiev; the page offers IANA's current names and reads the
// old ones (stored by an earlier visit) as those, with the same results.
test("current zone names are offered, and a stored former name means the current one", async ({
  page,
}) => {
  for (const [current, former, iso] of [
    ["Asia/Kolkata", "Asia/Calcutta", "2023-11-15T03:43:20+05:30"],
    ["Europe/Kyiv", "Europe/Kiev", "2023-11-15T00:13:20+02:00"],
  ]) {
    await test.step(`${current} is offered by that name, and a stored ${former} means it`, async () => {
      const zone = page.getByLabel("Time zone");
      await expect(zone.locator(`option[value="${former}"]`)).toHaveCount(0);
      await zone.selectOption(current);
      await fillTimestamps(page, "1700000000");
      const isoCell = () => cellOf(page, `ISO 8601 \\(${current}\\)`);
      await expect(isoCell()).toHaveText(iso);
      const rfc = await cellOf(page, `RFC 2822 \\(${current}\\)`).textContent();

      await page.waitForTimeout(400); // saving waits 300 ms after the last change
      await page.evaluate(
        (name) =>
          localStorage.setItem("tool:/epoch-timestamp-converter:timeZone", JSON.stringify(name)),
        former,
      );
      await reloadHydrated(page);
      await expect(zone).toHaveValue(current);
      await expect(isoCell()).toHaveText(iso);
      await expect(cellOf(page, `RFC 2822 \\(${current}\\)`)).toHaveText(rfc!);
    });
  }
});

test.describe("on a device that reports its zone by an old name", () => {
  test.use({ timezoneId: "Asia/Calcutta" });

  test("local time is shown under the current name", async ({ page }) => {
    await fillTimestamps(page, "1700000000");
    await expect(cellOf(page, "Local \\(Asia/Kolkata\\)")).toHaveText(
      "Wed, Nov 15, 2023, 03:43:20 GMT+5:30",
    );
    await expect(page.getByLabel("Time zone").locator('option[value="Asia/Calcutta"]')).toHaveCount(
      0,
    );
  });
});
