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

test("samples, embedded and own stylesheets, tabs, parameters, messages, errors, Download and a reload, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  // First, while the XSLT input is still empty, as a fresh page has it.
  await test.step("an XML document with an embedded stylesheet transforms with the XSLT input empty", async () => {
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

  await test.step("xsl:message text is listed under Messages", async () => {
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

  await test.step("a template that calls itself without end stops with a message, and 500 levels work", async () => {
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

  await test.step("Download saves a text result as result.txt", async () => {
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

  await test.step("an HTML result previews in a sandboxed frame without scripts", async () => {
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
    expect(
      await page.evaluate(() => document.documentElement.dataset.frameMessage),
    ).toBeUndefined();
    // Back to the Text tab a fresh page shows.
    await page.getByRole("tab", { name: "Text" }).click();
    await expect(preview(page)).toHaveCount(0);
  });

  await test.step("malformed XML shows an alert naming its line and column", async () => {
    await fill(page, "XSLT", stylesheet(""));
    await fill(page, "Input", "<a>\n<b></a>");
    await expect(page.getByRole("alert")).toContainText(/^XML: .*line 2, column \d+/);
  });

  await test.step("a stylesheet error shows in the alert", async () => {
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

  // The sample last: fill() over its long documents, which the editors draw only in part, left
  // the old text in place; the Sample button replaces both.
  await test.step("the sample transforms into an HTML table shown as text", async () => {
    await page.getByRole("button", { name: "Sample" }).click();
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => readOutput(page)).toContain("<td>Notes on Compilers</td>");
    await expect(outputPanel(page)).toContainText("HTML ·");
  });

  await test.step("the Text tab goes back to the result's source", async () => {
    await page.getByRole("button", { name: "Sample" }).click();
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(preview(page)).toBeVisible();
    await page.getByRole("tab", { name: "Text" }).click();
    await expect(preview(page)).toHaveCount(0);
    await expect.poll(() => readOutput(page)).toContain("<h1>Bookstore</h1>");
  });

  await test.step("a parameter's value reaches the stylesheet", async () => {
    await page.getByRole("button", { name: "Sample" }).click();
    await page.getByRole("button", { name: "Add parameter" }).click();
    await page.getByLabel("Parameter 1 name").fill("heading");
    await page.getByLabel("Parameter 1 value").fill("Corner Shop");
    await expect.poll(() => readOutput(page)).toContain("<h1>Corner Shop</h1>");
    // No parameter again, as a fresh page has.
    await page.getByRole("button", { name: "Remove parameter 1" }).click();
    await expect(page.getByLabel("Parameter 1 name")).toHaveCount(0);
  });

  await test.step("both inputs survive a reload", async () => {
    await page.getByRole("button", { name: "Sample" }).click();
    await expect.poll(() => readOutput(page)).toContain("<h1>Bookstore</h1>");
    await page.waitForTimeout(400); // saving waits 300 ms after the last change
    await reloadHydrated(page);
    await expect.poll(() => readOutput(page)).toContain("<h1>Bookstore</h1>");
  });
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
