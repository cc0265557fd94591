import { type Page, expect, test } from "@playwright/test";
import {
  copyWithActionBar,
  downloadFrom,
  downloadOutput,
  expectCopied,
  field,
  gotoHydrated,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/lorem-ipsum-generator";

const amount = (page: Page) => page.getByLabel("Amount", { exact: true });
const seed = (page: Page) => page.getByLabel("Seed", { exact: true });

/** The text a fresh page shows: three paragraphs starting "Lorem ipsum dolor sit amet". */
async function expectDefaultText(page: Page) {
  await expect
    .poll(() => readOutput(page))
    .toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. /);
  expect((await readOutput(page)).split("\n\n")).toHaveLength(3);
}

// One visit: a step that changes an option sets back the page's own (three plain paragraphs, the
// classic opening, seed "lorem"), and what a reload keeps is the last step.
test("units, formats, seeds, a bad amount, Download, Ctrl+S, Copy, Esc and a reload, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step(`the default text is three paragraphs starting "Lorem ipsum dolor sit amet"`, async () => {
    await expect
      .poll(() => readOutput(page))
      .toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. /);
    expect((await readOutput(page)).split("\n\n")).toHaveLength(3);
    await expect(field(page, "Input")).toHaveCount(1);
  });

  await test.step("an exact number of words, without the classic opening", async () => {
    await page.getByLabel("Unit").selectOption("words");
    await amount(page).fill("7");
    await page.getByLabel(/Start with/).uncheck();
    await expect.poll(async () => (await readOutput(page)).split(" ").length).toBe(7);
    expect(await readOutput(page)).not.toMatch(/^Lorem ipsum/);
    // Back to the options a fresh page has.
    await page.getByLabel("Unit").selectOption("paragraphs");
    await amount(page).fill("3");
    await page.getByLabel(/Start with/).check();
    await expectDefaultText(page);
  });

  await test.step("HTML with headings and lists", async () => {
    await page.getByLabel("Format").selectOption("html");
    await amount(page).fill("2");
    await page.getByLabel("Headings").check();
    await page.getByLabel("Lists").check();
    await expect.poll(() => readOutput(page)).toMatch(/^<h2>[A-Z][A-Za-z ]+<\/h2>\n<p>Lorem ipsum/);
    const html = await readOutput(page);
    expect(html.match(/<p>/g)).toHaveLength(2);
    expect(html).toContain("<ul>\n  <li>");
    // Back to the options a fresh page has.
    await page.getByLabel("Headings").uncheck();
    await page.getByLabel("Lists").uncheck();
    await page.getByLabel("Format").selectOption("text");
    await amount(page).fill("3");
    await expectDefaultText(page);
  });

  await test.step("the same seed gives the same text; Generate picks a new seed", async () => {
    await seed(page).fill("release-1");
    await expect.poll(() => readOutput(page)).toMatch(/^Lorem ipsum/);
    const first = await readOutput(page);
    await seed(page).fill("other");
    await expect.poll(() => readOutput(page)).not.toBe(first);
    await seed(page).fill("release-1");
    await expect.poll(() => readOutput(page)).toBe(first);
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(seed(page)).not.toHaveValue("release-1");
    await expect.poll(() => readOutput(page)).not.toBe(first);
    // Back to the options a fresh page has.
    await seed(page).fill("lorem");
    await expectDefaultText(page);
  });

  await test.step("a bad amount shows the alert and no text", async () => {
    await amount(page).fill("5000");
    await expect(page.getByRole("alert")).toHaveText(
      "The amount must be a whole number from 1 to 1,000 paragraphs.",
    );
    await expect.poll(() => readOutput(page)).toBe("");
    await amount(page).fill("2");
    await expect(page.getByRole("alert")).toHaveText("");
    // Back to the options a fresh page has.
    await amount(page).fill("3");
    await expectDefaultText(page);
  });

  await test.step("Download saves Markdown as lorem-ipsum.md", async () => {
    await page.getByLabel("Format").selectOption("markdown");
    await page.getByLabel("Headings").check();
    await expect.poll(() => readOutput(page)).toMatch(/^## /);
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("lorem-ipsum.md");
    expect(saved.bytes.toString("utf8")).toBe(await readOutput(page));
    // Back to the options a fresh page has.
    await page.getByLabel("Headings").uncheck();
    await page.getByLabel("Format").selectOption("text");
    await expectDefaultText(page);
  });

  await test.step("Ctrl+S downloads an exact number of bytes as plain text", async () => {
    await page.getByLabel("Unit").selectOption("bytes");
    await amount(page).fill("1,000");
    await expect.poll(async () => (await readOutput(page)).length).toBe(1000);
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("lorem-ipsum.txt");
    expect(saved.bytes.length).toBe(1000);
    // Back to the options a fresh page has.
    await page.getByLabel("Unit").selectOption("paragraphs");
    await amount(page).fill("3");
    await expectDefaultText(page);
  });

  await test.step("Copy puts the text on the clipboard", async () => {
    await page.getByLabel("Unit").selectOption("sentences");
    await amount(page).fill("1");
    await expect
      .poll(() => readOutput(page))
      .toBe("Lorem ipsum dolor sit amet, consectetur adipiscing elit.");
    await copyWithActionBar(page);
    await expectCopied(page, "Lorem ipsum dolor sit amet, consectetur adipiscing elit.");
    // Back to the options a fresh page has.
    await page.getByLabel("Unit").selectOption("paragraphs");
    await amount(page).fill("3");
    await expectDefaultText(page);
  });

  await test.step("Esc clears the amount and the text", async () => {
    await expect.poll(() => readOutput(page)).not.toBe("");
    await page.keyboard.press("Escape");
    await expect(amount(page)).toHaveValue("");
    await expect.poll(() => readOutput(page)).toBe("");
    await expect(page.getByRole("alert")).toHaveText("");
    // Back to the options a fresh page has.
    await amount(page).fill("3");
    await expectDefaultText(page);
  });

  await test.step("the options survive a reload and give the same text", async () => {
    await page.getByLabel("Format").selectOption("html");
    await amount(page).fill("4");
    await seed(page).fill("kept");
    await expect.poll(() => readOutput(page)).toMatch(/^<p>Lorem/);
    const before = await readOutput(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/lorem-ipsum-generator:seed")))
      .toBe(JSON.stringify("kept"));
    await reloadHydrated(page);
    await expect(page.getByLabel("Format")).toHaveValue("html");
    await expect(amount(page)).toHaveValue("4");
    await expect.poll(() => readOutput(page)).toBe(before);
  });
});
