import { expect, test } from "@playwright/test";
import { describeCodeTool, expectOutput } from "./code-tools";
import { fillInput, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/sql-formatter";

describeCodeTool({
  path: PATH,
  runLabel: "Format",
  verb: "format",
  input: "select a, b from t where x = 1",
  output: "SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1",
  fileName: "formatted.sql",
  badInput: "SELECT a\nFROM t\nWHERE x = @@@ AND y",
  badMessage: 'Parse error: Unexpected "@@@ AND y" at line 3, column 11',
  largeLine:
    "select a.id, b.name from orders a join customers b on a.cid = b.id where a.total > 100;\n",
});

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("the Dialect select lists every sql-formatter language, Standard SQL first", async ({
  page,
}) => {
  const dialect = page.getByLabel("Dialect");
  const labels = await dialect.locator("option").allTextContents();
  expect(labels).toHaveLength(20);
  expect(labels[0]).toBe("Standard SQL");
  for (const name of ["PostgreSQL", "MySQL", "MariaDB", "SQLite", "SQL Server (T-SQL)"])
    expect(labels).toContain(name);
  expect(labels).toContain("Oracle PL/SQL");
  expect(labels).toContain("Google BigQuery");
});

test("dialect, keyword case and indent change the result, and survive a reload", async ({
  page,
}) => {
  await page.getByLabel("Dialect").selectOption({ label: "PostgreSQL" });
  await page.getByLabel("Keyword case").selectOption({ label: "lower" });
  await page.getByLabel("Indent").selectOption({ label: "4 spaces" });
  await fillInput(page, "SELECT a::int FROM t");
  await expectOutput(page, "select\n    a::int\nfrom\n    t");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/sql-formatter:input")))
    .toBe(JSON.stringify("SELECT a::int FROM t"));
  await reloadHydrated(page);
  await expect(page.getByLabel("Dialect")).toHaveValue("postgresql");
  await expectOutput(page, "select\n    a::int\nfrom\n    t");
});

test("an unclosed parenthesis says the input ended too early", async ({ page }) => {
  await fillInput(page, "SELECT * FROM t WHERE (a = 1");
  await expect(page.getByRole("alert")).toHaveText(
    "Parse error: Unexpected end of input at line 1, column 29",
  );
});
