import { expect, test } from "@playwright/test";
import { describeCodeTool, expectOutput } from "./code-tools";
import { chooseInputFile, downloadOutput, fillInput, gotoHydrated, outputPanel } from "./support";

const PATH = "/javascript-minifier";
const SOURCE = "// add two numbers\nfunction add(first, second) {\n  return first + second;\n}\n";

describeCodeTool({
  path: PATH,
  runLabel: "Minify",
  verb: "minify",
  input: SOURCE,
  output: "function add(n,d){return n+d}",
  fileName: "minified.js",
  badInput: "var total = 1;\nvar x = ;",
  badMessage: "Unexpected token ; at line 2, column 9",
  largeLine: "function add(first,second){const list=[first,second];return list.map(v=>v*2)}\n",
});

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("shows the size before, after and gzipped", async ({ page }) => {
  await fillInput(page, SOURCE);
  await expectOutput(page, "function add(n,d){return n+d}");
  await expect(page.getByText(/^Original 76 B → 29 B \(−61\.8 %\), \d+ B gzipped$/)).toBeVisible();
});

test("Mangle names and Compress can each be switched off", async ({ page }) => {
  await page.getByLabel("Mangle names").uncheck();
  await fillInput(page, "function f(first) { if (false) { g(); } return first * 2 * 3; }");
  await expectOutput(page, "function f(first){return 2*first*3}");
  await page.getByLabel("Compress").uncheck();
  await expectOutput(page, "function f(first){if(false){g()}return first*2*3}");
});

test("a long minified line is shown whole, unwrapped, and Download saves all of it", async ({
  page,
}) => {
  const line = "function add(first,second){const list=[first,second];return list.map(v=>v*2)}\n";
  await chooseInputFile(page, "large.js", "text/javascript", line.repeat(800));
  // The file may run by itself or wait for Ctrl+Enter; a key pressed before the file is in the
  // input would run the empty input instead, so wait for one of the two first.
  const status = outputPanel(page).getByText(/· Output: [\d,]+ characters/);
  const waiting = outputPanel(page).getByText("(Ctrl+Enter)");
  await expect(waiting.or(status).first()).toBeVisible({ timeout: 30_000 });
  if (await waiting.isVisible()) await page.keyboard.press("Control+Enter");
  await expect(status).toBeVisible({ timeout: 30_000 });
  const shownChars = Number(
    /Output: ([\d,]+)/.exec((await status.textContent())!)![1].replace(/,/g, ""),
  );
  expect(shownChars).toBeGreaterThan(20_000);
  await expect(outputPanel(page)).not.toContainText("Showing the first");
  // One line this long is laid out without wrapping: wrapped, it blocked the page for a second.
  const output = page.locator('.cm-content[aria-label="Output"]');
  await expect(output).toBeVisible();
  await expect(output).not.toHaveClass(/cm-lineWrapping/);
  const saved = await downloadOutput(page);
  expect(saved.bytes.toString("utf8")).toHaveLength(shownChars);
  expect(saved.bytes.toString("utf8")).not.toContain("\n");
});
