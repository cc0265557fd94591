// A page load never trusts its saved input (it may be what froze the last visit), and no worker run
// shows "Working…" forever. A run that never ended leaves its mark in sessionStorage; the next load
// restores the input without running it and offers "Run it". A worker run that never answers hits
// the limit.
import { type Page, expect, test } from "@playwright/test";
import { fillInput, gotoHydrated, readField, readOutput, reloadHydrated } from "./support";

const NOTICE =
  "Your last visit did not finish processing this input, so it has not been run again.";
const notice = (page: Page) => page.getByRole("status").filter({ hasText: NOTICE });
const runMark = (page: Page, path: string) =>
  page.evaluate((key) => sessionStorage.getItem(key), `unfinished-run:${path}`);

/** Waits until the input is saved (usePersistentState writes 300 ms after the last change). */
async function expectSaved(page: Page, path: string, text: string) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `tool:${path}:input`))
    .toBe(JSON.stringify(text));
}

test("a run left unfinished (the page froze) is restored but not run again, until 'Run it'", async ({
  page,
}) => {
  const path = "/csv-to-xml-converter"; // small inputs are converted on the page itself
  const csv = "a,b\n1,2";
  await gotoHydrated(page, path);
  await fillInput(page, csv);
  await expect.poll(() => readOutput(page)).toContain("<a>1</a>");
  await expectSaved(page, path, csv);
  expect(await runMark(page, path)).toBeNull(); // a finished run leaves no mark
  // What a conversion that froze the tab leaves behind: its start, without its end.
  await page.evaluate((key) => sessionStorage.setItem(key, "1"), `unfinished-run:${path}`);

  await reloadHydrated(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => readField(page, "Input")).toBe(csv);
  expect(await readOutput(page)).toBe("");
  // Another reload still holds it: nothing ran in between.
  await reloadHydrated(page);
  await expect(notice(page)).toBeVisible();

  await notice(page).getByRole("button", { name: "Run it" }).click();
  await expect.poll(() => readOutput(page)).toContain("<a>1</a>");
  await expect(notice(page)).toHaveCount(0);
  expect(await runMark(page, path)).toBeNull();
  await reloadHydrated(page);
  await expect.poll(() => readOutput(page)).toContain("<a>1</a>");
  await expect(notice(page)).toHaveCount(0);
});

test("a worker run that never answers ends at the time limit with a message, and its reload is held", async ({
  page,
}) => {
  const path = "/xsd-generator";
  // The worker's script never arrives: the run can neither finish nor fail by itself.
  await page.route("**/assets/xsd-generator.worker-*.js", () => {});
  await page.clock.install();
  await gotoHydrated(page, path);
  const sample = '<order id="7"><total>9.50</total></order>';
  await fillInput(page, sample);
  await expect.poll(() => runMark(page, path)).not.toBeNull();

  await page.clock.fastForward(61_000);
  await expect(page.getByRole("alert")).toHaveText(
    "Stopped after 60 s: the work took too long. Try a smaller input or a simpler expression.",
  );

  // Reloaded during such a run (here: before it ended), the sample waits for "Run it".
  await page.evaluate((key) => sessionStorage.setItem(key, "1"), `unfinished-run:${path}`);
  await page.unroute("**/assets/xsd-generator.worker-*.js");
  await reloadHydrated(page);
  await expect(notice(page)).toBeVisible();
  await expect.poll(() => readField(page, "Input")).toBe(sample);
  expect(await readOutput(page)).toBe("");
  await notice(page).getByRole("button", { name: "Run it" }).click();
  await expect.poll(() => readOutput(page)).toContain('<xs:element name="order">');
});

/**
 * Stores `values` as the tool's saved fields and a mark as a frozen run leaves it, then opens the
 * tool again in the same tab. They are written on another page of the site: the tool itself could
 * render once more before it unloads (its clock, a late effect), and a run that starts and ends then
 * removes the mark, as a finished run should.
 */
async function reopenWithUnfinishedRun(page: Page, path: string, values: Record<string, unknown>) {
  await page.goto("/robots.txt");
  await page.evaluate(
    ({ path, values }) => {
      for (const [name, value] of Object.entries(values))
        localStorage.setItem(`tool:${path}:${name}`, JSON.stringify(value));
      sessionStorage.setItem(`unfinished-run:${path}`, "1");
    },
    { path, values },
  );
  await gotoHydrated(page, path);
}

test("tools that compute on the page itself hold restored input too: epoch converter", async ({
  page,
}) => {
  const path = "/epoch-timestamp-converter";
  await reopenWithUnfinishedRun(page, path, { timestamps: "1700000000", date: "2024-01-01" });
  await expect(notice(page)).toBeVisible();
  const readAs = page.getByRole("table", { name: /^Read as/ });
  const dateToEpoch = page.getByRole("region", { name: "Date to epoch" });
  await expect(readAs).toHaveCount(0);
  await expect(dateToEpoch.getByRole("table")).toHaveCount(0);

  await notice(page).getByRole("button", { name: "Run it" }).click();
  await expect(readAs).toContainText("2023-11-14");
  await expect(dateToEpoch.getByRole("table")).toContainText("1704067200");
  expect(await runMark(page, path)).toBeNull();
});

test("tools that compute on the page itself hold restored input too: time zone converter", async ({
  page,
}) => {
  const path = "/timezone-converter";
  await reopenWithUnfinishedRun(page, path, {
    dateTime: "2024-07-01T09:00",
    fromZone: "UTC",
    zones: ["Asia/Tokyo"],
  });
  await expect(notice(page)).toBeVisible();
  const tokyo = page.getByRole("row").filter({ hasText: "Asia/Tokyo" });
  await expect(tokyo.filter({ hasText: "2024-07-01 18:00" })).toHaveCount(0);

  await notice(page).getByRole("button", { name: "Run it" }).click();
  await expect(tokyo.filter({ hasText: "2024-07-01 18:00" }).first()).toBeVisible();
  expect(await runMark(page, path)).toBeNull();
});
