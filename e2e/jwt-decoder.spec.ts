// /jwt-decoder in the browser, in one visit: a bad token's message, a token pasted after "Bearer "
// decoded with its claims and times, verified with its key (and not with another), a token signed
// on the page with a key made there that decodes and verifies, a share link that carries the token
// and never the key, a 1 MB paste, nothing stored, and the 360 px layout. Budget: at most 30 s of browser tests for this tool in each engine.
import { inflateSync } from "node:zlib";
import { type Page, expect, test } from "@playwright/test";
import { field, gotoHydrated, pasteInput, readField, readOutput } from "./support";

const PATH = "/jwt-decoder";
// RFC 7515 appendix A.1 (HS256, exp 1300819380) and its key.
const A1 =
  "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const A1_KEY =
  "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow";

/** The state a share link holds, as text (docs/share-links.md). */
const stateIn = (link: string) =>
  inflateSync(Buffer.from(new URL(link).hash.replace(/^#share=v1\./, ""), "base64url")).toString(
    "utf8",
  );

const keyField = (page: Page) => page.getByLabel("Secret or public key", { exact: true });
const signature = (page: Page) => page.getByRole("status", { name: "Signature" });

test("decodes, explains, verifies and signs tokens; keeps nothing typed", async ({ page }) => {
  await gotoHydrated(page, PATH);

  await test.step("a token of two parts says so", async () => {
    await pasteInput(page, "abc.def");
    await expect(page.getByRole("alert").first()).toHaveText(
      "The token has 2 parts separated by dots; a JWT has 3 (header.payload.signature), or 5 when it is encrypted (JWE).",
    );
  });

  await test.step("a whole Authorization line decodes, claims explained with their times", async () => {
    await pasteInput(page, `Authorization: Bearer ${A1}`);
    await expect.poll(() => readOutput(page)).toContain('"iss": "joe"');
    const claims = page.getByRole("region", { name: "Claims" });
    await expect(claims).toContainText("Issuer: who made and signed the token");
    await expect(claims).toContainText("2011-03-22 18:43:00 UTC");
    await expect(claims).toContainText(/expired \d+ years ago/);
    await expect(page.getByRole("list", { name: "Token warnings" })).toContainText(
      "The token has expired",
    );
  });

  await test.step("the signature verifies with the Base64 key, and not with another", async () => {
    await expect(signature(page)).toHaveText(
      "Paste the secret or public key to verify the signature.",
    );
    await keyField(page).fill(A1_KEY);
    await expect(signature(page)).toContainText(
      "Signature not verified: it does not match this key.",
    );
    await page.getByLabel("Secret format").selectOption({ label: "Base64" });
    await expect(signature(page)).toContainText("Signature verified");
    await keyField(page).fill("-----BEGIN PUBLIC KEY-----\nMIIB\nab!c\n-----END PUBLIC KEY-----");
    await expect(page.getByRole("alert").filter({ hasText: "Secret or public key" })).toHaveText(
      'Secret or public key: line 3 of the PEM is not Base64 ("!" at column 3).',
    );
  });

  await test.step("a share link with the input carries the token, never the key", async () => {
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share this tool" });
    await dialog.getByLabel("Include my input").check();
    const link = dialog.getByLabel("Share link");
    await expect(link).toHaveValue(/#share=v1\./);
    await expect.poll(async () => stateIn(await link.inputValue())).toContain(A1.slice(0, 40));
    const state = stateIn(await link.inputValue());
    expect(state).not.toContain("BEGIN PUBLIC KEY"); // the key field's text
    expect(state).not.toContain("MIIB");
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  await test.step("a token signed with a key made here decodes and verifies", async () => {
    await page.getByRole("button", { name: "Sign a new token" }).click();
    await page.getByLabel("Algorithm").selectOption("ES256");
    await page.getByRole("button", { name: "Generate key" }).click();
    await expect(page.getByLabel("Public key", { exact: true })).toHaveValue(/BEGIN PUBLIC KEY/);
    await expect(page.getByRole("list", { name: "Signing warnings" })).toContainText(
      'The token has no "exp" claim',
    );
    await page.getByRole("button", { name: "Expire in 1 h" }).click();
    await expect(page.getByRole("list", { name: "Signing warnings" })).toHaveCount(0);
    await expect.poll(() => readField(page, "Signed token")).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole("button", { name: "Decode this token" }).click();
    await expect(signature(page)).toContainText("Signature verified (with an EC P-256 public key)");
    await expect(page.getByRole("region", { name: "Claims" })).toContainText(
      /expires in (59 min|1 h)/,
    );
  });

  await test.step("a 1 MB paste waits for Decode and decodes in the worker", async () => {
    const payload = Buffer.from(JSON.stringify({ data: "x".repeat(1_000_000) })).toString(
      "base64url",
    );
    await pasteInput(page, `eyJhbGciOiJIUzI1NiJ9.${payload}.AAAA`);
    await page.getByRole("button", { name: "Decode", exact: true }).click();
    await expect.poll(() => readOutput(page), { timeout: 15_000 }).toContain('"alg": "HS256"');
  });

  await test.step("nothing typed is stored; the layout holds at 360 px", async () => {
    await page.waitForTimeout(400); // past the 300 ms save delay of anything that would be saved
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain("eyJ");
    expect(stored).not.toContain("BEGIN");
    expect(stored).toContain("base64"); // the Secret format setting is kept
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(field(page, "Input")).toBeVisible();
  });
});
