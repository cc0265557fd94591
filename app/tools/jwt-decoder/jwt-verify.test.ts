// Verifying and signing against the published vectors and PyJWT: tokens PyJWT makes for every
// algorithm verify here with their key in every form (PEM, certificate, JWK, JWKS, PKCS#1, private
// key), and tokens signed here are accepted by PyJWT, all in one python process.
import { webcrypto } from "node:crypto";
import {
  RFC7515_A1,
  RFC7515_A2,
  RFC7515_A3,
  RFC7515_A4,
  RFC7515_A5,
  RFC8037_A4,
} from "../../../test-support/jwt-decoder/rfc-vectors";
import { type PyJwtAnswer, runPyJwt } from "../../../test-support/jwt-decoder/pyjwt";
import { SIGNING_ALGS } from "./jwt-algorithms";
import { decodeJwt } from "./jwt-decode";
import { type MadeKey, makeKey, signToken } from "./jwt-sign";
import {
  JWE_NOT_VERIFIED,
  SIGNATURE_MISMATCH,
  SIGNATURE_VERIFIED,
  UNSIGNED_NOT_VERIFIED,
  verifyToken,
} from "./jwt-verify";

const random = (bytes: Uint8Array) => void webcrypto.getRandomValues(bytes);
const verify = (text: string, key: string | object, secretFormat: "text" | "base64" = "text") =>
  verifyToken({ text, key: typeof key === "string" ? key : JSON.stringify(key), secretFormat });
const HEADER_OF = (alg: string) => JSON.stringify({ alg, typ: "JWT" });
const NOW = Math.floor(Date.now() / 1000);
const PAYLOAD = JSON.stringify({ sub: "signed here", iat: NOW, exp: NOW + 600 });

describe("RFC 7515 appendix A and RFC 8037", () => {
  it("A.1 HS256 verifies with its JWK and with its key as Base64", async () => {
    expect((await verify(RFC7515_A1.token, RFC7515_A1.jwk)).message).toBe(SIGNATURE_VERIFIED);
    const base64 = await verify(RFC7515_A1.token, RFC7515_A1.jwk.k, "base64");
    expect(base64).toMatchObject({ verified: true, message: SIGNATURE_VERIFIED, warnings: [] });
    const other = await verify(RFC7515_A1.token, "not the key");
    expect(other.verified).toBe(false);
    expect(other.message).toBe(SIGNATURE_MISMATCH);
    expect(other.warnings[0]).toContain(
      "The secret is only 88 bits long; HS256 needs at least 256 bits",
    );
  });

  it("A.2 RS256, A.3 ES256 and A.4 ES512 verify with their public JWKs", async () => {
    for (const { token, publicJwk } of [RFC7515_A2, RFC7515_A3, RFC7515_A4]) {
      expect((await verify(token, publicJwk)).message).toBe(SIGNATURE_VERIFIED);
    }
    expect((await verify(RFC7515_A2.token, RFC7515_A2.privateJwk)).keyUsed).toBe(
      "an RSA private key (2048 bits)",
    );
  });

  it("A.2 is reproduced exactly: RS256 signing is deterministic", async () => {
    const header = '{"alg":"RS256"}';
    const payload = '{"iss":"joe","exp":1300819380,"http://example.com/is_root":true}';
    const signed = await signToken({
      header,
      payload,
      key: JSON.stringify(RFC7515_A2.privateJwk),
      secretFormat: "text",
    });
    expect((await verify(signed.token, RFC7515_A2.publicJwk)).verified).toBe(true);
  });

  it("A.5 is unsigned and never verified", async () => {
    expect((await verify(RFC7515_A5.token, "x")).message).toBe(UNSIGNED_NOT_VERIFIED);
  });

  it("RFC 8037 A.4 Ed25519 verifies with the public and the private JWK", async () => {
    expect((await verify(RFC8037_A4.token, RFC8037_A4.publicJwk)).verified).toBe(true);
    expect((await verify(RFC8037_A4.token, RFC8037_A4.privateJwk)).verified).toBe(true);
    const tampered = RFC8037_A4.token.replace("RXhh", "RXhi");
    expect((await verify(tampered, RFC8037_A4.publicJwk)).message).toBe(SIGNATURE_MISMATCH);
  });
});

describe("keys of the wrong kind, and bad keys, say what is wrong", () => {
  it.each([
    [
      RFC7515_A1.token,
      RFC7515_A2.publicJwk,
      "Secret or public key: an RSA public key (2048 bits) cannot verify HS256; HS256 needs a shared secret",
    ],
    [
      RFC7515_A2.token,
      "secret",
      "Secret or public key: a shared secret cannot verify RS256; RS256 needs an RSA key.",
    ],
    [
      RFC7515_A3.token,
      RFC7515_A4.publicJwk,
      "an EC P-521 public key cannot verify ES256; ES256 needs an EC P-256 key.",
    ],
    [RFC7515_A2.token, "{nope", "Secret or public key: the JWK is not JSON:"],
    [RFC7515_A2.token, '{"n":"x"}', 'Secret or public key: the JWK has no "kty"'],
    [
      RFC7515_A3.token,
      {
        keys: [
          { ...RFC7515_A2.publicJwk, kid: "a" },
          { ...RFC7515_A2.publicJwk, kid: "b" },
        ],
      },
      "Secret or public key: no key of the JWKS can verify ES256; ES256 needs an EC P-256 key.",
    ],
    [
      RFC7515_A1.token,
      "a!b",
      'Secret or public key: The secret is not valid Base64url: "!" at position 2.',
    ],
  ])("%#: %s", async (token, key, message) => {
    await expect(verify(token, key, key === "a!b" ? "base64" : "text")).rejects.toThrow(message);
  });

  it("a JWKS without the token's kid names the kids it has", async () => {
    const jwks = {
      keys: [
        { ...RFC7515_A3.publicJwk, kid: "one" },
        { ...RFC7515_A3.publicJwk, kid: "two" },
      ],
    };
    const withKid = `${Buffer.from('{"alg":"ES256","kid":"three"}').toString("base64url")}.e30.AAAA`;
    await expect(verify(withKid, jwks)).rejects.toThrow(
      'Secret or public key: the JWKS has no key with kid "three" (its kids: "one", "two").',
    );
  });

  it("a JWKS's encryption keys (use enc, RFC 7517 4.2) are not used to verify", async () => {
    const jwks = (use: string) => ({ keys: [{ ...RFC7515_A2.publicJwk, use }] });
    await expect(verify(RFC7515_A2.token, jwks("enc"))).rejects.toThrow(
      "Secret or public key: no key of the JWKS can verify RS256; RS256 needs an RSA key.",
    );
    expect((await verify(RFC7515_A2.token, jwks("sig"))).message).toBe(SIGNATURE_VERIFIED);
  });

  it("a PEM indented, with CRLF line ends, still verifies", async () => {
    const pair = await makeKey("ES256", random);
    const { token } = await signToken({
      header: HEADER_OF("ES256"),
      payload: PAYLOAD,
      key: pair.signingKey,
      secretFormat: "text",
    });
    const lines = (pair.publicKey ?? "").trimEnd().split("\n");
    const indented = `  ${lines.join("  \r\n  ")}  \r\n`;
    expect((await verify(token, indented)).message).toBe(SIGNATURE_VERIFIED);
  });

  it("a PEM with a broken Base64 line names the line and column", async () => {
    const pem =
      "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\nabc!def\n-----END PUBLIC KEY-----";
    await expect(verify(RFC7515_A2.token, pem)).rejects.toThrow(
      'Secret or public key: line 3 of the PEM is not Base64 ("!" at column 4).',
    );
    await expect(verify(RFC7515_A2.token, "-----BEGIN PUBLIC KEY-----\nAAAA")).rejects.toThrow(
      'the PEM begun on line 1 has no "-----END PUBLIC KEY-----" line.',
    );
    await expect(
      verify(RFC7515_A2.token, "-----BEGIN PUBLIC KEY-----\nAA==\nAA\n-----END PUBLIC KEY-----"),
    ).rejects.toThrow(
      "line 3 of the PEM is not Base64 (it follows the padding that ends the data).",
    );
    await expect(
      verify(RFC7515_A2.token, "-----BEGIN PUBLIC KEY-----\nMAA=\n-----END PUBLIC KEY-----"),
    ).rejects.toThrow('the PEM "PUBLIC KEY" does not hold a valid key');
    await expect(
      verify(RFC7515_A2.token, "-----BEGIN FOO-----\nAA\n-----END FOO-----"),
    ).rejects.toThrow('a PEM "FOO" is not a key this page reads');
    await expect(
      verify(
        RFC7515_A2.token,
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nAA\n-----END ENCRYPTED PRIVATE KEY-----",
      ),
    ).rejects.toThrow("the private key is encrypted");
  });

  // DER written by hand (X.690): tag, length, content. OIDs encode their first two arcs as
  // 40 * first + second, then each arc in base 128 with the high bit on all but its last byte.
  const pemOf = (label: string, bytes: number[]) =>
    `-----BEGIN ${label}-----\n${Buffer.from(bytes).toString("base64")}\n-----END ${label}-----`;
  const RSA_OID = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];
  const EC_OID = [0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01];
  /** A SubjectPublicKeyInfo of `algorithm` (an AlgorithmIdentifier's content), key bits empty. */
  const spki = (algorithm: number[]) => [
    0x30,
    algorithm.length + 4,
    0x30,
    algorithm.length,
    ...algorithm,
    0x03,
    0x00,
  ];
  const noKey = (what: string) =>
    `Secret or public key: the PEM "PUBLIC KEY" does not hold a valid key (${what}).`;
  it.each([
    ["one byte", pemOf("PUBLIC KEY", [0x30]), noKey("the DER data ends too early")],
    ["a length of no bytes", pemOf("PUBLIC KEY", [0x30, 0x80]), noKey("a DER length is malformed")],
    [
      "a length of five bytes",
      pemOf("PUBLIC KEY", [0x30, 0x85, 0, 0, 0, 0, 0]),
      noKey("a DER length is malformed"),
    ],
    [
      "a length past the end",
      pemOf("PUBLIC KEY", [0x30, 0x05, 0x00]),
      noKey("a DER element runs past the end of the data"),
    ],
    [
      "a long-form length past the end",
      pemOf("PUBLIC KEY", [0x30, 0x81, 0x05, 0x00]),
      noKey("a DER element runs past the end of the data"),
    ],
    ["an OCTET STRING", pemOf("PUBLIC KEY", [0x04, 0x00]), noKey("the data is not a DER SEQUENCE")],
    [
      "one field",
      pemOf("PUBLIC KEY", [0x30, 0x02, 0x05, 0x00]),
      noKey("it is not a SubjectPublicKeyInfo"),
    ],
    [
      "a NULL for the OID",
      pemOf("PUBLIC KEY", spki([0x05, 0x00])),
      noKey("an OBJECT IDENTIFIER was expected"),
    ],
    [
      "an RSA key without its modulus",
      pemOf("PUBLIC KEY", [
        0x30,
        0x14,
        0x30,
        0x0d,
        ...RSA_OID,
        0x05,
        0x00,
        0x03,
        0x03,
        0x00,
        0x30,
        0x00,
      ]),
      noKey("its DER structure is malformed"),
    ],
    [
      "a certificate of one field",
      pemOf("CERTIFICATE", [0x30, 0x04, 0x30, 0x02, 0x02, 0x00]),
      'Secret or public key: the PEM "CERTIFICATE" does not hold a valid key (the certificate has no public key).',
    ],
    [
      "an EC private key without its curve",
      pemOf("EC PRIVATE KEY", [0x30, 0x03, 0x02, 0x01, 0x01]),
      'Secret or public key: the PEM "EC PRIVATE KEY" does not hold a valid key (the EC private key does not name its curve).',
    ],
  ])("a PEM holding %s says what is wrong with its DER", async (_, pem, message) => {
    await expect(verify(RFC7515_A2.token, pem)).rejects.toThrow(message);
  });

  it.each([
    // OID 1.2.3: 40 * 1 + 2 = 0x2a, then 3.
    ["an unknown OID", spki([0x06, 0x02, 0x2a, 0x03]), "an algorithm with OID 1.2.3"],
    // OID 2.999: 40 * 2 + 999 = 1079 = 8 * 128 + 55, so 0x88 0x37.
    ["an OID under 2", spki([0x06, 0x02, 0x88, 0x37]), "an algorithm with OID 2.999"],
    ["an EC key without a curve", spki(EC_OID), "an EC public key (no named curve)"],
    [
      "an EC key on an unnamed curve",
      spki([...EC_OID, 0x06, 0x02, 0x2a, 0x03]),
      "an EC public key (curve OID 1.2.3)",
    ],
    // RFC 8410: id-X25519 1.3.101.110, id-X448 111, id-Ed25519 112, id-Ed448 113.
    ["Ed448", spki([0x06, 0x03, 0x2b, 0x65, 0x71]), "an Ed448 public key"],
    ["X25519", spki([0x06, 0x03, 0x2b, 0x65, 0x6e]), "X25519 (an encryption key)"],
    ["X448", spki([0x06, 0x03, 0x2b, 0x65, 0x6f]), "X448 (an encryption key)"],
    // RFC 4055: id-RSASSA-PSS 1.2.840.113549.1.1.10.
    [
      "RSASSA-PSS",
      spki([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0a]),
      "RSA-PSS (restricted to PSS)",
    ],
  ])("a public key of %s is named and refused", async (_, der, name) => {
    await expect(verify(RFC8037_A4.token, pemOf("PUBLIC KEY", der))).rejects.toThrow(
      `Secret or public key: ${name} cannot verify EdDSA; EdDSA needs an Ed25519 key.`,
    );
  });

  it("PEM lines that are not Base64, headers and BEGIN lines say which line", async () => {
    const token = RFC7515_A2.token;
    await expect(
      verify(token, "-----BEGIN PUBLIC KEY-----\nAA=A\n-----END PUBLIC KEY-----"),
    ).rejects.toThrow(
      'Secret or public key: line 2 of the PEM is not Base64 ("=" at column 3, padding before the end).',
    );
    await expect(
      verify(token, "\n-----BEGIN PUBLIC KEY\nAAAA\n-----END PUBLIC KEY-----"),
    ).rejects.toThrow('Secret or public key: line 2 is not a PEM "-----BEGIN …-----" line.');
    await expect(
      verify(
        token,
        "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nAAAA\n-----END RSA PRIVATE KEY-----",
      ),
    ).rejects.toThrow(
      "Secret or public key: line 2 of the PEM is a header; encrypted PEM keys are not supported.",
    );
  });

  it("JWKs without keys or of an unknown kty are refused by name", async () => {
    await expect(verify(RFC7515_A2.token, { keys: [] })).rejects.toThrow(
      "Secret or public key: the JWKS has no keys.",
    );
    await expect(verify(RFC7515_A2.token, { keys: [1, null] })).rejects.toThrow(
      "Secret or public key: the JWKS has no keys.",
    );
    await expect(verify(RFC7515_A2.token, { kty: "foo" })).rejects.toThrow(
      'Secret or public key: a JWK of kty "foo" cannot verify RS256; RS256 needs an RSA key.',
    );
    await expect(verify(RFC7515_A1.token, { kty: "RSA", e: "AQAB" })).rejects.toThrow(
      "Secret or public key: an RSA public key cannot verify HS256;",
    );
    await expect(verify(RFC8037_A4.token, RFC7515_A2.publicJwk)).rejects.toThrow(
      "Secret or public key: an RSA public key (2048 bits) cannot verify EdDSA; EdDSA needs an Ed25519 key.",
    );
  });

  it("an oct JWK's length is its k's, in whole bytes (RFC 7518 3.2 asks 256 bits of HS256)", async () => {
    // 22 Base64url characters are 132 bits: 16 whole bytes, 128 bits.
    const short = await verify(RFC7515_A1.token, { kty: "oct", k: "A".repeat(22) });
    expect(short.verified).toBe(false);
    expect(short.warnings).toEqual([
      expect.stringContaining("only 128 bits long; HS256 needs at least 256 bits"),
    ]);
    // 43 characters are 258 bits: 32 whole bytes, exactly 256 bits, enough.
    const enough = await verify(RFC7515_A1.token, { kty: "oct", k: "A".repeat(43) });
    expect(enough.verified).toBe(false);
    expect(enough.warnings).toEqual([]);
  });

  it("an encrypted token or an unknown alg is said so", async () => {
    const jwe = `${Buffer.from('{"alg":"dir","enc":"A128GCM"}').toString("base64url")}..AAAA.AAAA.AAAA`;
    expect((await verify(jwe, "k")).message).toBe(JWE_NOT_VERIFIED);
    const es256k = `${Buffer.from('{"alg":"ES256K"}').toString("base64url")}.e30.AAAA`;
    await expect(verify(es256k, "k")).rejects.toThrow(
      'The header\'s alg "ES256K" is not one this page verifies',
    );
  });
});

describe("signing", () => {
  it("warns about alg none and a weak secret", async () => {
    const none = await signToken({
      header: '{"alg":"none"}',
      payload: '{"a":1}',
      key: "",
      secretFormat: "text",
    });
    expect(none.token).toBe("eyJhbGciOiJub25lIn0.eyJhIjoxfQ.");
    expect(none.warnings).toEqual([
      'The token is unsigned (alg "none"): anyone can change its claims, so it must never be accepted.',
    ]);
    const weak = await signToken({
      header: HEADER_OF("HS256"),
      payload: '{"exp":50}',
      key: "short",
      secretFormat: "text",
    });
    expect(weak.warnings).toEqual([
      "The secret is only 40 bits long; HS256 needs at least 256 bits (RFC 7518, section 3.2): a short secret can be guessed from any token it signed.",
    ]);
  });

  it.each([
    ["{", PAYLOAD, "k", "Header: not JSON:"],
    ["[]", PAYLOAD, "k", "Header: a JWT's header is a JSON object ({ … })."],
    ['{"typ":"JWT"}', PAYLOAD, "k", 'Header: it has no "alg"'],
    ['{"alg":"XY1"}', PAYLOAD, "k", 'Header: alg "XY1" is not one this page signs'],
    [HEADER_OF("HS256"), "1", "k", "Payload: a JWT's payload is a JSON object"],
    [
      HEADER_OF("RS256"),
      PAYLOAD,
      "secret",
      "Signing key: a shared secret cannot sign RS256; RS256 needs an RSA key (private).",
    ],
    [
      HEADER_OF("ES256"),
      PAYLOAD,
      JSON.stringify(RFC7515_A3.publicJwk),
      "Signing key: a public key cannot sign",
    ],
    [
      HEADER_OF("ES256"),
      PAYLOAD,
      JSON.stringify(RFC7515_A2.privateJwk),
      "Signing key: an RSA private key (2048 bits) cannot sign ES256; ES256 needs an EC P-256 key.",
    ],
    [
      HEADER_OF("ES256"),
      PAYLOAD,
      JSON.stringify({ keys: [] }),
      "Signing key: the JWKS has no keys.",
    ],
  ])("%s %s with %s: %s", async (header, payload, key, message) => {
    await expect(signToken({ header, payload, key, secretFormat: "text" })).rejects.toThrow(
      message,
    );
  });

  it("refuses a key set, a public PEM and a secret JWK for RS256, by name", async () => {
    const sign = (header: string, key: string) =>
      signToken({ header, payload: PAYLOAD, key, secretFormat: "text" });
    await expect(
      sign(HEADER_OF("ES256"), JSON.stringify({ keys: [RFC7515_A2.privateJwk] })),
    ).rejects.toThrow("Signing key: paste one private JWK, not a key set.");
    const pair = await makeKey("ES256", random);
    await expect(sign(HEADER_OF("ES256"), pair.publicKey ?? "")).rejects.toThrow(
      'Signing key: a public key cannot sign; paste a private key (PKCS#8 PEM or a JWK with "d"), or make one with Generate key.',
    );
    await expect(
      sign(HEADER_OF("RS256"), JSON.stringify({ kty: "oct", k: "A".repeat(43) })),
    ).rejects.toThrow("Signing key: a shared secret cannot sign RS256; RS256 needs an RSA key.");
  });

  it("measures an oct JWK by its k, in whole bytes, against RFC 7518 3.2", async () => {
    const sign = (k: string) =>
      signToken({
        header: HEADER_OF("HS256"),
        payload: PAYLOAD,
        key: JSON.stringify({ kty: "oct", k }),
        secretFormat: "text",
      });
    // 22 Base64url characters are 132 bits: 16 whole bytes; 43 are 258 bits: 32 bytes.
    expect((await sign("A".repeat(22))).warnings).toEqual([
      expect.stringContaining("The secret is only 128 bits long; HS256 needs at least 256 bits"),
    ]);
    expect((await sign("A".repeat(43))).warnings).toEqual([]);
  });

  it("makes secrets as long as the hash and key pairs that sign and verify", async () => {
    const secret = await makeKey("HS384", random);
    expect(Buffer.from(secret.signingKey, "base64url")).toHaveLength(48);
    expect(secret.publicKey).toBeNull();
    const pair = await makeKey("ES384", random);
    expect(pair.signingKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const signed = await signToken({
      header: HEADER_OF("ES384"),
      payload: PAYLOAD,
      key: pair.signingKey,
      secretFormat: "text",
    });
    expect(signed.warnings).toEqual([]);
    expect((await verify(signed.token, pair.publicKey!)).keyUsed).toBe("an EC P-384 public key");
  });
});

describe("PyJWT, the reference", () => {
  let answer: PyJwtAnswer;
  const mine = new Map<string, { key: MadeKey; token: string }>();

  beforeAll(async () => {
    for (const alg of SIGNING_ALGS) {
      const key = await makeKey(alg, random);
      const { token } = await signToken({
        header: HEADER_OF(alg),
        payload: PAYLOAD,
        key: key.signingKey,
        secretFormat: "text",
      });
      mine.set(alg, { key, token });
    }
    answer = runPyJwt({
      make: [...SIGNING_ALGS],
      verify: [...mine].map(([alg, { key, token }]) => ({
        alg,
        token,
        key: key.publicKey ?? key.signingKey,
      })),
    });
  }, 60_000);

  it("made a token for every algorithm", () => {
    expect(answer.made.map((made) => made.alg)).toEqual([...SIGNING_ALGS]);
  });

  it("accepts every token signed here", () => {
    expect(answer.verified).toEqual(SIGNING_ALGS.map(() => ({ ok: true })));
  });

  it("PyJWT's tokens decode to the claims it signed", () => {
    for (const made of answer.made) {
      const decoded = decodeJwt(`Authorization: Bearer ${made.token}`);
      expect(
        decoded.kind === "jws" &&
          decoded.payload.kind === "claims" &&
          decoded.payload.claims.alg_used,
      ).toBe(made.alg);
      expect(decoded.kind === "jws" && decoded.header.kid).toBe(`kid-${made.alg}`);
    }
  });

  it("PyJWT's tokens verify with every form of their key", async () => {
    for (const made of answer.made) {
      const forms = made.secret
        ? [made.secret, { kty: "oct", k: Buffer.from(made.secret).toString("base64url") }]
        : [
            made.publicPem!,
            made.certificatePem!,
            made.publicJwk!,
            made.privatePem!,
            {
              keys: [
                { ...made.publicJwk, kid: "other" },
                { ...made.publicJwk, kid: `kid-${made.alg}` },
              ],
            },
          ];
      if (made.pkcs1PublicPem) forms.push(made.pkcs1PublicPem);
      for (const key of forms) {
        const result = await verify(made.token, key);
        expect(result.message, `${made.alg} with ${JSON.stringify(key).slice(0, 40)}`).toBe(
          SIGNATURE_VERIFIED,
        );
      }
      // A key of the same kind made here: the signature must not verify with it.
      const wrong = made.secret ? "wrong" : mine.get(made.alg)!.key.publicKey!;
      expect((await verify(made.token, wrong)).message).toBe(SIGNATURE_MISMATCH);
    }
  });

  it("signs the same bytes as PyJWT where the algorithm is deterministic (HS, RS, EdDSA)", async () => {
    for (const made of answer.made.filter((m) => /^(HS|RS|Ed)/.test(m.alg))) {
      const [header, payload] = made.token
        .split(".")
        .slice(0, 2)
        .map((part) => Buffer.from(part, "base64url").toString());
      const key = made.secret ?? made.traditionalPrivatePem ?? made.privatePem!;
      const signed = await signToken({ header, payload, key, secretFormat: "text" });
      expect(signed.token, made.alg).toBe(made.token);
    }
  });

  it("signs with PyJWT's traditional EC keys (SEC1) so that its public key verifies", async () => {
    for (const made of answer.made.filter((m) => m.alg.startsWith("ES"))) {
      const signed = await signToken({
        header: HEADER_OF(made.alg),
        payload: PAYLOAD,
        key: made.traditionalPrivatePem!,
        secretFormat: "text",
      });
      expect((await verify(signed.token, made.publicPem!)).verified, made.alg).toBe(true);
    }
  });
});
