// Page contract (issue 11, §7): on every live tool the main input's accessible name is exactly
// "Input" and its main result's "Output", so people using assistive technology find them the same
// way on every page, whatever the visible wording around them says.
import { expect, test } from "@playwright/test";
import { gotoHydrated, tools } from "./support";

/** Tools with no single main input to name Input, and why. */
const INPUT_EXCEPTIONS: Readonly<Record<string, string>> = {
  "/developer-cheatsheets":
    "a reference, not a transform: its one field searches the sheets and is named for that",
};

/** Tools whose main result is not named Output, and why. */
const OUTPUT_EXCEPTIONS: Readonly<Record<string, string>> = {
  "/qr-code-generator":
    "the result is an image, named by its own alt text; there is no text result to name",
  "/xpath-tester":
    "the result is a list of matched nodes in the Results region (ResultsPanel), each one selectable",
  "/developer-cheatsheets": "the sheet's entries, each with its own Copy button, are the result",
};

const liveTools = tools.filter((tool) => tool.status === "live");

test("the exceptions name live tools only", () => {
  const livePaths = liveTools.map((tool) => tool.path);
  const excepted = [...Object.keys(INPUT_EXCEPTIONS), ...Object.keys(OUTPUT_EXCEPTIONS)];
  expect(excepted.filter((path) => !livePaths.includes(path))).toEqual([]);
});

for (const tool of liveTools) {
  test(`${tool.path}: the main input is named Input and the main result Output`, async ({
    page,
  }) => {
    await gotoHydrated(page, tool.path);
    await expect(page.getByLabel("Input", { exact: true })).toHaveCount(
      tool.path in INPUT_EXCEPTIONS ? 0 : 1,
    );
    if (tool.path in OUTPUT_EXCEPTIONS) {
      await expect(page.getByLabel("Output", { exact: true })).toHaveCount(0);
    } else {
      await expect(page.getByLabel("Output", { exact: true })).toHaveCount(1);
    }
  });
}
