// /number-base-converter in the browser: typing converts, the bases and grouping apply, text turns
// into bytes and back, and a bad digit is named with its column in the page.
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). The main task (two's complement of -2, with its download) is in
// e2e-engines/main-tasks.mjs.
import { expect, test } from "@playwright/test";
import { field, fillInput } from "./support";

test("converts as you type, in the chosen bases, text to bytes and back, and names a bad digit", async ({
  page,
}) => {
  await page.goto("/number-base-converter");
  const input = field(page, "Input");
  const output = field(page, "Output");
  await expect(output).toContainText("→ Base 36: 73");

  await fillInput(page, "");
  await input.pressSequentially("0b1010.1");
  await expect(output).toContainText("Decimal:    10.5");
  await expect(output).toContainText("float64:  0x4025000000000000 (10.5)");

  await page.getByLabel("From base").selectOption("16");
  await page.getByLabel("To base").selectOption("7");
  await page.getByLabel("Group digits").check();
  await fillInput(page, "DEADBEEF");
  await expect(output).toContainText("Decimal:   3,735,928,559");
  await expect(output).toContainText("→ Base 7:  161402603666");
  await expect(output).toContainText(
    "32-bit:   DEAD BEEF  signed -559,038,737, unsigned 3,735,928,559",
  );
  await input.press("End");
  await input.pressSequentially("G");
  await expect(page.getByRole("alert")).toContainText(
    'Column 9: "G" is not a digit in base 16 (0-9, A-F)',
  );

  await page.getByLabel("Input is").selectOption("text");
  await fillInput(page, "Hé");
  await expect(output).toContainText("Hex:           48 C3 A9");
  await page.getByLabel("Input is").selectOption("bytes");
  await fillInput(page, "48 C3 A9 21");
  await expect(output).toContainText("Text (UTF-8):  Hé!");
});
