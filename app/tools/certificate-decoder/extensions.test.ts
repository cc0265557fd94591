// Extensions in encodings openssl does not write (an explicit critical FALSE, CA:FALSE spelled out,
// odd address lengths, unknown name kinds) and broken ones: each read, or refused in its own line.
import { readRoot } from "./der";
import { type Extension, readExtensions } from "./extensions";
import { ascii, tlv as t } from "../../../test-support/certificate-decoder/der-builder";

const OID = {
  keyId: [0x55, 0x1d, 0x0e],
  san: [0x55, 0x1d, 0x11],
  basicConstraints: [0x55, 0x1d, 0x13],
  crlPoints: [0x55, 0x1d, 0x1f],
  policies: [0x55, 0x1d, 0x20],
  authorityKeyId: [0x55, 0x1d, 0x23],
  tlsFeature: [0x2b, 6, 1, 5, 5, 7, 1, 24],
  scts: [0x2b, 6, 1, 4, 1, 0xd6, 0x79, 2, 4, 2],
  unknown: [0x2a, 3],
};
/** Extension ::= SEQUENCE { extnID, critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING }. */
const extension = (oid: number[], value: number[], critical?: boolean) =>
  t(0x30, t(0x06, oid), critical === undefined ? [] : t(0x01, critical ? 0xff : 0), t(0x04, value));
const read = (...list: number[][]): Extension[] =>
  readExtensions(readRoot(Uint8Array.from(t(0x30, ...list)), "Test"), "Test");
const valuesOf = (oid: number[], value: number[]) => read(extension(oid, value))[0].values;

describe("the critical flag", () => {
  it("reads an absent, an explicit FALSE and a TRUE flag", () => {
    const value = t(0x04, 0xab);
    const [absent, explicitFalse, explicitTrue] = read(
      extension(OID.keyId, value),
      extension(OID.keyId, value, false),
      extension(OID.keyId, value, true),
    );
    for (const ext of [absent, explicitFalse, explicitTrue]) {
      expect(ext).toMatchObject({ name: "Subject Key Identifier", values: ["AB"] });
    }
    expect([absent.critical, explicitFalse.critical, explicitTrue.critical]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("names the extension whose value is missing", () => {
    expect(() => read(extension(OID.keyId, t(0x04, 1)), t(0x30, t(0x06, OID.keyId)))).toThrow(
      "Test, extension 2: a OCTET STRING is missing",
    );
  });

  it("keeps the unknown ones as hex, and says which value cannot be read", () => {
    expect(read(extension(OID.unknown, [0x0c, 1, 0x41]))[0]).toEqual({
      oid: "1.2.3",
      name: "1.2.3",
      critical: false,
      values: ["0C:01:41"],
    });
    expect(valuesOf(OID.san, t(0x04, 0))).toEqual([
      "(cannot be read: Test, extension 1, byte 0: expected SEQUENCE, found OCTET STRING)",
    ]);
    expect(valuesOf(OID.san, [0x30, 5])).toEqual([
      "(cannot be read: Test, extension 1 (Subject Alternative Name), byte 0: SEQUENCE of 5 bytes runs past the end of the data (0 left))",
    ]);
  });
});

describe("values", () => {
  it("reads basic constraints with and without the CA flag and the path length", () => {
    expect(valuesOf(OID.basicConstraints, t(0x30))).toEqual(["CA:FALSE"]);
    expect(valuesOf(OID.basicConstraints, t(0x30, t(0x01, 0)))).toEqual(["CA:FALSE"]);
    expect(valuesOf(OID.basicConstraints, t(0x30, t(0x01, 0xff), t(0x02, 3)))).toEqual([
      "CA:TRUE, pathlen:3",
    ]);
    expect(valuesOf(OID.basicConstraints, t(0x30, t(0x02, 2)))).toEqual(["CA:FALSE, pathlen:2"]);
  });

  it("writes each kind of name, odd address lengths as hex", () => {
    const names = t(
      0x30,
      t(0x87, 1, 2, 3, 4, 5),
      t(0x87, 10, 0, 0, 0, 255, 0, 0, 0),
      t(0x83, 0xca, 0xfe),
      t(0xa3, t(0x04, 1)),
      t(0x88, 0x2a, 3),
      t(0xa0, t(0x06, 0x2a, 3), t(0xa0, t(0x04, 0xbe, 0xef))),
      t(0xa0, t(0x06, 0x2b, 6, 1, 5, 5, 7, 8, 9), t(0xa0, t(0x0c, ...ascii("a@b")))),
      t(0xa0, t(0x06, 0x2a, 3)),
    );
    expect(valuesOf(OID.san, names)).toEqual([
      "IP Address:01:02:03:04:05",
      "IP Address:10.0.0.0/255.0.0.0",
      "[3]:CA:FE",
      "[3]:04:01:01",
      "Registered ID:1.2.3",
      "othername: 1.2.3::BE:EF",
      "othername: SmtpUTF8Mailbox::a@b",
      "othername: 1.2.3::",
    ]);
  });

  it("reads an authority key identifier of issuer and serial only", () => {
    const value = t(0x30, t(0xa1, t(0x82, ...ascii("ca.example"))), t(0x82, 0x10, 0x01));
    expect(valuesOf(OID.authorityKeyId, value)).toEqual(["DNS:ca.example", "serial:10:01"]);
  });

  it("reads distribution points, leaving out their reasons", () => {
    const point = t(0x30, t(0xa0, t(0xa0, t(0x86, ...ascii("http://x")))), t(0x81, 0x06, 0x40));
    expect(valuesOf(OID.crlPoints, t(0x30, point))).toEqual(["Full Name: URI:http://x"]);
  });

  it("writes named policies and the CPS, leaving out other qualifiers", () => {
    const cps = t(0x30, t(0x06, 0x2b, 6, 1, 5, 5, 7, 2, 1), t(0x16, ...ascii("http://c")));
    const other = t(0x30, t(0x06, 0x2a, 3), t(0x16, ...ascii("x")));
    const evPolicy = [0x67, 0x81, 0x0c, 1, 1];
    const value = t(
      0x30,
      t(0x30, t(0x06, evPolicy), t(0x30, other, cps)),
      t(0x30, t(0x06, 0x2a, 3)),
    );
    expect(valuesOf(OID.policies, value)).toEqual([
      "Policy: 2.23.140.1.1 (Extended Validation (CA/B Forum))",
      "  CPS: http://c",
      "Policy: 1.2.3",
    ]);
  });

  it("writes a notice of one number as openssl does", () => {
    const notice = t(0x30, t(0x30, t(0x0c, ...ascii("Org")), t(0x30, t(0x02, 7))));
    const qualifier = t(0x30, t(0x06, 0x2b, 6, 1, 5, 5, 7, 2, 2), notice);
    const value = t(0x30, t(0x30, t(0x06, 0x2a, 3), t(0x30, qualifier)));
    expect(valuesOf(OID.policies, value)).toEqual([
      "Policy: 1.2.3",
      "  User Notice:",
      "    Organization: Org",
      "    Number: 7",
    ]);
  });

  it("names TLS features it knows and numbers the others", () => {
    expect(valuesOf(OID.tlsFeature, t(0x30, t(0x02, 5), t(0x02, 17), t(0x02, 99)))).toEqual([
      "status_request, status_request_v2, 99",
    ]);
  });
});

describe("signed certificate timestamps", () => {
  /** One SCT (RFC 6962 3.2): version, log id, time, extensions, hash and signature algorithm. */
  function sct(version: number, log: number, millis: number, extensions: number[], tail: number[]) {
    const time = Array.from({ length: 8 }, (_, i) => Math.floor(millis / 256 ** (7 - i)) % 256);
    const body = [
      version,
      ...new Array(32).fill(log),
      ...time,
      extensions.length >> 8,
      extensions.length & 0xff,
      ...extensions,
      ...tail,
    ];
    return [body.length >> 8, body.length & 0xff, ...body];
  }
  const list = (...scts: number[][]) => {
    const all = scts.flat();
    return t(0x04, all.length >> 8, all.length & 0xff, ...all);
  };
  const signature = [0, 2, 0xaa, 0xbb];

  it("reads two SCTs with their algorithms, unknown ones as ?", () => {
    const first = sct(0, 0x11, 1_700_000_000_123, [], [2, 1, ...signature]);
    const second = sct(1, 0x22, 86_400_000, [9, 9, 9], [7, 9, ...signature]);
    const third = sct(0, 0x33, 0, [], [6, 1, ...signature]);
    expect(valuesOf(OID.scts, list(first, second, third))).toEqual([
      `SCT v1, log ${"11:".repeat(31)}11, 2023-11-14 22:13:20.123 UTC, RSA-sha1`,
      `SCT v2, log ${"22:".repeat(31)}22, 1970-01-02 00:00:00.000 UTC, ?-?`,
      `SCT v1, log ${"33:".repeat(31)}33, 1970-01-01 00:00:00.000 UTC, RSA-sha512`,
    ]);
    const hashes = [4, 5].map((hash) =>
      valuesOf(OID.scts, list(sct(0, 1, 0, [], [hash, 3, 0, 0]))),
    );
    expect(hashes.map((v) => v[0].split(", ").pop())).toEqual(["ECDSA-sha256", "ECDSA-sha384"]);
  });

  it("writes ? when the algorithms are not inside the SCT", () => {
    const short = sct(0, 1, 0, [1, 2, 3], [4]);
    expect(short.length - 2).toBe(47);
    expect(valuesOf(OID.scts, list(short))[0]).toMatch(/, \?$/);
    const exact = sct(0, 1, 0, [1, 2], [4, 3]);
    expect(valuesOf(OID.scts, list(exact))[0]).toMatch(/, ECDSA-sha256$/);
  });

  it("says at which byte a cut list stops", () => {
    const cut = (bytes: number[]) => valuesOf(OID.scts, t(0x04, ...bytes))[0];
    expect(cut([0])).toBe("(cannot be read: the SCT list is cut short at byte 0)");
    expect(cut([0, 1])).toBe("(cannot be read: the SCT list is cut short at byte 2)");
    expect(cut([0, 2, 0])).toBe("(cannot be read: the SCT list is cut short at byte 3)");
    expect(cut([0, 3, 0, 1, 0])).toBe("(cannot be read: the SCT list is cut short at byte 4)");
    const good = sct(0, 1, 0, [], [4, 3, 0, 0]);
    const long = [good[0], good[1] + 2, ...good.slice(2), 0];
    expect(cut([0, long.length, ...long])).toBe(
      "(cannot be read: the SCT list is cut short at byte 4)",
    );
    const shortSct = [0, 46, ...new Array(46).fill(0)];
    expect(cut([0, shortSct.length, ...shortSct])).toBe(
      "(cannot be read: the SCT list is cut short at byte 4)",
    );
    expect(valuesOf(OID.scts, t(0x04, 0, good.length, ...good))).toHaveLength(1);
    expect(valuesOf(OID.scts, t(0x30))).toEqual([
      "(cannot be read: Test, extension 1, byte 0: expected OCTET STRING, found SEQUENCE)",
    ]);
  });
});
