// /color-converter in the browser: typing converts, the picker fills the Input, the contrast colour
// applies, a colour outside sRGB says how it was mapped, and bad input names what is wrong.
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). The main task (rebeccapurple, with its download) is in e2e-engines/main-tasks.mjs.
import { expect, test } from "@playwright/test";
import { field, fillInput } from "./support";

test("converts as you type and as you pick, measures contrast, maps P3 colours and names bad input", async ({
  page,
}) => {
  await page.goto("/color-converter");
  const input = field(page, "Input");
  const output = field(page, "Output");
  // The sample, a vivid OKLCH green, is outside sRGB.
  await expect(output).toContainText("outside sRGB");

  await fillInput(page, "");
  await input.pressSequentially("#1e90ff");
  await expect(output).toContainText("Name:       dodgerblue");
  await expect(page.getByRole("img", { name: "Swatch of #1e90ff" })).toBeVisible();
  await page.getByLabel("Contrast with").fill("#000");
  await expect(output).toContainText("Contrast with #000: 6.48:1");

  await page.getByLabel("Pick a colour").fill("#336699");
  await expect(input).toHaveText("#336699");
  await expect(output).toContainText("RGB:        rgb(51 102 153)");

  await fillInput(page, "color(display-p3 1 0 0)");
  await expect(output).toContainText(
    "Gamut: inside Display P3 but outside sRGB: hex, RGB, HSL and HWB show it brought into sRGB",
  );
  await fillInput(page, "lab(50 2x 3)");
  await expect(page.getByRole("alert")).toContainText(
    'Input, lab(), a: "2x" is not a number or a percentage',
  );
});
