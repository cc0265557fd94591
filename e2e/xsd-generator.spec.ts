import { type Page, expect, test } from "@playwright/test";
import {
  clearInput,
  copyWithActionBar,
  downloadOutput,
  expectCopied,
  expectEscClears,
  fillInput,
  gotoHydrated,
  outputPanel,
  readOutput,
  reloadHydrated,
  waitForRunsToEnd,
} from "./support";

const PATH = "/xsd-generator";

const sampleButton = (page: Page, number: number) =>
  page
    .getByRole("group", { name: "Samples" })
    .getByRole("button", { name: new RegExp(`^Sample ${number}\\b`) });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("samples, merging, errors, Copy, Download, namespaces, files, options, Esc and a reload, in one visit", async ({
  page,
}) => {
  await test.step("a sample becomes a schema with inferred types", async () => {
    await fillInput(page, '<order id="7"><total>9.50</total><paid>true</paid></order>');
    await expect.poll(() => readOutput(page)).toContain('<xs:element name="order">');
    const schema = await readOutput(page);
    expect(schema).toContain('<xs:element name="total" type="xs:decimal"/>');
    expect(schema).toContain('<xs:element name="paid" type="xs:boolean"/>');
    expect(schema).toContain('<xs:attribute name="id" type="xs:integer" use="required"/>');
    await clearInput(page);
  });

  await test.step("a second sample is merged into the schema", async () => {
    await fillInput(page, "<order><total>9</total></order>");
    await expect.poll(() => readOutput(page)).toContain('name="total" type="xs:integer"/>');
    await page.getByRole("button", { name: "Add sample" }).click();
    await expect(sampleButton(page, 2)).toHaveAttribute("aria-pressed", "true");
    await fillInput(page, "<order><total>9.5</total><note>x</note></order>");
    await expect.poll(() => readOutput(page)).toContain('name="total" type="xs:decimal"/>');
    expect(await readOutput(page)).toContain(
      '<xs:element name="note" type="xs:string" minOccurs="0"/>',
    );
    // Removing the second sample takes its evidence away again.
    await page.getByRole("button", { name: "Remove sample 2" }).click();
    await expect.poll(() => readOutput(page)).toContain('name="total" type="xs:integer"/>');
    await clearInput(page);
  });

  await test.step("an invalid sample shows an alert naming it, with line and column", async () => {
    await fillInput(page, "<a/>");
    await page.getByRole("button", { name: "Add sample" }).click();
    await fillInput(page, "<a>\n  <b>\n</a>");
    await expect(page.getByRole("alert")).toHaveText(
      "Sample 2: Closing tag </a> does not match <b> at line 3, column 1",
    );
    await expect(sampleButton(page, 2)).toContainText("(not well-formed)");
    await expect(page.locator(".cm-error-mark")).toHaveCount(1);
    await expect.poll(() => readOutput(page)).toBe("");
    await clearInput(page);
  });

  await test.step("Copy and Download give schema.xsd", async () => {
    await page.getByRole("button", { name: "Load example" }).click();
    await expect.poll(() => readOutput(page)).toContain('targetNamespace="urn:example:catalog"');
    const schema = await readOutput(page);
    await copyWithActionBar(page);
    await expectCopied(page, schema);
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("schema.xsd");
    expect(saved.bytes.toString("utf8")).toBe(schema);
    await clearInput(page);
  });

  await test.step("a second namespace gives a second file to choose and download", async () => {
    await fillInput(page, '<r xmlns="urn:r" xmlns:o="urn:o"><o:x>1</o:x></r>');
    const fileChoice = outputPanel(page).getByLabel("Schema file");
    await expect(fileChoice).toBeVisible();
    await expect(page.getByText("The schema spans 2 files, one per namespace")).toBeVisible();
    await fileChoice.selectOption("schema-o.xsd");
    await expect.poll(() => readOutput(page)).toContain('targetNamespace="urn:o"');
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("schema-o.xsd");
    await clearInput(page);
  });

  await test.step("several files open as samples at once", async () => {
    await page.setInputFiles('input[aria-label="Open files as samples"]', [
      { name: "one.xml", mimeType: "application/xml", buffer: Buffer.from("<r><a>1</a></r>") },
      { name: "two.xml", mimeType: "application/xml", buffer: Buffer.from("<r><b/></r>") },
    ]);
    await expect(sampleButton(page, 2)).toBeVisible();
    await expect.poll(() => readOutput(page)).toContain('<xs:element name="b" minOccurs="0">');
    expect(await readOutput(page)).toContain('name="a" type="xs:integer" minOccurs="0"/>');
    await clearInput(page);
  });

  await test.step("the options change the schema", async () => {
    await fillInput(page, '<r n="1"><c/></r>');
    await page.getByLabel("Type style").selectOption({ label: "Named" });
    await expect.poll(() => readOutput(page)).toContain('<xs:complexType name="rType">');
    await page.getByLabel("Infer types").uncheck();
    await expect.poll(() => readOutput(page)).toContain('name="n" type="xs:string"');
    await page.getByLabel("Indentation").selectOption({ label: "Tab" });
    await expect.poll(() => readOutput(page)).toContain('\n\t<xs:element name="r"');
    // Back to the options and the one empty sample a fresh page has.
    await page.getByLabel("Type style").selectOption("nested");
    await page.getByLabel("Infer types").check();
    await page.getByLabel("Indentation").selectOption("2");
    await expect.poll(() => readOutput(page)).toContain('\n  <xs:element name="r"');
    await clearInput(page);
  });

  await test.step("Esc clears the samples and the schema", async () => {
    await fillInput(page, "<a/>");
    await expect.poll(() => readOutput(page)).toContain('<xs:element name="a">');
    await expectEscClears(page);
  });

  // Last: a reload.
  await test.step("the samples and options survive a reload", async () => {
    await page.getByLabel("Type style").selectOption({ label: "Named" });
    await fillInput(page, "<kept/>");
    await page.getByRole("button", { name: "Add sample" }).click();
    await fillInput(page, "<kept><x/></kept>");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/xsd-generator:samples")))
      .toBe(JSON.stringify(["<kept/>", "<kept><x/></kept>"]));
    await waitForRunsToEnd(page, PATH);
    await reloadHydrated(page);
    await expect(sampleButton(page, 2)).toBeVisible();
    await expect(page.getByLabel("Type style")).toHaveValue("named");
    await expect
      .poll(() => readOutput(page))
      .toContain('<xs:element name="x" type="xType" minOccurs="0"/>');
  });
});
