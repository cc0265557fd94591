import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  downloadOutput,
  expectMainThreadFree,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  readField,
  readOutput,
  reloadHydrated,
  runInWorker,
} from "./support";

const PATH = "/json-to-yaml-converter";

const choose = (page: Page, label: string, option: string) =>
  page.getByLabel(label).selectOption({ label: option });

const actionButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

// One visit: a step that changes an option sets back the page's own (JSON → YAML, 2 spaces, no
// quoting), and what a reload keeps is the last step.
test("both directions, options, Swap, errors, the sample, Download and a reload, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("JSON becomes YAML as you type, indented by 2 spaces", async () => {
    await fillInput(page, '{"server": {"port": 8080, "hosts": ["a", "b"]}}');
    await expect
      .poll(() => readOutput(page))
      .toBe("server:\n  port: 8080\n  hosts:\n    - a\n    - b\n");
  });

  await test.step("invalid JSON shows the spec's message in an alert", async () => {
    await fillInput(page, '{"a": }');
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to convert JSON to YAML: Unexpected token } at line 1, column 7",
    );
  });

  await test.step("Download saves the YAML as converted.yaml", async () => {
    await fillInput(page, '{"k": "v"}');
    await expect.poll(() => readOutput(page)).toBe("k: v\n");
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("converted.yaml");
    expect(saved.bytes.toString("utf8")).toBe("k: v\n");
  });

  await test.step("Load sample converts the bookstore JSON", async () => {
    await actionButton(page, "Load sample").click();
    await expect
      .poll(() => readOutput(page))
      .toContain("store:\n  book:\n    - category: reference");
  });

  await test.step("the indentation and quoting style options change the YAML", async () => {
    await fillInput(page, '{"app": {"name": "demo"}}');
    await choose(page, "Indentation", "4 spaces");
    await choose(page, "Quoting style", "Double");
    await expect.poll(() => readOutput(page)).toBe('app:\n    name: "demo"\n');
    await choose(page, "Quoting style", "Single");
    await expect.poll(() => readOutput(page)).toBe("app:\n    name: 'demo'\n");
    // Back to the options a fresh page has.
    await choose(page, "Indentation", "2 spaces");
    await choose(page, "Quoting style", "None");
  });

  await test.step("YAML becomes JSON in the other direction", async () => {
    await choose(page, "Direction", "YAML → JSON");
    await fillInput(page, "name: demo\nreplicas: 3\nenabled: yes\n");
    await expect
      .poll(() => readOutput(page))
      .toBe('{\n  "name": "demo",\n  "replicas": 3,\n  "enabled": "yes"\n}\n');
    // Back to the options a fresh page has.
    await choose(page, "Direction", "JSON → YAML");
  });

  await test.step("invalid YAML shows its line and column in an alert", async () => {
    await choose(page, "Direction", "YAML → JSON");
    await fillInput(page, "a: 1\na: 2\n");
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to convert YAML to JSON: Map keys must be unique at line 2, column 1",
    );
    // Back to the options a fresh page has.
    await choose(page, "Direction", "JSON → YAML");
  });

  await test.step("Swap moves the output into the input and reverses the direction", async () => {
    await fillInput(page, '{"a": [1, 2]}');
    await expect.poll(() => readOutput(page)).toBe("a:\n  - 1\n  - 2\n");
    await actionButton(page, "Swap").click();
    await expect(page.getByLabel("Direction")).toHaveValue("yaml-to-json");
    // CodeMirror may now show the input: its text gains a line break after the last line.
    await expect
      .poll(async () => (await readField(page, "Input")).trimEnd())
      .toBe("a:\n  - 1\n  - 2");
    await expect.poll(() => readOutput(page)).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}\n');
    // Back to the options a fresh page has.
    await choose(page, "Direction", "JSON → YAML");
  });

  await test.step("the input and the options survive a reload", async () => {
    await choose(page, "Quoting style", "Double");
    await fillInput(page, '{"k": "v"}');
    await expect.poll(() => readOutput(page)).toBe('k: "v"\n');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/json-to-yaml-converter:input")))
      .toBe(JSON.stringify('{"k": "v"}'));
    await reloadHydrated(page);
    await expect(page.getByLabel("Quoting style")).toHaveValue("double");
    await expect.poll(() => readOutput(page)).toBe('k: "v"\n');
  });
});

test("a large JSON file converts in a worker on Ctrl+Enter", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const items = Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `item ${i}` }));
  const yamlLength = items.reduce(
    (sum, { id }) => sum + `- id: ${id}\n  name: item ${id}\n`.length,
    0,
  );
  await chooseInputFile(page, "big.json", "application/json", JSON.stringify(items));
  await expect(outputPanel(page)).toContainText("press Convert (Ctrl+Enter)");
  await runInWorker(page);
  await expectMainThreadFree(page);
  await expect(outputPanel(page)).toContainText(
    `Output: ${yamlLength.toLocaleString("en-US")} characters`,
    { timeout: 20_000 },
  );
  await expect(field(page, "Output")).toContainText("name: item 0");
});
