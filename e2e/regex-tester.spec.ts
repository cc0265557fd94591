import { type Page, expect, test } from "@playwright/test";
import {
  downloadFrom,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  pasteInput,
  readField,
  reloadHydrated,
  waitForRunsToEnd,
} from "./support";
import { machineSlowdown, scaledLimitMs } from "./machine-speed";
import { UNICODE_PROPERTY_HINT } from "../app/tools/regex-tester/regex-core";

const PATH = "/regex-tester";

const patternField = (page: Page) => page.getByLabel("Pattern", { exact: true });
const flag = (page: Page, letter: string) =>
  page.getByRole("checkbox", { name: new RegExp(`^${letter} `) });
const matchTable = (page: Page) => page.getByRole("table", { name: "Matches" });
const matchRows = (page: Page) => matchTable(page).getByRole("row");
const view = (page: Page, name: string) => page.getByRole("tab", { name });
const alert = (page: Page) => page.getByRole("alert");

async function setFlags(page: Page, letters: string) {
  for (const letter of ["d", "g", "i", "m", "s", "u", "v", "y"])
    await flag(page, letter).setChecked(letters.includes(letter));
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

// One visit (the page opens in the beforeEach above, as for the tests below): a step that changes
// the flags or the view sets back the sample's, and what a reload keeps is the last step.
test("matches, errors, the explanation, CSV, replace, list and split, \\p hints, test strings and a reload, in one visit", async ({
  page,
}) => {
  await test.step("a pasted text is matched: the list shows each match with its named groups, the text is highlighted", async () => {
    await patternField(page).fill(String.raw`(?<key>\w+)=(?<value>\d+)?`);
    await setFlags(page, "gd");
    await fillInput(page, "a=1, bb=22, c=\nlast=333");
    await expect(page.getByText("4 matches")).toBeVisible();
    // The header and four rows.
    await expect(matchRows(page)).toHaveCount(5);
    await expect(matchRows(page).nth(0)).toContainText("Group 1: key");
    await expect(matchRows(page).nth(0)).toContainText("Group 2: value");
    // Index, length, the match, each group with its span (d flag); an unmatched group says so.
    await expect(matchRows(page).nth(2).getByRole("cell")).toHaveText([
      "2",
      "5",
      "5",
      "bb=22",
      "bb [5–7]",
      "22 [8–10]",
    ]);
    await expect(matchRows(page).nth(3).getByRole("cell").nth(5)).toHaveText("(no match)");
    await expect(page.locator(".cm-rx-match, .cm-rx-match-alt").first()).toHaveText("a=1");
    await expect(page.locator(".cm-rx-g1").last()).toHaveText("333");
    // A row's number picks that match in the text.
    await matchRows(page).nth(4).getByRole("button", { name: "4" }).click();
    await expect(page.locator(".cm-rx-picked")).toHaveText("last=333");
    await expect(alert(page)).toHaveText("");
    // Back to what a fresh page has: the sample's flags, the Matches view.
    await setFlags(page, "g");
  });

  await test.step("a syntax error shows the engine's message with its position", async () => {
    await patternField(page).fill("ab(c[d-");
    await expect(alert(page)).toContainText("Invalid regular expression: /ab(c[d-/");
    await expect(alert(page)).toContainText("(at character");
    await patternField(page).fill("x{3,1}");
    await expect(alert(page)).toHaveText(
      "Invalid regular expression: /x{3,1}/g: numbers out of order in {} quantifier (at character 2 of the pattern)\nx{3,1}\n ^",
    );
    await expect(page.getByText("Fix the syntax error to see the explanation.")).toBeVisible();
    await patternField(page).fill("x{1,3}");
    await expect(alert(page)).toHaveText("");
  });

  await test.step("the pattern is explained token by token", async () => {
    await patternField(page).fill(String.raw`^(?<id>[A-Z]\d+?)|\bfoo(?=bar)`);
    const explanation = page.getByRole("region", { name: "Explanation" });
    await expect(explanation).toContainText("Either of 2 alternatives");
    await expect(explanation).toContainText('Named capturing group "id" (group 1)');
    await expect(explanation).toContainText('A character from "A" to "Z"');
    await expect(explanation).toContainText("One or more times, as few times as possible (lazy)");
    await expect(explanation).toContainText("Lookahead: what follows must match");
    await expect(explanation).toContainText("A word boundary");
  });

  await test.step("the match list downloads as CSV", async () => {
    await patternField(page).fill(String.raw`b(\d)`);
    await setFlags(page, "g");
    await fillInput(page, "b1 b2");
    await expect(page.getByText("2 matches")).toBeVisible();
    const saved = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).first().click(),
    );
    expect(saved.name).toBe("matches.csv");
    expect(saved.bytes.toString("utf8").split(/\r?\n/)).toEqual([
      "#,Index,Length,Match,Group 1",
      "1,0,2,b1,1",
      "2,3,2,b2,2",
    ]);
  });

  await test.step("the substitution box replaces with $<name>, $1 and $&, and the result downloads", async () => {
    await patternField(page).fill(String.raw`(?<word>\w+)@(\w+)`);
    await setFlags(page, "g");
    await fillInput(page, "mail ann@example or bob@test");
    await view(page, "Replace").click();
    await page.getByLabel("Substitution").fill("<$<word> at $2 ($&)>");
    await expect
      .poll(() => readField(page, "Output"))
      .toBe("mail <ann at example (ann@example)> or <bob at test (bob@test)>");
    const saved = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).first().click(),
    );
    expect(saved.name).toBe("replaced.txt");
    expect(saved.bytes.toString("utf8")).toBe(
      "mail <ann at example (ann@example)> or <bob at test (bob@test)>",
    );
    // Back to what a fresh page has: the sample's flags, the Matches view.
    await view(page, "Matches").click();
  });

  await test.step("the list view writes one line per match through a template; split gives the pieces", async () => {
    await patternField(page).fill(String.raw`(\d+)(px|em)`);
    await setFlags(page, "g");
    await fillInput(page, "margin: 10px 2em 0 4px");
    await view(page, "List").click();
    await page.getByLabel("Template (one line per match)").fill("$2=$1");
    await expect.poll(() => readField(page, "Output")).toBe("px=10\nem=2\npx=4");
    await view(page, "Split").click();
    await expect
      .poll(() => readField(page, "Output"))
      .toBe(
        '[\n  "margin: ",\n  "10",\n  "px",\n  " ",\n  "2",\n  "em",\n  " 0 ",\n  "4",\n  "px",\n  ""\n]',
      );
    // Back to what a fresh page has: the sample's flags, the Matches view.
    await view(page, "Matches").click();
  });

  await test.step("a \\p{…} pattern without the u flag says it needs u instead of silently matching nothing", async () => {
    await patternField(page).fill(String.raw`\p{Lu}+`);
    await setFlags(page, "g");
    await fillInput(page, "Hello WORLD");
    await expect(page.getByText(UNICODE_PROPERTY_HINT)).toBeVisible();
    await setFlags(page, "gu");
    await expect(page.getByText("2 matches")).toBeVisible();
    await expect(page.getByText(UNICODE_PROPERTY_HINT)).toHaveCount(0);
    // Back to what a fresh page has: the sample's flags, the Matches view.
    await setFlags(page, "g");
  });

  await test.step("test strings show pass or fail for the pattern", async () => {
    await patternField(page).fill(String.raw`^\d{3}-\d{4}$`);
    const tests = page.getByRole("region", { name: "Test strings" });
    // The sample's two strings first.
    await tests.getByLabel("Test string 1", { exact: true }).fill("555-1234");
    await tests.getByLabel("Test string 2", { exact: true }).fill("5551234");
    await tests.getByRole("button", { name: "Add test string" }).click();
    await tests.getByLabel("Test string 3", { exact: true }).fill("555-12345");
    await tests.getByLabel("Expectation 3").selectOption("should match");
    await expect(tests.getByLabel("Result 1")).toContainText("Pass");
    await expect(tests.getByLabel("Result 2")).toContainText("Pass");
    await expect(tests.getByLabel("Result 3")).toContainText("Fail: no match");
    await expect(tests.getByRole("status")).toHaveText("2 of 3 pass");
  });

  await test.step("pattern, flags, text, substitution and tests survive a reload", async () => {
    await patternField(page).fill("h(i)");
    await setFlags(page, "gi");
    await fillInput(page, "Hi hi");
    await view(page, "Replace").click();
    await page.getByLabel("Substitution").fill("[$1]");
    await page
      .getByRole("region", { name: "Test strings" })
      .getByLabel("Test string 1", { exact: true })
      .fill("HI");
    await expect.poll(() => readField(page, "Output")).toBe("[i] [i]");
    await page.waitForTimeout(400);
    // A reload during a run would hold the restored input back (the page's run guard).
    await waitForRunsToEnd(page, PATH);
    await reloadHydrated(page);
    await expect(patternField(page)).toHaveValue("h(i)");
    await expect(flag(page, "i")).toBeChecked();
    await expect(page.getByLabel("Substitution")).toHaveValue("[$1]");
    await expect.poll(() => readField(page, "Input")).toBe("Hi hi");
    await expect(page.getByLabel("Test string 1", { exact: true })).toHaveValue("HI");
    await expect.poll(() => readField(page, "Output")).toBe("[i] [i]");
  });
});

test(
  "a catastrophic pattern is stopped after 2 s with the message, and the page stays responsive",
  { tag: "@timing" },
  async ({ page }) => {
    await setFlags(page, "");
    await fillInput(page, `${"a".repeat(30)}!`);
    await patternField(page).fill("(a+)+$");
    // While the worker is stuck, the page answers at once and typing still works.
    await page.waitForTimeout(500);
    await expectMainThreadFree(page);
    // A click is answered (the tab switches and the page paints) within the page's 200 ms budget,
    // scaled by this machine's speed, while the worker is stuck.
    const limit = scaledLimitMs(200, await machineSlowdown(page));
    const clickMs = await page.evaluate(async () => {
      const started = performance.now();
      document.getElementById("regex-view-tab-list")?.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    });
    expect(clickMs).toBeLessThan(limit);
    await expect(page.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");
    // Typing still works: the substitution-free list template takes keystrokes.
    await page.getByLabel("Template (one line per match)").press("End");
    await page.getByLabel("Template (one line per match)").pressSequentially("-$1");
    await expect(page.getByLabel("Template (one line per match)")).toHaveValue("$<year>: $&-$1");
    await expect(alert(page)).toHaveText("The pattern took too long (catastrophic backtracking?)", {
      timeout: 10_000,
    });
    await expectMainThreadFree(page);
    await patternField(page).fill("a+!");
    await expect(alert(page)).toHaveText("");
    await view(page, "Matches").click();
    await expect(page.getByText("1 match", { exact: true })).toBeVisible();
  },
);

/** Pastes `text` into the Input in one go, as a large file's content arrives. */

test("a 10 MB text is matched in the worker; the list stops at 100,000 matches and scrolls", async ({
  page,
}) => {
  await patternField(page).fill(String.raw`(\d+)-(\w+)`);
  await setFlags(page, "g");
  // 10.5 MB, 500,000 matches.
  await pasteInput(page, "id 12-ab, ".repeat(1_050_000));
  await expect(page.getByText("Long text: press Match (Ctrl+Enter)")).toBeVisible();
  await page.keyboard.press("Control+Enter");
  await expectMainThreadFree(page);
  await expect(
    page.getByText(
      "The first 100,000 matches (there are more): the list and highlighting stop there",
    ),
    // Under a busy CI machine the 10 MB run takes several seconds; its progress reports keep the
    // 2 s stuck-pattern limit from stopping it.
  ).toBeVisible({ timeout: 30_000 });
  await expect(matchTable(page)).toHaveAttribute("aria-rowcount", "100001");
  // Only the rows in view exist; scrolling to the end brings the last one.
  expect(await matchRows(page).count()).toBeLessThan(60);
  await matchTable(page)
    .getByRole("rowgroup")
    .evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
  await expect(matchRows(page).last().getByRole("cell").nth(1)).toHaveText("999993");
  // The pasted text leaves the editor at its end, past the highlighted part; picking the last
  // listed match brings it into view, marked with its groups.
  await matchRows(page).last().getByRole("button", { name: "100000" }).click();
  await expect(page.locator(".cm-rx-picked")).toHaveText("12-ab");
  await expect(page.locator(".cm-rx-g0").first()).toHaveText("12");
});
