import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  copyWithActionBar,
  downloadOutput,
  expectCopied,
  expectEscClears,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  readField,
  readOutput,
  reloadHydrated,
  runInWorker,
} from "./support";

const PATH = "/text-escaper";

async function choose(page: Page, format: string, direction: "Escape" | "Unescape" = "Escape") {
  await page.getByLabel("Format").selectOption({ label: format });
  await page.getByLabel("Direction").selectOption({ label: direction });
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("every format both ways, errors, options, Swap, Download, Copy, Esc and a reload, in one visit", async ({
  page,
}) => {
  await test.step("escapes HTML as you type", async () => {
    await choose(page, "HTML");
    await fillInput(page, `<a href="x">Tom & Jerry's</a>`);
    await expect
      .poll(() => readOutput(page))
      .toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
    await expect(outputPanel(page)).toContainText("Input: 29 characters · Output: 59 characters");
  });

  await test.step("Download saves the output as escaped.txt", async () => {
    await choose(page, "HTML");
    await fillInput(page, "1 < 2");
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("escaped.txt");
    expect(saved.bytes.toString("utf8")).toBe("1 &lt; 2");
  });

  await test.step("Copy puts the output on the clipboard and says so", async () => {
    await choose(page, "HTML");
    await fillInput(page, "a & b");
    await copyWithActionBar(page);
    await expectCopied(page, "a &amp; b");
  });

  // Still HTML escaping, the options a fresh page starts with.
  await test.step("Esc clears the input", async () => {
    await fillInput(page, "<clear me>");
    await expectEscClears(page);
  });

  await test.step("unescapes a JSON string", async () => {
    await choose(page, "JSON string", "Unescape");
    await fillInput(page, String.raw`line one\nsay \"hi\" \u00e9`);
    await expect.poll(() => readOutput(page)).toBe('line one\nsay "hi" é');
  });

  await test.step("a malformed JSON string shows the error with its position", async () => {
    await choose(page, "JSON string", "Unescape");
    await fillInput(page, 'say "hi"');
    await expect(page.getByRole("alert").filter({ hasText: "Unescaped" })).toHaveText(
      'Unescaped double quote at line 1, column 5: write it as \\"',
    );
    await expect.poll(() => readOutput(page)).toBe("");
  });

  await test.step("escapes a JavaScript string for any quote style", async () => {
    await choose(page, "JavaScript string");
    await fillInput(page, "it's `${x}`\n");
    await expect.poll(() => readOutput(page)).toBe("it\\'s \\`\\${x}\\`\\n");
  });

  await test.step("the SQL option switches to MySQL backslash escapes", async () => {
    await choose(page, "SQL string literal");
    await fillInput(page, "O'Brien \\");
    await expect.poll(() => readOutput(page)).toBe("O''Brien \\");
    await page.getByLabel("Backslash escapes (MySQL)").check();
    await expect.poll(() => readOutput(page)).toBe("O\\'Brien \\\\");
    // Standard SQL quoting again, as a fresh page has.
    await page.getByLabel("Backslash escapes (MySQL)").uncheck();
    await expect.poll(() => readOutput(page)).toBe("O''Brien \\");
  });

  await test.step("a CSV field is quoted for the chosen delimiter", async () => {
    await choose(page, "CSV field");
    await fillInput(page, "a;b");
    await expect.poll(() => readOutput(page)).toBe("a;b");
    await page.getByLabel("Delimiter").selectOption({ label: "Semicolon (;)" });
    await expect.poll(() => readOutput(page)).toBe('"a;b"');
    // The comma again, as a fresh page has.
    await page.getByLabel("Delimiter").selectOption({ label: "Comma (,)" });
    await expect.poll(() => readOutput(page)).toBe("a;b");
  });

  await test.step("Swap turns the escaped output back into the original text", async () => {
    await choose(page, "XML");
    await fillInput(page, "<x a='1'/>");
    await expect.poll(() => readOutput(page)).toBe("&lt;x a=&apos;1&apos;/&gt;");
    await page.getByRole("button", { name: "Swap" }).click();
    await expect(page.getByLabel("Direction")).toHaveValue("unescape");
    await expect.poll(() => readOutput(page)).toBe("<x a='1'/>");
  });

  await test.step("the options survive a reload but the input is never stored", async () => {
    await choose(page, "SQL string literal", "Unescape");
    await fillInput(page, "secret''s");
    await expect.poll(() => readOutput(page)).toBe("secret's");
    // Options are saved 300 ms after the change: wait for them, then check nothing holds the input.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/text-escaper:format")))
      .toBe(JSON.stringify("sql"));
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain("secret");
    await reloadHydrated(page);
    await expect(page.getByLabel("Format")).toHaveValue("sql");
    await expect(page.getByLabel("Direction")).toHaveValue("unescape");
    expect(await readField(page, "Input")).toBe("");
  });
});

test("a 300,000-character input is escaped in a worker on Ctrl+Enter", async ({ page }) => {
  const line = "<p>Tom & Jerry</p>\n";
  const text = line.repeat(Math.ceil(300_000 / line.length)).slice(0, 300_000);
  await choose(page, "HTML");
  await chooseInputFile(page, "big.html", "text/html", text);
  await expect(outputPanel(page)).toContainText("press Escape (Ctrl+Enter)");
  await runInWorker(page);
  await expect(outputPanel(page)).toContainText("Input: 300,000 characters · Output:");
  await expect(field(page, "Output")).toContainText("&lt;p&gt;Tom &amp; Jerry&lt;/p&gt;");
});
