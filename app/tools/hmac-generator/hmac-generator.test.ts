import {
  type HashAlgorithm,
  bytesToHex,
  digestMatches,
  hexToBytes,
  hmacBytes,
} from "~/lib/crypto/hashing";
import { conformanceFile, parseVectors } from "../../../test-support/hash-vectors";
import { computeHmac, HMAC_ALGORITHMS, isHmacAlgorithm, secretKeyBytes } from "./hmac-generator";

/** HMAC.rsp names each section by the digest length L in bytes. */
const NIST_SECTIONS: [string, HashAlgorithm][] = [
  ["L=20", "sha1"],
  ["L=28", "sha224"],
  ["L=32", "sha256"],
  ["L=48", "sha384"],
  ["L=64", "sha512"],
];

const nistRecords = parseVectors(conformanceFile("HMAC.rsp"));

interface Rfc4231Case {
  tc: number;
  key_hex: string;
  data_hex: string;
  hmac_sha256?: string;
  hmac_sha256_truncated128?: string;
}

/** "REPEAT:aa:131" is 131 bytes of 0xaa. */
function rfcKey(keyHex: string): Uint8Array {
  const repeat = /^REPEAT:([0-9a-f]{2}):(\d+)$/i.exec(keyHex);
  return repeat ? hexToBytes(repeat[1].repeat(Number(repeat[2]))) : hexToBytes(keyHex);
}

describe("conformance", () => {
  it.each(NIST_SECTIONS)(
    "NIST HMAC.rsp [%s] matches HMAC-%s on the first Tlen bytes",
    async (section, algorithm) => {
      const records = nistRecords.filter((r) => r.section === section && r.Mac);
      expect(records.length).toBeGreaterThan(200);
      for (const r of records) {
        const mac = await hmacBytes(algorithm, hexToBytes(r.Key), hexToBytes(r.Msg));
        expect(bytesToHex(mac.subarray(0, Number(r.Tlen))), `Count ${r.Count}`).toBe(r.Mac);
      }
    },
  );

  it("RFC 4231 test cases 1-7 match HMAC-SHA256, case 5 on its first 128 bits", async () => {
    const cases = JSON.parse(conformanceFile("rfc4231_hmac_sha256.json")) as Rfc4231Case[];
    expect(cases).toHaveLength(7);
    for (const c of cases) {
      const mac = bytesToHex(await hmacBytes("sha256", rfcKey(c.key_hex), hexToBytes(c.data_hex)));
      if (c.hmac_sha256_truncated128)
        expect(mac.slice(0, 32), `case ${c.tc}`).toBe(c.hmac_sha256_truncated128);
      else expect(mac, `case ${c.tc}`).toBe(c.hmac_sha256);
    }
  });
});

describe("keys", () => {
  const job = { message: "what do ya want for nothing?", algorithm: "sha256" as const };
  const rfcCase2 = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";

  it.each([
    ["text", "Jefe"],
    ["hex", "4a656665"],
    ["base64", "SmVmZQ=="],
  ] as const)("a %s key gives the same MAC as its bytes", async (keyFormat, key) => {
    expect(bytesToHex(await computeHmac({ ...job, key, keyFormat }))).toBe(rfcCase2);
  });

  it("an empty key is allowed, as RFC 2104 allows it", async () => {
    expect(bytesToHex(await computeHmac({ ...job, message: "", key: "", keyFormat: "text" }))).toBe(
      "b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad",
    );
  });

  it("names the key in a bad hex key's message", async () => {
    await expect(secretKeyBytes("4a6g", "hex")).rejects.toThrow(
      'Secret key: Invalid hex character "g" at position 4',
    );
  });

  it("names the key in a bad Base64 key's message", async () => {
    await expect(secretKeyBytes("Sm!Z", "base64")).rejects.toThrow(
      'Secret key: Invalid Base64 character "!" at position 3',
    );
  });
});

describe("algorithms", () => {
  it("offers seven hashes for HMAC", () => {
    expect(HMAC_ALGORITHMS.map((a) => a.label)).toEqual([
      "MD5",
      "SHA-1",
      "SHA-256",
      "SHA-384",
      "SHA-512",
      "SHA3-256",
      "SHA3-512",
    ]);
    expect(isHmacAlgorithm("sha224")).toBe(false);
  });

  it("HMAC-MD5 matches RFC 2202 test case 2", async () => {
    const mac = await computeHmac({
      message: "what do ya want for nothing?",
      key: "Jefe",
      keyFormat: "text",
      algorithm: "md5",
    });
    expect(bytesToHex(mac)).toBe("750c783e6ab0b503eaa86e310a5db738");
  });

  it("HMAC-SHA3-256 matches the NIST example with a 32-byte key", async () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => i);
    const mac = await hmacBytes(
      "sha3-256",
      key,
      new TextEncoder().encode("Sample message for keylen<blocklen"),
    );
    expect(bytesToHex(mac)).toBe(
      "4fe8e202c4f058e8dddc23d8c34e467343e23555e24fc2f025d598f558f67205",
    );
  });
});

describe("verifying a MAC", () => {
  it("accepts the MAC in upper-case hex or Base64 and rejects a different one", async () => {
    const mac = await computeHmac({ message: "m", key: "k", keyFormat: "text", algorithm: "sha1" });
    expect(digestMatches(mac, bytesToHex(mac).toUpperCase())).toBe(true);
    expect(digestMatches(mac, Buffer.from(mac).toString("base64"))).toBe(true);
    expect(digestMatches(mac, "00".repeat(20))).toBe(false);
  });
});
