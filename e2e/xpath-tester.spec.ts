import { type Page, expect, test } from "@playwright/test";
import {
  copyWithActionBar,
  downloadFrom,
  expectCopied,
  expectMainThreadFree,
  gotoHydrated,
  reloadHydrated,
  waitForRunsToEnd,
} from "./support";

const PATH = "/xpath-tester";

const expressionField = (page: Page) => page.getByLabel("XPath expression");
const results = (page: Page) => page.getByRole("region", { name: "Results" });
const resultRows = (page: Page) => results(page).getByRole("listitem");
// The XML document is the page's Input (page contract).
const xmlEditor = (page: Page) => page.locator('.cm-content[aria-label="Input"]');

/** Types the XML after CodeMirror has replaced the textarea, so no keystroke is lost in the swap. */
async function fillXml(page: Page, text: string) {
  await page.getByLabel("Input", { exact: true }).click();
  await expect(xmlEditor(page)).toBeVisible();
  await xmlEditor(page).fill(text);
}

async function loadSample(page: Page) {
  await page.getByRole("button", { name: "Load sample" }).click();
}

/** The expression a fresh page starts with: Load sample changes the XML only. */
const DEFAULT_EXPRESSION = "//d:book/d:title";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("the sample: examples, matches and their marks, a picked node, numbers, a bad expression, prefixes, Esc and a narrow screen", async ({
  page,
}) => {
  // First: Load sample keeps the expression a fresh page starts with.
  await test.step("the sample lists its four titles with their paths and marks them in the XML", async () => {
    await loadSample(page);
    await expect(expressionField(page)).toHaveValue("//d:book/d:title");
    await expect(results(page)).toContainText("4 nodes matched");
    await expect(resultRows(page)).toHaveCount(4);
    await expect(resultRows(page).first()).toContainText("element");
    await expect(resultRows(page).first()).toContainText("/d:bookstore/d:book[1]/d:title");
    await expect(resultRows(page).first()).toContainText("Everyday Italian");
    // CodeMirror draws only the lines in view, so check the first mark rather than count them.
    await expect(page.locator(".cm-match").first()).toHaveText("<title>Everyday Italian</title>");
    // The document's namespaces fill the table, the default one under d.
    await expect(page.getByRole("table")).toContainText("http://example.com/books");
    await expect(page.getByRole("table")).toContainText("http://example.com/pricing");
  });

  await test.step("an example expression runs on the sample with one click", async () => {
    await page.getByRole("button", { name: "boolean(//d:book[@lang='en'])" }).click();
    await expect(results(page)).toContainText("Result: a boolean");
    await expect(page.getByTestId("xpath-value")).toHaveText("true");
    // Back to the expression a fresh page starts with.
    await expressionField(page).fill(DEFAULT_EXPRESSION);
  });

  await test.step("clicking a result selects that node in the XML", async () => {
    await loadSample(page);
    await expect(resultRows(page)).toHaveCount(4);
    await resultRows(page)
      .nth(3)
      .getByRole("button", { name: /d:book\[4\]/ })
      .click();
    await expect(page.locator(".cm-match-picked")).toHaveText("<title>Learning XML</title>");
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? "");
    expect(selected === "" || selected.includes("Learning XML")).toBe(true);
  });

  await test.step("a number result shows its type and value", async () => {
    await loadSample(page);
    await expressionField(page).fill("sum(//p:price)");
    await expect(results(page)).toContainText("Result: a number");
    await expect(page.getByTestId("xpath-value")).toHaveText("149.93");
    await expect(results(page).locator("dd").first()).toHaveText("number");
    await expressionField(page).fill(DEFAULT_EXPRESSION);
  });

  await test.step("a bad expression shows where it goes wrong", async () => {
    await loadSample(page);
    await expressionField(page).fill("//d:book[@category='web'");
    await expect(page.getByRole("alert").first()).toHaveText(
      'XPath: Expected "]" to close the "[" at position 9 but found the end of the expression at position 25',
    );
    await expressionField(page).fill(DEFAULT_EXPRESSION);
  });

  await test.step("a prefix added to the table can be used at once", async () => {
    await loadSample(page);
    await page.getByRole("button", { name: "Add prefix" }).click();
    await page.getByLabel("Prefix 1", { exact: true }).fill("bk");
    await page.getByLabel("Namespace URI 1").fill("http://example.com/books");
    await expressionField(page).fill("//bk:book[p:price > 35]/bk:title/text()");
    await expect(results(page)).toContainText("2 nodes matched");
    await expect(resultRows(page).first()).toContainText(
      "/bk:bookstore/bk:book[3]/bk:title/text()[1]",
    );
    // An empty table and the first expression again, as a fresh page has.
    await page.getByRole("button", { name: "Remove prefix 1" }).click();
    await expect(page.getByLabel("Prefix 1", { exact: true })).toHaveCount(0);
    await expressionField(page).fill(DEFAULT_EXPRESSION);
  });

  await test.step("Esc clears the XML", async () => {
    await loadSample(page);
    await expect(results(page)).toContainText("4 nodes matched");
    await page.locator("h1").click();
    await page.keyboard.press("Escape");
    await expect(results(page)).toContainText("Enter or open an XML document");
  });

  // Last, since the narrow screen stays for the rest of the visit.
  await test.step("the page works at 360 pixels wide", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loadSample(page);
    await expect(results(page)).toContainText("4 nodes matched");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("own XML: a malformed document, an opened file, Copy and Download, and what a reload keeps", async ({
  page,
}) => {
  await test.step("malformed XML shows the line and column", async () => {
    await expressionField(page).fill("/");
    await fillXml(page, "<a>\n  <b></a>");
    await expect(page.getByRole("alert").first()).toContainText(/^XML: .*line 2, column/);
  });

  await test.step("an opened file becomes the XML", async () => {
    await expressionField(page).fill("count(//item)");
    await page.setInputFiles("input[type=file]", {
      name: "feed.xml",
      mimeType: "application/xml",
      buffer: Buffer.from("<feed><item/><item/><item/></feed>"),
    });
    await expect(page.getByTestId("xpath-value")).toHaveText("3");
    await expect(page.getByText("feed.xml (34 B)")).toBeVisible();
  });

  await test.step("Copy and Download give the matched nodes as CSV", async () => {
    await expressionField(page).fill("//b/@n");
    await fillXml(page, '<a><b n="1"/><b n="two"/></a>');
    await expect(results(page)).toContainText("2 nodes matched");
    const csv =
      "type,name,path,value\r\nattribute,n,/a/b[1]/@n,1\r\nattribute,n,/a/b[2]/@n,two\r\n";
    await copyWithActionBar(page);
    await expectCopied(page, csv);
    const saved = await downloadFrom(page, () =>
      results(page).getByRole("button", { name: "Download" }).click(),
    );
    expect(saved.name).toBe("xpath-results.csv");
    expect(saved.bytes.toString("utf8")).toBe(csv);
  });

  await test.step("the XML, the expression and the table survive a reload", async () => {
    await loadSample(page);
    await expressionField(page).fill("count(//d:book)");
    await page.getByRole("button", { name: "Add prefix" }).click();
    await page.getByLabel("Prefix 1", { exact: true }).fill("q");
    await page.getByLabel("Namespace URI 1").fill("urn:q");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/xpath-tester:namespaces")))
      .toBe(JSON.stringify([{ prefix: "q", uri: "urn:q" }]));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/xpath-tester:expression")))
      .toBe(JSON.stringify("count(//d:book)"));
    await waitForRunsToEnd(page, PATH);
    await reloadHydrated(page);
    await expect(expressionField(page)).toHaveValue("count(//d:book)");
    await expect(page.getByLabel("Namespace URI 1")).toHaveValue("urn:q");
    await expect(page.getByTestId("xpath-value")).toHaveText("4");
  });

  await test.step("a small document held after an unfinished run is not called large, and Run it evaluates it", async () => {
    await loadSample(page);
    await expressionField(page).fill("count(//d:book)");
    await expect(page.getByTestId("xpath-value")).toHaveText("4");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/xpath-tester:expression")))
      .toBe(JSON.stringify("count(//d:book)"));
    // As if the last visit froze mid-run.
    await page.evaluate(() => sessionStorage.setItem("unfinished-run:/xpath-tester", "1"));
    await reloadHydrated(page);
    await expect(
      page.getByText("Your last visit did not finish processing this input"),
    ).toBeVisible();
    await expect(results(page).getByRole("status")).toHaveText("");
    await page.getByRole("button", { name: "Run it" }).click();
    await expect(page.getByTestId("xpath-value")).toHaveText("4");
  });
});

test("a document over 200,000 characters is evaluated in a worker on Enter", async ({ page }) => {
  const xml = `<list>${"<item>some text for the list</item>".repeat(7000)}</list>`;
  await expressionField(page).fill("count(//item)");
  await page.setInputFiles("input[type=file]", {
    name: "big.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(xml),
  });
  await expect(results(page)).toContainText("Large document: press Evaluate (Ctrl+Enter)");
  await expressionField(page).press("Enter");
  await expectMainThreadFree(page);
  // The worker loads the evaluator and parses 245,000 characters: slow on a busy machine.
  await expect(page.getByTestId("xpath-value")).toHaveText("7000", { timeout: 20_000 });
});
