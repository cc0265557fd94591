import { createHash } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  clipboardText,
  copyWithActionBar,
  downloadFrom,
  expectCopied,
  expectMainThreadFree,
  field,
  fillInput,
  gotoHydrated,
  outputPanel,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/base64-encoder-decoder";

const toolAlert = (page: Page) => page.locator("article").getByRole("alert").first();

async function chooseMode(page: Page, mode: "Encode" | "Decode") {
  await page.getByLabel("Mode", { exact: true }).selectOption({ label: mode });
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("encoding, decoding, files, copy, Esc and the options across a reload, in one visit", async ({
  page,
}) => {
  await test.step("text is encoded as UTF-8 Base64 as you type", async () => {
    await fillInput(page, "héllo €");
    await expect.poll(() => readOutput(page)).toBe("aMOpbGxvIOKCrA==");
    await expect(outputPanel(page)).toContainText("Input: 7 characters · Output: 16 characters");
  });

  await test.step("Copy puts the Base64 on the clipboard; Esc clears", async () => {
    await fillInput(page, "copy me");
    await expect.poll(() => readOutput(page)).toBe("Y29weSBtZQ==");
    await copyWithActionBar(page);
    await expectCopied(page, "Y29weSBtZQ==");
    await page.keyboard.press("Escape");
    await expect.poll(() => readOutput(page)).toBe("");
  });

  await test.step("lines wrap at 76 characters when asked", async () => {
    await page.getByLabel("Wrap lines at 76").check();
    await fillInput(page, "x".repeat(100));
    await expect
      .poll(async () => (await readOutput(page)).split("\n").map((line) => line.length))
      .toEqual([76, 60]);
    // Back to unwrapped lines, as a fresh page has them.
    await page.getByLabel("Wrap lines at 76").uncheck();
    await expect.poll(() => readOutput(page)).not.toContain("\n");
  });

  await test.step("the URL-safe alphabet without padding", async () => {
    await page.getByLabel("Alphabet").selectOption({ label: "URL-safe" });
    await page.getByLabel("Padding").uncheck();
    await fillInput(page, "??>");
    await expect.poll(() => readOutput(page)).toBe("Pz8-");
    await fillInput(page, "?");
    await expect.poll(() => readOutput(page)).toBe("Pw");
    // Back to the standard alphabet with padding, as a fresh page has them.
    await page.getByLabel("Alphabet").selectOption({ label: "Standard" });
    await page.getByLabel("Padding").check();
    await expect.poll(() => readOutput(page)).toBe("Pw==");
  });

  await test.step("an uploaded binary file is encoded byte for byte, with its name and size", async () => {
    await chooseInputFile(
      page,
      "pixel.gif",
      "image/gif",
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x00, 0xff, 0x80],
    );
    await expect(page.getByText("pixel.gif").first()).toBeVisible();
    await expect(outputPanel(page)).toContainText("Input: pixel.gif (9 B)");
    await expect.poll(() => readOutput(page)).toBe("R0lGODlhAP+A");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("encoded.txt");
    expect(saved.bytes.toString("utf8")).toBe("R0lGODlhAP+A");
  });

  await test.step("typing after choosing a file encodes the text instead", async () => {
    await chooseInputFile(page, "a.bin", "application/octet-stream", [1, 2, 3]);
    await expect.poll(() => readOutput(page)).toBe("AQID");
    await fillInput(page, "hi");
    await expect.poll(() => readOutput(page)).toBe("aGk=");
    await expect(page.getByRole("button", { name: "Remove file" })).toHaveCount(0);
  });

  await test.step("Base64 and data URLs decode to text", async () => {
    await chooseMode(page, "Decode");
    await fillInput(page, "aMOpbGxv\nIOKCrA");
    await expect.poll(() => readOutput(page)).toBe("héllo €");
    await fillInput(page, "data:text/plain;base64,aGk=");
    await expect.poll(() => readOutput(page)).toBe("hi");
  });

  await test.step("invalid Base64 shows an alert naming the character and its position", async () => {
    await fillInput(page, "Zm9vYmFy%Zm9");
    await expect(toolAlert(page)).toHaveText('Invalid Base64 character "%" at position 9');
  });

  await test.step("binary results are not shown as text and download as decoded.bin", async () => {
    await fillInput(page, "/9j/4AAQ");
    await expect(outputPanel(page)).toContainText("binary data, 6 bytes");
    await expect(field(page, "Output")).toHaveCount(0);
    const saved = await downloadFrom(page, () =>
      outputPanel(page).getByRole("button", { name: "Download as file" }).click(),
    );
    expect(saved.name).toBe("decoded.bin");
    expect(Array.from(saved.bytes)).toEqual([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  });

  await test.step("Ctrl+S in Decode mode saves the decoded bytes", async () => {
    await fillInput(page, "aGk=");
    await expect.poll(() => readOutput(page)).toBe("hi");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("decoded.bin");
    expect(saved.bytes.toString("utf8")).toBe("hi");
  });

  await test.step("a chosen file in Decode mode is read as Base64 and can be removed", async () => {
    await chooseInputFile(page, "token.b64", "text/plain", "aMOp\nbGxv\n");
    await expect(page.getByText("token.b64", { exact: true })).toBeVisible();
    await expect.poll(() => readOutput(page)).toBe("héllo");
    await page.getByRole("button", { name: "Remove file" }).click();
    await expect(page.getByText("token.b64", { exact: true })).toHaveCount(0);
    await expect.poll(() => readOutput(page)).toBe("");
  });

  await test.step("options survive a reload but the input is never stored", async () => {
    await chooseMode(page, "Encode");
    await page.getByLabel("Alphabet").selectOption({ label: "URL-safe" });
    await page.getByLabel("Padding").uncheck();
    await fillInput(page, "my secret token");
    await expect.poll(() => readOutput(page)).toBe("bXkgc2VjcmV0IHRva2Vu");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/base64-encoder-decoder:padding")))
      .toBe("false");
    await reloadHydrated(page);
    await expect(page.getByLabel("Alphabet")).toHaveValue("url");
    await expect(page.getByLabel("Padding")).not.toBeChecked();
    await expect(field(page, "Input")).toHaveValue("");
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain("secret token");
    expect(stored).not.toContain("bXkgc2VjcmV0IHRva2Vu");
  });
});

test("the random secret: Generate, Copy secret, a length out of range, and the alphabet and padding options", async ({
  page,
  context,
}) => {
  const secretField = page.getByLabel("Secret", { exact: true });

  await test.step("Generate shows 32 random bytes as Base64, different each time", async () => {
    await expect(page.getByLabel("Length in bytes")).toHaveValue("32");
    await page.getByRole("button", { name: "Generate" }).click();
    const first = await secretField.inputValue();
    expect(first).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(first, "base64")).toHaveLength(32);
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(secretField).not.toHaveValue(first);
  });

  await test.step("Copy secret puts it on the clipboard", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Generate" }).click();
    const secret = await secretField.inputValue();
    await page.getByRole("button", { name: "Copy secret" }).click();
    expect(await clipboardText(page)).toBe(secret);
  });

  await test.step("a length out of range shows a message", async () => {
    await page.getByLabel("Length in bytes").fill("0");
    await page.getByLabel("Length in bytes").press("Enter");
    await expect(page.getByRole("region", { name: "Random secret" }).getByRole("alert")).toHaveText(
      "Length in bytes must be a whole number from 1 to 4096",
    );
    await expect(secretField).toHaveCount(0);
  });

  await test.step("follows the alphabet and padding options", async () => {
    await page.getByLabel("Alphabet").selectOption({ label: "URL-safe" });
    await page.getByLabel("Padding").uncheck();
    await page.getByLabel("Length in bytes").fill("4096");
    await page.getByRole("button", { name: "Generate" }).click();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{5462}$/);
    expect(Buffer.from(secret, "base64url")).toHaveLength(4096);
  });
});

test.describe("a 50 MB file", () => {
  test.setTimeout(180_000);
  // Built on first use, not when the file loads: every test of this file would pay for it.
  let fiftyMegabytes: Buffer | undefined;
  function testBytes(): Buffer {
    if (!fiftyMegabytes) {
      const size = 50 * 1024 * 1024;
      fiftyMegabytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) fiftyMegabytes[i] = (i * 31 + (i >>> 11)) & 255;
    }
    return fiftyMegabytes;
  }
  const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
  const fileFor = (test: string) => path.join(tmpdir(), `base64-e2e-${process.pid}-${test}`);
  test.afterAll(async () => {
    await Promise.all(
      ["encode.bin", "decode.b64"].map((name) => rm(fileFor(name), { force: true })),
    );
  });

  /** Starts recording main-thread tasks over 50 ms (the page's "long tasks"). */
  async function watchLongTasks(page: Page) {
    await page.evaluate(() => {
      const durations: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
      }).observe({ type: "longtask" });
    });
  }
  const longestTask = (page: Page) =>
    page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));

  test("is encoded in a worker while the page stays responsive", async ({ page }) => {
    const bytes = testBytes();
    const file = fileFor("encode.bin");
    await writeFile(file, bytes);
    await watchLongTasks(page);
    const workerStarted = page.waitForEvent("worker");
    await page.setInputFiles("input[type=file]", file);
    await workerStarted;
    await expectMainThreadFree(page);
    await expect(outputPanel(page)).toContainText("Output: 69,905,068 characters", {
      timeout: 60_000,
    });
    await expect(outputPanel(page)).toContainText(
      "Showing the first 100,000 of 69,905,068 characters",
    );
    // Showing the result must not block the page (an editor given all 67 million characters did, for seconds).
    expect(await longestTask(page)).toBeLessThan(1000);
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.bytes.length).toBe(69_905_068);
    expect(saved.bytes.toString("latin1")).toBe(bytes.toString("base64"));
  });

  test("is decoded from its Base64 in a worker and downloads intact", async ({ page }) => {
    const bytes = testBytes();
    const file = fileFor("decode.b64");
    await writeFile(file, bytes.toString("base64"));
    await chooseMode(page, "Decode");
    await watchLongTasks(page);
    await page.setInputFiles("input[type=file]", file);
    await expect(outputPanel(page)).toContainText("binary data, 52,428,800 bytes", {
      timeout: 60_000,
    });
    expect(await longestTask(page)).toBeLessThan(1000);
    const saved = await downloadFrom(page, () =>
      outputPanel(page).getByRole("button", { name: "Download as file" }).click(),
    );
    expect(saved.name).toBe("decoded.bin");
    expect(sha256(saved.bytes)).toBe(sha256(bytes));
  });
});
