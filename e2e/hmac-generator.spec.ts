import { type Page, expect, test } from "@playwright/test";
import { fillInput, gotoHydrated, readOutput, reloadHydrated } from "./support";

const PATH = "/hmac-generator";
// RFC 4231 test case 2: key "Jefe", HMAC-SHA256.
const MESSAGE = "what do ya want for nothing?";
const RFC4231_CASE2 = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";

const secretKey = (page: Page) => page.getByLabel("Secret key", { exact: true });
const chooseKeyFormat = (page: Page, label: string) =>
  page.getByLabel("Key format").selectOption({ label });
const verdict = (page: Page) => page.getByRole("status", { name: "Verify MAC result" });

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByLabel("Hash", { exact: true }).selectOption({ label: "SHA-256" });
});

test("a message and a text key give the RFC 4231 HMAC-SHA256", async ({ page }) => {
  await fillInput(page, MESSAGE);
  await secretKey(page).fill("Jefe");
  await expect.poll(() => readOutput(page)).toBe(RFC4231_CASE2);
});

test("the Secret key can be written as hex or Base64", async ({ page }) => {
  await fillInput(page, MESSAGE);
  await chooseKeyFormat(page, "Hex");
  await secretKey(page).fill("4A 65 66 65");
  await expect.poll(() => readOutput(page)).toBe(RFC4231_CASE2);
  await chooseKeyFormat(page, "Base64");
  await secretKey(page).fill("SmVmZQ==");
  await expect.poll(() => readOutput(page)).toBe(RFC4231_CASE2);
});

test("a bad hex key shows where it is wrong", async ({ page }) => {
  await fillInput(page, MESSAGE);
  await chooseKeyFormat(page, "Hex");
  await secretKey(page).fill("4a6g");
  await expect(page.getByRole("alert").filter({ hasText: "Secret key" })).toHaveText(
    'Secret key: Invalid hex character "g" at position 4',
  );
  expect(await readOutput(page)).toBe("");
});

test("choosing another hash and Base64 output changes the MAC", async ({ page }) => {
  await fillInput(page, MESSAGE);
  await secretKey(page).fill("Jefe");
  await page.getByLabel("Hash", { exact: true }).selectOption({ label: "MD5" });
  await expect.poll(() => readOutput(page)).toBe("750c783e6ab0b503eaa86e310a5db738");
  await page.getByLabel("Output format").selectOption({ label: "Hex (upper case)" });
  await expect.poll(() => readOutput(page)).toBe("750C783E6AB0B503EAA86E310A5DB738");
  await page.getByLabel("Output format").selectOption({ label: "Base64" });
  await expect
    .poll(() => readOutput(page))
    .toBe(Buffer.from("750c783e6ab0b503eaa86e310a5db738", "hex").toString("base64"));
});

test("Verify MAC says whether a given MAC matches", async ({ page }) => {
  await fillInput(page, MESSAGE);
  await secretKey(page).fill("Jefe");
  const verify = page.getByLabel("Verify MAC", { exact: true });
  await verify.fill(RFC4231_CASE2.toUpperCase());
  await expect(verdict(page)).toHaveText("Matches");
  await verify.fill(Buffer.from(RFC4231_CASE2, "hex").toString("base64"));
  await expect(verdict(page)).toHaveText("Matches");
  await secretKey(page).fill("Jeff");
  await expect(verdict(page)).toHaveText("Does not match");
});

test("nothing typed is stored: message, key and MAC are gone after a reload", async ({ page }) => {
  await fillInput(page, "secret message");
  await secretKey(page).fill("secret key");
  await page.getByLabel("Verify MAC", { exact: true }).fill("abcdef");
  // An option changed after the typing: once it is saved, anything typed would have been too.
  await page.getByLabel("Hash", { exact: true }).selectOption("sha512");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("tool:/hmac-generator:algorithm")))
    .toBe(JSON.stringify("sha512"));
  await page.waitForTimeout(500); // past the 300 ms save delay of anything that would be saved
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain("secret message");
  expect(stored).not.toContain("secret key");
  expect(stored).not.toContain("abcdef");
  await reloadHydrated(page);
  await expect(secretKey(page)).toHaveValue("");
  await expect(page.getByLabel("Verify MAC", { exact: true })).toHaveValue("");
  expect(await readOutput(page)).toBe("");
});
