import { type Page, expect, test } from "@playwright/test";
import { expectCopied, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/credit-card-validator";

// The card number is the page's Input (page contract).
const cardNumber = (page: Page) => page.getByLabel("Input", { exact: true });
const result = (page: Page) => page.getByRole("region", { name: "Result" }).getByRole("status");

/** Empties the number and the CVC, as a fresh page has them, so the next step starts from none. */
async function emptyFields(page: Page) {
  await cardNumber(page).fill("");
  await page.getByLabel("CVC").fill("");
  await expect(result(page)).toHaveText("Type or paste a card number to check it.");
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("the field, brands, grouping, CVC, Luhn, a bad character, Copy, Esc, the generator and nothing stored over a reload, in one visit", async ({
  page,
  context,
}) => {
  await test.step("the input is a numeric field without autocomplete", async () => {
    await expect(cardNumber(page)).toHaveAttribute("inputmode", "numeric");
    await expect(cardNumber(page)).toHaveAttribute("autocomplete", "off");
  });

  await test.step("the generator is shown as under consideration, not as a tool", async () => {
    const main = page.getByRole("main");
    await expect(main.getByText("Credit Card Generator (Under Consideration)")).toBeVisible();
    await expect(main.getByText(/Not available yet/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Credit Card Generator/ })).toHaveCount(0);
  });

  // Typed into the empty field a fresh page has.
  await test.step("the brand appears while typing, as soon as the first digits allow", async () => {
    await cardNumber(page).pressSequentially("3");
    await expect(result(page)).toContainText("Not known yet: could be");
    await cardNumber(page).pressSequentially("7");
    await expect(result(page)).toContainText("BrandAmerican Express");
    await expect(result(page)).toContainText(
      "Invalid: wrong length for American Express (15 digits)",
    );
    await emptyFields(page);
  });

  await test.step("a valid Visa number shows its brand, grouped digits and passing checks", async () => {
    await cardNumber(page).fill("4111111111111111");
    await expect(result(page)).toContainText("Valid");
    await expect(result(page)).toContainText("BrandVisa");
    await expect(result(page)).toContainText("4111 1111 1111 1111");
    await expect(result(page)).toContainText("16 digits; Visa uses 13, 16 or 19 digits");
    await expect(result(page)).toContainText("Luhn checkPasses");
    await emptyFields(page);
  });

  await test.step("American Express is grouped 4-6-5 and wants a 4-digit CVC", async () => {
    await cardNumber(page).fill("3782-822463-10005");
    await expect(result(page)).toContainText("3782 822463 10005");
    await expect(result(page)).toContainText("CVC4 digits");
    await page.getByLabel("CVC").fill("123");
    await expect(result(page)).toContainText(
      "Wrong length: American Express uses 4 digits, this has 3",
    );
    await page.getByLabel("CVC").fill("1234");
    await expect(result(page)).toContainText("Length OK: American Express uses 4 digits");
    await emptyFields(page);
  });

  await test.step("a number with a wrong last digit fails the Luhn check", async () => {
    await cardNumber(page).fill("4111 1111 1111 1112");
    await expect(result(page)).toContainText("Invalid: fails the Luhn check");
    await expect(result(page)).toContainText("Luhn checkFails");
    await emptyFields(page);
  });

  await test.step("a letter in the number shows the error with its position", async () => {
    await cardNumber(page).fill("4111 11x1");
    await expect(page.getByRole("alert").filter({ hasText: "Unexpected" })).toHaveText(
      'Unexpected "x" at position 8: a card number holds only digits, spaces and dashes',
    );
    await emptyFields(page);
  });

  await test.step("Copy formatted number copies the grouped digits", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await cardNumber(page).fill("5555555555554444");
    await page.getByRole("button", { name: "Copy formatted number" }).click();
    await expectCopied(page, "5555 5555 5555 4444");
    await emptyFields(page);
  });

  await test.step("Esc clears the number and the CVC", async () => {
    await cardNumber(page).fill("4242424242424242");
    await page.getByLabel("CVC").fill("123");
    await page.keyboard.press("Escape");
    await expect(cardNumber(page)).toHaveValue("");
    await expect(page.getByLabel("CVC")).toHaveValue("");
    await expect(result(page)).toHaveText("Type or paste a card number to check it.");
  });

  // Last: a reload.
  await test.step("the card number and CVC are never stored and are gone after a reload", async () => {
    await cardNumber(page).fill("4242424242424242");
    await page.getByLabel("CVC").fill("321");
    await expect(result(page)).toContainText("Valid");
    // Longer than the 300 ms any stored field waits before it is saved.
    await page.waitForTimeout(600);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain("4242");
    expect(stored).not.toContain("321");
    await reloadHydrated(page);
    await expect(cardNumber(page)).toHaveValue("");
  });
});
