import { type Page, expect, test } from "@playwright/test";
import { blockingViolations, startInTheme } from "./axe";
import { downloadOutput, gotoHydrated, outputPanel, readOutput, reloadHydrated } from "./support";

const PATH = "/xslt-transformer";

const stylesheet = (body: string) =>
  `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">${body}</xsl:stylesheet>`;

/** Types into the Input (the XML) or the XSLT editor once CodeMirror has replaced its textarea. */
async function fill(page: Page, label: "Input" | "XSLT", text: string) {
  await page.getByLabel(label, { exact: true }).click();
  const editor = page.locator(`.cm-content[aria-label="${label}"]`);
  await expect(editor).toBeVisible();
  await editor.fill(text);
}

const preview = (page: Page) => page.getByTitle("Preview of the HTML result");

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("the sample transforms into an HTML table shown as text", async ({ page }) => {
  await page.getByRole("button", { name: "Sample" }).click();
  await page.keyboard.press("Control+Enter");
  await expect.poll(() => readOutput(page)).toContain("<td>Notes on Compilers</td>");
  await expect(outputPanel(page)).toContainText("HTML ·");
});

test("an HTML result previews in a sandboxed frame without scripts", async ({ page }) => {
  await fill(page, "Input", "<greeting>Hello</greeting>");
  await fill(
    page,
    "XSLT",
    stylesheet(
      `<xsl:output method="html"/><xsl:template match="/"><html><body><h1><xsl:value-of select="greeting"/></h1><script>parent.postMessage("script ran", "*")</script></body></html></xsl:template>`,
    ),
  );
  await page.evaluate(() => {
    window.addEventListener("message", (event) => {
      document.documentElement.dataset.frameMessage = String(event.data);
    });
  });
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(preview(page)).toHaveAttribute("sandbox", "");
  expect(await preview(page).getAttribute("srcdoc")).toContain(
    `content="default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"`,
  );
  await expect(
    page.frameLocator('iframe[title="Preview of the HTML result"]').getByRole("heading"),
  ).toHaveText("Hello");
  // A script that ran would have posted its message by now.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.dataset.frameMessage)).toBeUndefined();
});

test("the Text tab goes back to the result's source", async ({ page }) => {
  await page.getByRole("button", { name: "Sample" }).click();
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(preview(page)).toBeVisible();
  await page.getByRole("tab", { name: "Text" }).click();
  await expect(preview(page)).toHaveCount(0);
  await expect.poll(() => readOutput(page)).toContain("<h1>Bookstore</h1>");
});

test("a parameter's value reaches the stylesheet", async ({ page }) => {
  await page.getByRole("button", { name: "Sample" }).click();
  await page.getByRole("button", { name: "Add parameter" }).click();
  await page.getByLabel("Parameter 1 name").fill("heading");
  await page.getByLabel("Parameter 1 value").fill("Corner Shop");
  await expect.poll(() => readOutput(page)).toContain("<h1>Corner Shop</h1>");
});

test("malformed XML shows an alert naming its line and column", async ({ page }) => {
  await fill(page, "XSLT", stylesheet(""));
  await fill(page, "Input", "<a>\n<b></a>");
  await expect(page.getByRole("alert")).toContainText(/^XML: .*line 2, column \d+/);
});

test("a stylesheet error shows in the alert", async ({ page }) => {
  await fill(page, "Input", "<a/>");
  await fill(
    page,
    "XSLT",
    stylesheet(`<xsl:template match="/"><xsl:value-of select="nosuch(1)"/></xsl:template>`),
  );
  await expect(page.getByRole("alert")).toHaveText(
    "XSLT: function nosuch not found; Unregistered function; XPath evaluation returned no result at line 1, element value-of",
  );
});

test("the engine (libxslt.wasm) is fetched only when a transformation runs", async ({ page }) => {
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(request.url());
  });
  await gotoHydrated(page, PATH);
  await page.waitForTimeout(500);
  expect(wasm).toEqual([]);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect.poll(() => readOutput(page)).toContain("<h1>Bookstore</h1>");
  expect(wasm).toHaveLength(1);
  expect(wasm[0]).toMatch(/\/assets\/libxslt-[\w-]+\.wasm$/);
});

test("an XML document with an embedded stylesheet transforms with the XSLT input empty", async ({
  page,
}) => {
  await fill(
    page,
    "Input",
    `<?xml-stylesheet type="text/xsl" href="#s"?>
<!DOCTYPE doc [<!ATTLIST xsl:stylesheet id ID #IMPLIED>]>
<doc><xsl:stylesheet id="s" version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:output method="text"/><xsl:template match="/">items: <xsl:value-of select="count(//item)"/></xsl:template>
</xsl:stylesheet><item/><item/><item/></doc>`,
  );
  await expect.poll(() => readOutput(page)).toBe("items: 3");
});

test("xsl:message text is listed under Messages", async ({ page }) => {
  await fill(page, "Input", "<a/>");
  await fill(
    page,
    "XSLT",
    stylesheet(
      `<xsl:template match="/"><xsl:message>checked <xsl:value-of select="name(*)"/></xsl:message><r/></xsl:template>`,
    ),
  );
  await expect(page.getByRole("region", { name: "Messages" })).toContainText(
    "xsl:message: checked a",
  );
});

test("a template that calls itself without end stops with a message, and 500 levels work", async ({
  page,
}) => {
  const recursive = (depth: string) =>
    stylesheet(
      `<xsl:output method="text"/><xsl:template match="/"><xsl:call-template name="r"><xsl:with-param name="n" select="${depth}"/></xsl:call-template></xsl:template><xsl:template name="r"><xsl:param name="n"/><xsl:choose><xsl:when test="$n > 0"><xsl:call-template name="r"><xsl:with-param name="n" select="$n - 1"/></xsl:call-template></xsl:when><xsl:otherwise>bottom</xsl:otherwise></xsl:choose></xsl:template>`,
    );
  await fill(page, "Input", "<a/>");
  await fill(page, "XSLT", recursive("500"));
  await expect.poll(() => readOutput(page)).toBe("bottom");
  await fill(page, "XSLT", recursive("1 div 0"));
  await expect(page.getByRole("alert")).toHaveText(
    "XSLT: the transformation recursed too deeply (a template that keeps calling itself?).",
  );
});

test("Download saves a text result as result.txt", async ({ page }) => {
  await fill(page, "Input", "<n>42</n>");
  await fill(
    page,
    "XSLT",
    stylesheet(
      `<xsl:output method="text"/><xsl:template match="/">n = <xsl:value-of select="n"/></xsl:template>`,
    ),
  );
  await expect.poll(() => readOutput(page)).toBe("n = 42");
  const saved = await downloadOutput(page);
  expect(saved.name).toBe("result.txt");
  expect(saved.bytes.toString("utf8")).toBe("n = 42");
});

test("both inputs survive a reload", async ({ page }) => {
  await page.getByRole("button", { name: "Sample" }).click();
  await expect.poll(() => readOutput(page)).toContain("<h1>Bookstore</h1>");
  await page.waitForTimeout(400); // saving waits 300 ms after the last change
  await reloadHydrated(page);
  await expect.poll(() => readOutput(page)).toContain("<h1>Bookstore</h1>");
});

// The preview frame itself is left out: axe cannot run inside a frame that forbids scripts.
test("with a result and its view tabs, the page has no serious axe violations in dark mode", async ({
  page,
}) => {
  await startInTheme(page, "dark");
  await gotoHydrated(page, PATH);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(page.getByRole("tab", { name: "Preview" })).toBeVisible();
  expect(await blockingViolations(page, "dark")).toEqual([]);
});
