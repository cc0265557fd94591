import { type HashAlgorithm, bytesToHex, hexToBytes } from "~/lib/crypto/hashing";
import { conformanceFile, digestVectors } from "../../../test-support/hash-vectors";
import { digestText, hashFile, progressLabel } from "./message-digester";

const NIST_FILES: [HashAlgorithm, string][] = [
  ["sha1", "SHA1ShortMsg.rsp"],
  ["sha224", "SHA224ShortMsg.rsp"],
  ["sha256", "SHA256ShortMsg.rsp"],
  ["sha384", "SHA384ShortMsg.rsp"],
  ["sha512", "SHA512ShortMsg.rsp"],
  ["sha3-256", "ShortMsgKAT_SHA3-256.txt"],
  ["sha3-512", "ShortMsgKAT_SHA3-512.txt"],
];

describe("conformance", () => {
  it.each(NIST_FILES)("%s gives every whole-byte digest of %s", async (algorithm, file) => {
    const vectors = digestVectors(file);
    expect(vectors.length).toBeGreaterThanOrEqual(32);
    for (const { message, digest } of vectors) {
      const blob = new Blob([hexToBytes(message)]);
      expect(bytesToHex(await hashFile({ file: blob, algorithm })), message).toBe(digest);
    }
  });

  it("MD5 gives the RFC 1321 test suite's digests of text", async () => {
    const rows = conformanceFile("rfc1321_md5.tsv")
      .split("\n")
      .filter((line) => line.includes("\t"))
      .map((line) => line.split("\t"));
    expect(rows).toHaveLength(7);
    for (const [text, digest] of rows) {
      expect(bytesToHex(await digestText(text, "md5")), text).toBe(digest.trim());
    }
  });
});

describe("text", () => {
  it("hashes the UTF-8 bytes of the text", async () => {
    // sha256 of the two bytes c3 a9 ("é" in UTF-8), as `printf 'é' | sha256sum` gives.
    expect(bytesToHex(await digestText("é", "sha256"))).toBe(
      bytesToHex(
        await hashFile({ file: new Blob([Uint8Array.from([0xc3, 0xa9])]), algorithm: "sha256" }),
      ),
    );
  });

  it("hashes the empty text", async () => {
    expect(bytesToHex(await digestText("", "md5"))).toBe("d41d8cd98f00b204e9800998ecf8427e");
  });
});

describe("progress line", () => {
  it("shows the percentage and the speed in MB/s", () => {
    expect(progressLabel(0.5, 1_000_000_000, 2000)).toBe("50 % · 250 MB/s");
  });

  it("shows only the percentage before any time has passed", () => {
    expect(progressLabel(0, 10, 0)).toBe("0 %");
  });
});
