// Verifying and signing against the published vectors and PyJWT: tokens PyJWT makes for every
// algorithm verify here with their key in every form (PEM, certificate, JWK, JWKS, PKCS#1, private
// key), and tokens signed here are accepted by PyJWT, all in one python process.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign as nodeSign,
  verify as nodeVerify,
  webcrypto,
} from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { errors } from "jose";
import {
  RFC7515_A1,
  RFC7515_A2,
  RFC7515_A3,
  RFC7515_A4,
  RFC7515_A5,
  RFC8037_A4,
} from "../../../test-support/jwt-decoder/rfc-vectors";
import { type PyJwtAnswer, runPyJwt } from "../../../test-support/jwt-decoder/pyjwt";
import { openssl, opensslKeys } from "../../../test-support/jwt-decoder/openssl-keys";
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
/** For tests whose titles show the payload: a title must read the same in every run. */
const FIXED_PAYLOAD = JSON.stringify({ sub: "signed here", exp: 4102444800 });

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
    // The short-secret warning is about HMAC secrets only (RFC 7518 3.2).
    expect(signed.warnings).toEqual([]);
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
    ["{", FIXED_PAYLOAD, "k", "Header: not JSON:"],
    ["[]", FIXED_PAYLOAD, "k", "Header: a JWT's header is a JSON object ({ … })."],
    ["null", FIXED_PAYLOAD, "k", "Header: a JWT's header is a JSON object ({ … })."],
    ['{"typ":"JWT"}', FIXED_PAYLOAD, "k", 'Header: it has no "alg" (HS256, RS256, ES256, EdDSA…).'],
    [
      '{"alg":"XY1"}',
      FIXED_PAYLOAD,
      "k",
      'Header: alg "XY1" is not one this page signs (HS, RS, PS and ES with 256, 384 or 512, and EdDSA).',
    ],
    [HEADER_OF("HS256"), "1", "k", "Payload: a JWT's payload is a JSON object"],
    [
      HEADER_OF("RS256"),
      FIXED_PAYLOAD,
      "secret",
      "Signing key: a shared secret cannot sign RS256; RS256 needs an RSA key (private).",
    ],
    [
      HEADER_OF("ES256"),
      FIXED_PAYLOAD,
      JSON.stringify(RFC7515_A3.publicJwk),
      "Signing key: a public key cannot sign",
    ],
    [
      HEADER_OF("ES256"),
      FIXED_PAYLOAD,
      JSON.stringify(RFC7515_A2.privateJwk),
      "Signing key: an RSA private key (2048 bits) cannot sign ES256; ES256 needs an EC P-256 key.",
    ],
    [
      HEADER_OF("ES256"),
      FIXED_PAYLOAD,
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
    expect(await verify(signed.token, pair.publicKey!)).toEqual({
      verified: true,
      message: "Signature verified",
      keyUsed: "an EC P-384 public key",
      warnings: [],
    });
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

// Tokens for the tests below are made by node's own crypto (OpenSSL), not by the page's signer.
const b64url = (bytes: string | Buffer) => Buffer.from(bytes).toString("base64url");
const signingInput = (header: object, payload: object = { sub: "node" }) =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
const hs256 = (secret: string | Buffer) => {
  const input = signingInput({ alg: "HS256" });
  return `${input}.${b64url(createHmac("sha256", secret).update(input).digest())}`;
};
/** RS256 (PKCS#1 v1.5 with SHA-256) or ES256 (P-256, r‖s), by node with an openssl PEM key. */
const pemSigned = (alg: "RS256" | "ES256", privatePem: string) => {
  const input = signingInput({ alg });
  const signature = nodeSign("sha256", Buffer.from(input), {
    key: privatePem,
    dsaEncoding: "ieee-p1363",
  });
  return `${input}.${b64url(signature)}`;
};
/** A token that fails before its signature is looked at: only its alg matters. */
const withAlg = (alg: string) => `${b64url(JSON.stringify({ alg }))}.e30.AAAA`;
/** The whole message, not a part of it (toThrow with a string matches a substring). */
const exactly = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const ENGINE_GAP =
  "This browser's Web Crypto has no Ed25519, so it cannot check or make EdDSA signatures; the other algorithms work. Current Chromium, Firefox and Safari have it.";

describe("what the page says, word for word", () => {
  it("a verified, a mismatched, an unsigned and an encrypted token", async () => {
    expect(await verify(RFC7515_A1.token, RFC7515_A1.jwk)).toEqual({
      verified: true,
      message: "Signature verified",
      keyUsed: "a shared secret",
      warnings: [],
    });
    expect(await verify(RFC8037_A4.token.replace("RXhh", "RXhi"), RFC8037_A4.publicJwk)).toEqual({
      verified: false,
      message: "Signature not verified: it does not match this key.",
      keyUsed: "an Ed25519 public key",
      warnings: [],
    });
    expect(await verify(RFC7515_A5.token, "x")).toEqual({
      verified: false,
      message: 'Not verified: the token is unsigned (alg "none").',
      warnings: [],
    });
    const jwe = `${b64url('{"alg":"dir","enc":"A128GCM"}')}..AAAA.AAAA.AAAA`;
    expect(await verify(jwe, "k")).toEqual({
      verified: false,
      message: "An encrypted token (JWE) has no signature to verify.",
      warnings: [],
    });
  });

  it("a short secret that matches still verifies, with the warning of RFC 7518 3.2", async () => {
    expect(await verify(hs256("short"), "short")).toEqual({
      verified: true,
      message: "Signature verified",
      keyUsed: "a shared secret",
      warnings: [
        "The secret is only 40 bits long; HS256 needs at least 256 bits (RFC 7518, section 3.2): a short secret can be guessed from any token it signed.",
      ],
    });
  });

  it("PS256 needs an RSA key, as RS256 does", async () => {
    await expect(verify(withAlg("PS256"), RFC7515_A3.publicJwk)).rejects.toThrow(
      "Secret or public key: an EC P-256 public key cannot verify PS256; PS256 needs an RSA key.",
    );
  });

  it("a JWK is judged by its kty, whatever curve it names", async () => {
    await expect(verify(withAlg("ES256"), { kty: "OKP", crv: "P-256", x: "AAAA" })).rejects.toThrow(
      "Secret or public key: an P-256 public key cannot verify ES256; ES256 needs an EC P-256 key.",
    );
    await expect(
      verify(withAlg("EdDSA"), { kty: "EC", crv: "Ed25519", x: "AAAA" }),
    ).rejects.toThrow(
      "Secret or public key: an EC public key (Ed25519) cannot verify EdDSA; EdDSA needs an Ed25519 key.",
    );
  });

  it("an oct JWK without k cannot be used, and says jose's reason", async () => {
    await expect(verify(withAlg("HS256"), { kty: "oct" })).rejects.toThrow(
      'Secret or public key: a shared secret could not be used: missing "k" (Key Value) Parameter value',
    );
  });

  it("an RSA JWK is measured by its n, even with a stray k member", async () => {
    const withK = { ...RFC7515_A2.publicJwk, k: "AAAA" };
    expect((await verify(RFC7515_A2.token, withK)).keyUsed).toBe("an RSA public key (2048 bits)");
    // Zero bytes before the modulus (RFC 7518 6.3.1.1 asks for none) add nothing to its size.
    const padded = b64url(
      Buffer.concat([Buffer.alloc(2), Buffer.from(RFC7515_A2.publicJwk.n, "base64url")]),
    );
    await expect(verify(withAlg("HS256"), { kty: "RSA", n: padded, e: "AQAB" })).rejects.toThrow(
      "Secret or public key: an RSA public key (2048 bits) cannot verify HS256;",
    );
    // n of one zero byte is a modulus of no bits: no size is given.
    await expect(verify(RFC7515_A1.token, { kty: "RSA", n: "AA", e: "AQAB" })).rejects.toThrow(
      "Secret or public key: an RSA public key cannot verify HS256; HS256 needs a shared secret (text or Base64, or a JWK of kty oct).",
    );
    await expect(verify(RFC7515_A2.token, { kty: "RSA", n: "!!", e: "AQAB" })).rejects.toThrow(
      'N is not valid Base64url: "!" at position 1.',
    );
  });

  it("signs and verifies alg Ed25519, RFC 9864's name for EdDSA over Ed25519, as node verifies", async () => {
    const signed = await signToken({
      header: '{"alg":"Ed25519"}',
      payload: '{"sub":"fully specified"}',
      key: JSON.stringify(RFC8037_A4.privateJwk),
      secretFormat: "text",
    });
    const [header, payload, signature] = signed.token.split(".");
    const publicKey = createPublicKey({ key: RFC8037_A4.publicJwk, format: "jwk" });
    expect(
      nodeVerify(
        null,
        Buffer.from(`${header}.${payload}`),
        publicKey,
        Buffer.from(signature, "base64url"),
      ),
    ).toBe(true);
    expect((await verify(signed.token, RFC8037_A4.publicJwk)).message).toBe("Signature verified");
  });

  it("makes an Ed25519 key pair whose SPKI node reads as Ed25519", async () => {
    const pair = await makeKey("EdDSA", random);
    expect(createPublicKey(pair.publicKey ?? "").asymmetricKeyType).toBe("ed25519");
    expect(createPrivateKey(pair.signingKey).asymmetricKeyType).toBe("ed25519");
  });
});

describe("secrets as pasted", () => {
  const token = hs256("secret");

  it("drops one final line break, LF or CRLF, and nothing else", async () => {
    for (const pasted of ["secret\n", "secret\r\n"])
      expect((await verify(token, pasted)).message, JSON.stringify(pasted)).toBe(
        "Signature verified",
      );
    expect((await verify(token, "secret\n\n")).verified).toBe(false);
    const inner = hs256("line one\nline two");
    expect((await verify(inner, "line one\nline two")).verified).toBe(true);
    expect((await verify(inner, "line oneline two")).verified).toBe(false);
  });

  it("reads a Base64 secret with spaces and line breaks inside it", async () => {
    const key = Buffer.from(RFC7515_A1.jwk.k, "base64url").toString("base64");
    const spaced = `${key.slice(0, 20)} ${key.slice(20, 40)}\n${key.slice(40)}`;
    expect((await verify(RFC7515_A1.token, spaced, "base64")).message).toBe("Signature verified");
  });
});

describe("keys made by openssl", () => {
  let dir = "";
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  beforeAll(() => {
    dir = opensslKeys();
  }, 30_000);

  it("an RSA key's size is its modulus's, as openssl gives it, in SPKI, PKCS#8 and a v1 certificate", async () => {
    expect(openssl(dir, ["pkey", "-in", "rsa2048-private.pem", "-noout", "-text"])).toContain(
      "Private-Key: (2048 bit, 2 primes)",
    );
    const certificate = openssl(dir, [
      "x509",
      "-in",
      "rsa2048-v1-certificate.pem",
      "-noout",
      "-text",
    ]);
    // A v1 certificate has no [0] version field (RFC 5280 4.1): its public key is the 6th field.
    expect(certificate).toContain("Version: 1 (0x0)");
    const token = pemSigned("RS256", read("rsa2048-private.pem"));
    for (const [file, keyUsed] of [
      ["rsa2048-public.pem", "an RSA public key (2048 bits)"],
      ["rsa2048-v1-certificate.pem", "an RSA public key (2048 bits)"],
      ["rsa2048-private.pem", "an RSA private key (2048 bits)"],
    ]) {
      expect(await verify(token, read(file)), file).toMatchObject({
        verified: true,
        keyUsed,
      });
    }
  });

  it("a PKCS#8 RSA key is measured by its own modulus, whatever key was read before it", async () => {
    expect(openssl(dir, ["pkey", "-in", "rsa936-private.pem", "-noout", "-text"])).toContain(
      "Private-Key: (936 bit, 2 primes)",
    );
    const token = pemSigned("RS256", read("rsa2048-private.pem"));
    expect((await verify(token, read("rsa2048-public.pem"))).keyUsed).toBe(
      "an RSA public key (2048 bits)",
    );
    await expect(verify(withAlg("RS256"), read("rsa936-private.pem"))).rejects.toThrow(
      exactly(
        "Secret or public key: an RSA private key (936 bits) could not be used: RS256 requires key modulusLength to be 2048 bits or larger",
      ),
    );
    await expect(
      signToken({
        header: '{"alg":"ES256"}',
        payload: "{}",
        key: read("rsa936-private.pem"),
        secretFormat: "text",
      }),
    ).rejects.toThrow(
      exactly(
        "Signing key: an RSA private key (936 bits) cannot sign ES256; ES256 needs an EC P-256 key.",
      ),
    );
  });

  it("a 936-bit RSA key is named by its size, and jose refuses it for RS256", async () => {
    expect(
      openssl(dir, [
        "rsa",
        "-RSAPublicKey_in",
        "-in",
        "rsa936-pkcs1-public.pem",
        "-noout",
        "-text",
      ]),
    ).toContain("Public-Key: (936 bit)");
    await expect(verify(withAlg("RS256"), read("rsa936-pkcs1-public.pem"))).rejects.toThrow(
      "Secret or public key: an RSA public key (936 bits) could not be used: RS256 requires key modulusLength to be 2048 bits or larger",
    );
  });

  it("a SEC1 EC private key signs, and its openssl public key verifies", async () => {
    expect(openssl(dir, ["ec", "-in", "p256-sec1-private.pem", "-noout", "-text"])).toContain(
      "ASN1 OID: prime256v1",
    );
    const signed = await signToken({
      header: '{"alg":"ES256"}',
      payload: '{"sub":"sec1"}',
      key: read("p256-sec1-private.pem"),
      secretFormat: "text",
    });
    const [header, payload, signature] = signed.token.split(".");
    expect(
      nodeVerify(
        "sha256",
        Buffer.from(`${header}.${payload}`),
        { key: read("p256-public.pem"), dsaEncoding: "ieee-p1363" },
        Buffer.from(signature, "base64url"),
      ),
    ).toBe(true);
    expect(
      (await verify(pemSigned("ES256", read("p256-sec1-private.pem")), read("p256-public.pem")))
        .message,
    ).toBe("Signature verified");
  });

  it("a secp256k1 key is named by its curve and refused for ES256", async () => {
    expect(
      openssl(dir, ["ec", "-pubin", "-in", "secp256k1-public.pem", "-noout", "-text"]),
    ).toContain("ASN1 OID: secp256k1");
    await expect(verify(withAlg("ES256"), read("secp256k1-public.pem"))).rejects.toThrow(
      "Secret or public key: an EC secp256k1 public key cannot verify ES256; ES256 needs an EC P-256 key.",
    );
  });

  it("a blank line after the padded last line of a PEM is allowed", async () => {
    const pem = read("p256-public.pem");
    expect(pem).toMatch(/=\n-----END PUBLIC KEY-----\n$/);
    const token = pemSigned("ES256", read("p256-sec1-private.pem"));
    const blank = pem.replace("\n-----END", "\n\n-----END");
    expect((await verify(token, blank)).message).toBe("Signature verified");
  });
});

describe("PEM and DER faults, each by its own message", () => {
  const pemOf = (label: string, bytes: number[]) =>
    `-----BEGIN ${label}-----\n${Buffer.from(bytes).toString("base64")}\n-----END ${label}-----`;
  const notValid = (label: string, why: string) =>
    `Secret or public key: the PEM "${label}" does not hold a valid key (${why}).`;
  const INTEGER_0 = [0x02, 0x01, 0x00];

  it.each([
    ["an empty certificate", "CERTIFICATE", [0x30, 0x00], "it is not a certificate"],
    [
      "a certificate with an empty body",
      "CERTIFICATE",
      [0x30, 0x02, 0x30, 0x00],
      "the certificate has no public key",
    ],
    [
      "a certificate whose sixth field is not a SEQUENCE",
      "CERTIFICATE",
      [0x30, 20, 0x30, 18, ...Array.from({ length: 6 }, () => INTEGER_0).flat()],
      "the certificate has no public key",
    ],
    [
      "a private key of one field",
      "PRIVATE KEY",
      [0x30, 0x03, ...INTEGER_0],
      "it is not a PKCS#8 private key",
    ],
    // X.690 8.1.3.5: a long-form length of four bytes is read; this one says 2, one field.
    [
      "a four-byte length",
      "PUBLIC KEY",
      [0x30, 0x84, 0, 0, 0, 2, 0x05, 0x00],
      "it is not a SubjectPublicKeyInfo",
    ],
    ["length bytes cut off", "PUBLIC KEY", [0x30, 0x82, 0x01], "a DER length is malformed"],
    [
      "a long-form length ending the data",
      "PUBLIC KEY",
      [0x30, 0x81, 0x00],
      "it is not a SubjectPublicKeyInfo",
    ],
  ])("%s", async (_, label, bytes, why) => {
    await expect(
      verify(RFC7515_A2.token, pemOf(label as string, bytes as number[])),
    ).rejects.toThrow(exactly(notValid(label as string, why as string)));
  });

  it("a PEM line starting with its padding, and Base64 one character too long", async () => {
    await expect(
      verify(RFC7515_A2.token, "-----BEGIN PUBLIC KEY-----\n=A\n-----END PUBLIC KEY-----"),
    ).rejects.toThrow(
      'Secret or public key: line 2 of the PEM is not Base64 ("=" at column 1, padding before the end).',
    );
    await expect(
      verify(RFC7515_A2.token, "-----BEGIN PUBLIC KEY-----\nAAAAA\n-----END PUBLIC KEY-----"),
    ).rejects.toThrow(
      exactly(
        "The PEM is not valid Base64url: its length (5 characters) leaves one character over.",
      ),
    );
  });

  it("a BEGIN line with anything before its label or after its dashes", async () => {
    for (const begin of ["-----BEGIN -----BEGIN PUBLIC KEY-----", "-----BEGIN PUBLIC KEY----- x"]) {
      await expect(
        verify(RFC7515_A2.token, `${begin}\nAAAA\n-----END PUBLIC KEY-----`),
        begin,
      ).rejects.toThrow(
        exactly('Secret or public key: line 1 is not a PEM "-----BEGIN …-----" line.'),
      );
    }
  });
});

describe("an engine without Ed25519 (Web Crypto refusing it, as older browsers do)", () => {
  const notSupported = () => new DOMException("Unrecognized algorithm name", "NotSupportedError");
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("verifying EdDSA says the engine lacks Ed25519, for each way an engine says so", async () => {
    for (const refusal of [
      notSupported(),
      new Error("Ed25519 is not available"),
      new errors.JOSENotSupported("Unsupported key"),
    ]) {
      vi.spyOn(crypto.subtle, "importKey").mockRejectedValueOnce(refusal);
      await expect(verify(RFC8037_A4.token, RFC8037_A4.publicJwk), refusal.message).rejects.toThrow(
        exactly(ENGINE_GAP),
      );
    }
  });

  it("any other failure names the key and the engine's reason", async () => {
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValueOnce(new Error("boom"));
    await expect(verify(RFC8037_A4.token, RFC8037_A4.publicJwk)).rejects.toThrow(
      exactly("Secret or public key: an Ed25519 public key could not be used: boom"),
    );
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValueOnce(notSupported());
    await expect(verify(RFC7515_A3.token, RFC7515_A3.publicJwk)).rejects.toThrow(
      exactly(
        "Secret or public key: an EC P-256 public key could not be used: Unrecognized algorithm name",
      ),
    );
  });

  it("signing EdDSA says the engine lacks Ed25519; other failures name the signing key", async () => {
    const sign = (header: string, key: string) =>
      signToken({ header, payload: '{"a":1}', key, secretFormat: "text" });
    const ed25519 = JSON.stringify(RFC8037_A4.privateJwk);
    const p256 = (await makeKey("ES256", random)).signingKey;
    vi.spyOn(crypto.subtle, "sign").mockRejectedValueOnce(notSupported());
    await expect(sign('{"alg":"EdDSA"}', ed25519)).rejects.toThrow(exactly(ENGINE_GAP));
    vi.spyOn(crypto.subtle, "sign").mockRejectedValueOnce(new Error("boom"));
    await expect(sign('{"alg":"EdDSA"}', ed25519)).rejects.toThrow(exactly("Signing key: boom"));
    vi.spyOn(crypto.subtle, "sign").mockRejectedValueOnce(notSupported());
    await expect(sign('{"alg":"ES256"}', p256)).rejects.toThrow(
      exactly("Signing key: Unrecognized algorithm name"),
    );
  });

  it("making an Ed25519 key says the engine lacks it; other failures are passed on", async () => {
    vi.spyOn(crypto.subtle, "generateKey").mockRejectedValueOnce(notSupported());
    await expect(makeKey("EdDSA", random)).rejects.toThrow(exactly(ENGINE_GAP));
    vi.spyOn(crypto.subtle, "generateKey").mockRejectedValueOnce(new Error("boom"));
    await expect(makeKey("ES256", random)).rejects.toThrow(exactly("boom"));
  });
});
