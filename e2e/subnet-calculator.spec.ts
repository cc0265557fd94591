// /subnet-calculator in the browser: typing describes, each operation answers, bad input names its
// line and column in the page, and a large paste waits for Calculate and goes to the worker.
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json,
// perToolSeconds). The main task (a split, with its download) is in e2e-engines/main-tasks.mjs.
import { expect, test } from "@playwright/test";
import { field, fillInput } from "./support";

test("describes as you type, summarises, finds addresses, and names bad input's line", async ({
  page,
}) => {
  await page.goto("/subnet-calculator");
  const input = field(page, "Input");
  const output = field(page, "Output");
  // The sample describes three networks of both families.
  await expect(output).toContainText("Kind:             Documentation (RFC 3849)");

  await fillInput(page, "");
  await input.pressSequentially("172.16.5.4/30");
  await expect(output).toContainText("Last host:        172.16.5.6");
  await input.press("End");
  await input.pressSequentially("\n10.0.0.300");
  await expect(page.getByRole("alert")).toContainText(
    'Line 2, column 8: 300 in "10.0.0.300" is more than 255',
  );

  await page.getByLabel("Operation").selectOption("summarise");
  await fillInput(page, "10.0.0.0/25\n10.0.0.128 - 10.0.1.255\n10.0.2.0/23");
  await expect(output).toHaveText("10.0.0.0/22");

  await page.getByLabel("Operation").selectOption("contains");
  await fillInput(page, "10.0.0.0/22\n10.0.2.0/23");
  await fillInput(page, "10.0.3.7\n192.0.2.1", "Addresses");
  await expect(output).toContainText("10.0.3.7   in 10.0.0.0/22 (line 1), 10.0.2.0/23 (line 2)");
  await expect(output).toContainText("192.0.2.1  in none of them");

  // A large paste is calculated in the worker when Calculate is pressed.
  await page.getByLabel("Operation").selectOption("summarise");
  const many = Array.from({ length: 20_000 }, (_, i) => `10.1.${i >> 8}.${i & 255}/32`).join("\n");
  await fillInput(page, many);
  await expect(page.getByText(/too large to calculate as you type/)).toBeVisible();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(output).toHaveText(
    ["10.1.0.0/18", "10.1.64.0/21", "10.1.72.0/22", "10.1.76.0/23", "10.1.78.0/27"].join("\n"),
  );
});
