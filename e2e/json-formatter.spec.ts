import { THEMES, type Theme, blockingViolations, startInTheme } from "./axe";
import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clipboardText,
  copyWithActionBar,
  downloadFrom,
  downloadOutput,
  expectCopied,
  expectEscClears,
  expectMainThreadFree,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/json-formatter";

const actionButton = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).first();
const alert = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
const tree = (page: Page) => page.getByRole("tree", { name: "JSON tree" });
const row = (page: Page, name: string | RegExp) => tree(page).getByRole("treeitem", { name });
/**
 * The Output's text. The editor turns from a textarea into CodeMirror when the first result
 * arrives; a read caught in that swap counts as not there yet, and the poll tries again.
 */
const output = (page: Page) => readOutput(page).catch(() => "");

test("formatting, options, minifying, errors, copy, download, keys and a reload, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("pasted JSON is formatted with 2 spaces as you type, with its counts", async () => {
    await fillInput(page, '{"a":1,"b":[true,null]}');
    await expect
      .poll(() => output(page))
      .toBe('{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}');
    await expect(outputPanel(page)).toContainText(
      "Valid JSON: 1 object, 1 array, 2 keys, depth 2 · Output: 45 characters",
    );
  });

  await test.step("Copy puts the formatted output on the clipboard", async () => {
    await fillInput(page, "[1,2]");
    await expect.poll(() => output(page)).toBe("[\n  1,\n  2\n]");
    await copyWithActionBar(page);
    await expectCopied(page, "[\n  1,\n  2\n]");
  });

  await test.step("Download saves the formatted output as formatted.json", async () => {
    await fillInput(page, '{"name":"café"}');
    await expect.poll(() => output(page)).toContain('"name": "café"');
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("formatted.json");
    expect(saved.bytes.toString("utf8")).toBe('{\n  "name": "café"\n}');
  });

  await test.step("Ctrl+S downloads the result", async () => {
    await fillInput(page, "[true]");
    await expect.poll(() => output(page)).toBe("[\n  true\n]");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("formatted.json");
  });

  await test.step("invalid JSON shows the parser's message with line and column and marks the place", async () => {
    await fillInput(page, '{\n  "a": 1,\n  "b": }');
    await expect(alert(page)).toHaveText("Unexpected token } at line 3, column 8");
    await expect(page.locator(".cm-error-mark")).toHaveText("}");
    await expect(outputPanel(page)).toContainText("Not valid JSON");
    expect(await output(page)).toBe("");
  });

  await test.step("fixing the input clears the alert", async () => {
    await fillInput(page, "[1,]");
    await expect(alert(page)).toHaveText("Trailing comma before ']' at line 1, column 3");
    await fillInput(page, "[1]");
    await expect(alert(page)).toHaveCount(0);
    await expect.poll(() => output(page)).toBe("[\n  1\n]");
  });

  await test.step("Validate says the JSON is valid and counts what it holds", async () => {
    await fillInput(page, '{"a":[{"b":1}]}');
    await actionButton(page, "Validate").click();
    await expect(
      page.getByRole("status").getByText("Valid JSON: 2 objects, 1 array, 2 keys, depth 3"),
    ).toBeVisible();
  });

  await test.step("Load sample puts the bookstore in the input and formats it", async () => {
    await actionButton(page, "Load sample").click();
    await expect.poll(() => output(page)).toContain('"orderId": 17478252242305210114');
    // The editor draws only the lines in view: the whole result is in the download.
    const saved = (await downloadOutput(page)).bytes.toString("utf8");
    expect(saved).toContain('"price": 12.50');
    expect(saved).toContain('"@type": "road"');
  });

  await test.step("Ctrl+Enter formats without adding a line, Esc clears", async () => {
    await fillInput(page, "[3]");
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => output(page)).toBe("[\n  3\n]");
    await expect(field(page, "Input")).toHaveText("[3]");
    await expectEscClears(page);
  });

  await test.step("big integers and decimals come out exactly as written", async () => {
    await fillInput(page, '{"id":17478252242305210114,"price":1.10}');
    await expect
      .poll(() => output(page))
      .toBe('{\n  "id": 17478252242305210114,\n  "price": 1.10\n}');
    await actionButton(page, "Minify").click();
    await expect.poll(() => output(page)).toBe('{"id":17478252242305210114,"price":1.10}');
  });

  await test.step("Minify removes whitespace and Download saves minified.json", async () => {
    await fillInput(page, '{\n  "a": [1, 2]\n}');
    await actionButton(page, "Minify").click();
    await expect.poll(() => output(page)).toBe('{"a":[1,2]}');
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("minified.json");
    expect(saved.bytes.toString("utf8")).toBe('{"a":[1,2]}');
  });

  await test.step("4 spaces, tabs and sorted keys follow the options", async () => {
    // Minify is kept as the mode (and Ctrl+Enter repeats it): Format puts back the page's default.
    await actionButton(page, "Format").click();
    await fillInput(page, '{"b":1,"a":[2]}');
    await expect.poll(() => output(page)).toBe('{\n  "b": 1,\n  "a": [\n    2\n  ]\n}');
    await page.getByLabel("Indentation").selectOption({ label: "4 spaces" });
    await expect.poll(() => output(page)).toBe('{\n    "b": 1,\n    "a": [\n        2\n    ]\n}');
    await page.getByLabel("Indentation").selectOption({ label: "Tab" });
    await page.getByLabel("Sort keys").check();
    await expect.poll(() => output(page)).toBe('{\n\t"a": [\n\t\t2\n\t],\n\t"b": 1\n}');
    // Back to the options a fresh page has, for the reload that follows.
    await page.getByLabel("Indentation").selectOption("2");
    await page.getByLabel("Sort keys").uncheck();
    await expect.poll(() => output(page)).toBe('{\n  "b": 1,\n  "a": [\n    2\n  ]\n}');
  });

  await test.step("the input and the options survive a reload", async () => {
    await page.getByLabel("Indentation").selectOption({ label: "4 spaces" });
    await fillInput(page, "[1]");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/json-formatter:input")))
      .toBe(JSON.stringify("[1]"));
    await reloadHydrated(page);
    await expect(page.getByLabel("Indentation")).toHaveValue("4");
    await expect.poll(() => output(page)).toBe("[\n    1\n]");
  });

  await test.step("an invalid large file shows the alert and the line around the error", async () => {
    const text = bigJson(20_000).replace('"id":19999,', '"id":19999,,');
    await chooseInputFile(page, "broken.json", "application/json", text);
    await expect(alert(page)).toContainText(
      "Expected property name in double quotes at line 1, column",
    );
    await expect(page.getByRole("figure")).toContainText("In the file, line 1, column");
    await expect(page.locator("figure mark")).toHaveText(",");
  });
});

/** A JSON array of `count` records, about 100 characters each, on one line. */
function bigJson(count: number): string {
  const records = Array.from(
    { length: count },
    (_, i) =>
      `{"id":${i},"serial":${17478252242305210114n + BigInt(i)},"name":"item ${i}","ok":true}`,
  );
  return `[${records.join(",")}]`;
}

test("a 3 MB file is formatted in a worker; the page shows the start and downloads all", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);
  const text = bigJson(36_000);
  await chooseInputFile(page, "big.json", "application/json", text);
  await expect(page.getByText("big.json")).toBeVisible();
  await expectMainThreadFree(page);
  await expect(outputPanel(page)).toContainText(
    "Valid JSON: 36,000 objects, 1 array, 144,000 keys",
    {
      timeout: 30_000,
    },
  );
  await expect(outputPanel(page)).toContainText("Download for all of it");
  // The beginning is shown as plain text: parsing it for colours in the background made main-thread
  // tasks of 50–75 ms of CPU. Its first line is there, with no highlighted token in any line.
  const shownLines = outputPanel(page).locator(".cm-line");
  await expect(shownLines.first()).toHaveText("[");
  await expect(outputPanel(page).locator(".cm-line span")).toHaveCount(0);
  const saved = await downloadOutput(page);
  const formatted = saved.bytes.toString("utf8");
  expect(formatted.length).toBeGreaterThan(3_000_000);
  expect(JSON.parse(formatted)).toHaveLength(36_000);
  expect(formatted).toContain('"serial": 17478252242305246113');
  expect(formatted.endsWith('"ok": true\n  }\n]')).toBe(true);
  await expect(outputPanel(page)).toContainText(
    `Output: ${formatted.length.toLocaleString("en-US")} characters`,
  );
});

test("the tree view: keys and counts, clicks, arrow keys, expand and collapse all, search and Copy path", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);
  await actionButton(page, "Load sample").click();
  await expect.poll(() => output(page)).toContain("orderId");
  await page.getByRole("tab", { name: "Tree" }).click();

  await test.step("shows keys, typed values and counts, the first two levels open", async () => {
    await expect(row(page, "{…} 2 keys")).toHaveAttribute("aria-expanded", "true");
    await expect(row(page, "store: {…} 3 keys")).toHaveAttribute("aria-expanded", "true");
    await expect(row(page, "orderId: 17478252242305210114")).toBeVisible();
    await expect(row(page, "book: […] 4 items")).toHaveAttribute("aria-expanded", "false");
    await expect(row(page, "expensive: true")).toBeVisible();
  });

  // Before any click: the keys start from the first row, as on a freshly shown tree.
  await test.step("arrow keys move, open and close nodes", async () => {
    await tree(page).focus();
    await page.keyboard.press("ArrowDown"); // store
    await page.keyboard.press("ArrowDown"); // orderId
    await page.keyboard.press("ArrowDown"); // book
    await page.keyboard.press("ArrowRight");
    await expect(row(page, "book: […] 4 items")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowRight"); // to the first book
    await expect(row(page, "0: {…} 4 keys")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft"); // back to book
    await page.keyboard.press("ArrowLeft");
    await expect(row(page, "book: […] 4 items")).toHaveAttribute("aria-expanded", "false");
  });

  // The keys left book closed, as the tree first shows it.
  await test.step("a click expands and collapses a node", async () => {
    await row(page, "book: […] 4 items").click();
    await expect(row(page, "0: {…} 4 keys")).toBeVisible();
    await row(page, "book: […] 4 items").click();
    await expect(row(page, "0: {…} 4 keys")).toHaveCount(0);
  });

  await test.step("Expand all and Collapse all", async () => {
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect(row(page, 'author: "Grace Hopper"')).toBeVisible();
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect(tree(page).getByRole("treeitem")).toHaveCount(1);
    // Back to the first two levels open, as the tree first shows them, for the search below.
    await row(page, "{…} 2 keys").click();
    await row(page, "store: {…} 3 keys").click();
    await expect(row(page, "book: […] 4 items")).toHaveAttribute("aria-expanded", "false");
  });

  // As on a freshly shown tree, book is closed: the search opens it to show its matches.
  await test.step("search finds matches, opens their ancestors and steps through them", async () => {
    await page.getByLabel("Search the tree").fill("fiction");
    await expect(page.getByText("1 of 3 matches")).toBeVisible();
    await expect(row(page, 'category: "fiction"').first()).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("json-tree-path")).toHaveText("$.store.book[1].category");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("2 of 3 matches")).toBeVisible();
    await expect(page.getByTestId("json-tree-path")).toHaveText("$.store.book[2].category");
    await page.getByLabel("Search the tree").press("Shift+Enter");
    await expect(page.getByTestId("json-tree-path")).toHaveText("$.store.book[1].category");
    await expect(tree(page).locator("mark").first()).toHaveText("fiction");
  });

  await test.step("Copy path copies the selected node's JSONPath", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByLabel("Search the tree").fill("@type");
    await expect(page.getByTestId("json-tree-path")).toHaveText("$.store.bicycle['@type']");
    await page.getByRole("button", { name: "Copy path" }).click();
    await expect.poll(() => clipboardText(page)).toBe("$.store.bicycle['@type']");
  });
});

/** No axe violation of serious or critical impact in the tool as it is now (a11y.spec.ts checks the rest). */
async function expectNoBlockingViolations(page: Page, theme: Theme) {
  expect(await blockingViolations(page, theme, { include: "article" })).toEqual([]);
}

for (const theme of THEMES) {
  test(`results, an error mark and the tree pass axe in the ${theme} theme`, async ({ page }) => {
    test.slow(); // three axe runs on a full page
    await startInTheme(page, theme);
    await gotoHydrated(page, PATH);
    await fillInput(page, '{"a": [1, "two", true, null],}');
    await expect(page.locator(".cm-error-mark")).toBeVisible();
    await expectNoBlockingViolations(page, theme);
    await fillInput(page, '{"store": {"name": "fiction", "n": 1.10, "ok": false, "none": null}}');
    await expect.poll(() => output(page)).toContain('"n": 1.10');
    await expectNoBlockingViolations(page, theme);
    await page.getByRole("tab", { name: "Tree" }).click();
    await page.getByLabel("Search the tree").fill("fiction");
    await expect(page.getByText("1 of 1 match")).toBeVisible();
    await expectNoBlockingViolations(page, theme);
  });
}
