// /chain in the browser: a chain built with "Add step" (Base64 decode → JSON Formatter → JSON to
// YAML) gives YAML that PyYAML reads back as the original JSON; an error names its step; the chain
// saved as a link opens in a fresh browser with its steps listed and nothing run until Run;
// steps are switched off, removed and moved.
// The page contract (names, axe, share round trip) and the main task are checked elsewhere.
import { execFileSync } from "node:child_process";
import { type Page, expect, test } from "@playwright/test";
import { fillInput, gotoHydrated, readOutput } from "./support";

const DOCUMENT = {
  name: "Ünïcode ✓",
  list: [1, 2.5, true, null, "yes", "0x1F"],
  nested: { "a: b": "- c" },
};
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

function pyYamlAsJson(yaml: string): unknown {
  return JSON.parse(
    execFileSync(
      "python3",
      ["-c", "import yaml,json,sys; json.dump(yaml.safe_load(sys.stdin.read()), sys.stdout)"],
      { input: yaml },
    ).toString(),
  );
}

const step = (page: Page, name: string) => page.getByRole("region", { name });

async function addStep(page: Page, toolPath: string, name: string) {
  await page.getByLabel("Add step", { exact: true }).selectOption(toolPath);
  await expect(step(page, name)).toBeVisible();
  // Its options are shown once the tool's declaration has loaded.
  await expect(step(page, name).getByText("Loading the tool's options…")).toHaveCount(0);
}

async function shareLinkWithInput(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this tool" });
  const link = dialog.getByLabel("Share link");
  await expect(link).toHaveValue(/#share=v1\./);
  const before = await link.inputValue();
  await dialog.getByLabel("Include my input").check();
  await expect(link).not.toHaveValue(before);
  const value = await link.inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();
  return value;
}

test("a chain built with Add step gives YAML PyYAML reads as the JSON; an error names its step; its link opens the steps unrun, Run gives the same YAML; steps switch off, go and move", async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, "/chain");
  await fillInput(page, base64(JSON.stringify(DOCUMENT)));
  await addStep(page, "/base64-encoder-decoder", "Step 1: Base64 Encoder/Decoder");
  await step(page, "Step 1: Base64 Encoder/Decoder").getByLabel("Mode").selectOption("decode");
  // After a Base64 decode (text of any kind) the JSON Formatter is offered.
  await addStep(page, "/json-formatter", "Step 2: JSON Formatter");
  // After the formatter's JSON, JSON to YAML is offered; after YAML, the JSON Formatter is not.
  await addStep(page, "/json-to-yaml-converter", "Step 3: JSON to YAML");
  await expect(page.getByLabel("Add step").locator('option[value="/json-formatter"]')).toHaveCount(
    0,
  );

  await expect.poll(() => readOutput(page)).toContain("nested:");
  const yaml = await readOutput(page);
  expect(pyYamlAsJson(yaml)).toEqual(DOCUMENT);

  // A step's error names it and shows the JSON Formatter's own message.
  await fillInput(page, base64('{"a": [1, 2,]}'));
  await expect(
    page.getByRole("alert").filter({ hasText: "Step 2, JSON Formatter: " }),
  ).toContainText(/Step 2, JSON Formatter: Trailing comma before '\]' at line 1, column \d+/);
  await fillInput(page, base64(JSON.stringify(DOCUMENT)));
  await expect.poll(() => readOutput(page)).toBe(yaml);

  const link = await shareLinkWithInput(page);

  // A step's result is shown on request, and its tool opens with the step's input and options.
  const formatterStep = step(page, "Step 2: JSON Formatter");
  await formatterStep.locator("summary").click();
  await expect(formatterStep.getByLabel("Result of step 2")).toContainText('"name": "Ünïcode ✓"');
  await formatterStep.getByRole("button", { name: "Open step 2 in JSON Formatter" }).click();
  await expect(page).toHaveURL(/\/json-formatter/);
  await expect.poll(() => readOutput(page)).toContain('\n  "name": "Ünïcode ✓"');
  expect(JSON.parse(await readOutput(page))).toEqual(DOCUMENT);
  const context = await browser.newContext();
  const other = await context.newPage();
  await gotoHydrated(other, link);
  await expect(step(other, "Step 1: Base64 Encoder/Decoder")).toBeVisible();
  await expect(step(other, "Step 2: JSON Formatter")).toBeVisible();
  await expect(step(other, "Step 3: JSON to YAML")).toBeVisible();
  await expect(step(other, "Step 1: Base64 Encoder/Decoder").getByLabel("Mode")).toHaveValue(
    "decode",
  );
  await expect(
    other.getByText("These steps have not run yet: check them, then press Run."),
  ).toBeVisible();
  expect(await readOutput(other)).toBe("");
  await other.getByRole("button", { name: "Run", exact: true }).click();
  await expect.poll(() => readOutput(other)).toBe(yaml);

  // Switched off, the last step passes the formatted JSON on; removed, it is gone; moved up, the
  // JSON Formatter gets the Base64 text and its error names it as step 1.
  await step(other, "Step 3: JSON to YAML").getByLabel("On", { exact: true }).uncheck();
  // While the run is under way the Output is empty or still the YAML, neither of them JSON.
  await expect
    .poll(async () => {
      try {
        return JSON.parse(await readOutput(other)) as unknown;
      } catch {
        return null;
      }
    })
    .toEqual(DOCUMENT);
  await step(other, "Step 3: JSON to YAML")
    .getByRole("button", { name: "Remove", exact: true })
    .click();
  await expect(step(other, "Step 3: JSON to YAML")).toHaveCount(0);
  await step(other, "Step 2: JSON Formatter")
    .getByRole("button", { name: "Move up", exact: true })
    .click();
  await expect(step(other, "Step 1: JSON Formatter")).toBeVisible();
  await expect(
    other.getByRole("alert").filter({ hasText: "Step 1, JSON Formatter: " }),
  ).toBeVisible();
  await context.close();
});
