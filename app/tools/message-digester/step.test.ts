// The Message Digester's chain step: the digest of the text's UTF-8 bytes, by the page's own core,
// in the page's output format, checked against `openssl dgst` and Python's hashlib.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { HASH_ALGORITHMS, bytesToHex } from "~/lib/crypto/hashing";
import { digestText } from "./message-digester";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const TEXT = "The quick brown fox jumps over the lazy dog\nnaïve café 😀\n";

/** `openssl dgst -<name>` of the text's UTF-8 bytes, as lower-case hex. */
function openssl(name: string, text: string): string {
  const printed = execFileSync("openssl", ["dgst", `-${name}`, "-r"], {
    input: Buffer.from(text, "utf8"),
  }).toString();
  return printed.split(" ")[0];
}

/** hashlib's hex digest of the text's UTF-8 bytes for each algorithm, in one Python process. */
function hashlibDigests(names: string[], text: string): string[] {
  return execFileSync(
    "python3",
    [
      "-c",
      "import sys, hashlib; data = sys.stdin.buffer.read(); print(' '.join(hashlib.new(n, data).hexdigest() for n in sys.argv[1:]))",
      ...names,
    ],
    { input: Buffer.from(text, "utf8") },
  )
    .toString()
    .trim()
    .split(" ");
}

/** hashlib's names for the page's algorithms ("sha3-256" is "sha3_256" there). */
const hashlibName = (algorithm: string) => algorithm.replace("-", "_");

// Each check starts openssl or Python: a second or more on a loaded machine.
describe("the Message Digester's step", { timeout: 30_000 }, () => {
  it("gives the SHA-256 hex digest by default, as the page starts, equal to openssl dgst's", async () => {
    const output = await step.run(TEXT, defaults);
    expect(defaults).toEqual({ algorithm: "sha256", format: "hex" });
    expect(output).toBe(bytesToHex(await digestText(TEXT, "sha256")));
    expect(output).toBe(openssl("sha256", TEXT));
  });

  it("gives each algorithm's digest as Python's hashlib computes it", async () => {
    const algorithms = HASH_ALGORITHMS.map((choice) => choice.value);
    const expected = hashlibDigests(algorithms.map(hashlibName), TEXT);
    for (const [index, algorithm] of algorithms.entries()) {
      expect(await step.run(TEXT, { ...defaults, algorithm }), algorithm).toBe(expected[index]);
    }
    expect(await step.run(TEXT, { ...defaults, algorithm: "sha3-512" })).toBe(
      openssl("sha3-512", TEXT),
    );
  });

  it("writes the digest in upper-case hex or Base64 as the output format asks", async () => {
    const hex = openssl("md5", TEXT);
    expect(await step.run(TEXT, { algorithm: "md5", format: "hex-upper" })).toBe(hex.toUpperCase());
    expect(await step.run(TEXT, { algorithm: "md5", format: "base64" })).toBe(
      Buffer.from(hex, "hex").toString("base64"),
    );
  });
});
