// Signature checks and chain links on keys made by Web Crypto: ECDSA signatures whose r or s needs
// DER's sign byte or is shorter than the curve, each "not checked" reason, the leaf-first order and
// the weakest link.
import { tlv } from "../../../test-support/certificate-decoder/der-builder";
import { checkChain, checkSignature, strength } from "./chain";
import type { Certificate, PublicKey, SignatureAlgorithm } from "./x509";

const ECDSA_SHA256: SignatureAlgorithm = {
  oid: "1.2.840.10045.4.3.2",
  name: "ecdsa-with-SHA256",
  hashBits: 128,
  hash: "SHA-256",
};
const SHA1_RSA: SignatureAlgorithm = {
  oid: "1.2.840.113549.1.1.5",
  name: "sha1WithRSAEncryption",
  hashBits: 0,
  hash: "SHA-1",
};

/** DER INTEGER of an unsigned big-endian number: leading zeros dropped, a sign byte when needed. */
function derInteger(value: Uint8Array): number[] {
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start++;
  const bytes = Array.from(value.subarray(start));
  return tlv(0x02, bytes[0] & 0x80 ? [0, ...bytes] : bytes);
}

async function ecKey(): Promise<{ pair: CryptoKeyPair; publicKey: PublicKey }> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ]);
  const spki = new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey));
  return {
    pair,
    publicKey: {
      type: "EC",
      bits: 256,
      securityBits: 128,
      description: "EC P-256 (256 bits)",
      details: [],
      curve: "P-256",
      spki,
    },
  };
}

/** A certificate as the chain checks read it: names, key, signature and what it covers. */
function fakeCertificate(options: {
  subject: string;
  issuer: string;
  publicKey: PublicKey;
  signatureAlgorithm?: SignatureAlgorithm;
  signature?: Uint8Array;
  signedPart?: Uint8Array;
  subjectKeyId?: string;
  authorityKeyId?: string;
}): Certificate {
  const { subject, issuer, ...rest } = options;
  return {
    signatureAlgorithm: ECDSA_SHA256,
    signature: new Uint8Array(),
    signedPart: new Uint8Array([1]),
    ...rest,
    subject: { text: subject, label: subject, key: subject.toLowerCase() },
    issuer: { text: issuer, label: issuer, key: issuer.toLowerCase() },
  } as Certificate;
}

/** Signs `data` until the raw r||s matches `want`, and returns the DER signature. */
async function ecdsaSignature(
  key: CryptoKey,
  data: Uint8Array<ArrayBuffer>,
  want: (r: Uint8Array, s: Uint8Array) => boolean,
): Promise<Uint8Array> {
  for (;;) {
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, data),
    );
    const r = raw.subarray(0, 32);
    const s = raw.subarray(32);
    if (want(r, s)) return Uint8Array.from(tlv(0x30, derInteger(r), derInteger(s)));
  }
}

describe("signatures", () => {
  it("verifies ECDSA signatures whose r has a sign byte or is shorter than the curve", async () => {
    const { pair, publicKey } = await ecKey();
    const data = new Uint8Array([1, 2, 3]);
    const cases = [
      (r: Uint8Array, s: Uint8Array) => r[0] >= 0x80 && s[0] >= 0x80,
      (r: Uint8Array) => r[0] === 0,
      (_r: Uint8Array, s: Uint8Array) => s[0] === 0,
    ];
    for (const want of cases) {
      const signature = await ecdsaSignature(pair.privateKey, data, want);
      const signed = fakeCertificate({
        subject: "A",
        issuer: "A",
        publicKey,
        signature,
        signedPart: data,
      });
      expect(await checkSignature(signed, publicKey)).toBe("verified");
      const tampered = fakeCertificate({
        subject: "A",
        issuer: "A",
        publicKey,
        signature,
        signedPart: new Uint8Array([1, 2, 4]),
      });
      expect(await checkSignature(tampered, publicKey)).toBe("does not verify");
    }
  });

  it("says why a signature was not checked", async () => {
    const { publicKey } = await ecKey();
    const signed = (signatureAlgorithm: SignatureAlgorithm) =>
      fakeCertificate({
        subject: "A",
        issuer: "A",
        publicKey,
        signatureAlgorithm,
        signature: new Uint8Array(64),
      });
    expect(
      await checkSignature(
        signed({ oid: "1.2.840.113549.1.1.4", name: "md5WithRSAEncryption", hashBits: 0 }),
        publicKey,
      ),
    ).toBe("not checked (md5WithRSAEncryption is not available here)");
    expect(
      await checkSignature(signed({ oid: "1.2.3", name: "1.2.3", hashBits: 0 }), publicKey),
    ).toBe("not checked (1.2.3 is not available here)");
    expect(
      await checkSignature(
        signed({ oid: "1.2.840.10045.4.3.2", name: "ecdsa-with-SHA256", hashBits: 128 }),
        publicKey,
      ),
    ).toBe("not checked (ecdsa-with-SHA256 is not available here)");
    expect(await checkSignature(signed(ECDSA_SHA256), { ...publicKey, curve: undefined })).toBe(
      "not checked (ecdsa-with-SHA256 is not available here)",
    );
    expect(
      await checkSignature(
        signed({ oid: "1.3.101.112", name: "ED25519", hashBits: 128 }),
        publicKey,
      ),
    ).toBe("not checked (EC P-256 (256 bits) cannot check ED25519 in this browser)");
    expect(await checkSignature(signed(ECDSA_SHA256), publicKey)).toBe(
      "does not verify (the ECDSA signature is malformed)",
    );
    expect(await checkSignature(signed(SHA1_RSA), publicKey)).toBe(
      "not checked (EC P-256 (256 bits) cannot check sha1WithRSAEncryption in this browser)",
    );
  });
});

describe("chains", () => {
  it("links leaf, intermediate and root, and finds the leaf-first order of a shuffled chain", async () => {
    const root = await ecKey();
    const intermediate = await ecKey();
    const leaf = await ecKey();
    const data = new Uint8Array([9]);
    const any = () => true;
    const leafCert = fakeCertificate({
      subject: "Leaf",
      issuer: "Intermediate",
      publicKey: leaf.publicKey,
      signature: await ecdsaSignature(intermediate.pair.privateKey, data, any),
      signedPart: data,
      authorityKeyId: "01",
    });
    const intermediateCert = fakeCertificate({
      subject: "Intermediate",
      issuer: "Root",
      publicKey: intermediate.publicKey,
      signature: await ecdsaSignature(root.pair.privateKey, data, any),
      signedPart: data,
      subjectKeyId: "01",
      authorityKeyId: "02",
    });
    const rootCert = fakeCertificate({
      subject: "Root",
      issuer: "Root",
      publicKey: root.publicKey,
      signature: await ecdsaSignature(root.pair.privateKey, data, any),
      signedPart: data,
      subjectKeyId: "03",
    });
    const inOrder = await checkChain([leafCert, intermediateCert, rootCert]);
    expect(inOrder.links).toEqual([
      { from: 0, to: 1, namesMatch: true, keyIdsMatch: true, signature: "verified" },
      { from: 1, to: 2, namesMatch: true, keyIdsMatch: false, signature: "verified" },
    ]);
    expect([...inOrder.selfSigned]).toEqual([[2, "verified"]]);
    expect(inOrder.betterOrder).toBeNull();
    const shuffled = await checkChain([rootCert, leafCert, intermediateCert]);
    expect(shuffled.links.map((l) => [l.namesMatch, l.keyIdsMatch, l.signature])).toEqual([
      [false, undefined, "not checked (another issuer)"],
      [true, true, "verified"],
    ]);
    expect(shuffled.betterOrder).toEqual([1, 2, 0]);
    expect(shuffled.selfSigned.get(0)).toBe("verified");
    // Two leaves, or a certificate whose issuer is missing: no single path to put in order.
    expect((await checkChain([leafCert, leafCert, rootCert])).betterOrder).toBeNull();
    expect((await checkChain([rootCert, leafCert])).betterOrder).toBeNull();
  });

  it("names the weakest link: the first of the lowest key or signature hash", async () => {
    const { publicKey } = await ecKey();
    const strong = fakeCertificate({ subject: "A", issuer: "B", publicKey });
    const weakKey = fakeCertificate({
      subject: "B",
      issuer: "C",
      publicKey: { ...publicKey, securityBits: 112, description: "RSA 2048 bits" },
    });
    const sha1 = fakeCertificate({
      subject: "C",
      issuer: "C",
      publicKey,
      signatureAlgorithm: SHA1_RSA,
    });
    expect(strength(sha1)).toEqual({
      securityBits: 0,
      reason: "signed with sha1WithRSAEncryption (0-bit security)",
    });
    expect(strength(strong)).toEqual({
      securityBits: 128,
      reason: "EC P-256 (256 bits) key (128-bit security)",
    });
    expect((await checkChain([strong, weakKey])).weakest).toEqual({
      index: 1,
      securityBits: 112,
      reason: "RSA 2048 bits key (112-bit security)",
    });
    expect((await checkChain([strong, weakKey, sha1])).weakest.index).toBe(2);
    expect((await checkChain([weakKey, weakKey])).weakest.index).toBe(0);
    const equal = { ...publicKey, securityBits: 128 };
    const sha256Equal = fakeCertificate({ subject: "D", issuer: "D", publicKey: equal });
    expect(strength(sha256Equal).reason).toBe("EC P-256 (256 bits) key (128-bit security)");
  });
});
