// Favourites and recent tools (docs/share-links.md) (on this device only, in three places, without
// moving the page), and "Open in…", which hands a result to another tool in the same tab.
import { type Page, expect, test } from "@playwright/test";
import { longestCpuTaskDuring } from "./long-task-trace";
import { machineSlowdown, scaledLimitMs } from "./machine-speed";
import {
  fillInput,
  gotoHydrated,
  outputPanel,
  pasteInput,
  readField,
  reloadHydrated,
} from "./support";

const row = (page: Page, scope: "home" | "sidebar", name: "Favourites" | "Recent") =>
  (scope === "home"
    ? page.getByRole("region", { name: "Your tools" })
    : page.getByRole("navigation", { name: "All tools" })
  ).getByRole("list", { name });

test("a starred tool is a favourite after a reload, on the home page, in the sidebar and first in the search", async ({
  page,
}) => {
  await gotoHydrated(page, "/json-formatter");
  // The page's own star is the first in its main part (the Related Tools cards have theirs).
  const star = page.getByRole("main").getByRole("button", { name: "Favourite" }).first();
  await expect(star).toHaveAttribute("title", "Add JSON Formatter to favourites");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(star).toHaveAttribute("title", "Remove JSON Formatter from favourites");
  await reloadHydrated(page);
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(row(page, "sidebar", "Favourites").getByRole("link")).toHaveText(["JSON Formatter"]);

  // A card's star on the home page adds a second one.
  await gotoHydrated(page, "/");
  await page.getByTitle("Add SQL Formatter to favourites").click();
  await expect(row(page, "home", "Favourites").getByRole("link")).toHaveText([
    "JSON Formatter",
    "SQL Formatter",
  ]);

  // The header search lists them before anything is typed, and puts them first among matches.
  const search = page.locator("[data-header-search]");
  await search.focus();
  await expect(page.getByRole("listbox", { name: "Your tools" }).getByRole("option")).toHaveText([
    "JSON Formatter",
    "SQL Formatter",
  ]);
  await search.fill("formatter");
  const matches = page.getByRole("listbox", { name: "Matching tools" }).getByRole("option");
  await expect(matches.nth(0)).toHaveText("JSON Formatter");
  await expect(matches.nth(1)).toHaveText("SQL Formatter");

  // Clear empties the row; the hint comes back.
  await page.getByRole("button", { name: "Clear favourites" }).click();
  await expect(row(page, "home", "Favourites")).toHaveText("Star a tool (☆) to keep it here.");
  expect(await page.evaluate(() => localStorage.getItem("site:favourites"))).toBeNull();
});

test("Recent lists a tool once it has been used, not when it was only visited", async ({
  page,
}) => {
  await gotoHydrated(page, "/sql-formatter");
  await page.waitForTimeout(500); // its sample runs by itself: that is no use
  await gotoHydrated(page, "/");
  await expect(row(page, "home", "Recent")).toHaveText("The tools you use appear here.");

  await gotoHydrated(page, "/json-formatter");
  await fillInput(page, '{"used": true}');
  await expect.poll(() => readField(page, "Output")).toContain('"used": true');
  await gotoHydrated(page, "/url-encoder-decoder");
  await fillInput(page, "a b");
  await gotoHydrated(page, "/");
  await expect(row(page, "home", "Recent").getByRole("link")).toHaveText([
    "URL Encoder/Decoder",
    "JSON Formatter",
  ]);
});

test("favourites and recent tools move nothing on the page when they appear (no layout shift)", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const firstSection = page.getByRole("heading", { name: "Formatters", level: 2 });
  const before = await firstSection.boundingBox();
  await page.evaluate(() => {
    localStorage.setItem(
      "site:favourites",
      JSON.stringify(["/json-formatter", "/sql-formatter", "/regex-tester", "/cron-tools"]),
    );
    localStorage.setItem("site:recent", JSON.stringify(["/base64-encoder-decoder"]));
  });
  await reloadHydrated(page);
  await expect(row(page, "home", "Favourites").getByRole("link")).toHaveCount(4);
  await expect(row(page, "sidebar", "Favourites").getByRole("link")).toHaveCount(4);
  expect(await firstSection.boundingBox()).toEqual(before);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test("Open in… hands the JSON Formatter's result to JSON to YAML, through the tab's memory, asking before it replaces the user's input; Then… starts a chain with it", async ({
  page,
}) => {
  // Work of the user's own in the target tool, kept by it (not its starting example).
  const precious = '{"my":"precious unsaved work"}';
  const stored = () =>
    page.evaluate(() => localStorage.getItem("tool:/json-to-yaml-converter:input"));
  await gotoHydrated(page, "/json-to-yaml-converter");
  await fillInput(page, precious);
  await expect.poll(stored).toBe(JSON.stringify(precious));

  const question = page.getByRole("dialog", { name: "Replace your current input?" });
  for (const answer of ["Keep mine", "Replace"] as const) {
    await gotoHydrated(page, "/json-formatter");
    await fillInput(page, '{"name":"bytesmith","tools":[1,2]}');
    await expect.poll(() => readField(page, "Output")).toContain('"name": "bytesmith"');
    const openIn = outputPanel(page).getByLabel("Open the result in another tool");
    if (answer === "Keep mine") {
      const offered = await openIn.locator("option").allTextContents();
      // Made for JSON first, then the tools that take any text.
      expect(offered.slice(0, 3)).toEqual([
        "Open in…",
        "JSON to XML Converter",
        "JSON to YAML Converter",
      ]);
      expect(offered).toContain("Message Digester");
    }
    await openIn.selectOption({ label: "JSON to YAML Converter" });
    await expect(page).toHaveURL(/\/json-to-yaml-converter$/);
    await question.getByRole("button", { name: answer }).click();
    await expect(question).toBeHidden();
    if (answer === "Keep mine") {
      await expect.poll(() => readField(page, "Input")).toBe(precious);
      await expect.poll(() => readField(page, "Output")).toContain("my: precious unsaved work");
      // Still the user's after a reload: nothing replaced what was kept.
      await reloadHydrated(page);
      await expect.poll(() => readField(page, "Input")).toBe(precious);
      expect(await stored()).toBe(JSON.stringify(precious));
    }
  }
  await expect.poll(() => readField(page, "Output")).toContain("name: bytesmith");
  expect(await readField(page, "Input")).toContain('"tools": [');

  // Then… opens Chain Tools with this tool as its first step and this input, run when asked.
  await outputPanel(page).getByRole("button", { name: "Then…" }).click();
  await expect(page).toHaveURL(/\/chain$/);
  await expect(page.getByRole("region", { name: "Step 1: JSON to YAML" })).toBeVisible();
  await expect.poll(() => readField(page, "Input")).toContain('"tools": [');
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect.poll(() => readField(page, "Output")).toContain("name: bytesmith");
});

test(
  "Open in… carries a 5 MB result without a main-thread task over 100 ms",
  { tag: "@timing" },
  async ({ page, browser }) => {
    test.slow();
    await gotoHydrated(page, "/json-formatter");
    const slowdown = await machineSlowdown(page);
    const items = Array.from({ length: 90_000 }, (_, i) => ({
      id: i,
      name: `item ${i}`,
      ok: i % 2 === 0,
    }));
    const big = JSON.stringify(items);
    await pasteInput(page, big);
    await page.keyboard.press("Control+Enter");
    await expect(outputPanel(page).getByText(/Output: [\d,]+ characters/)).toBeVisible({
      timeout: 60_000,
    });
    const openIn = outputPanel(page).getByLabel("Open the result in another tool");
    await expect(openIn).toBeEnabled();
    // Too large for an editor, it arrives as a pasted text would: as a file, counted in full.
    const formatted = JSON.stringify(items, null, 2);
    expect(formatted.length).toBeGreaterThan(5_000_000);
    // CPU time, not wall time (e2e/long-tasks-1mb.spec.ts says why): on a busy machine other
    // processes stretch a task's wall time (one of 118 ms was seen in CI that the page did not
    // make longer).
    const cpuMs = await longestCpuTaskDuring(browser, page, async () => {
      await openIn.selectOption({ label: "Character Counter" });
      await expect(page).toHaveURL(/\/character-counter$/, { timeout: 20_000 });
      await expect(page.getByText("pasted-text.txt").first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(formatted.length.toLocaleString("en-US")).first()).toBeVisible({
        timeout: 30_000,
      });
    });
    expect(cpuMs).toBeLessThan(scaledLimitMs(100, slowdown));
  },
);
