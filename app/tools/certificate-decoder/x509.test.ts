// Certificates, requests and bundles spelled by hand: key types and parameters openssl's fixtures do
// not have (RSA sizes at each strength step, explicit curves, unknown algorithms), version 1
// certificates, request attributes, and the shapes that tell a request from a certificate.
import { ascii, OID_BYTES as O, tlv } from "../../../test-support/certificate-decoder/der-builder";
import {
  decodeCertificate,
  decodeRequest,
  pkcs7Certificates,
  rsaSecurityBits,
  sniffLabel,
} from "./x509";

const bytes = (array: number[]) => Uint8Array.from(array);
const algorithm = (oid: number[], ...parameters: number[][]) =>
  tlv(0x30, tlv(0x06, oid), ...parameters);
const name = (cn: string) =>
  tlv(0x30, tlv(0x31, tlv(0x30, tlv(0x06, O.commonName), tlv(0x0c, ascii(cn)))));
const time = tlv(0x17, ascii("250101000000Z"));
const spki = (keyAlgorithm: number[], key: number[]) => tlv(0x30, keyAlgorithm, tlv(0x03, 0, key));
/** An RSA key of `modulusBytes` bytes (high bit set) and the given exponent bytes. */
const rsaKey = (modulusBytes: number, exponent: number[], oid = O.rsaEncryption) =>
  spki(
    algorithm(oid),
    tlv(0x30, tlv(0x02, 0, 0x80, new Array(modulusBytes - 1).fill(1)), tlv(0x02, exponent)),
  );
const signatureAlgorithm = algorithm(O.sha256WithRsa);

/** A certificate with the given fields; the signature is not checked when decoding. */
function certificate(options: {
  key?: number[];
  signature?: number[];
  version?: number | null;
  extra?: number[][];
}): Uint8Array {
  const {
    key = rsaKey(256, [1, 0, 1]),
    signature = signatureAlgorithm,
    version = 2,
    extra = [],
  } = options;
  const body = tlv(
    0x30,
    version === null ? [] : tlv(0xa0, tlv(0x02, version)),
    tlv(0x02, 0x01),
    signature,
    name("Issuer"),
    tlv(0x30, time, time),
    name("Subject"),
    key,
    ...extra,
  );
  return bytes(tlv(0x30, body, signature, tlv(0x03, 0, 0xaa)));
}
const keyOf = (key: number[]) => decodeCertificate(certificate({ key }), "Test").publicKey;
const signatureOf = (signature: number[]) =>
  decodeCertificate(certificate({ signature }), "Test").signatureAlgorithm;

describe("keys", () => {
  it("rates RSA moduli by NIST SP 800-57's steps", () => {
    const steps = [1023, 1024, 2047, 2048, 3071, 3072, 7679, 7680, 15359, 15360];
    expect(steps.map(rsaSecurityBits)).toEqual([0, 80, 80, 112, 112, 128, 128, 192, 192, 256]);
  });

  it("reads an RSA key's size and exponent, a long exponent in hex", () => {
    expect(keyOf(rsaKey(128, [3]))).toMatchObject({
      type: "RSA",
      bits: 1024,
      securityBits: 80,
      description: "RSA 1024 bits",
      details: ["exponent 3"],
    });
    expect(keyOf(rsaKey(128, [1, 2, 3, 4, 5, 6])).details).toEqual(["exponent 1108152157446"]);
    expect(keyOf(rsaKey(128, [1, 2, 3, 4, 5, 6, 7])).details).toEqual([
      "exponent 0x01020304050607",
    ]);
    expect(keyOf(rsaKey(384, [3], O.rsaPss))).toMatchObject({
      type: "RSASSA-PSS",
      bits: 3072,
      securityBits: 128,
      description: "RSASSA-PSS 3072 bits",
    });
  });

  it("reads named, unknown and explicit EC curves", () => {
    const point = [4, ...new Array(64).fill(1)];
    expect(keyOf(spki(algorithm(O.ecPublicKey, tlv(0x06, O.secp521r1)), point))).toMatchObject({
      type: "EC",
      bits: 521,
      securityBits: 256,
      description: "EC P-521 (521 bits)",
      details: ["curve secp521r1"],
      curve: "P-521",
    });
    expect(keyOf(spki(algorithm(O.ecPublicKey, tlv(0x06, O.prime256v1)), point)).securityBits).toBe(
      128,
    );
    expect(keyOf(spki(algorithm(O.ecPublicKey, tlv(0x06, O.other)), point))).toEqual({
      type: "EC",
      bits: 0,
      securityBits: 0,
      description: "EC (curve 1.2.3)",
      details: [],
      spki: expect.any(Uint8Array),
    });
    const explicit = keyOf(spki(algorithm(O.ecPublicKey, tlv(0x30, tlv(0x02, 1))), point));
    expect(explicit.description).toBe("EC (curve given explicitly)");
    expect(explicit.curve).toBeUndefined();
  });

  it("reads Ed448 from the table and names an unknown algorithm by its OID", () => {
    expect(keyOf(spki(algorithm(O.ed448), new Array(57).fill(1)))).toMatchObject({
      type: "Ed448",
      bits: 456,
      securityBits: 224,
      description: "Ed448 (456 bits)",
      details: [],
    });
    expect(keyOf(spki(algorithm(O.other), [1, 2, 3]))).toMatchObject({
      type: "1.2.3",
      bits: 24,
      securityBits: 0,
      description: "1.2.3 (24 bits)",
      details: [],
    });
  });

  it("keeps the whole SubjectPublicKeyInfo for Web Crypto", () => {
    const key = rsaKey(128, [3]);
    expect(Array.from(keyOf(key).spki)).toEqual(key);
  });
});

describe("signature algorithms", () => {
  it("reads RSASSA-PSS parameters, and RFC 4055's defaults when they are absent", () => {
    const hash = (oid: number[]) => tlv(0xa0, algorithm(oid));
    const salt = (n: number) => tlv(0xa2, tlv(0x02, n));
    expect(signatureOf(algorithm(O.rsaPss, tlv(0x30, hash(O.sha512), salt(64))))).toEqual({
      oid: "1.2.840.113549.1.1.10",
      name: "rsassaPss (SHA-512, salt 64)",
      hashBits: 256,
      hash: "SHA-512",
      saltLength: 64,
    });
    expect(signatureOf(algorithm(O.rsaPss, tlv(0x30, hash(O.sha384))))).toMatchObject({
      name: "rsassaPss (SHA-384, salt 20)",
      hashBits: 192,
    });
    for (const parameters of [[], [tlv(0x05)], [tlv(0x30)]]) {
      expect(signatureOf(algorithm(O.rsaPss, ...parameters))).toMatchObject({
        name: "rsassaPss (SHA-1, salt 20)",
        hashBits: 0,
        hash: "SHA-1",
        saltLength: 20,
      });
    }
  });

  it("names an unknown algorithm by its OID, with no strength", () => {
    expect(signatureOf(algorithm(O.other))).toEqual({ oid: "1.2.3", name: "1.2.3", hashBits: 0 });
    expect(signatureOf(signatureAlgorithm)).toEqual({
      oid: "1.2.840.113549.1.1.11",
      name: "sha256WithRSAEncryption",
      hashBits: 128,
      hash: "SHA-256",
    });
  });
});

describe("certificates", () => {
  it("reads version 1 (no version field) and version 3, and the signed part", () => {
    const v1 = decodeCertificate(certificate({ version: null }), "Test");
    expect(v1.version).toBe(1);
    expect(v1.extensions).toEqual([]);
    const v3 = decodeCertificate(certificate({}), "Test");
    expect(v3.version).toBe(3);
    expect(v3.subject.text).toBe("CN = Subject");
    expect(v3.issuer.label).toBe("Issuer");
    expect(v3.serial).toBe("01");
    expect(v3.notBefore).toBe(Date.UTC(2025, 0, 1));
    expect(Array.from(v3.signature)).toEqual([0xaa]);
    expect(v3.signedPart[0]).toBe(0x30);
    expect(v3.signedPart.length).toBe(v3.der.length - signatureAlgorithm.length - 4 - 4);
  });

  it("finds the extensions after the unique identifiers, and the key identifiers in them", () => {
    const keyId = tlv(0x30, tlv(0x06, 0x55, 0x1d, 0x0e), tlv(0x04, tlv(0x04, 0xab, 0xcd)));
    const authority = tlv(0x30, tlv(0x06, 0x55, 0x1d, 0x23), tlv(0x04, tlv(0x30, tlv(0x82, 0x01))));
    const extra = [tlv(0x81, 0, 1), tlv(0x82, 0, 2), tlv(0xa3, tlv(0x30, keyId, authority))];
    const decoded = decodeCertificate(certificate({ extra }), "Test");
    expect(decoded.extensions.map((e) => e.name)).toEqual([
      "Subject Key Identifier",
      "Authority Key Identifier",
    ]);
    expect(decoded.subjectKeyId).toBe("AB:CD");
    expect(decoded.authorityKeyId).toBeUndefined();
    const withKeyId = tlv(
      0x30,
      tlv(0x06, 0x55, 0x1d, 0x23),
      tlv(0x04, tlv(0x30, tlv(0x80, 0xab, 0xcd))),
    );
    const linked = decodeCertificate(
      certificate({ extra: [tlv(0xa3, tlv(0x30, withKeyId))] }),
      "Test",
    );
    expect(linked.authorityKeyId).toBe("AB:CD");
    expect(linked.subjectKeyId).toBeUndefined();
  });

  it("says when the structure or its fields are incomplete", () => {
    expect(() =>
      decodeCertificate(bytes(tlv(0x30, tlv(0x30), signatureAlgorithm)), "Test"),
    ).toThrow("Test: the structure is incomplete");
    expect(() => decodeCertificate(bytes(tlv(0x30, tlv(0x30))), "Test")).toThrow(
      "Test: the structure is incomplete",
    );
    const short = bytes(
      tlv(0x30, tlv(0x30, tlv(0x02, 1), signatureAlgorithm), signatureAlgorithm, tlv(0x03, 0)),
    );
    expect(() => decodeCertificate(short, "Test")).toThrow(
      "Test: the certificate's fields are incomplete",
    );
    expect(() => decodeRequest(short, "Test")).toThrow("Test: the request's fields are incomplete");
  });
});

describe("requests", () => {
  const request = (...attributes: number[][]) =>
    bytes(
      tlv(
        0x30,
        tlv(0x30, tlv(0x02, 0), name("Request"), rsaKey(256, [1, 0, 1]), tlv(0xa0, ...attributes)),
        signatureAlgorithm,
        tlv(0x03, 0, 0xaa),
      ),
    );
  const attribute = (oid: number[], ...values: number[][]) =>
    tlv(0x30, tlv(0x06, oid), tlv(0x31, ...values));

  it("reads the requested extensions and the other attributes", () => {
    const keyId = tlv(0x30, tlv(0x06, 0x55, 0x1d, 0x0e), tlv(0x04, tlv(0x04, 0x01)));
    const decoded = decodeRequest(
      request(
        attribute(O.challengePassword, tlv(0x0c, ascii("secret"))),
        attribute(O.extensionRequest, tlv(0x30, keyId)),
        attribute(O.other),
        attribute(O.extensionRequest),
      ),
      "Test",
    );
    expect(decoded).toMatchObject({ kind: "request", version: 1 });
    expect(decoded.subject.text).toBe("CN = Request");
    expect(decoded.publicKey.bits).toBe(2048);
    expect(decoded.extensions).toEqual([
      { oid: "2.5.29.14", name: "Subject Key Identifier", critical: false, values: ["01"] },
    ]);
    expect(decoded.attributes).toEqual([
      { name: "challengePassword", value: "secret" },
      { name: "1.2.3", value: "" },
      { name: "Requested Extensions", value: "" },
    ]);
    expect(sniffLabel(request())).toBe("CERTIFICATE REQUEST");
    expect(decodeRequest(request(), "Test").attributes).toEqual([]);
  });
});

describe("bundles and shapes", () => {
  const bundle = (type: number[], ...signedData: number[][]) =>
    bytes(tlv(0x30, tlv(0x06, type), tlv(0xa0, tlv(0x30, ...signedData))));

  it("takes the certificates out of a PKCS#7 SignedData", () => {
    const one = Array.from(certificate({}));
    const two = Array.from(certificate({ version: null }));
    const found = pkcs7Certificates(
      bundle(O.pkcs7SignedData, tlv(0x02, 1), tlv(0xa0, one, two)),
      "Test",
    );
    expect(found.map((der) => Array.from(der))).toEqual([one, two]);
    expect(found[0].buffer.byteLength).toBe(one.length);
    expect(pkcs7Certificates(bundle(O.pkcs7SignedData, tlv(0x02, 1)), "Test")).toEqual([]);
    expect(() => pkcs7Certificates(bundle(O.pkcs7Data), "Test")).toThrow(
      "Test: a PKCS#7 of type 1.2.840.113549.1.7.1 holds no certificates",
    );
    expect(sniffLabel(bundle(O.pkcs7Data))).toBe("PKCS7");
  });

  it("tells a certificate from a request by the shape of its body", () => {
    expect(sniffLabel(certificate({}))).toBe("CERTIFICATE");
    const fourFields = bytes(tlv(0x30, tlv(0x30, tlv(0x02, 0), tlv(0x30), tlv(0x30), tlv(0x30))));
    expect(sniffLabel(fourFields)).toBe("CERTIFICATE");
    expect(sniffLabel(bytes([0x30, 0x05]))).toBe("CERTIFICATE");
    expect(sniffLabel(bytes(tlv(0x30)))).toBe("CERTIFICATE");
  });
});
