import { type Page, type Route, expect, test } from "@playwright/test";
import { FRANKFURTER } from "../app/lib/market-data/market-data-sources";
import { noDataMessage } from "../app/ui/panels/MarketDataStatus";

const NO_RATES_MESSAGE = noDataMessage("exchange rates");
import { CORS_HEADERS, FRANKFURTER_LATEST } from "./market-data-fixtures";
import { clipboardText, downloadFrom, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/currency-converter";

// Recorded in the exact shape of Frankfurter v1's answers; the tests never reach the internet.
const LATEST = FRANKFURTER_LATEST;
const ON_FRIDAY = { ...LATEST, date: "2026-11-20", rates: { ...LATEST.rates, USD: 1.04 } };
const SERIES = {
  amount: 1.0,
  base: "USD",
  start_date: "2026-08-25",
  end_date: "2026-11-25",
  rates: {
    "2026-08-25": { EUR: 0.9301 },
    "2026-09-25": { EUR: 0.9412 },
    "2026-10-26": { EUR: 0.9188 },
    "2026-11-25": { EUR: 0.9524 },
  },
};

const CORS = CORS_HEADERS;

/** Serves the fixtures for every Frankfurter URL and records what was asked. */
async function serveFixtures(page: Page, answer?: (route: Route) => Promise<void>) {
  const asked: string[] = [];
  await page.route(`${FRANKFURTER.origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    if (answer) return answer(route);
    const path = url.pathname.replace("/v1/", "");
    const body =
      path === "latest"
        ? LATEST
        : path.includes("..")
          ? SERIES
          : path === "2026-11-22"
            ? ON_FRIDAY
            : null;
    if (!body) return route.fulfill({ status: 404, json: { message: "not found" }, headers: CORS });
    return route.fulfill({ json: body, headers: CORS });
  });
  return asked;
}

const status = (page: Page) => page.getByRole("status").filter({ hasText: "Rates" });
const conversions = (page: Page) => page.getByRole("table", { name: /at the rates of/ });
const rowOf = (page: Page, code: string) =>
  conversions(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: code }) });

test("the prerendered page shows the converter waiting for rates, and fetches nothing at build", async ({
  request,
}) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain("Loading exchange rates…");
  expect(html).toContain(">Amount</label>");
  expect(html).toMatch(/connect-src 'self' https:\/\/api\.frankfurter\.dev;/);
});

// One visit with the recorded rates. The first step counts every request the page makes, so it comes
// first; a step that changes the number format sets it back; the reload ends the visit.
test("the latest rates converted, amounts in either number format, copied, downloaded and kept across a reload", async ({
  page,
}) => {
  const asked = await serveFixtures(page);
  await gotoHydrated(page, PATH);
  // What the page opens with, for the steps that change it to set it back.
  const openingFormat = await page.getByLabel("Number format").inputValue();

  await test.step("latest rates: date, source and age shown; one amount into many currencies with formulas", async () => {
    await expect(status(page)).toHaveText(
      /^Rates of 2026-11-25 \(ECB via Frankfurter\), fetched just now$/,
    );
    await expect(rowOf(page, "EUR")).toContainText("€95.24");
    await expect(rowOf(page, "EUR")).toContainText("1 USD = 0.9523809524 EUR");
    await expect(rowOf(page, "JPY")).toContainText("¥15,468");
    await expect(rowOf(page, "GBP")).toContainText(
      "100 USD × 0.8166666667 (0.8575 GBP/EUR ÷ 1.05 USD/EUR) = 81.66666667 → 81.67 GBP",
    );
    // The fixture, like a real day's table, may lack a chosen currency: the page says which.
    await expect(
      page.getByText("No rate for CAD, CNY, INR in the rates of 2026-11-25."),
    ).toBeVisible();
    await page.getByLabel("Amount").fill("123456.78");
    await expect(rowOf(page, "EUR")).toContainText("€117,577.89");
    // The amount never leaves the browser: one request, for the EUR table, whatever is typed.
    expect(asked).toEqual([`${FRANKFURTER.baseUrl}/latest?base=EUR`]);
    await expect(page.getByText("the amount you type never leaves your browser")).toBeVisible();
    // Ctrl+Enter asks the source again (the only request besides the first).
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => asked.length).toBe(2);
  });

  await test.step("1,5 in the US format is refused, not read as 15; a typed amount keeps its value when the format changes", async () => {
    await page.getByLabel("Amount").fill("1,5");
    await expect(page.getByRole("alert").filter({ hasText: "Amount" })).toHaveText(
      'Amount: "1,5" is not a number. Write it like 1,234.56.',
    );
    await page.getByLabel("Amount").fill("-1");
    await expect(page.getByRole("alert").filter({ hasText: "Amount" })).toHaveText(
      "Amount: must not be negative.",
    );
    await page.getByLabel("Amount").fill("1,000");
    await expect(rowOf(page, "EUR")).toContainText("€952.38");
    await page.getByLabel("Number format").selectOption("de-DE");
    await expect(page.getByLabel("Amount")).toHaveValue("1.000");
    await expect(rowOf(page, "EUR")).toContainText("952,38\u00a0€");
    await page.getByLabel("Number format").selectOption(openingFormat);
  });

  await test.step("another number format reads and writes amounts its way", async () => {
    await page.getByLabel("Number format").selectOption("de-DE");
    await page.getByLabel("Amount").fill("1.234,5");
    await expect(rowOf(page, "EUR")).toContainText("1.175,71\u00a0€");
    await page.getByLabel("Amount").fill("12abc");
    await expect(page.getByRole("alert").filter({ hasText: "Amount" })).toHaveText(
      'Amount: "12abc" is not a number. Write it like 1.234,56.',
    );
    await page.getByLabel("Number format").selectOption(openingFormat);
  });

  await test.step("results copy as tab-separated text and download as CSV; input survives a reload", async () => {
    await page.getByLabel("Amount").fill("10");
    await expect(rowOf(page, "EUR")).toContainText("€9.52");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect
      .poll(() => clipboardText(page))
      .toContain("EUR\t€9.52\t1 USD = 0.9523809524 EUR\t");
    const file = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(file.name).toBe("currency-conversions.csv");
    const lines = file.bytes.toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Currency,Amount,Rate,Formula");
    expect(lines[1]).toMatch(/^EUR,€9\.52,1 USD = 0\.9523809524 EUR,10 USD × /);
    await page.waitForTimeout(400); // the persisted value is saved after a short debounce
    await reloadHydrated(page);
    await expect(page.getByLabel("Amount")).toHaveValue("10");
  });
});

// One visit with the recorded rates. The step that types an amount sets back the one the page opens
// with; Swap changes the source currency, so it comes last.
test("past rates, a chart, minor units and Swap", async ({ page }) => {
  const asked = await serveFixtures(page);
  await gotoHydrated(page, PATH);
  // What the page opens with, for the steps that change it to set it back.
  const openingAmount = await page.getByLabel("Amount").inputValue();

  await test.step("a past date's rates: the last working day on or before it, converted locally", async () => {
    await page.getByLabel("Date", { exact: true }).fill("2026-11-22");
    await page.getByRole("button", { name: "Look up" }).click();
    const table = page.getByRole("table", {
      name: "Rates of 2026-11-20 (the last working day on or before 2026-11-22)",
    });
    await expect(
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "EUR" }) }),
    ).toContainText("€96.15");
    expect(asked).toContain(`${FRANKFURTER.baseUrl}/2026-11-22?base=EUR`);
    await page.getByLabel("Date", { exact: true }).fill("1990-01-01");
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose a date" })).toHaveText(
      "Choose a date from 1999-01-04 to today.",
    );
  });

  await test.step("a pair's chart over a period, with the rates as a table", async () => {
    await page.getByLabel("Chart currency").selectOption("EUR");
    await page.getByLabel("Period").selectOption("3");
    await page.getByRole("button", { name: "Show chart" }).click();
    const chart = page.getByRole("img", { name: /^1 USD in EUR from 2026-08-25 to 2026-11-25/ });
    await expect(chart).toHaveAttribute("aria-label", /lowest 0.9188, highest 0.9524/);
    expect(await chart.locator("polyline").getAttribute("points")).toMatch(
      /^(?:[\d.]+,[\d.]+ ){3}[\d.]+,[\d.]+$/,
    );
    expect(
      asked.some((url) =>
        /\/v1\/\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}\?base=USD&symbols=EUR$/.test(url),
      ),
    ).toBe(true);
    await page.getByText("Show the rates as a table").click();
    await expect(page.getByRole("table", { name: "Rate history" }).getByRole("row")).toHaveCount(5);
  });

  await test.step("amounts are rounded to each currency's minor units (BHD 3, JPY 0)", async () => {
    await page.getByLabel("Add currency").selectOption("BHD");
    await page.getByLabel("Amount").fill("1");
    await expect(rowOf(page, "BHD")).toContainText("BHD 0.377");
    await expect(rowOf(page, "JPY")).toContainText("¥155");
    await page.getByRole("button", { name: "Remove JPY" }).click();
    await expect(rowOf(page, "JPY")).toHaveCount(0);
    await page.getByLabel("Amount").fill(openingAmount);
  });

  await test.step("Swap makes the first target the source", async () => {
    await page.getByRole("button", { name: "Swap USD and EUR" }).click();
    // Exact: the chart drawn in an earlier step is labelled "… from 2026-08-25 …" too.
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("EUR");
    await expect(rowOf(page, "USD")).toContainText("$105.00");
    await expect(page.getByRole("button", { name: "Swap EUR and USD" })).toBeVisible();
  });
});

test("offline: the rates saved on the device are used and their age is shown", async ({ page }) => {
  const threeHoursAgo = Date.now() - 3 * 3_600_000 - 60_000;
  await page.addInitScript(
    ([table, fetchedAt]) =>
      localStorage.setItem(
        "market-data:frankfurter:latest",
        JSON.stringify({ fetchedAt, data: table }),
      ),
    [
      { base: "EUR", date: "2026-11-24", rates: { USD: "1.1", JPY: "160", GBP: "0.85" } },
      threeHoursAgo,
    ] as const,
  );
  await serveFixtures(page, (route) => route.abort("internetdisconnected"));
  await gotoHydrated(page, PATH);
  await expect(status(page)).toHaveText(
    "Rates of 2026-11-24 (ECB via Frankfurter), fetched 3 hours ago",
  );
  await expect(page.getByRole("alert").filter({ hasText: "could not be reached" })).toHaveText(
    "ECB via Frankfurter could not be reached (offline, blocked or too slow). Showing the rates of 2026-11-24 saved on this device, fetched 3 hours ago.",
  );
  await expect(rowOf(page, "EUR")).toContainText("€90.91");
  await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
});

// One visit with no source: the first step tries again while the source still fails, the second once
// it answers.
test("no rates at all: a clear message, a rate typed by hand, and Try again", async ({ page }) => {
  let fail = true;
  await serveFixtures(page, (route) =>
    fail ? route.abort("internetdisconnected") : route.fulfill({ json: LATEST, headers: CORS }),
  );
  await gotoHydrated(page, PATH);

  await test.step("Conversions stop loading, also after Try again, and a rate typed by hand converts", async () => {
    const output = page.getByRole("region", { name: "Output" });
    await expect(output).toContainText("No rates could be fetched: type a rate");
    await expect(output).not.toContainText("Loading rates…");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(output).toContainText("No rates could be fetched: type a rate");
    await page.getByLabel("1 USD in EUR").fill("0.5");
    const typed = page.getByRole("table", { name: /at your own rates/ });
    await expect(typed.getByRole("row").filter({ hasText: "EUR" })).toContainText("€50.00");
    await page.getByLabel("1 USD in EUR").fill("0");
    await expect(page.getByRole("alert").filter({ hasText: "1 USD in EUR" })).toHaveText(
      "1 USD in EUR: a rate must be above 0.",
    );
  });

  await test.step("a clear message, and Try again once the source answers", async () => {
    await expect(page.getByRole("alert").filter({ hasText: "No exchange rates" })).toContainText(
      NO_RATES_MESSAGE,
    );
    await expect(conversions(page)).toHaveCount(0);
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(rowOf(page, "EUR")).toContainText("€95.24");
    await expect(page.getByRole("alert").filter({ hasText: "No exchange rates" })).toHaveCount(0);
  });
});

test("HTTP 429: the page waits for Retry-After and says so, without retrying", async ({ page }) => {
  const asked = await serveFixtures(page, (route) =>
    route.fulfill({
      status: 429, // A cross-origin page can read Retry-After only when the source exposes it; without it the
      // module waits its default minute (unit-tested).
      headers: { ...CORS, "Access-Control-Expose-Headers": "Retry-After", "Retry-After": "120" },
      json: {},
    }),
  );
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("alert").filter({ hasText: "429" })).toContainText(
    "ECB via Frankfurter is receiving too many requests (HTTP 429). Waiting 120 s before asking again.",
  );
  await expect(page.getByRole("button", { name: "Try again (waiting)" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Refresh rates" })).toBeDisabled();
  await page.waitForTimeout(1500);
  expect(asked).toHaveLength(1);
});

test("narrow screens: the page fits 360 px", async ({ page }) => {
  await serveFixtures(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, PATH);
  await expect(rowOf(page, "EUR")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
