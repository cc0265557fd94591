// The three AI features end to end, each against the local OpenAI-compatible mock:
// suggested slugs are valid and usable, a ticked path is added, an accepted clean-up replaces the
// output. Each works only after its button is pressed.
import { expect, test } from "@playwright/test";
import { type AiMockServer, sentText } from "../test-support/ai-mock-server";
import { THEMES, blockingViolations, startInTheme } from "./axe";
import { chatRequests, presetAi, sharedAiMock, watchRequests } from "./ai-support";
import { chooseInputFile, field, fillInput, gotoHydrated, readField, readOutput } from "./support";

let mock: AiMockServer;
sharedAiMock((started) => (mock = started));

const VALID_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

test("/ai-slugifier: Suggest slugs sends the first title only; every suggestion is a valid slug; Use puts it in place", async ({
  page,
}) => {
  mock.answer = () =>
    "Here are slugs:\n1. Paris Travel Tips\n2. `best-paris-guide`\n3. Visit Paris!!\n4. ten-tips-visiting-paris-spring\n5. Café à Paris";
  await presetAi(page, mock);
  const seen = watchRequests(page, mock.origin);
  await gotoHydrated(page, "/ai-slugifier");
  await fillInput(page, "Ten tips visiting Paris spring\nSecond title");
  await expect.poll(() => readOutput(page)).toBe("ten-tips-visiting-paris-spring\nsecond-title");
  expect(seen).toEqual([]); // nothing before the button
  await page.getByRole("button", { name: "Suggest slugs" }).click();
  const list = page.getByRole("list", { name: "Suggested slugs" });
  await expect(list.getByRole("button", { name: /^Use / })).toHaveCount(4);
  const slugs = await list.getByRole("button", { name: /^Use / }).allInnerTexts();
  expect(slugs).toEqual(["paris-travel-tips", "best-paris-guide", "visit-paris", "cafe-a-paris"]);
  for (const slug of slugs) expect(slug).toMatch(VALID_SLUG);

  const sent = sentText(chatRequests(mock)[0]);
  expect(sent).toContain("Ten tips visiting Paris spring");
  expect(sent).not.toContain("Second title");

  await list.getByRole("button", { name: "Use best-paris-guide" }).click();
  await expect.poll(() => readOutput(page)).toBe("best-paris-guide\nsecond-title");

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await list.getByRole("button", { name: "Copy visit-paris" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("visit-paris");
});

test("/sitemap-generator: Suggest missing paths proposes only new paths; a ticked one is added on Add", async ({
  page,
}) => {
  mock.answer = () => "This is a small blog. Missing:\n- /privacy\n- /about\n- `/pricing`\n- /faq/";
  await presetAi(page, mock);
  await gotoHydrated(page, "/sitemap-generator");
  await page.getByLabel("Base URL").fill("https://secret-project.example");
  await page.getByRole("button", { name: "Suggest missing paths" }).click();
  const proposals = page.getByRole("group", { name: "Suggested paths: tick the ones to add" });
  await expect(proposals.getByRole("checkbox")).toHaveCount(3);
  await expect(proposals).toContainText("/privacy");
  await expect(proposals).not.toContainText("/about");
  const add = proposals.getByRole("button", { name: "Add ticked paths" });
  await expect(add).toBeDisabled();
  await proposals.getByRole("checkbox", { name: "/pricing" }).check();
  await add.click();
  await expect.poll(() => readField(page, "Input")).toMatch(/\/admin\/login\n\/pricing$/);
  expect(await readField(page, "Input")).not.toContain("/privacy");
  await expect.poll(() => readOutput(page)).toContain("https://secret-project.example/pricing");
  await expect(proposals.getByRole("checkbox")).toHaveCount(2);

  const sent = sentText(chatRequests(mock)[0]);
  expect(sent).toContain("/blog/hello-world");
  expect(sent).not.toContain("secret-project");
});

const PAGE = [
  '<nav><a href="/">Home</a> | <a href="/shop">Shop</a></nav>',
  "<h1>Title</h1><p>Body text.</p>",
  "<footer>© 2025 Example Ltd</footer>",
  "<script>trackEverything()</script>",
].join("\n");

test("/html-to-markdown: Clean up with AI shows the change as a diff; Accept replaces the output, Discard keeps it", async ({
  page,
}) => {
  mock.answer = () => "```html\n<h1>Title</h1><p>Body text.</p>\n```";
  await presetAi(page, mock);
  await gotoHydrated(page, "/html-to-markdown");
  await fillInput(page, PAGE);
  await expect.poll(() => readOutput(page)).toContain("© 2025 Example Ltd");
  const before = await readOutput(page);

  await page.getByRole("button", { name: "Clean up with AI" }).click();
  const diff = page.getByLabel("Changes to the Output");
  await expect(diff).toContainText("− [Home](/) | [Shop](/shop)");
  await expect(diff).toContainText("− © 2025 Example Ltd");
  await expect(diff).toContainText("  # Title");
  expect(sentText(chatRequests(mock)[0])).not.toContain("trackEverything");
  // The default output is untouched until the user accepts.
  expect(await readOutput(page)).toBe(before);
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(diff).toHaveCount(0);
  expect(await readOutput(page)).toBe(before);

  await page.getByRole("button", { name: "Clean up with AI" }).click();
  await page.getByRole("button", { name: "Accept the clean-up" }).click();
  await expect.poll(() => readOutput(page)).toBe("# Title\n\nBody text.");
  await expect(field(page, "Input")).toContainText("<h1>Title</h1>");
});

test("/html-to-markdown: a clean-up of an Input past the cap is compared in the worker with a default output of 40,000 lines", async ({
  page,
}) => {
  mock.answer = () => "<h1>Title</h1><p>Body text.</p>";
  await presetAi(page, mock);
  await gotoHydrated(page, "/html-to-markdown");
  const paragraphs = Array.from({ length: 20_000 }, (_, i) => `<p>Paragraph ${i}</p>`).join("\n");
  await chooseInputFile(page, "long.html", "text/html", `<h1>Title</h1>\n${paragraphs}`);
  // An Input this long converts on Ctrl+Enter, not live.
  await field(page, "Input").click();
  await page.keyboard.press("Control+Enter");
  await expect.poll(() => readOutput(page), { timeout: 30_000 }).toContain("Paragraph 0");

  await page.getByRole("button", { name: "Clean up with AI" }).click();
  const panel = page.getByRole("region", { name: "Clean up with AI" });
  await expect(panel).toContainText("Only the first 24,000 characters were sent");
  await expect(panel).toContainText(
    "39999 lines removed, 1 added (too many changes to match lines one by one)",
  );
  await expect(page.getByLabel("Changes to the Output")).toContainText("… 38002 more lines");
  await page.getByRole("button", { name: "Accept the clean-up" }).click();
  await expect.poll(() => readOutput(page)).toBe("# Title\n\nBody text.");
});

test("the AI settings dialog, the consent question and the suggestions pass axe in both themes", async ({
  page,
}) => {
  mock.answer = () => "paris-travel-tips\nbest-paris-guide";
  for (const theme of THEMES) {
    await startInTheme(page, theme);
    await presetAi(page, mock, { consent: false });
    await gotoHydrated(page, "/ai-slugifier");
    await page.getByRole("button", { name: "Suggest slugs" }).click();
    await expect(page.getByRole("group", { name: "Allow sending to this host?" })).toBeVisible();
    expect(await blockingViolations(page, theme)).toEqual([]);
    await page.getByRole("button", { name: "Allow and send" }).click();
    await expect(page.getByRole("button", { name: "Use best-paris-guide" })).toBeVisible();
    expect(await blockingViolations(page, theme)).toEqual([]);
    await page.getByRole("button", { name: "AI settings", exact: true }).last().click();
    await expect(page.getByRole("dialog", { name: "AI settings" })).toBeVisible();
    expect(await blockingViolations(page, theme)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    await page.evaluate(() => sessionStorage.clear());
  }
});
