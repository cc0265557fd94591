// /password-hash in the browser: a password hashed as it is typed (bcrypt, Argon2id),
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
/** "password" hashed by argon2-cffi (low_level.hash_secret, 1 MiB, salt "somesaltsomesalt"). */
const ARGON2ID_HASH =
  "$argon2id$v=19$m=1024,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$CKGe5/bX9YnCq2rxjW5yQXKxn31v1GKzhDCrMc6r6vA";

const verdict = (page: Page) => page.getByRole("status", { name: "Verification result" });
const hashToVerify = (page: Page) => field(page, "Hash to verify");
/** The Output, read every 100 ms: a hash lands a moment after the input settles. */
const output = (page: Page) =>
  expect.poll(() => readOutput(page), { intervals: [100], timeout: 15_000 });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test("hashes, verifies, cancels, writes htpasswd lines, names bad input and keeps no secret", async ({
  page,
}) => {
  test.setTimeout(90_000); // one visit that does much; about 25 s on an idle 2-core machine
  await gotoHydrated(page, PATH);
  await expect(
    page.getByText(/Nothing you type here is stored or put into a share link/),
  ).toBeVisible();

  await test.step("bcrypt ($2b$) hashes as one types; the hash verifies, another password does not", async () => {
    // Cost 10, the default, is the main task's (e2e-engines/main-tasks.mjs); 4 is quicker.
    await expect(field(page, "Cost")).toHaveValue("10");
    await field(page, "Cost").fill("4");
    await fillInput(page, "hunter2");
    await output(page).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
    await expect(outputPanel(page)).toContainText("bcrypt ($2b$), cost 4");
    const hash = await readOutput(page);
    await page.keyboard.press("Control+Enter"); // a new salt: another hash of the same password
    await output(page).not.toBe(hash);
    await hashToVerify(page).fill(hash);
    await expect(verdict(page)).toHaveText("Matches: bcrypt ($2b$), cost 4");
    await fillInput(page, "hunter3");
    await expect(verdict(page)).toHaveText("Does not match: bcrypt ($2b$), cost 4");
  });

  await test.step("the algorithm is read from the hash; a broken hash is named", async () => {
    await fillInput(page, "password");
    await hashToVerify(page).fill(ARGON2ID_HASH);
    await expect(verdict(page)).toHaveText(
      "Matches: Argon2id, 1024 KiB, 2 iterations, parallelism 1",
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
    // One hash cannot report from inside WebAssembly: its share is estimated from the last one timed.
    await expect(outputPanel(page)).toContainText(/Hashing… about \d+ %, \d+ s left \(estimated\)/);
    await expectMainThreadFree(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Hash", exact: true })).toBeEnabled();
    expect(await readOutput(page)).toBe("");
    await field(page, "Cost").fill("3");
    await expect(alert(page, "Cost: 3 is out of range (4 to 16)")).toBeVisible();
    await field(page, "Cost").fill("4");
    await output(page).toMatch(/^\$2b\$04\$/);
  });

  await test.step("Argon2id with its defaults (scrypt and PBKDF2: the unit tests)", async () => {
    await page.getByLabel("Algorithm").selectOption({ label: "Argon2id" });
    await output(page).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
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
    await expectMainThreadFree(page);
    await output(page).toMatch(/^\$2b\$04\$/);
    await expect(
      page.getByText(/bcrypt reads only the first 72, so the other 1,048,504 make no difference/),
    ).toBeVisible();
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
