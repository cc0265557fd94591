// /password-hash in the browser: a password hashed as it is typed (bcrypt, Argon2id, PBKDF2),
// verified against a pasted hash, a long bcrypt cancelled, htpasswd lines downloaded, bad settings
// and hashes named, 1 MB pasted without a freeze, and nothing typed kept: one visit and a reload.
// Budget: at most 30 s of browser tests for this tool in each engine (CI's reports/timings.json).
import { type Page, expect, test } from "@playwright/test";
import {
  downloadOutput,
  expectMainThreadFree,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  pasteInput,
  readField,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/password-hash";
/** The Argon2 reference implementation's test vector: "password", salt "somesalt", 64 MiB. */
const ARGON2ID_VECTOR =
  "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";

const verdict = (page: Page) => page.getByRole("status", { name: "Verification result" });
const hashToVerify = (page: Page) => field(page, "Hash to verify");
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test("hashes, verifies, cancels, writes htpasswd lines, names bad input and keeps no secret", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, PATH);
  await expect(
    page.getByText(/Nothing you type here is stored or put into a share link/),
  ).toBeVisible();

  await test.step("bcrypt cost 10 ($2b$) is the default; the hash verifies, another password does not", async () => {
    await fillInput(page, "hunter2");
    await expect.poll(() => readOutput(page)).toMatch(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);
    await expect(outputPanel(page)).toContainText("bcrypt ($2b$), cost 10");
    const hash = await readOutput(page);
    await page.keyboard.press("Control+Enter"); // a new salt: another hash of the same password
    await expect.poll(() => readOutput(page)).not.toBe(hash);
    await hashToVerify(page).fill(hash);
    await expect(verdict(page)).toHaveText("Matches: bcrypt ($2b$), cost 10");
    await fillInput(page, "hunter3");
    await expect(verdict(page)).toHaveText("Does not match: bcrypt ($2b$), cost 10");
  });

  await test.step("the algorithm is read from the hash; a broken hash is named", async () => {
    await fillInput(page, "password");
    await hashToVerify(page).fill(ARGON2ID_VECTOR);
    await expect(verdict(page)).toHaveText(
      "Matches: Argon2id, 65536 KiB, 2 iterations, parallelism 1",
    );
    await hashToVerify(page).fill("$2b$1$abc");
    await expect(
      alert(page, 'bcrypt hash: the cost after $2b$ should be two digits (04 to 31), not "1"'),
    ).toBeVisible();
    await hashToVerify(page).fill("");
  });

  await test.step("a long bcrypt runs in the worker and Cancel stops it; a cost out of range is named", async () => {
    await field(page, "Cost").fill("16");
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(outputPanel(page)).toContainText("Hashing…");
    await expectMainThreadFree(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Hash", exact: true })).toBeEnabled();
    expect(await readOutput(page)).toBe("");
    await field(page, "Cost").fill("3");
    await expect(alert(page, "Cost: 3 is out of range (4 to 16)")).toBeVisible();
    await field(page, "Cost").fill("4");
    await expect.poll(() => readOutput(page)).toMatch(/^\$2b\$04\$/);
  });

  await test.step("Argon2id and PBKDF2 with their defaults", async () => {
    await page.getByLabel("Algorithm").selectOption({ label: "Argon2id" });
    await expect.poll(() => readOutput(page)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await page.getByLabel("Algorithm").selectOption({ label: "PBKDF2" });
    await expect
      .poll(() => readOutput(page))
      .toMatch(/^\$pbkdf2-sha256\$600000\$[./A-Za-z0-9]{22}\$/);
    await page.getByLabel("Algorithm").selectOption({ label: "bcrypt" });
  });

  await test.step("htpasswd lines ($2y$), one per user, downloaded; a line without a colon is named", async () => {
    await page.getByLabel(/htpasswd lines/).check();
    await fillInput(page, "alice:secret\nbob:other");
    await expect
      .poll(() => readOutput(page))
      .toMatch(/^alice:\$2y\$04\$[./A-Za-z0-9]{53}\nbob:\$2y\$04\$/);
    const file = await downloadOutput(page);
    expect(file.name).toBe("passwords.htpasswd");
    expect(file.bytes.toString()).toBe(await readOutput(page));
    await hashToVerify(page).fill((await readOutput(page)).split("\n")[1]);
    await expect(verdict(page)).toHaveText("Matches: bcrypt ($2y$), cost 4, user bob");
    await fillInput(page, "alice:secret\ncarol");
    await expect(
      alert(page, "Line 2: there is no colon; write each user as user:password"),
    ).toBeVisible();
    await hashToVerify(page).fill("");
    await page.getByLabel(/htpasswd lines/).uncheck();
  });

  await test.step("1 MB pasted hashes without a freeze, and bcrypt says it reads 72 bytes", async () => {
    await pasteInput(page, "p".repeat(1 << 20));
    await expect(
      page.getByText(/bcrypt reads only the first 72, so the other 1,048,504 make no difference/),
    ).toBeVisible();
    await expectMainThreadFree(page);
    await expect.poll(() => readOutput(page)).toMatch(/^\$2b\$04\$/);
  });

  await test.step("nothing typed is stored; the settings are; a 360 px screen fits", async () => {
    await fillInput(page, "secret password");
    await hashToVerify(page).fill("$2b$04$secret-hash-to-verify");
    await page.waitForTimeout(500); // past the 300 ms save delay of anything that would be saved
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain("secret");
    expect(await page.evaluate(() => localStorage.getItem("tool:/password-hash:bcryptCost"))).toBe(
      JSON.stringify("4"),
    );
    await page.setViewportSize({ width: 360, height: 740 });
    await reloadHydrated(page);
    await expect(field(page, "Cost")).toHaveValue("4");
    expect(await readField(page, "Input")).toBe("");
    await expect(hashToVerify(page)).toHaveValue("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
