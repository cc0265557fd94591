// The Certificate Decoder's chain step: a certificate openssl makes gives the page's report, with
// openssl's SHA-256 fingerprint, counted from the time the step runs; text without a certificate
// fails with the decoder's own message.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { NOTHING_FOUND_MESSAGE, decodeCertificates } from "./certificate-decoder";
import { step } from "./step";

const defaults = defaultOptions(step.options);

/** A P-256 self-signed certificate openssl makes, and its SHA-256 fingerprint as openssl gives it. */
function opensslCertificate(): { pem: string; sha256: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "certificate-step-"));
  try {
    const file = path.join(dir, "cert.pem");
    execFileSync("openssl", [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      file,
      "-days",
      "30",
      "-subj",
      "/CN=step.example/O=Chain Test",
    ]);
    const printed = execFileSync("openssl", [
      "x509",
      "-in",
      file,
      "-noout",
      "-fingerprint",
      "-sha256",
    ]);
    return { pem: readFileSync(file, "utf8"), sha256: printed.toString().trim().split("=")[1] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// openssl starts in a second or more on a loaded machine.
describe("the Certificate Decoder's step", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the page's report of a certificate, counted from when it runs, with openssl's fingerprint", async () => {
    const { pem, sha256 } = opensslCertificate();
    const now = Date.now();
    vi.useFakeTimers({ now, toFake: ["Date"] });
    const output = await step.run(pem);
    expect(defaults).toEqual({});
    expect(output).toBe(await decodeCertificates({ text: pem, now }));
    expect(output).toContain(`SHA-256 fingerprint:  ${sha256}\n`);
    expect(output).toContain("step.example");

    vi.setSystemTime(now + 10 * 86_400_000);
    const later = await step.run(pem);
    expect(later).toBe(await decodeCertificates({ text: pem, now: now + 10 * 86_400_000 }));
    expect(later).not.toBe(output);
  });

  it("fails on text without a certificate with the decoder's own message", async () => {
    await expect(step.run("hello, no certificate here")).rejects.toThrow(NOTHING_FOUND_MESSAGE);
  });
});
