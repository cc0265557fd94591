import { expect, test } from "@playwright/test";
import { describeCodeTool, expectOutput, recordChunks } from "./code-tools";
import { fillInput, gotoHydrated } from "./support";

const PATH = "/javascript-beautifier";

describeCodeTool({
  path: PATH,
  runLabel: "Beautify",
  verb: "beautify",
  input: "function f(a,b){if(a>b){return a}return b}",
  output: "function f(a, b) {\n  if (a > b) {\n    return a;\n  }\n  return b;\n}",
  fileName: "beautified.js",
  badInput: "function f() {\n  return 1 +;\n}",
  badMessage: "Unexpected token at line 2, column 13",
  largeLine: "function add(a,b){const list=[a,b,{x:1,y:'two'}];return list.map(v=>v*2)}\n",
});

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("single quotes, no semicolons and no trailing commas", async ({ page }) => {
  await page.getByLabel("Quotes").selectOption({ label: "Single (')" });
  await page.getByLabel("Semicolons").uncheck();
  await page.getByLabel("Trailing commas").selectOption({ label: "None" });
  await page.getByLabel("Print width").selectOption({ label: "40 characters" });
  await fillInput(page, 'call("alphaValue", "betaValue", "gammaValue")');
  await expectOutput(page, "call(\n  'alphaValue',\n  'betaValue',\n  'gammaValue'\n)");
});

test("loads Babel and estree and none of the other languages' plugins", async ({ page }) => {
  const chunks = recordChunks(page);
  await fillInput(page, "a=1");
  await expectOutput(page, "a = 1;");
  expect(chunks.has("babel")).toBe(true);
  expect(chunks.has("estree")).toBe(true);
  for (const other of ["postcss", "html"]) expect(chunks.has(other)).toBe(false);
});
