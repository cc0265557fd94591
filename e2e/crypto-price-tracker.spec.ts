import { type Page, type Route, expect, test } from "@playwright/test";
import { COINGECKO } from "../app/lib/market-data/market-data-sources";
import { noDataMessage } from "../app/ui/panels/MarketDataStatus";

const NO_PRICES_MESSAGE = noDataMessage("prices");
import { CORS_HEADERS, COINGECKO_MARKETS } from "./market-data-fixtures";
import { clipboardText, downloadFrom, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/crypto-price-tracker";

// Recorded in the shape of CoinGecko v3's answers; the tests never reach the internet.
const COIN_LIST = [
  { id: "bitcoin", symbol: "btc", name: "Bitcoin" },
  { id: "monero", symbol: "xmr", name: "Monero" },
  { id: "wrapped-monero", symbol: "wxmr", name: "Wrapped Monero" },
];
const MONERO = {
  id: "monero",
  symbol: "xmr",
  name: "Monero",
  current_price: 162.5,
  market_cap_rank: 30,
  price_change_percentage_24h: 0.5,
};
const HISTORY = {
  prices: [
    [Date.UTC(2026, 10, 19), 91000.5],
    [Date.UTC(2026, 10, 22), 88000.25],
    [Date.UTC(2026, 10, 25), 97123.45],
  ],
  market_caps: [],
  total_volumes: [],
};

async function serveFixtures(page: Page, answer?: (route: Route) => Promise<void>) {
  const asked: string[] = [];
  await page.route(`${COINGECKO.origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    if (answer) return answer(route);
    let body: unknown = null;
    if (url.pathname.endsWith("/coins/markets")) {
      const ids = url.searchParams.get("ids");
      body = ids
        ? [...COINGECKO_MARKETS, MONERO].filter((coin) => ids.split(",").includes(coin.id))
        : COINGECKO_MARKETS;
    } else if (url.pathname.endsWith("/coins/list")) body = COIN_LIST;
    else if (url.pathname.endsWith("/market_chart")) body = HISTORY;
    if (!body) return route.fulfill({ status: 404, json: {}, headers: CORS_HEADERS });
    return route.fulfill({ json: body, headers: CORS_HEADERS });
  });
  return asked;
}

const topTable = (page: Page) => page.getByRole("table", { name: /^Top coins by market cap/ });
const rowOf = (page: Page, name: string, table = topTable(page)) =>
  table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

test("the prerendered page waits for prices and allows only CoinGecko", async ({ request }) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain("Loading prices…");
  expect(html).toMatch(/connect-src 'self' https:\/\/api\.coingecko\.com;/);
});

test("top coins, currencies, Copy and Download, a chart, search and the watchlist over a reload, in one visit", async ({
  page,
}) => {
  const asked = await serveFixtures(page);
  await gotoHydrated(page, PATH);

  // First: the page has asked CoinGecko once.
  await test.step("top coins with price and 24 h change, from CoinGecko with their age", async () => {
    await expect(page.getByRole("status").filter({ hasText: /^Prices from/ })).toHaveText(
      "Prices from CoinGecko, fetched just now",
    );
    await expect(rowOf(page, "Bitcoin")).toContainText("$97,123.45");
    await expect(rowOf(page, "Bitcoin")).toContainText("+2.35%");
    await expect(rowOf(page, "Ethereum")).toContainText("\u22121.10%");
    await expect(rowOf(page, "Shiba Inu")).toContainText("$0.00001234");
    expect(asked).toEqual([
      `${COINGECKO.baseUrl}/coins/markets?vs_currency=usd&order=market_cap_desc&price_change_percentage=24h&per_page=50&page=1`,
    ]);
    await page.getByLabel("Currency", { exact: true }).selectOption("eur");
    await expect.poll(() => asked.at(-1)).toContain("vs_currency=eur");
    await expect(rowOf(page, "Bitcoin")).toContainText("€97,123.45");
    // Back to the currency a fresh page has.
    await page.getByLabel("Currency", { exact: true }).selectOption("usd");
    await expect(rowOf(page, "Bitcoin")).toContainText("$97,123.45");
  });

  await test.step("prices copy as tab-separated text and download as CSV", async () => {
    await expect(rowOf(page, "Bitcoin")).toBeVisible();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect.poll(() => clipboardText(page)).toContain("1\tBitcoin\tBTC\t$97,123.45\t+2.35%");
    const file = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).click(),
    );
    expect(file.name).toBe("top-coins-usd.csv");
    expect(file.bytes.toString("utf8").split("\r\n")[1]).toBe('1,Bitcoin,BTC,"$97,123.45",+2.35%');
  });

  await test.step("a coin's price history as a chart and a table, by range", async () => {
    await rowOf(page, "Bitcoin").getByRole("button", { name: "Chart Bitcoin" }).click();
    await page.getByLabel("Range").selectOption("30");
    const chart = page.getByRole("img", { name: /^Bitcoin in USD from 2026-11-19 to 2026-11-25/ });
    await expect(chart).toHaveAttribute("aria-label", /lowest \$88,000\.25, highest \$97,123\.45/);
    expect(asked).toContain(
      `${COINGECKO.baseUrl}/coins/bitcoin/market_chart?vs_currency=usd&days=30`,
    );
    await page.getByText("Show the prices as a table").click();
    await expect(page.getByRole("table", { name: "Price history" }).getByRole("row")).toHaveCount(
      4,
    );
    // Back to the range a fresh page has (the chart stays: nothing on the page closes it).
    await page.getByLabel("Range").selectOption("7");
  });

  // Last: a reload.
  await test.step("search runs on the device; a found coin joins the watchlist, which survives a reload", async () => {
    await page.getByLabel("Search coins").fill("moner");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results).toContainText("Monero (XMR)");
    await expect(results).toContainText("Wrapped Monero (WXMR)");
    // What was typed is never sent: the whole list was fetched once and searched here.
    expect(asked.filter((url) => url.includes("moner"))).toEqual([]);
    expect(asked).toContain(`${COINGECKO.baseUrl}/coins/list`);
    await page.getByRole("button", { name: "Watch Monero", exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByLabel("Search coins")).toHaveValue("");
    // Clear, the bar's last button, empties the search as Esc does (and only then is it disabled).
    const clear = page.getByRole("button", { name: "Clear", exact: true });
    await expect(clear).toBeDisabled();
    await page.getByLabel("Search coins").fill("bit");
    await clear.click();
    await expect(page.getByLabel("Search coins")).toHaveValue("");
    const watched = page.getByRole("table", { name: "Watched coins" });
    await expect(rowOf(page, "Monero", watched)).toContainText("$162.50");
    await rowOf(page, "Bitcoin").getByRole("button", { name: "Watch Bitcoin" }).click();
    await expect(rowOf(page, "Bitcoin", watched)).toContainText("$97,123.45");
    await page.waitForTimeout(400); // the watchlist is saved after a short debounce
    await reloadHydrated(page);
    await expect(
      rowOf(page, "Monero", page.getByRole("table", { name: "Watched coins" })),
    ).toBeVisible();
    await page.getByRole("button", { name: "Unwatch Monero" }).click();
    await expect(
      rowOf(page, "Monero", page.getByRole("table", { name: "Watched coins" })),
    ).toHaveCount(0);
  });
});

test("offline: the last prices saved on the device, with their time", async ({ page }) => {
  await page.addInitScript(
    ([data, fetchedAt]) =>
      localStorage.setItem("market-data:coingecko:top:usd", JSON.stringify({ fetchedAt, data })),
    [
      [{ id: "bitcoin", symbol: "btc", name: "Bitcoin", price: "90000", change24h: 1, rank: 1 }],
      Date.now() - 2 * 3_600_000 - 60_000,
    ] as const,
  );
  await serveFixtures(page, (route) => route.abort("internetdisconnected"));
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("status").filter({ hasText: /^Prices from/ })).toHaveText(
    "Prices from CoinGecko, fetched 2 hours ago",
  );
  await expect(page.getByRole("alert").filter({ hasText: "could not be reached" })).toHaveText(
    "CoinGecko could not be reached (offline, blocked or too slow). Showing the prices saved on this device, fetched 2 hours ago.",
  );
  await expect(rowOf(page, "Bitcoin")).toContainText("$90,000.00");
});

test("a coin list that failed says so (not 'No prices'), and Refresh prices asks for it again", async ({
  page,
}) => {
  let listFails = true;
  await serveFixtures(page);
  await page.route(`${COINGECKO.origin}/**/coins/list`, (route) =>
    listFails
      ? route.abort("internetdisconnected")
      : route.fulfill({ json: COIN_LIST, headers: CORS_HEADERS }),
  );
  await gotoHydrated(page, PATH);
  await expect(rowOf(page, "Bitcoin")).toBeVisible();
  await page.getByLabel("Search coins").fill("moner");
  const listAlert = page.getByRole("alert").filter({ hasText: "No coin list" });
  await expect(listAlert).toContainText(noDataMessage("coin list"));
  await expect(page.getByRole("alert").filter({ hasText: "No prices" })).toHaveCount(0);
  listFails = false;
  await page.getByRole("button", { name: "Refresh prices" }).click();
  await expect(listAlert).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Watch Monero" })).toBeVisible();
});

test("HTTP 429: a message and a wait, no retry loop", async ({ page }) => {
  const asked = await serveFixtures(page, (route) =>
    route.fulfill({
      status: 429,
      json: { status: { error_code: 429 } },
      headers: {
        ...CORS_HEADERS,
        "Access-Control-Expose-Headers": "Retry-After",
        "Retry-After": "60",
      },
    }),
  );
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("alert").filter({ hasText: "429" })).toHaveText(
    `CoinGecko is receiving too many requests (HTTP 429). Waiting 60 s before asking again. ${NO_PRICES_MESSAGE}`,
  );
  await expect(page.getByRole("button", { name: "Refresh prices" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Try again (waiting)" })).toBeDisabled();
  await page.waitForTimeout(1500);
  expect(asked).toHaveLength(1);
});
