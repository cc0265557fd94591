import { expect, test } from "@playwright/test";
import { describeCodeTool, expectOutput, recordChunks } from "./code-tools";
import { fillInput, gotoHydrated } from "./support";

const PATH = "/css-beautifier";

describeCodeTool({
  path: PATH,
  runLabel: "Beautify",
  verb: "beautify",
  input: "a{color:red;margin:0 auto}",
  output: "a {\n  color: red;\n  margin: 0 auto;\n}",
  fileName: "beautified.css",
  badInput: "a { color: red; }\nb { color: blue;",
  badMessage: "Unclosed block at line 2, column 1",
  largeLine: ".card>h2,.nav li{color:#ff0000;margin:0 auto;padding:1px 2px}\n",
});

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("a tab indent and the SCSS syntax", async ({ page }) => {
  await page.getByLabel("Indent").selectOption({ label: "Tab" });
  await page.getByLabel("Syntax").selectOption({ label: "SCSS" });
  await fillInput(page, "$gap:4px;.a{.b{margin:$gap}}");
  await expectOutput(page, "$gap: 4px;\n.a {\n\t.b {\n\t\tmargin: $gap;\n\t}\n}");
});

test("loads Prettier's CSS plugin and none of the other languages'", async ({ page }) => {
  const chunks = recordChunks(page);
  await fillInput(page, "a{color:red}");
  await expectOutput(page, "a {\n  color: red;\n}");
  expect(chunks.has("postcss")).toBe(true);
  expect(chunks.has("standalone")).toBe(true);
  for (const other of ["babel", "estree", "html"]) expect(chunks.has(other)).toBe(false);
});

test("the options survive a reload", async ({ page }) => {
  await page.getByLabel("Indent").selectOption({ label: "4 spaces" });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/css-beautifier:options")))
    .toContain('"indent":"4"');
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByLabel("Indent")).toHaveValue("4");
});
