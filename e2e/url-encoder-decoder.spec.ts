import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  downloadFrom,
  downloadOutput,
  expectCopied,
  expectEscClears,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  readOutput,
  reloadHydrated,
  runInWorker,
} from "./support";

const PATH = "/url-encoder-decoder";

async function choose(page: Page, label: "Mode" | "Variant", option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

// One visit: a step that changes an option sets back the page's own (Encode, Component, one
// value), and what a reload keeps is the last step.
test("encoding, decoding, variants, errors, lines, Download, Ctrl+S, Ctrl+C, Esc and a reload, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);

  await test.step("text is encoded as a URL component as you type", async () => {
    await fillInput(page, "a b&c=é");
    await expect.poll(() => readOutput(page)).toBe("a%20b%26c%3D%C3%A9");
    await expect(outputPanel(page)).toContainText("Input: 7 characters · Output: 18 characters");
  });

  await test.step("Download saves the output as encoded.txt", async () => {
    await fillInput(page, "x y");
    await expect.poll(() => readOutput(page)).toBe("x%20y");
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("encoded.txt");
    expect(saved.bytes.toString("utf8")).toBe("x%20y");
  });

  await test.step("Esc clears the input and the output", async () => {
    await fillInput(page, "clear me");
    await expect.poll(() => readOutput(page)).toBe("clear%20me");
    await expectEscClears(page);
  });

  await test.step("a whole URL keeps its structure", async () => {
    await choose(page, "Variant", "Whole URL");
    await fillInput(page, "https://example.com/a b?q=é#top");
    await expect.poll(() => readOutput(page)).toBe("https://example.com/a%20b?q=%C3%A9#top");
    // Back to the options a fresh page has.
    await choose(page, "Variant", "Component");
  });

  await test.step("form data decodes + as a space", async () => {
    await choose(page, "Mode", "Decode");
    await choose(page, "Variant", "Form data");
    await fillInput(page, "name=J%C3%BCrgen+M%C3%BCller%2B");
    await expect.poll(() => readOutput(page)).toBe("name=Jürgen Müller+");
    // Back to the options a fresh page has.
    await choose(page, "Mode", "Encode");
    await choose(page, "Variant", "Component");
  });

  await test.step("a malformed percent sequence shows an alert naming its position", async () => {
    await choose(page, "Mode", "Decode");
    await fillInput(page, "abcdef%E0%A4%A");
    await expect(page.getByRole("alert")).toHaveText(
      'Malformed percent-encoding at position 7: "%E0%A4%A"',
    );
    await expect.poll(() => readOutput(page)).toBe("");
    // Back to the options a fresh page has.
    await choose(page, "Mode", "Encode");
  });

  await test.step("one value per line keeps the lines and names the line of an error", async () => {
    await page.getByLabel("One value per line").check();
    await fillInput(page, "a b\nc&d");
    await expect.poll(() => readOutput(page)).toBe("a%20b\nc%26d");
    await choose(page, "Mode", "Decode");
    await fillInput(page, "ok\n100%");
    await expect(page.getByRole("alert")).toHaveText(
      'Malformed percent-encoding at line 2, position 4: "%"',
    );
    // Back to the options a fresh page has.
    await page.getByLabel("One value per line").uncheck();
    await choose(page, "Mode", "Encode");
  });

  await test.step("Ctrl+S downloads and Ctrl+C copies the output", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await choose(page, "Mode", "Decode");
    await fillInput(page, "caf%C3%A9");
    await expect.poll(() => readOutput(page)).toBe("café");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("decoded.txt");
    expect(saved.bytes.toString("utf8")).toBe("café");
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+c");
    await expectCopied(page, "café");
    // Back to the options a fresh page has.
    await choose(page, "Mode", "Encode");
  });

  await test.step("options survive a reload but the input is never stored", async () => {
    await choose(page, "Variant", "Form data");
    await page.getByLabel("One value per line").check();
    await fillInput(page, "secret token");
    await expect.poll(() => readOutput(page)).toBe("secret+token");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/url-encoder-decoder:perLine")))
      .toBe("true");
    await reloadHydrated(page);
    await expect(page.getByLabel("Variant", { exact: true })).toHaveValue("form");
    await expect(page.getByLabel("One value per line")).toBeChecked();
    await expect(field(page, "Input")).toHaveValue("");
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain("secret");
  });
});

test("a 600,000-character file is converted in a worker on Ctrl+Enter", async ({ page }) => {
  await gotoHydrated(page, PATH);
  const text = "key=value & more/".repeat(Math.ceil(600_000 / 17)).slice(0, 600_000);
  await chooseInputFile(page, "big.txt", "text/plain", text);
  await expect(outputPanel(page)).toContainText("press Encode (Ctrl+Enter)");
  await runInWorker(page);
  const expected = encodeURIComponent(text).length.toLocaleString("en-US");
  await expect(outputPanel(page)).toContainText(`Output: ${expected} characters`);
  await expect(field(page, "Output")).toContainText("key%3Dvalue%20%26%20more%2F");
});
