// Reading and writing hash strings: each algorithm's form, and a message naming what is wrong.
import { describe, expect, it } from "vitest";
import {
  decodeBase64Unpadded,
  describeHash,
  encodeBase64Unpadded,
  formatArgon2,
  formatPbkdf2,
  formatScrypt,
  parseHash,
  splitUser,
} from "./hash-format";

const BCRYPT = "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW";
const ARGON2 =
  "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";
const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: Uint8Array) => Buffer.from(value).toString();

describe("Base64 without padding", () => {
  it("encodes 0, 1, 2 and 3 bytes of a group as 0, 2, 3 and 4 characters", () => {
    expect(encodeBase64Unpadded(bytes())).toBe("");
    expect(encodeBase64Unpadded(bytes(0xff))).toBe("/w");
    expect(encodeBase64Unpadded(bytes(0xff, 0xfe))).toBe("//4");
    expect(encodeBase64Unpadded(bytes(0xfb, 0xff, 0xbf))).toBe("+/+/");
    expect(encodeBase64Unpadded(new TextEncoder().encode("somesalt"))).toBe("c29tZXNhbHQ");
  });

  it("decodes what it encodes, with or without padding, in either alphabet", () => {
    for (let length = 0; length < 8; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 97 + 251) & 255);
      expect(decodeBase64Unpadded(encodeBase64Unpadded(data), "x")).toEqual(data);
    }
    expect(text(decodeBase64Unpadded("c29tZXNhbHQ=", "x"))).toBe("somesalt");
    expect(text(decodeBase64Unpadded("c29tZQ==", "x"))).toBe("some");
    expect(decodeBase64Unpadded("+/+/", "x")).toEqual(bytes(0xfb, 0xff, 0xbf));
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./";
    expect(decodeBase64Unpadded("././", "x", alphabet)).toEqual(bytes(0xfb, 0xff, 0xbf));
    expect(encodeBase64Unpadded(bytes(0xfb, 0xff, 0xbf), alphabet)).toBe("././");
  });

  it("names a character outside the alphabet and a length that is not whole bytes", () => {
    expect(() => decodeBase64Unpadded("ab*d", "Argon2 hash, salt")).toThrow(
      'Argon2 hash, salt: "*" at position 3 is not a Base64 character',
    );
    expect(() => decodeBase64Unpadded("abcde", "scrypt hash, hash")).toThrow(
      "scrypt hash, hash: 5 Base64 characters cannot be whole bytes (one too many or missing)",
    );
    expect(() =>
      decodeBase64Unpadded(
        "ab+d",
        "x",
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./",
      ),
    ).toThrow('x: "+" at position 3 is not a Base64 character');
  });
});

describe("an htpasswd line", () => {
  it("splits into user and hash; a bare hash has no user", () => {
    expect(splitUser(` alice:${BCRYPT}\n`)).toEqual({ user: "alice", hash: BCRYPT });
    expect(splitUser(`alice: ${BCRYPT} `)).toEqual({ user: "alice", hash: BCRYPT });
    expect(splitUser(BCRYPT)).toEqual({ user: null, hash: BCRYPT });
    expect(splitUser("{SHA}abc:def")).toEqual({ user: null, hash: "{SHA}abc:def" });
    expect(splitUser("nocolon")).toEqual({ user: null, hash: "nocolon" });
  });
});

describe("reading a hash", () => {
  it("reads bcrypt's prefix and cost", () => {
    expect(parseHash(BCRYPT)).toEqual({
      algorithm: "bcrypt",
      prefix: "2a",
      cost: 5,
      encoded: BCRYPT,
    });
    expect(parseHash("$2y$31$" + BCRYPT.slice(7))).toMatchObject({ prefix: "2y", cost: 31 });
    expect(parseHash("$2b$04$" + BCRYPT.slice(7))).toMatchObject({ prefix: "2b", cost: 4 });
  });

  it("names what is wrong in a bcrypt hash", () => {
    const rest = BCRYPT.slice(7);
    expect(() => parseHash("$2b$5$" + rest)).toThrow(
      'bcrypt hash: the cost after $2b$ should be two digits (04 to 31), not "5"',
    );
    expect(() => parseHash("$2b$03$" + rest)).toThrow(
      "bcrypt hash: the cost 03 is out of range (04 to 31)",
    );
    expect(() => parseHash("$2b$32$" + rest)).toThrow(
      "bcrypt hash: the cost 32 is out of range (04 to 31)",
    );
    expect(() => parseHash("$2b$10$" + rest.slice(1))).toThrow(
      "bcrypt hash: after $2b$10$ come 53 characters (22 of salt, 31 of hash); this one has 52",
    );
    expect(() => parseHash("$2b$10$" + rest + "A")).toThrow("this one has 54");
    expect(() => parseHash("$2b$10$" + rest.slice(0, 9) + "+" + rest.slice(10))).toThrow(
      'bcrypt hash: "+" at position 17 is not in bcrypt\'s alphabet (./A-Z a-z 0-9)',
    );
    expect(() => parseHash("$2b$10")).toThrow("this one has 0");
  });

  it("reads an Argon2 PHC string's variant, parameters, salt and hash", () => {
    const parsed = parseHash(ARGON2);
    expect(parsed).toMatchObject({
      algorithm: "argon2id",
      memory: 65536,
      iterations: 2,
      parallelism: 1,
    });
    expect(text((parsed as { salt: Uint8Array }).salt)).toBe("somesalt");
    expect((parsed as { hash: Uint8Array }).hash).toHaveLength(32);
    expect(parseHash(ARGON2.replace("argon2id", "argon2i")).algorithm).toBe("argon2i");
    expect(parseHash(ARGON2.replace("argon2id", "argon2d")).algorithm).toBe("argon2d");
  });

  it("names what is wrong in an Argon2 hash", () => {
    const [, , , params, salt, hash] = ARGON2.split("$");
    const build = (...parts: string[]) => "$" + parts.join("$");
    expect(() => parseHash(build("argon2id", params, salt, hash))).toThrow(
      "Argon2 hash: it has no v=19, so it is Argon2 version 1.0; this page computes version 1.3 (v=19) only",
    );
    expect(() => parseHash(build("argon2id", "v=19", params, salt))).toThrow(
      'Argon2 hash: it should read $argon2id$v=19$m=…,t=…,p=…$salt$hash (4 parts separated by "$" here, 5 expected)',
    );
    expect(() => parseHash(build("argon2id", "v=16", params, salt, hash))).toThrow(
      'Argon2 hash: the version is "v=16"; this page computes version 1.3 (v=19) only',
    );
    expect(() => parseHash(build("argon2id", "v=19", "m=65536,t=2", salt, hash))).toThrow(
      'Argon2 hash: the parameters should read m=…,t=…,p=…, not "m=65536,t=2"',
    );
    expect(() => parseHash(build("argon2id", "v=19", "t=2,m=65536,p=1", salt, hash))).toThrow(
      'Argon2 hash: parameter 1 should be m=…, not "t=2"',
    );
    expect(() => parseHash(build("argon2id", "v=19", "m=65536,t=x,p=1", salt, hash))).toThrow(
      'Argon2 hash: t should be a whole number, not "x"',
    );
    expect(() => parseHash(build("argon2id", "v=19", "m=65536,t,p=1", salt, hash))).toThrow(
      'Argon2 hash: t should be a whole number, not ""',
    );
    expect(() => parseHash(build("argon2id", "v=19", "m=65536,t=0,p=1", salt, hash))).toThrow(
      "Argon2 hash: t=0 is below the least allowed, 1",
    );
    expect(() => parseHash(build("argon2id", "v=19", "m=65536,t=1,p=0", salt, hash))).toThrow(
      "Argon2 hash: p=0 is below the least allowed, 1",
    );
    expect(() => parseHash(build("argon2id", "v=19", "m=31,t=1,p=4", salt, hash))).toThrow(
      "Argon2 hash: m=31 is below the least allowed, 32",
    );
    expect(() => parseHash(build("argon2id", "v=19", "m=32,t=1,p=4", salt, hash))).not.toThrow();
    expect(() => parseHash(build("argon2id", "v=19", params, "YWJjZGVmZ2g", hash))).not.toThrow();
    expect(() => parseHash(build("argon2id", "v=19", params, "c29tZXM", hash))).toThrow(
      "Argon2 hash: the salt is 5 bytes; Argon2 needs at least 8",
    );
    expect(() => parseHash(build("argon2id", "v=19", params, salt, "AAAAAA"))).not.toThrow();
    expect(() => parseHash(build("argon2id", "v=19", params, salt, "AAAA"))).toThrow(
      "Argon2 hash: the hash is 3 bytes; Argon2 gives at least 4",
    );
    expect(() => parseHash(build("argon2id", "v=19", params, "c29t*XNhbHQ", hash))).toThrow(
      'Argon2 hash, salt: "*" at position 5 is not a Base64 character',
    );
  });

  it("reads passlib's scrypt form and names what is wrong in it", () => {
    const hash =
      "$scrypt$ln=16,r=8,p=1$aM15713r3Xsvxbi31lqr1Q$nFNh2CVHVjNldFVKDHDlm4CbdRSCdEBsjjJxD+iCs5E";
    const parsed = parseHash(hash);
    expect(parsed).toMatchObject({ algorithm: "scrypt", log2N: 16, blockSize: 8, parallelism: 1 });
    expect((parsed as { salt: Uint8Array }).salt).toHaveLength(16);
    expect((parsed as { hash: Uint8Array }).hash).toHaveLength(32);
    expect(() => parseHash("$scrypt$ln=16,r=8,p=1$aM15713r3Xsvxbi31lqr1Q")).toThrow(
      'scrypt hash: it should read $scrypt$ln=…,r=…,p=…$salt$hash (3 parts separated by "$" here, 4 expected)',
    );
    expect(() => parseHash("$scrypt$ln=0,r=8,p=1$c2FsdA$aGFzaA")).toThrow(
      "scrypt hash: ln=0 is below the least allowed, 1",
    );
    expect(() => parseHash("$scrypt$ln=1,r=0,p=1$c2FsdA$aGFzaA")).toThrow(
      "scrypt hash: r=0 is below the least allowed, 1",
    );
    expect(() => parseHash("$scrypt$ln=1,r=1,p=0$c2FsdA$aGFzaA")).toThrow(
      "scrypt hash: p=0 is below the least allowed, 1",
    );
    expect(() => parseHash("$scrypt$ln=1,r=1,p=1$c2FsdA$")).toThrow(
      "scrypt hash: the hash part is empty",
    );
    expect(() => parseHash("$scrypt$n=1,r=1,p=1$c2FsdA$aGFzaA")).toThrow(
      'scrypt hash: parameter 1 should be ln=…, not "n=1"',
    );
  });

  it("reads passlib's PBKDF2 forms, the hash named in the identifier", () => {
    const salt = "c2FsdA";
    for (const [id, digest] of [
      ["pbkdf2", "sha1"],
      ["pbkdf2-sha256", "sha256"],
      ["pbkdf2-sha512", "sha512"],
    ]) {
      expect(parseHash(`$${id}$29000$${salt}$aGFzaA`)).toMatchObject({
        algorithm: "pbkdf2",
        digest,
        iterations: 29000,
      });
    }
    const dotted = parseHash("$pbkdf2-sha256$1$....$aGFzaA") as { salt: Uint8Array };
    expect(dotted.salt).toEqual(bytes(0xfb, 0xef, 0xbe));
    expect(() => parseHash("$pbkdf2-sha256$0$c2FsdA$aGFzaA")).toThrow(
      'PBKDF2 hash: the iterations should be a whole number from 1, not "0"',
    );
    expect(() => parseHash("$pbkdf2-sha256$i=1000$c2FsdA$aGFzaA")).toThrow('not "i=1000"');
    expect(() => parseHash("$pbkdf2-sha256$1000$c2FsdA")).toThrow(
      'PBKDF2 hash: it should read $pbkdf2-sha256$iterations$salt$hash (3 parts separated by "$" here, 4 expected)',
    );
    expect(() => parseHash("$pbkdf2$1000$c2FsdA$")).toThrow("PBKDF2 hash: the hash part is empty");
    expect(() => parseHash("$pbkdf2$1000$c2+sdA$aGFzaA")).toThrow(
      'PBKDF2 hash, salt: "+" at position 3 is not a Base64 character',
    );
  });

  it("names a hash it does not read, and text that is no hash", () => {
    expect(() => parseHash("$apr1$abc$def")).toThrow(
      "The hash starts with $apr1$, Apache's MD5 (htpasswd -m); this page verifies bcrypt ($2b$, $2a$, $2y$), Argon2 ($argon2id$, $argon2i$), scrypt ($scrypt$) and PBKDF2 ($pbkdf2-sha256$)",
    );
    expect(() => parseHash("$6$salt$hash")).toThrow("The hash starts with $6$, SHA-512-crypt;");
    expect(() => parseHash("{SHA}abc=")).toThrow(
      "The hash starts with {SHA}, htpasswd's SHA-1 (htpasswd -s);",
    );
    expect(() => parseHash("$2x$05$" + BCRYPT.slice(7))).toThrow("buggy crypt_blowfish");
    expect(() => parseHash("5f4dcc3b5aa765d61d8327deb882cf99")).toThrow(
      'The hash should start with "$" and its algorithm, e.g. $2b$ (bcrypt) or $argon2id$; it starts with "5f4dcc3b5aa7…"',
    );
    expect(() => parseHash("$md5$x")).toThrow(
      'The hash\'s algorithm "$md5$" is not one this page reads:',
    );
    expect(() => parseHash("$sha1")).toThrow(
      'The hash\'s algorithm "$sha1$" is not one this page reads:',
    );
  });
});

describe("writing a hash", () => {
  const salt = new TextEncoder().encode("somesalt");
  const hash = bytes(0xfb, 0xff, 0xbf, 1);

  it("writes Argon2's PHC string, scrypt's and PBKDF2's passlib strings, which read back", () => {
    const argon2 = formatArgon2(
      "argon2i",
      { memory: 64, iterations: 3, parallelism: 2 },
      salt,
      hash,
    );
    expect(argon2).toBe("$argon2i$v=19$m=64,t=3,p=2$c29tZXNhbHQ$+/+/AQ");
    expect(parseHash(argon2)).toMatchObject({ memory: 64, iterations: 3, parallelism: 2, hash });
    const scrypt = formatScrypt({ log2N: 14, blockSize: 8, parallelism: 2 }, salt, hash);
    expect(scrypt).toBe("$scrypt$ln=14,r=8,p=2$c29tZXNhbHQ$+/+/AQ");
    expect(parseHash(scrypt)).toMatchObject({ log2N: 14, blockSize: 8, parallelism: 2, hash });
    const pbkdf2 = formatPbkdf2("sha512", 1000, salt, hash);
    expect(pbkdf2).toBe("$pbkdf2-sha512$1000$c29tZXNhbHQ$././AQ");
    expect(parseHash(pbkdf2)).toMatchObject({ digest: "sha512", iterations: 1000, salt, hash });
    expect(formatPbkdf2("sha1", 1, salt, hash).startsWith("$pbkdf2$1$")).toBe(true);
  });

  it("describes each algorithm and its parameters in words", () => {
    expect(describeHash({ algorithm: "bcrypt", prefix: "2y", cost: 12 })).toBe(
      "bcrypt ($2y$), cost 12",
    );
    expect(describeHash({ algorithm: "argon2d", memory: 8, iterations: 1, parallelism: 1 })).toBe(
      "Argon2d, 8 KiB, 1 iterations, parallelism 1",
    );
    expect(describeHash({ algorithm: "scrypt", log2N: 17, blockSize: 8, parallelism: 1 })).toBe(
      "scrypt, N = 2^17, r = 8, p = 1",
    );
    expect(describeHash({ algorithm: "pbkdf2", digest: "sha1", iterations: 600000 })).toBe(
      "PBKDF2-HMAC-SHA-1, 600,000 iterations",
    );
    for (const [digest, label] of [
      ["sha256", "SHA-256"],
      ["sha512", "SHA-512"],
    ] as const)
      expect(describeHash({ algorithm: "pbkdf2", digest, iterations: 1 })).toBe(
        `PBKDF2-HMAC-${label}, 1 iterations`,
      );
    for (const [algorithm, label] of [
      ["argon2id", "Argon2id"],
      ["argon2i", "Argon2i"],
    ] as const)
      expect(describeHash({ algorithm, memory: 8, iterations: 1, parallelism: 1 })).toBe(
        `${label}, 8 KiB, 1 iterations, parallelism 1`,
      );
  });
});

describe("the edges of each form", () => {
  it("names each crypt scheme it does not compute", () => {
    for (const [start, name] of [
      ["$1$", "MD5-crypt"],
      ["$5$", "SHA-256-crypt"],
      ["$6$", "SHA-512-crypt"],
      ["$y$", "yescrypt"],
      ["$7$", "scrypt in its crypt form"],
      ["$apr1$", "Apache's MD5 (htpasswd -m)"],
    ])
      expect(() => parseHash(`${start}abc$def`), start).toThrow(
        `The hash starts with ${start}, ${name}; this page verifies`,
      );
  });

  it("quotes 12 characters whole and cuts a 13th; reads only a whole identifier and cost", () => {
    expect(() => parseHash("abcdefghijkl")).toThrow('it starts with "abcdefghijkl"');
    expect(() => parseHash("abcdefghijklm")).toThrow('it starts with "abcdefghijkl…"');
    for (const id of ["x2b", "2bx"])
      expect(() => parseHash(`$${id}$10$x`), id).toThrow(
        `The hash's algorithm "$${id}$" is not one`,
      );
    for (const cost of ["123", "x12"])
      expect(() => parseHash(`$2b$${cost}$x`), cost).toThrow(
        `bcrypt hash: the cost after $2b$ should be two digits (04 to 31), not "${cost}"`,
      );
  });

  it("splits a line with an empty user at its colon", () => {
    expect(splitUser(":$2b$10$x")).toEqual({ user: "", hash: "$2b$10$x" });
  });

  it("reads Argon2 parameters as whole numbers only, and a version where it belongs", () => {
    const [, , , , salt, hash] = ARGON2.split("$");
    for (const [params, value] of [
      ["m=12x,t=2,p=1", "12x"],
      ["m=x12,t=2,p=1", "x12"],
      ["m,t=2,p=1", ""],
    ])
      expect(() => parseHash(`$argon2id$v=19$${params}$${salt}$${hash}`), params).toThrow(
        `Argon2 hash: m should be a whole number, not "${value}"`,
      );
    expect(() => parseHash(`$argon2id$m=65536,t=2,p=1$${salt}$${hash}$x`)).toThrow(
      'Argon2 hash: the version is "m=65536,t=2,…"; this page computes version 1.3 (v=19) only',
    );
  });

  it("names the part of a hash whose Base64 is wrong", () => {
    const [, , , params, salt, hash] = ARGON2.split("$");
    expect(() => parseHash(`$argon2id$v=19$${params}$${salt}$${hash}!`)).toThrow(
      "Argon2 hash, hash:",
    );
    expect(() => parseHash("$scrypt$ln=4,r=8,p=1$c2Fs!$aGFzaA")).toThrow("scrypt hash, salt:");
    expect(() => parseHash("$scrypt$ln=4,r=8,p=1$c2FsdA$aGFz!")).toThrow("scrypt hash, hash:");
    expect(() => parseHash("$pbkdf2-sha256$1000$c2FsdA$aGFz!")).toThrow("PBKDF2 hash, hash:");
    expect(() => parseHash("$pbkdf2-sha256$12x$c2FsdA$aGFzaA")).toThrow(
      'PBKDF2 hash: the iterations should be a whole number from 1, not "12x"',
    );
  });
});
