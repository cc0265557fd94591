import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import {
  copyWithActionBar,
  expectCopied,
  fillInput,
  gotoHydrated,
  outputPanel,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/message-digester";
const SHA256_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

const chooseAlgorithm = (page: Page, label: string) =>
  page.getByLabel("Algorithm").selectOption({ label });
const chooseFormat = (page: Page, label: string) =>
  page.getByLabel("Output format").selectOption({ label });
const verdict = (page: Page) => page.getByRole("status", { name: "Compare with result" });
const chosenFile = (page: Page) => page.getByRole("region", { name: "Chosen file" });

/**
 * Writes `megabytes` MB of pseudo-random bytes to a temporary file and returns its path and its
 * SHA-256, computed by node while writing (one random megabyte, varied per block, keeps it quick).
 */
async function writeBigFile(name: string, megabytes: number) {
  const file = path.join(os.tmpdir(), `${name}-${process.pid}-${Date.now()}.bin`);
  const block = randomBytes(1 << 20);
  const hash = createHash("sha256");
  const out = createWriteStream(file);
  for (let i = 0; i < megabytes; i++) {
    block.writeUInt32LE(i, 0);
    hash.update(block);
    if (!out.write(block)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve, reject) => {
    out.on("error", reject);
    out.end(() => resolve());
  });
  return { file, sha256: hash.digest("hex") };
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("text and files: algorithms, formats, Compare with, Copy, typing, chosen files and what a reload keeps, in one visit", async ({
  page,
}) => {
  await test.step("typing text shows its SHA-256 digest", async () => {
    await chooseAlgorithm(page, "SHA-256");
    await fillInput(page, "abc");
    await expect.poll(() => readOutput(page)).toBe(SHA256_ABC);
    await expect(outputPanel(page)).toContainText("SHA-256 of the text's UTF-8 bytes");
  });

  await test.step("Copy puts the digest on the clipboard", async () => {
    await chooseAlgorithm(page, "MD5");
    await fillInput(page, "abc");
    await expect.poll(() => readOutput(page)).toBe("900150983cd24fb0d6963f7d28e17f72");
    await copyWithActionBar(page);
    await expectCopied(page, "900150983cd24fb0d6963f7d28e17f72");
    // Back to SHA-256, the algorithm a fresh page starts with.
    await chooseAlgorithm(page, "SHA-256");
  });

  await test.step("choosing MD5 and SHA3-256 gives their digests of the same text", async () => {
    await fillInput(page, "abc");
    await chooseAlgorithm(page, "MD5");
    await expect.poll(() => readOutput(page)).toBe("900150983cd24fb0d6963f7d28e17f72");
    await chooseAlgorithm(page, "SHA3-256");
    await expect
      .poll(() => readOutput(page))
      .toBe("3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");
    // Back to SHA-256, the algorithm a fresh page starts with.
    await chooseAlgorithm(page, "SHA-256");
  });

  await test.step("the output format switches between lower-case hex, upper-case hex and Base64", async () => {
    await chooseAlgorithm(page, "SHA-256");
    await fillInput(page, "abc");
    await chooseFormat(page, "Hex (upper case)");
    await expect.poll(() => readOutput(page)).toBe(SHA256_ABC.toUpperCase());
    await chooseFormat(page, "Base64");
    await expect
      .poll(() => readOutput(page))
      .toBe(Buffer.from(SHA256_ABC, "hex").toString("base64"));
    await chooseFormat(page, "Hex (lower case)");
    await expect.poll(() => readOutput(page)).toBe(SHA256_ABC);
  });

  await test.step("Compare with says whether a pasted checksum matches", async () => {
    await chooseAlgorithm(page, "SHA-256");
    await fillInput(page, "abc");
    const compare = page.getByLabel("Compare with", { exact: true });
    await compare.fill(`  ${SHA256_ABC.toUpperCase()}\n`);
    await expect(verdict(page)).toHaveText("Matches");
    await compare.fill(Buffer.from(SHA256_ABC, "hex").toString("base64"));
    await expect(verdict(page)).toHaveText("Matches");
    await compare.fill(SHA256_ABC.replace(/^b/, "c"));
    await expect(verdict(page)).toHaveText("Does not match");
    await compare.fill("");
  });

  await test.step("while typing, the digest changes in place and never blinks out", async () => {
    await fillInput(page, "abc");
    await expect.poll(() => readOutput(page)).toBe(SHA256_ABC);
    // Every frame while the keys arrive, what Output holds.
    await page.evaluate(() => {
      const output = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Output"]')!;
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const sample = () => {
        seen.push(output.value);
        requestAnimationFrame(sample);
      };
      sample();
    });
    await page.getByRole("textbox", { name: "Input", exact: true }).press("End");
    await page
      .getByRole("textbox", { name: "Input", exact: true })
      .pressSequentially("defgh", { delay: 40 });
    await expect
      .poll(() => readOutput(page))
      .toBe(createHash("sha256").update("abcdefgh").digest("hex"));
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((value) => !/^[0-9a-f]{64}$/.test(value))).toEqual([]);
  });

  // The reload also ends the frame sampling of the step above.
  await test.step("the text is not stored, the options are", async () => {
    await chooseAlgorithm(page, "SHA-512");
    await fillInput(page, "a secret to hash");
    await page.getByLabel("Compare with", { exact: true }).fill("00");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/message-digester:algorithm")))
      .toBe(JSON.stringify("sha512"));
    await reloadHydrated(page);
    await expect(page.getByLabel("Algorithm")).toHaveValue("sha512");
    expect(await readOutput(page)).toBe("");
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain("a secret to hash");
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("tool:/message-digester:")),
    );
    // Only options are stored, never the text.
    for (const key of keys) {
      expect(["tool:/message-digester:algorithm", "tool:/message-digester:format"]).toContain(key);
    }
  });

  await test.step("a chosen file is hashed as bytes and named with its size", async () => {
    const bytes = Buffer.from([0x00, 0xff, 0x80, 0x0a, 0xc3]);
    await chooseAlgorithm(page, "SHA-1");
    await page.setInputFiles("input[type=file]", {
      name: "binary.bin",
      mimeType: "application/octet-stream",
      buffer: bytes,
    });
    await expect(chosenFile(page)).toContainText("binary.bin (5 B)");
    await expect.poll(() => readOutput(page)).toBe(createHash("sha1").update(bytes).digest("hex"));
    await expect(outputPanel(page)).toContainText("SHA-1 of binary.bin");
  });

  await test.step("files that are empty, end on a block edge or inside a block give node's SHA-256", async () => {
    // The browser's WebAssembly core hashes four 64-byte blocks per SIMD pass: these sizes leave
    // every remainder of blocks and of bytes, and one spans two reads of the 1 MB buffer.
    await chooseAlgorithm(page, "SHA-256");
    const sizes = [0, 1, 55, 56, 64, 65, 128, 192, 256, 320, 1000, 64 * 16_385 + 7];
    for (const size of sizes) {
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = (i * 31 + size) & 255;
      await page.setInputFiles("input[type=file]", {
        name: `size-${size}.bin`,
        mimeType: "application/octet-stream",
        buffer: bytes,
      });
      await expect(chosenFile(page)).toContainText(`size-${size}.bin`);
      await expect(chosenFile(page)).toContainText("Hashed.");
      expect(await readOutput(page), `${size} bytes`).toBe(
        createHash("sha256").update(bytes).digest("hex"),
      );
    }
  });
});

test.describe("a file larger than the browser could hold as one string", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let big: { file: string; sha256: string };

  test.beforeAll(async () => {
    big = await writeBigFile("digester-e2e", 600);
  });

  test.afterAll(async () => {
    if (big) await rm(big.file, { force: true });
  });

  test("a 600 MB file is streamed through the worker and gives node's SHA-256", async ({
    page,
  }) => {
    await chooseAlgorithm(page, "SHA-256");
    await page.setInputFiles("input[type=file]", big.file);
    await expect(chosenFile(page)).toContainText("(600.0 MB)");
    await expect.poll(() => readOutput(page), { timeout: 120_000 }).toBe(big.sha256);
    await expect(chosenFile(page)).toContainText("Hashed.");
  });

  test("Cancel stops the hash of a big file and shows no digest", async ({ page }) => {
    await chooseAlgorithm(page, "SHA3-512"); // the slowest here, so there is time to cancel
    await page.setInputFiles("input[type=file]", big.file);
    await expect(chosenFile(page)).toContainText(/Hashing… \d+ %/);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(chosenFile(page)).toContainText("Cancelled.");
    await expect(page.getByRole("button", { name: "Hash", exact: true })).toBeEnabled();
    expect(await readOutput(page)).toBe("");
  });
});
