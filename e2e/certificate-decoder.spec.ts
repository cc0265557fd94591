// /certificate-decoder in the browser, in one visit: a pasted certificate, a DER file and a .p7b
// bundle decoded (fingerprints are openssl's), a broken Base64 line named, a megabyte decoded in the
// worker, Download, Esc, a 360 px screen, and nothing stored across a reload.
// Budget: at most 30 s of browser tests for this tool in each engine.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { getTool } from "../app/catalogue";
import {
  chooseInputFile,
  downloadOutput,
  expectEscClears,
  expectMainThreadFree,
  field,
  gotoHydrated,
  outputPanel,
  pasteInput,
  readField,
  readOutput,
  reloadHydrated,
  runInWorker,
} from "./support";

test.skip(
  getTool("/certificate-decoder").status !== "live",
  "/certificate-decoder is planned: its page says coming soon",
);

const fixture = (name: string) =>
  readFileSync(new URL(`../test-support/certificate-decoder/${name}`, import.meta.url));
const SAMPLE = fixture("sample-ed25519.pem").toString("utf8");
// openssl x509 -fingerprint -sha256 of each fixture.
const SAMPLE_SHA256 =
  "2F:42:BC:04:66:7D:D0:B0:26:75:8A:B5:D4:8B:E9:31:D9:6B:5D:EC:28:E4:47:42:6C:FD:46:6A:AF:6B:FA:C9";
const LEAF_SHA256 =
  "C4:74:22:30:CB:34:E5:F3:94:EE:BA:94:3C:61:EF:8C:0C:85:84:9D:79:76:29:BB:01:99:A5:E2:F3:AC:F1:37";

test("paste, DER and .p7b files, a bad line, a megabyte, Download, Esc, 360 px and a reload, in one visit", async ({
  page,
}) => {
  await gotoHydrated(page, "/certificate-decoder");

  await test.step("a pasted certificate is decoded with openssl's fingerprint", async () => {
    await pasteInput(page, SAMPLE);
    await expect(field(page, "Output")).toContainText(SAMPLE_SHA256);
    const report = await readOutput(page);
    expect(report).toContain("Subject:              O = Certificate Decoder, CN = sample.example");
    expect(report).toContain("Public key:           Ed25519 (256 bits)");
    expect(report).toMatch(
      /Not after: +2\d{3}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(expires in \d+ days\)/,
    );
    expect(report).toContain("DNS:sample.example");
  });

  await test.step("Download saves the report", async () => {
    const saved = await downloadOutput(page);
    expect(saved.name).toBe("certificate.txt");
    expect(saved.bytes.toString("utf8")).toContain(SAMPLE_SHA256);
  });

  await test.step("a binary DER file becomes PEM in the Input and is decoded", async () => {
    await chooseInputFile(page, "leaf.der", "application/x-x509-ca-cert", [
      ...fixture("e2e-leaf.der"),
    ]);
    await expect.poll(() => readField(page, "Input")).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    await expect(field(page, "Output")).toContainText(LEAF_SHA256);
  });

  await test.step("a .p7b bundle's chain is checked link by link", async () => {
    await chooseInputFile(page, "chain.p7b", "application/x-pkcs7-certificates", [
      ...fixture("e2e-chain.p7b"),
    ]);
    await expect(field(page, "Output")).toContainText("Weakest link");
    const report = await readOutput(page);
    expect(report).toContain("Certificate 1 of 2 (from the PKCS#7 bundle at line 1)");
    expect(report).toContain(LEAF_SHA256);
    expect(report).toContain(
      "1 (e2e.example) → 2 (E2E Root): issuer matches the next subject; key identifiers match; signature verified",
    );
    expect(report).toContain("2 (E2E Root): self-signed root, signature verified");
  });

  await test.step("a broken Base64 line is named by line and column", async () => {
    const lines = SAMPLE.split("\n");
    lines[2] = `${lines[2].slice(0, 4)}*${lines[2].slice(5)}`;
    await pasteInput(page, lines.join("\n"));
    await expect(page.getByRole("alert").filter({ hasText: "Base64" })).toHaveText(
      'PEM block 1 (CERTIFICATE), line 3, column 5: "*" is not a Base64 character',
    );
  });

  await test.step("a megabyte waits for Decode, runs in the worker and leaves the page free", async () => {
    const junk = `-----BEGIN CERTIFICATE-----\n${"QUFB\n".repeat(200_000)}-----END CERTIFICATE-----\n`;
    await pasteInput(page, junk);
    await expect(outputPanel(page)).toContainText("too large to decode as you type: press Decode");
    await runInWorker(page);
    await expectMainThreadFree(page);
    // The worker starts and loads the decoder first: seconds on a loaded machine.
    await expect(page.getByRole("alert").filter({ hasText: "PEM block 1" })).toContainText(
      "PEM block 1 (CERTIFICATE, line 1), byte 67: 599933 bytes follow the end of the data",
      { timeout: 20_000 },
    );
  });

  await test.step("Esc clears; the page fits 360 px", async () => {
    await pasteInput(page, SAMPLE);
    await expect(field(page, "Output")).toContainText(SAMPLE_SHA256);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await field(page, "Input").click();
    await expectEscClears(page);
  });

  await test.step("nothing pasted is stored: a reload starts empty", async () => {
    await pasteInput(page, SAMPLE);
    await expect(field(page, "Output")).toContainText(SAMPLE_SHA256);
    await page.waitForTimeout(500); // past the 300 ms save delay of anything that would be saved
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain("BEGIN CERTIFICATE");
    expect(stored).not.toContain(SAMPLE.split("\n")[1]);
    await reloadHydrated(page);
    expect(await readField(page, "Input")).toBe("");
    expect(await readOutput(page)).toBe("");
  });
});
