import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { violationsInBothThemes } from "./axe";
import { type Page, expect, test } from "@playwright/test";
import { NOT_ENCODABLE, legacyEncoder } from "../app/lib/text/derived-encoders";
import { TEXT_ENCODINGS } from "../app/lib/text/text-encodings";
import { encodeText } from "../app/lib/text/text-encode";
import {
  isSingleByteEncoding,
  referenceDecoders,
  whatwgIndex,
} from "../test-support/whatwg-encoding";
import {
  downloadFrom,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  outputPanel,
  readOutput,
  reloadHydrated,
} from "./support";

const PATH = "/file-encoding-converter";

const FRENCH =
  "Le cœur déçu mais l'âme plutôt naïve, Louÿs rêva de crapaüter en canoë au delà des îles, près du mälström où brûlent les novæ. Où êtes-vous, garçon ? À bientôt, chère amie ; l'été était très beau.\r\n".repeat(
    3,
  );
const JAPANESE =
  "いろはにほへと　ちりぬるを　わかよたれそ　つねならむ　うゐのおくやま　けふこえて　あさきゆめみし　ゑひもせす。日本語の文章です。\n".repeat(
    3,
  );

/** The bytes of `text` in a legacy encoding, written by the standard's encoder (reference data). */
function legacyBytes(text: string, encoding: string): Buffer {
  const { bytes } = encodeText(text, encoding, referenceDecoders, {
    byteOrderMark: false,
    unmappable: "error",
  });
  return Buffer.from(bytes!);
}

/** Chooses a file of these exact bytes as the input. */
const chooseFile = (page: Page, name: string, bytes: Buffer | string) =>
  page.setInputFiles("input[type=file]", {
    name,
    mimeType: "text/plain",
    buffer: Buffer.from(bytes),
  });

const chosenFile = (page: Page) => page.getByRole("region", { name: "Chosen file" });
const chooseTarget = (page: Page, name: string) =>
  page.getByLabel("Target encoding").selectOption(name);
const chooseUnmappable = (page: Page, label: string) =>
  page.getByLabel("Unmappable characters").selectOption({ label });
const downloadWithButton = (page: Page) =>
  downloadFrom(page, () => outputPanel(page).getByRole("button", { name: "Download" }).click());

/** Puts back the options a fresh page has, so the next step starts as on a new visit. */
async function restoreDefaultOptions(page: Page) {
  await chooseTarget(page, "UTF-8");
  await page.getByLabel("Write a byte order mark (BOM)").uncheck();
  await chooseUnmappable(page, "Stop with an error");
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("files and pasted text, detection, targets, unmappable and malformed input, Esc and the options across a reload, in one visit", async ({
  page,
}) => {
  await test.step("an uploaded windows-1252 file shows the detected encoding and converts to UTF-8", async () => {
    await chooseFile(page, "notes.txt", legacyBytes(FRENCH, "windows-1252"));
    await expect(chosenFile(page)).toContainText(
      /Detected encoding\s*windows-1252, \d+ % confidence/,
    );
    await expect(chosenFile(page)).toContainText("CRLF (Windows)");
    await expect.poll(() => readOutput(page)).toContain("Le cœur déçu mais l'âme plutôt naïve");
    const bytesIn = legacyBytes(FRENCH, "windows-1252").length;
    const bytesOut = Buffer.byteLength(FRENCH, "utf8");
    await expect(outputPanel(page)).toContainText(
      `Input: ${bytesIn.toLocaleString("en-US")} bytes · Output: ${bytesOut.toLocaleString("en-US")} bytes`,
    );
    const saved = await downloadWithButton(page);
    expect(saved.name).toBe("notes.utf-8.txt");
    expect(saved.bytes.equals(Buffer.from(FRENCH, "utf8"))).toBe(true);
  });

  await test.step("the source encoding can be overridden", async () => {
    await chooseFile(page, "cyr.txt", Buffer.of(0xc1, 0xc2, 0xc3));
    await expect(chosenFile(page)).toContainText(/Detected encoding\s*\S+/);
    await page.getByLabel("Source encoding").selectOption("KOI8-R");
    await expect.poll(() => readOutput(page)).toBe("абц");
    await page.getByLabel("Source encoding").selectOption("windows-1251");
    await expect.poll(() => readOutput(page)).toBe("БВГ");
  });

  await test.step("malformed bytes are reported with their offsets", async () => {
    const bytes = Buffer.concat([
      Buffer.from("valid é then ", "utf8"),
      Buffer.of(0xff),
      Buffer.from(" end"),
    ]);
    await chooseFile(page, "broken.txt", bytes);
    await page.getByLabel("Source encoding").selectOption("UTF-8");
    const note = page.getByRole("region", { name: "Malformed input" });
    await expect(note).toContainText("1 malformed byte sequence in the input, read as UTF-8");
    await expect(note).toContainText("Byte offset 14: 0xFF");
    await expect.poll(() => readOutput(page)).toBe("valid é then \uFFFD end");
  });

  await test.step("Esc clears the text and the chosen file", async () => {
    await chooseFile(page, "a.txt", "plain");
    await expect(chosenFile(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(chosenFile(page)).toHaveCount(0);
    await expect.poll(() => readOutput(page)).toBe("");
  });

  await test.step("a byte order mark decides the encoding with 100 % confidence", async () => {
    const bytes = Buffer.concat([Buffer.of(0xfe, 0xff), Buffer.from("Grüße", "utf16le").swap16()]);
    await chooseTarget(page, "ISO-8859-15");
    await chooseFile(page, "be.txt", bytes);
    await expect(chosenFile(page)).toContainText(/Detected encoding\s*UTF-16BE, 100 % confidence/);
    await expect(chosenFile(page)).toContainText("A byte order mark decides the encoding");
    await expect(page.getByLabel("Source encoding")).toHaveCount(0);
    const saved = await downloadWithButton(page);
    expect([...saved.bytes]).toEqual([0x47, 0x72, 0xfc, 0xdf, 0x65]);
    await restoreDefaultOptions(page);
  });

  await test.step("a Shift_JIS file is detected and converted to UTF-16LE with a byte order mark", async () => {
    await chooseTarget(page, "UTF-16LE");
    await page.getByLabel("Write a byte order mark (BOM)").check();
    await chooseFile(page, "memo.txt", legacyBytes(JAPANESE, "Shift_JIS"));
    await expect(chosenFile(page)).toContainText(/Detected encoding\s*Shift_JIS/);
    await expect.poll(() => readOutput(page)).toContain("いろはにほへと");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("memo.utf-16le.txt");
    expect(
      saved.bytes.equals(Buffer.concat([Buffer.of(0xff, 0xfe), Buffer.from(JAPANESE, "utf16le")])),
    ).toBe(true);
    await restoreDefaultOptions(page);
  });

  await test.step("pasted text is converted to UTF-16BE with a byte order mark", async () => {
    await chooseTarget(page, "UTF-16BE");
    await page.getByLabel("Write a byte order mark (BOM)").check();
    await fillInput(page, "Ab😀");
    await expect(outputPanel(page)).toContainText("Input: 4 characters · Output: 10 bytes");
    await expect(page.getByText("Line endings: none (one line)")).toBeVisible();
    const saved = await downloadWithButton(page);
    expect([...saved.bytes]).toEqual([0xfe, 0xff, 0x00, 0x41, 0x00, 0x62, 0xd8, 0x3d, 0xde, 0x00]);
    await restoreDefaultOptions(page);
  });

  await test.step("characters the target cannot hold stop the conversion until a replacement is chosen", async () => {
    // An empty input, as a fresh page has: fill() over "Ab😀" once windows-1252 marks the emoji as
    // unencodable put the new text after it instead of replacing it (Ctrl+A and typing replace it).
    await page.keyboard.press("Escape");
    await expect.poll(() => readOutput(page)).toBe("");
    await chooseTarget(page, "windows-1252");
    await fillInput(page, "Prix: 5 €\nThé 日本");
    const alert = page.getByRole("alert").filter({ hasText: "cannot be encoded" });
    await expect(alert).toContainText("2 characters cannot be encoded in windows-1252.");
    await expect(alert).toContainText('Line 2, column 5: "日" U+65E5');
    await expect(alert).toContainText('Line 2, column 6: "本" U+672C');
    await expect(outputPanel(page).getByRole("button", { name: "Download" })).toBeDisabled();

    await chooseUnmappable(page, "Replace with ?");
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Replaced characters" })).toContainText(
      '2 characters cannot be encoded in windows-1252 and were replaced with "?".',
    );
    await expect.poll(() => readOutput(page)).toBe("Prix: 5 €\nThé ??");
    const saved = await downloadWithButton(page);
    expect(saved.name).toBe("converted.windows-1252.txt");
    expect(saved.bytes.equals(Buffer.from("Prix: 5 \x80\nTh\xe9 ??", "latin1"))).toBe(true);

    await chooseUnmappable(page, "HTML numeric entity");
    await expect.poll(() => readOutput(page)).toBe("Prix: 5 €\nThé &#26085;&#26412;");
    await restoreDefaultOptions(page);
  });

  await test.step("options survive a reload but the text is never stored", async () => {
    await chooseTarget(page, "EUC-KR");
    await chooseUnmappable(page, "HTML numeric entity");
    await fillInput(page, "private text");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem(`tool:/file-encoding-converter:target`)))
      .toBe(JSON.stringify("EUC-KR"));
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain("private text");
    await reloadHydrated(page);
    await expect(page.getByLabel("Target encoding")).toHaveValue("EUC-KR");
    await expect(page.getByLabel("Unmappable characters")).toHaveValue("html-entity");
  });
});

test(`with a file, an error and a warning shown, axe finds nothing serious in both themes`, async ({
  page,
}) => {
  test.slow(); // axe in both themes: two runs per state checked
  await chooseTarget(page, "windows-1252");
  await chooseFile(page, "mixed.txt", Buffer.concat([Buffer.from("日本 ok "), Buffer.of(0xff)]));
  await page.getByLabel("Source encoding").selectOption("UTF-8");
  await expect(page.getByRole("alert").filter({ hasText: "cannot be encoded" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Malformed input" })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});

test("Chromium's decoders agree with indexes.json and with the reference decoder", async ({
  page,
}) => {
  await test.step("agree with indexes.json for every single-byte encoding offered", async () => {
    const singleByte = TEXT_ENCODINGS.filter((e) => isSingleByteEncoding(e.name)).map((e) => ({
      name: e.name,
      expected: whatwgIndex(e.name.toLowerCase()).map((cp) =>
        cp === null ? "\uFFFD" : String.fromCodePoint(cp),
      ),
    }));
    const disagreements = await page.evaluate((encodings) => {
      const found: string[] = [];
      for (const { name, expected } of encodings) {
        const decoder = new TextDecoder(name);
        for (let byte = 0x80; byte <= 0xff; byte++) {
          const got = decoder.decode(Uint8Array.of(byte));
          if (got !== expected[byte - 0x80]) found.push(`${name} 0x${byte.toString(16)}: ${got}`);
        }
      }
      return found;
    }, singleByte);
    expect(disagreements).toEqual([]);
  });

  await test.step("agree with the reference decoder on every code the legacy encoders write", async () => {
    // Every character the encoders can write, in the reference's bytes, one per line. Beyond the
    // BMP only Big5 has table entries (gb18030's astral codes are arithmetic).
    const checks = ["Shift_JIS", "EUC-JP", "EUC-KR", "Big5", "GBK", "gb18030"].map((name) => {
      const encoder = legacyEncoder(name, referenceDecoders);
      const characters: string[] = [];
      for (let cp = 0x80; cp < (name === "Big5" ? 0x110000 : 0x10000); cp++) {
        const surrogate = cp >= 0xd800 && cp <= 0xdfff;
        if (!surrogate && encoder(cp) !== NOT_ENCODABLE) characters.push(String.fromCodePoint(cp));
      }
      const text = characters.join("\n");
      const bytes = legacyBytes(text, name);
      return { name, bytes: [...bytes], expected: referenceDecoders(name).decode(bytes) };
    });
    const disagreements = await page.evaluate((all) => {
      return all.flatMap(({ name, bytes, expected }) => {
        const got = new TextDecoder(name).decode(Uint8Array.from(bytes)).split("\n");
        const want = expected.split("\n");
        return got
          .map((line, i) => (line === want[i] ? null : `${name}: ${want[i]} read as ${line}`))
          .filter((line) => line !== null)
          .slice(0, 5);
      });
    }, checks);
    expect(disagreements).toEqual([]);
  });
});

test.describe("a 20 MB file", () => {
  test.setTimeout(180_000);
  const file = path.join(tmpdir(), `encoding-e2e-${process.pid}.txt`);
  test.afterAll(() => rm(file, { force: true }));

  test("is converted in a worker while the page stays free, and downloads whole", async ({
    page,
  }) => {
    // French prose, so that detection (which reads the first 256 KB) says windows-1252.
    const text = FRENCH.repeat(Math.ceil((20 * 1024 * 1024) / FRENCH.length));
    await writeFile(file, legacyBytes(text, "windows-1252"));
    const workerStarted = page.waitForEvent("worker");
    await page.setInputFiles("input[type=file]", file);
    await workerStarted;
    await expectMainThreadFree(page);
    const outputBytes = Buffer.byteLength(text, "utf8");
    await expect(outputPanel(page)).toContainText(
      `Output: ${outputBytes.toLocaleString("en-US")} bytes`,
      { timeout: 90_000 },
    );
    await expect(outputPanel(page)).toContainText("Showing the first 100,000 characters");
    const saved = await downloadWithButton(page);
    expect(saved.bytes.length).toBe(outputBytes);
    expect(saved.bytes.equals(Buffer.from(text, "utf8"))).toBe(true);
  });
});
