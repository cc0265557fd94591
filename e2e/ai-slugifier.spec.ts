import { type Page, expect, test } from "@playwright/test";
import { MAX_LENGTH_MESSAGE } from "../app/tools/ai-slugifier/slug-options";
import {
  copyWithActionBar,
  downloadFrom,
  downloadOutput,
  expectCopied,
  expectEscClears,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  pasteInput,
  outputPanel,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/ai-slugifier";

/** Pastes text over the Input's content in one event, as a user pasting a long list does. */

const option = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("the default slug, languages, options, lists, replacements, copy, download, Esc and a reload, in one visit", async ({
  page,
}) => {
  await test.step("the default title's slug is in the prerendered page", async () => {
    await expect.poll(() => readOutput(page)).toBe("10-tips-and-tricks-for-clean-urls-in-2025");
  });

  // Before anything is typed: this step works on the default title.
  await test.step("a max length that is not a number, or 0, shows the alert, and a valid one clears it", async () => {
    await option(page, "Max length (empty: no limit)").fill("short");
    await expect(page.getByRole("alert")).toHaveText(MAX_LENGTH_MESSAGE);
    await expect.poll(() => readOutput(page)).toBe("");
    await option(page, "Max length (empty: no limit)").fill("0");
    await expect(page.getByRole("alert")).toHaveText(MAX_LENGTH_MESSAGE);
    await option(page, "Max length (empty: no limit)").fill("15");
    await expect(page.getByRole("alert")).toHaveText("");
    await expect.poll(() => readOutput(page)).toBe("10-tips-and");
    // No limit again, as a fresh page has.
    await option(page, "Max length (empty: no limit)").fill("");
    await expect.poll(() => readOutput(page)).toBe("10-tips-and-tricks-for-clean-urls-in-2025");
  });

  // Before any other title is typed, so the table has not been needed yet.
  await test.step("Chinese and Greek load the full table on first need and transliterate", async () => {
    const tableRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("any-ascii")) tableRequests.push(request.url());
    });
    await fillInput(page, "Ärger über Straße");
    await expect.poll(() => readOutput(page)).toBe("aerger-ueber-strasse");
    expect(tableRequests).toEqual([]); // the built-in rules cover it
    await fillInput(page, "北京欢迎你");
    await expect.poll(() => readOutput(page)).toBe("bei-jing-huan-ying-ni");
    expect(tableRequests.length).toBe(1);
    await fillInput(page, "Καλημέρα κόσμε");
    await expect.poll(() => readOutput(page)).toBe("kalimera-kosme");
  });

  await test.step("typing a title gives its slug as you type, with German rules", async () => {
    await option(page, "Language").selectOption("de");
    await fillInput(page, "Ärger über Straße");
    await expect.poll(() => readOutput(page)).toBe("aerger-ueber-strasse");
    await expect(outputPanel(page).getByText("20 characters")).toBeVisible();
    await fillInput(page, "Привет, мир");
    await expect.poll(() => readOutput(page)).toBe("privet-mir");
    await option(page, "Language").selectOption("auto");
  });

  await test.step("options change the slug: separator, case, max length, stop words, numbers", async () => {
    await fillInput(page, "The 10 Best Ways of Writing Clean URLs for the Web");
    await expect
      .poll(() => readOutput(page))
      .toBe("the-10-best-ways-of-writing-clean-urls-for-the-web");
    await option(page, "Separator").selectOption("underscore");
    await option(page, "Lowercase").uncheck();
    await expect
      .poll(() => readOutput(page))
      .toBe("The_10_Best_Ways_of_Writing_Clean_URLs_for_the_Web");
    await option(page, "Lowercase").check();
    await option(page, "Remove stop words").check();
    await option(page, "Keep numbers").uncheck();
    await expect.poll(() => readOutput(page)).toBe("best_ways_writing_clean_urls_web");
    await option(page, "Max length (empty: no limit)").fill("20");
    await expect.poll(() => readOutput(page)).toBe("best_ways_writing");
    // Back to the options a fresh page has.
    await option(page, "Separator").selectOption("hyphen");
    await option(page, "Remove stop words").uncheck();
    await option(page, "Keep numbers").check();
    await option(page, "Max length (empty: no limit)").fill("");
    await expect
      .poll(() => readOutput(page))
      .toBe("the-10-best-ways-of-writing-clean-urls-for-the-web");
  });

  await test.step("a list of titles gives one slug per line, repeats numbered, empty lines kept", async () => {
    await fillInput(page, "Hello World\nhello world!\n\nOther\nHELLO, WORLD");
    await expect
      .poll(() => readOutput(page))
      .toBe("hello-world\nhello-world-2\n\nother\nhello-world-3");
    await expect(outputPanel(page).getByText("4 slugs · 2 numbered to stay unique")).toBeVisible();
  });

  await test.step("custom replacements can be edited, added and removed", async () => {
    await fillInput(page, "R&D + C++ @ home");
    await expect.poll(() => readOutput(page)).toBe("r-and-d-c-at-home");
    await page.getByRole("button", { name: "Add replacement" }).click();
    await page.getByLabel("Replacement 3 from").fill("C++");
    await page.getByLabel("Replacement 3 to").fill("cpp");
    await page.getByLabel("Replacement 1 to").fill("und");
    await expect.poll(() => readOutput(page)).toBe("r-und-d-cpp-at-home");
    await page.getByRole("button", { name: "Remove replacement 2" }).click();
    await expect.poll(() => readOutput(page)).toBe("r-und-d-cpp-home");
    // Back to the replacements a fresh page has: "&" to "and", "@" to "at".
    await page.getByLabel("Replacement 1 to").fill("and");
    await page.getByLabel("Replacement 2 from").fill("@");
    await page.getByLabel("Replacement 2 to").fill("at");
    await expect.poll(() => readOutput(page)).toBe("r-and-d-c-at-home");
  });

  await test.step("Copy copies the slugs; Download saves them as text and CSV", async () => {
    await fillInput(page, "Hello, World\nHello World");
    await expect.poll(() => readOutput(page)).toBe("hello-world\nhello-world-2");
    await copyWithActionBar(page);
    await expectCopied(page, "hello-world\nhello-world-2");
    const text = await downloadOutput(page);
    expect(text.name).toBe("slugs.txt");
    expect(text.bytes.toString("utf8")).toBe("hello-world\nhello-world-2");
    const csv = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download CSV" }).click(),
    );
    expect(csv.name).toBe("slugs.csv");
    expect(csv.bytes.toString("utf8")).toBe(
      'title,slug\r\n"Hello, World",hello-world\r\nHello World,hello-world-2',
    );
  });

  await test.step("Esc clears the input and the slugs", async () => {
    await fillInput(page, "to be cleared");
    await expect.poll(() => readOutput(page)).toBe("to-be-cleared");
    await expectEscClears(page);
  });

  await test.step("the titles and options survive a reload", async () => {
    await option(page, "Language").selectOption("uk");
    await option(page, "Separator").selectOption("dot");
    await option(page, "Max length (empty: no limit)").fill("30");
    await fillInput(page, "Київ Згорани");
    await expect.poll(() => readOutput(page)).toBe("kyiv.zghorany");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/ai-slugifier:input")))
      .toBe(JSON.stringify("Київ Згорани"));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/ai-slugifier:maxLength")))
      .toBe(JSON.stringify("30"));
    await reloadHydrated(page);
    await expect(option(page, "Language")).toHaveValue("uk");
    await expect(option(page, "Separator")).toHaveValue("dot");
    await expect(option(page, "Max length (empty: no limit)")).toHaveValue("30");
    await expect.poll(() => readOutput(page)).toBe("kyiv.zghorany");
  });
});

test("50,000 titles are slugified in a worker without freezing the page", async ({ page }) => {
  const titles = Array.from({ length: 50_000 }, (_, i) => `Καλημέρα κόσμε ${i % 100}`);
  const workerStarted = page.waitForEvent("worker");
  await pasteInput(page, titles.join("\n"));
  await workerStarted;
  await expectMainThreadFree(page);
  await expect(
    outputPanel(page).getByText("50,000 slugs · 49,900 numbered to stay unique"),
  ).toBeVisible({ timeout: 30_000 });
  const csv = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download CSV" }).click(),
  );
  const rows = csv.bytes.toString("utf8").split("\r\n");
  expect(rows.length).toBe(50_001);
  expect(rows[1]).toBe("Καλημέρα κόσμε 0,kalimera-kosme-0");
  expect(rows[101]).toBe("Καλημέρα κόσμε 0,kalimera-kosme-0-2");
});

test("a huge single line is slugified in the background and the page stays responsive", async ({
  page,
}) => {
  const line = "Ärger über Straße & more ".repeat(20_000); // 500,000 characters
  const workerStarted = page.waitForEvent("worker");
  await pasteInput(page, line);
  await workerStarted;
  await expectMainThreadFree(page);
  await expect(outputPanel(page).getByText("599,999 characters")).toBeVisible({ timeout: 30_000 });
  // Typing still answers at once, and a short title is live again.
  await fillInput(page, "Back to short");
  await expect.poll(() => readOutput(page)).toBe("back-to-short");
});
