// Decoding without a key: what is pasted around a token, the parts, bad input, JWE, and the claims
// with their times and warnings.
import {
  RFC7515_A1,
  RFC7515_A4,
  RFC7515_A5,
  RFC7515_EXP,
  RFC8037_A4,
} from "../../../test-support/jwt-decoder/rfc-vectors";
import {
  ALG_NONE_WARNING,
  NO_EXP_WARNING,
  explainToken,
  formatDuration,
  formatLocal,
  formatUtc,
  relativePhrase,
} from "./jwt-claims";
import { JWE_NOTICE, PAYLOAD_NOT_CLAIMS, decodeJwt, extractToken } from "./jwt-decode";
import { base64UrlToBytes, bytesToBase64Url } from "./base64url";

const b64 = (text: string) => Buffer.from(text).toString("base64url");
const token = (header: object, payload: object | string, signature = "c2ln") =>
  `${b64(JSON.stringify(header))}.${b64(typeof payload === "string" ? payload : JSON.stringify(payload))}.${signature}`;

describe("finding the token in what was pasted", () => {
  const bare = RFC7515_A1.token;
  it.each([
    ["a bare token", bare],
    ["Bearer and the token", `Bearer ${bare}`],
    ["a lower-case bearer", `bearer   ${bare}`],
    ["a whole Authorization: line", `Authorization: Bearer ${bare}\n`],
    ["a quoted token", `"${bare}"`],
    ["a token wrapped over lines", `${bare.slice(0, 30)}\n  ${bare.slice(30)}`],
  ])("reads %s", (_, pasted) => {
    expect(extractToken(pasted)).toBe(bare);
    expect(decodeJwt(pasted).token).toBe(bare);
  });
});

describe("RFC 7515 appendix A", () => {
  it("A.1: header and claims, CRLFs in the JSON and all", () => {
    const decoded = decodeJwt(RFC7515_A1.token);
    expect(decoded.kind).toBe("jws");
    if (decoded.kind !== "jws") return;
    expect(decoded.header).toEqual({ typ: "JWT", alg: "HS256" });
    expect(decoded.alg).toBe("HS256");
    expect(decoded.payload).toEqual({
      kind: "claims",
      claims: { iss: "joe", exp: RFC7515_EXP, "http://example.com/is_root": true },
    });
    expect(decoded.signatureLength).toBe(32);
    expect(JSON.parse(decoded.output)).toEqual({
      header: decoded.header,
      payload: { iss: "joe", exp: RFC7515_EXP, "http://example.com/is_root": true },
    });
  });

  it("A.4 and RFC 8037 A.4 sign text, not claims: a JWS that is not a JWT, shown as text", () => {
    const a4 = decodeJwt(RFC7515_A4.token);
    expect(a4.kind === "jws" && a4.payload).toEqual({ kind: "text", text: "Payload" });
    expect(a4.kind === "jws" && a4.signatureLength).toBe(132);
    const ed = decodeJwt(RFC8037_A4.token);
    expect(ed.kind === "jws" && ed.payload).toEqual({
      kind: "text",
      text: "Example of Ed25519 signing",
    });
    expect(JSON.parse(ed.output).payload).toBe("Example of Ed25519 signing");
    expect(PAYLOAD_NOT_CLAIMS).toContain("JWS but not a JWT");
  });

  it("A.5: an unsecured token has an empty signature and is warned about", () => {
    const decoded = decodeJwt(RFC7515_A5.token);
    expect(decoded.kind === "jws" && decoded.signatureLength).toBe(0);
    const { warnings } = explainToken(decoded, RFC7515_EXP - 10, "UTC");
    expect(warnings).toEqual([ALG_NONE_WARNING]);
  });
});

describe("bad tokens say what is wrong and where", () => {
  it.each([
    [
      "abc",
      "The token has 1 part separated by dots; a JWT has 3 (header.payload.signature), or 5 when it is encrypted (JWE).",
    ],
    [
      "a.b",
      "The token has 2 parts separated by dots; a JWT has 3 (header.payload.signature), or 5 when it is encrypted (JWE).",
    ],
    ["a.b.c.d", "The token has 4 parts"],
    ["   ", "Paste a token: the input holds only whitespace."],
    [".e30.", "The header (the part before the first dot) is empty."],
    ["eyJhbGciOiJIUzI1NiJ9.e3!0.x", 'The payload is not valid Base64url: "!" at position 24.'],
    [
      "eyJhbGciOiJIUzI1NiJ9.e30.a",
      "The signature is not valid Base64url: its length (1 characters) leaves one character over.",
    ],
    [`${b64("{alg:1}")}.e30.`, "The header is not JSON:"],
    [`${b64("[1]")}.e30.`, "The header is JSON but not an object."],
    [`${b64('{"typ":"JWT"}')}.e30.`, 'The header has no "alg"'],
    [
      `${Buffer.from([0xff, 0xfe]).toString("base64url")}.e30.`,
      "The header is not UTF-8 text once decoded.",
    ],
  ])("%j", (input, message) => {
    expect(() => decodeJwt(input)).toThrow(message);
  });
});

describe("encrypted tokens (JWE)", () => {
  const header = b64('{"alg":"RSA-OAEP","enc":"A256GCM"}');
  it("are recognised by their 5 parts and their header is shown", () => {
    const decoded = decodeJwt(`${header}.AAAA.AAAAAAAAAAAAAAAA.AAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(decoded.kind).toBe("jwe");
    if (decoded.kind !== "jwe") return;
    expect(decoded.header).toEqual({ alg: "RSA-OAEP", enc: "A256GCM" });
    expect(decoded.sizes).toEqual({ encryptedKey: 3, iv: 12, ciphertext: 6, tag: 16 });
    expect(JSON.parse(decoded.output).encrypted.tag).toBe(16);
    expect(JWE_NOTICE).toContain("JWE, 5 parts");
    expect(explainToken(decoded, 0, "UTC").claims).toEqual([]);
  });

  it("need an enc in the header", () => {
    expect(() => decodeJwt(`${b64('{"alg":"dir"}')}.a.b.c.d`)).toThrow('header has no "enc"');
  });
});

describe("claims, times and warnings", () => {
  const now = 1_700_000_000;
  it("explains each registered claim and shows times in UTC, local time and relative", () => {
    const decoded = decodeJwt(
      token(
        { alg: "HS256", typ: "JWT", kid: "k1" },
        {
          iss: "me",
          sub: "42",
          aud: ["a", "b"],
          iat: now - 300,
          nbf: now - 300,
          exp: now + 3 * 3600,
          role: "admin",
        },
      ),
    );
    const explained = explainToken(decoded, now, "Europe/Paris");
    expect(explained.header.map((row) => [row.name, row.meaning])).toEqual([
      ["alg", "Algorithm that signed the token"],
      ["typ", "Type of the token"],
      ["kid", "Key ID: which key signed it"],
    ]);
    const byName = Object.fromEntries(explained.claims.map((row) => [row.name, row]));
    expect(byName.iss.meaning).toBe("Issuer: who made and signed the token");
    expect(byName.aud.value).toBe('["a","b"]');
    expect(byName.role.meaning).toBe("");
    expect(byName.exp.time).toEqual({
      utc: "2023-11-15 01:13:20 UTC",
      local: "2023-11-15 02:13:20 GMT+1",
      relative: "expires in 3 h",
    });
    expect(byName.iat.time?.relative).toBe("issued 5 min ago");
    expect(byName.nbf.time?.relative).toBe("valid since 5 min ago");
    expect(explained.warnings).toEqual([]);
  });

  it("warns when exp is missing or past, nbf ahead or iat in the future", () => {
    const noExp = explainToken(decodeJwt(token({ alg: "HS256" }, { sub: "x" })), now, "UTC");
    expect(noExp.warnings).toEqual([NO_EXP_WARNING]);
    const stale = explainToken(
      decodeJwt(
        token({ alg: "HS256" }, { exp: now - 2 * 86400 - 5, nbf: now + 7200, iat: now + 7200 }),
      ),
      now,
      "UTC",
    );
    expect(stale.warnings).toEqual([
      "The token has expired: expired 2 days ago.",
      "The token is not valid yet: valid in 2 h.",
      '"iat" is in the future: issued 2 h in the future.',
    ]);
    const badExp = explainToken(decodeJwt(token({ alg: "HS256" }, { exp: "soon" })), now, "UTC");
    expect(badExp.warnings).toEqual(['"exp" is not a number of seconds (a NumericDate).']);
  });

  it("warns that a none token with a signature is odd", () => {
    const warnings = explainToken(
      decodeJwt(token({ alg: "none" }, { exp: now + 10 })),
      now,
      "UTC",
    ).warnings;
    expect(warnings).toEqual([
      ALG_NONE_WARNING,
      'The header says "none", yet the token carries a signature.',
    ]);
  });

  it("lists at most 200 claims and counts the rest; shortens long values", () => {
    const claims: Record<string, unknown> = { exp: now + 60, long: "x".repeat(1000) };
    for (let i = 0; i < 300; i++) claims[`c${i}`] = i;
    const explained = explainToken(decodeJwt(token({ alg: "HS256" }, claims)), now, "UTC");
    expect(explained.claims).toHaveLength(200);
    expect(explained.moreClaims).toBe(102);
    expect(explained.claims[1].value).toHaveLength(301);
    expect(explained.claims[1].value.endsWith("…")).toBe(true);
  });

  it.each([
    [0, "0 s"],
    [59, "59 s"],
    [60, "1 min"],
    [3599, "59 min"],
    [3600, "1 h"],
    [47 * 3600, "47 h"],
    [2 * 86400, "2 days"],
    [729 * 86400, "729 days"],
    [731 * 86400, "2 years"],
    [-86400 * 3, "3 days"],
  ])("a span of %i s reads %j", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it("says 1 year in the singular (a day is 24 to 47 h)", () => {
    expect(formatDuration(730 * 86400)).toBe("1 year");
    expect(relativePhrase("auth_time", now - 86400 * 400, now)).toBe("400 days ago");
    expect(relativePhrase("auth_time", now + 60, now)).toBe("in 1 min");
    expect(formatDuration(800 * 86400)).toBe("2 years");
    expect(formatDuration(365.25 * 86400 * 30)).toBe("30 years");
  });

  it("says an exp of now has expired, and an nbf of now or an iat within a minute are fine", () => {
    expect(relativePhrase("exp", now, now)).toBe("expired 0 s ago");
    const at = (claims: object) =>
      explainToken(decodeJwt(token({ alg: "HS256" }, claims)), now, "UTC");
    expect(at({ exp: now }).warnings).toEqual(["The token has expired: expired 0 s ago."]);
    expect(at({ exp: now + 1, nbf: now, iat: now + 60 }).warnings).toEqual([]);
    expect(at({ exp: now + 1, iat: now }).warnings).toEqual([]);
    expect(at({ exp: now + 1, iat: now + 61 }).warnings).toEqual([
      '"iat" is in the future: issued 1 min in the future.',
    ]);
    expect(at({ exp: now + 1, nbf: now + 1 }).warnings).toEqual([
      "The token is not valid yet: valid in 1 s.",
    ]);
  });

  it("shows a time only for a NumericDate a date can hold, and keeps a 300-character value whole", () => {
    const explained = explainToken(
      decodeJwt(
        token({ alg: "HS256" }, { exp: now + 1, nbf: 1e13, iat: "1300819380", v: "x".repeat(298) }),
      ),
      now,
      "UTC",
    );
    const row = (name: string) => explained.claims.find((claim) => claim.name === name)!;
    expect(row("exp").time?.relative).toBe("expires in 1 s");
    expect(row("nbf").time).toBeUndefined();
    expect(row("iat").time).toBeUndefined();
    expect(row("v").value).toBe(JSON.stringify("x".repeat(298)));
  });

  it("names what each registered header parameter and claim is (RFC 7515, 7519, OpenID Connect)", () => {
    const header: Record<string, string> = {
      alg: "Algorithm",
      typ: "Type of the token",
      cty: "Content type",
      kid: "Key ID",
      jku: "key set (JWKS)",
      jwk: "public key, embedded",
      x5u: "URL of the signer's certificate",
      x5c: "certificate chain",
      x5t: "SHA-1 thumbprint",
      "x5t#S256": "SHA-256 thumbprint",
      crit: "must understand",
      enc: "Content encryption",
      zip: "Compression",
      b64: "Base64url-encoded",
    };
    const claims: Record<string, string> = {
      iss: "Issuer",
      sub: "Subject",
      aud: "Audience",
      exp: "Expiration time",
      nbf: "Not before",
      iat: "Issued at",
      jti: "JWT ID",
      azp: "Authorized party",
      nonce: "Nonce",
      auth_time: "Authentication time",
      acr: "Authentication context class",
      amr: "Authentication methods",
      at_hash: "Access token hash",
      c_hash: "Authorization code hash",
      sid: "Session ID",
      scope: "Scopes granted",
      client_id: "Client the token was issued to",
      cnf: "Confirmation",
      act: "Actor",
      name: "Full name",
      email: "E-mail address",
      email_verified: "e-mail address was verified",
      preferred_username: "Username",
    };
    const explained = explainToken(
      decodeJwt(
        token(
          Object.fromEntries(
            Object.keys(header).map((name) => [name, name === "alg" ? "HS256" : 1]),
          ),
          Object.fromEntries(Object.keys(claims).map((name) => [name, 1])),
        ),
      ),
      now,
      "UTC",
    );
    for (const [rows, names] of [
      [explained.header, header],
      [explained.claims, claims],
    ] as const)
      for (const row of rows) expect(row.meaning, row.name).toContain(names[row.name]);
    expect(explained.claims).toHaveLength(Object.keys(claims).length);
  });

  it("writes dates in UTC and in a zone", () => {
    expect(formatUtc(RFC7515_EXP)).toBe("2011-03-22 18:43:00 UTC");
    expect(formatLocal(RFC7515_EXP, "America/New_York")).toBe("2011-03-22 14:43:00 EDT");
  });
});

describe("what is not a claims set, and where a bad part is", () => {
  it("reads Authorization lines written every way", () => {
    const bare = RFC7515_A1.token;
    for (const pasted of [
      `  Authorization : Bearer ${bare}`,
      `Authorization:Bearer ${bare}`,
      `authorization:\tbearer ${bare}`,
    ])
      expect(extractToken(pasted), pasted).toBe(bare);
  });

  it("shows a payload that is JSON but not an object as text, and bytes as bytes", () => {
    for (const text of ["123", "null", "[1,2]", '"a string"']) {
      const decoded = decodeJwt(token({ alg: "HS256" }, text));
      expect(decoded.kind === "jws" && decoded.payload).toEqual({ kind: "text", text });
      const explained = explainToken(decoded, 0, "UTC");
      expect(explained).toEqual({
        header: explained.header,
        claims: [],
        moreClaims: 0,
        warnings: [],
      });
    }
    const bytes = `${b64('{"alg":"HS256"}')}.${Buffer.from([0xff, 0xfe, 0x00]).toString("base64url")}.c2ln`;
    const decoded = decodeJwt(bytes);
    expect(decoded.kind === "jws" && decoded.payload).toEqual({ kind: "bytes", length: 3 });
    expect(JSON.parse(decoded.output).payload).toBe("(3 bytes, not UTF-8 text)");
  });

  it("refuses a header that is empty, an array, or has an empty alg", () => {
    expect(() => decodeJwt(".e30.c2ln")).toThrow(
      "The header (the part before the first dot) is empty.",
    );
    expect(() => decodeJwt(`${b64("[1]")}.e30.c2ln`)).toThrow(
      "The header is JSON but not an object.",
    );
    expect(() => decodeJwt(token({ alg: "" }, {}))).toThrow('The header has no "alg"');
    expect(() => decodeJwt("abc")).toThrow("The token has 1 part separated by dots;");
  });

  it("names the part of a JWE that is not Base64url, and where", () => {
    const header = b64('{"alg":"RSA-OAEP","enc":"A256GCM"}');
    const parts = [header, "a2V5", "aXY", "Y2lwaGVy", "dGFn"];
    const names = ["The encrypted key", "The IV", "The ciphertext", "The authentication tag"];
    for (let i = 1; i < 5; i++) {
      const bad = parts.map((part, j) => (j === i ? "ab!" : part));
      const position = bad.slice(0, i).join(".").length + 1 + 3;
      expect(() => decodeJwt(bad.join(".")), names[i - 1]).toThrow(
        `${names[i - 1]} is not valid Base64url: "!" at position ${position}.`,
      );
    }
    const explained = explainToken(decodeJwt(parts.join(".")), 0, "UTC");
    expect(explained.claims).toEqual([]);
    expect(explained.moreClaims).toBe(0);
  });
});

describe("Base64url", () => {
  it("refuses = inside the text and characters beyond ASCII", () => {
    expect(() => base64UrlToBytes("ab=cde", "the payload")).toThrow(
      'The payload is not valid Base64url: "=" at position 3.',
    );
    expect(() => base64UrlToBytes("ab\u0080d", "the payload")).toThrow(
      'The payload is not valid Base64url: "\u0080" at position 3.',
    );
  });

  it("round-trips every length and reads standard Base64's + and / and padding", () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n) & 0xff);
      const encoded = bytesToBase64Url(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString("base64url"));
      expect(base64UrlToBytes(encoded, "x")).toEqual(bytes);
      expect(base64UrlToBytes(Buffer.from(bytes).toString("base64"), "x")).toEqual(bytes);
    }
  });

  it("names the character, where it is counted from, and what was read", () => {
    expect(() => base64UrlToBytes("ab€d", "the payload", 10)).toThrow(
      'The payload is not valid Base64url: "€" at position 13.',
    );
  });
});

it("decodes a 1 MB token in well under a second", () => {
  const big = token({ alg: "HS256" }, { data: "x".repeat(1_000_000) });
  const started = performance.now();
  const decoded = decodeJwt(big);
  expect(performance.now() - started).toBeLessThan(1000);
  expect(decoded.kind === "jws" && decoded.payload.kind).toBe("claims");
});
