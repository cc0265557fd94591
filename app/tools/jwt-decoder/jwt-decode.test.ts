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

  it("says 1 day and 1 year in the singular", () => {
    expect(relativePhrase("auth_time", now - 86400 * 400, now)).toBe("400 days ago");
    expect(relativePhrase("auth_time", now + 60, now)).toBe("in 1 min");
    expect(formatDuration(800 * 86400)).toBe("2 years");
    expect(formatDuration(365.25 * 86400 * 30)).toBe("30 years");
  });

  it("writes dates in UTC and in a zone", () => {
    expect(formatUtc(RFC7515_EXP)).toBe("2011-03-22 18:43:00 UTC");
    expect(formatLocal(RFC7515_EXP, "America/New_York")).toBe("2011-03-22 14:43:00 EDT");
  });
});

describe("Base64url", () => {
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
