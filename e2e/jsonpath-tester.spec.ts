// /jsonpath-tester in the browser: a JSONPath filter on the sample lists its matches with their
// normalized paths, a picked match is marked in the Input, Download gives the values; the query's
// and the input's errors are named where they are; jq mode runs jq's WebAssembly with its switches;
// a 10 MB file is queried in the worker without going into the editor. What the queries mean is the
// oracles' job (the RFC 9535 compliance suite and Debian's jq in the unit tests).
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). The main task (a filter on a short document, with the download) is in
// e2e-engines/main-tasks.mjs.
import { writeFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { downloadFrom, fillInput, gotoHydrated } from "./support";

const output = (page: Page) => page.getByRole("region", { name: "Output", exact: true });
const status = (page: Page) => output(page).getByRole("status");
const query = (page: Page) => page.getByLabel("Query", { exact: true });

test("JSONPath matches, their paths and marks, the download, errors, jq with its switches and a 10 MB file, in one visit", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, "/jsonpath-tester");
  await page.getByRole("button", { name: "Load sample" }).click();
  await query(page).fill("$..book[?@.price < 10].title");
  await expect(status(page)).toHaveText("2 matches");
  const matches = output(page).getByRole("list", { name: /^Matches/ });
  await expect(matches.getByRole("listitem")).toHaveCount(2);
  await expect(matches.getByRole("listitem").first()).toContainText(
    "$['store']['book'][0]['title']",
  );
  await expect(matches.getByRole("listitem").first()).toContainText('"Sayings of the Century"');
  // Every match tinted in the Input; the one picked outlined.
  await expect(page.locator(".cm-match")).toHaveCount(2);
  await matches.getByRole("button", { name: "$['store']['book'][2]['title']" }).click();
  await expect(page.locator(".cm-match-picked")).toHaveText('"Moby Dick"');
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download", exact: true }).first().click(),
  );
  expect(saved.name).toBe("matches.json");
  expect(JSON.parse(saved.bytes.toString())).toEqual(["Sayings of the Century", "Moby Dick"]);

  // A function and a filter from RFC 9535; then the query's error and the input's, where they are.
  await query(page).fill("$.store.book[?length(@.title) > 20].author");
  await expect(status(page)).toHaveText("2 matches");
  await expect(matches).toContainText('"J. R. R. Tolkien"');
  await query(page).fill("$.store.book[?@.price <");
  await expect(page.getByRole("alert")).toContainText("Query is not valid JSONPath");
  await query(page).fill("$..price");
  await fillInput(page, '{"a": 1,\n  "b": }');
  await expect(page.getByRole("alert")).toContainText("Input is not valid JSON");
  await expect(page.getByRole("alert")).toContainText("line 2");

  // jq: the real jq, its output as it prints it, -c, and its own error message.
  await page.getByRole("button", { name: "Load sample" }).click();
  await page.getByLabel("Mode").selectOption("jq");
  await query(page).fill("[.store.book[] | select(.price < 10) | .author]");
  const printed = output(page).getByLabel("jq output");
  await expect(printed).toHaveText('[\n  "Nigel Rees",\n  "Herman Melville"\n]', {
    timeout: 20_000,
  });
  await page.getByLabel("Compact output (-c)").check();
  await expect(printed).toHaveText('["Nigel Rees","Herman Melville"]');
  await query(page).fill(".store.book | map(.price) | add");
  await expect(printed).toHaveText("53.92");
  await query(page).fill(".store | keys(");
  await expect(page.getByRole("alert")).toContainText("syntax error");

  // A 10 MB file stays out of the editor and is queried in the worker, the count said.
  await page.getByLabel("Mode").selectOption("jsonpath");
  await query(page).fill("$[?@.n < 1500].n");
  const big = test.info().outputPath("big.json");
  const items = Array.from({ length: 200_000 }, (_, n) => ({ n, label: `item ${n} of the list` }));
  await writeFile(big, JSON.stringify(items, null, 1));
  await page.locator('section[aria-label="Input panel"] input[type=file]').setInputFiles(big);
  await expect(page.getByText(/big\.json \(.+ MB\), queried in the background/)).toBeVisible();
  await expect(status(page)).toHaveText("1,500 matches", { timeout: 30_000 });
  // Rows are drawn in batches; Download has every listed value, made in the worker.
  const rows = output(page)
    .getByRole("list", { name: /^Matches/ })
    .getByRole("listitem");
  await expect(rows).toHaveCount(200);
  await page.getByRole("button", { name: "Show 1,000 more of the 1,300 not shown" }).click();
  await expect(rows).toHaveCount(1_200);
  await page.getByRole("button", { name: "Show 300 more of the 300 not shown" }).click();
  await expect(rows).toHaveCount(1_500);
  const values = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download", exact: true }).first().click(),
  );
  expect(JSON.parse(values.bytes.toString("utf8"))).toEqual(
    Array.from({ length: 1_500 }, (_, n) => n),
  );
});
