// The Password Hash Generator's core against Debian's reference implementations (python3-bcrypt,
// python3-argon2, hashlib's scrypt and PBKDF2, Apache's htpasswd: one python process for the batch)
// and published vectors (RFC 7914, RFC 6070, crypt_blowfish's and the Argon2 reference's tests).
// Costs are low (bcrypt 4, Argon2 256 KiB, scrypt 2^10) so the file stays fast.
import { beforeAll, describe, expect, it } from "vitest";
import { ToolError } from "~/lib/tool-error";
import { askPython, type OracleCase } from "../../../test-support/password-hash/python-oracle";
import { parseHash } from "./hash-format";
import type { HashSettings } from "./password-hash-options";
import {
  HTPASSWD_FILE_NAME,
  MAX_VERIFY_BCRYPT_COST,
  OUTPUT_FILE_NAME,
  hashPasswords,
  runPasswordHashJob,
  verifyPassword,
} from "./password-hash";

const BCRYPT_4: HashSettings = { algorithm: "bcrypt", cost: 4, prefix: "2b" };
const ARGON2_SMALL = { memory: 256, iterations: 2, parallelism: 2 };
const SCRYPT_SMALL: HashSettings = { algorithm: "scrypt", log2N: 10, blockSize: 8, parallelism: 1 };
const pbkdf2 = (digest: "sha1" | "sha256" | "sha512"): HashSettings => ({
  algorithm: "pbkdf2",
  digest,
  iterations: 1000,
});

const PASSWORD = "correct horse battery staple";
const UNICODE = "pässwörd 密码 🔑";
/** 73 bytes: bcrypt hashes only the first 72. */
const LONG = "x".repeat(70) + "é" + "!";

const saltOf = (seed: number) => Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + seed) & 255);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

async function hashOne(password: string, settings: HashSettings, seed = 1): Promise<string> {
  return (await hashPasswords({ password, settings, htpasswd: false, salts: [saltOf(seed)] })).text;
}

async function verifies(password: string, hash: string): Promise<boolean> {
  return (await verifyPassword({ password, hash, htpasswd: false })).matches;
}

/** Published bcrypt vectors of crypt_blowfish (Openwall), which python3-bcrypt accepts too. */
const BCRYPT_VECTORS: readonly [string, string][] = [
  ["U*U", "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"],
  ["U*U*", "$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK"],
  ["U*U*U", "$2a$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a"],
  [
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789chars after 72 are ignored",
    "$2a$05$abcdefghijklmnopqrstuu5s2v8.iXieOjg/.AySBTTZIIVFJeBui",
  ],
];

/** The Argon2 reference implementation's test.c: "password", salt "somesalt", m=64 MiB, t=2, p=1. */
const ARGON2_VECTORS: readonly string[] = [
  "$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$wWKIMhR9lyDFvRz9YTZweHKfbftvj+qf+YFY4NeBbtA",
  "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc",
];

describe("the reference implementations and the core agree", () => {
  const cases: OracleCase[] = [];
  const ask = (oracleCase: OracleCase) => cases.push(oracleCase) - 1;
  let answers: unknown[] = [];
  const made: Record<string, string> = {};
  const at: Record<string, number> = {};

  beforeAll(async () => {
    made.bcrypt = await hashOne(PASSWORD, BCRYPT_4);
    made.bcrypt2a = await hashOne(PASSWORD, { ...BCRYPT_4, prefix: "2a" }, 2);
    made.bcrypt2y = await hashOne(PASSWORD, { ...BCRYPT_4, prefix: "2y" }, 3);
    made.bcryptUnicode = await hashOne(UNICODE, BCRYPT_4, 4);
    made.bcryptLong = await hashOne(LONG, BCRYPT_4, 5);
    made.argon2id = await hashOne(UNICODE, { algorithm: "argon2id", ...ARGON2_SMALL });
    made.argon2i = await hashOne(PASSWORD, { algorithm: "argon2i", ...ARGON2_SMALL });
    made.scrypt = await hashOne(UNICODE, SCRYPT_SMALL);
    for (const digest of ["sha1", "sha256", "sha512"] as const) {
      made[`pbkdf2-${digest}`] = await hashOne(UNICODE, pbkdf2(digest));
    }
    made.htpasswd = (
      await hashPasswords({
        password: "alice:secret one\nbob:pässwörd:with a colon",
        settings: BCRYPT_4,
        htpasswd: true,
      })
    ).text;

    at.sameBcrypt = ask({
      op: "bcrypt-hash",
      password: PASSWORD,
      saltPrefix: made.bcrypt.slice(0, 29),
    });
    for (const name of ["bcrypt", "bcrypt2a", "bcrypt2y"]) {
      at[name] = ask({ op: "bcrypt-check", password: PASSWORD, hash: made[name] });
    }
    at.bcryptWrong = ask({ op: "bcrypt-check", password: PASSWORD + "!", hash: made.bcrypt });
    at.bcryptUnicode = ask({ op: "bcrypt-check", password: UNICODE, hash: made.bcryptUnicode });
    at.bcryptLong = ask({ op: "bcrypt-check", password: LONG, hash: made.bcryptLong });
    at.python2b = ask({ op: "bcrypt-gensalt-hash", password: UNICODE, rounds: 4, prefix: "2b" });
    at.python2a = ask({ op: "bcrypt-gensalt-hash", password: PASSWORD, rounds: 5, prefix: "2a" });
    BCRYPT_VECTORS.forEach(([password, hash], i) => {
      at[`vector${i}`] = ask({ op: "bcrypt-check", password, hash });
    });
    at.argon2id = ask({ op: "argon2-verify", password: UNICODE, hash: made.argon2id });
    at.argon2i = ask({ op: "argon2-verify", password: PASSWORD, hash: made.argon2i });
    at.argon2Wrong = ask({ op: "argon2-verify", password: "nope", hash: made.argon2id });
    at.pythonArgon2id = ask({
      op: "argon2-hash",
      password: UNICODE,
      variant: "id",
      m: 512,
      t: 3,
      p: 4,
    });
    at.pythonArgon2i = ask({
      op: "argon2-hash",
      password: PASSWORD,
      variant: "i",
      m: 256,
      t: 2,
      p: 1,
    });
    ARGON2_VECTORS.forEach((hash, i) => {
      at[`argon2Vector${i}`] = ask({ op: "argon2-verify", password: "password", hash });
    });
    const scrypt = parseHash(made.scrypt);
    at.scrypt = ask({
      op: "scrypt",
      password: UNICODE,
      salt: base64((scrypt as { salt: Uint8Array }).salt),
      n: 1024,
      r: 8,
      p: 1,
      length: 32,
    });
    for (const digest of ["sha1", "sha256", "sha512"] as const) {
      const parsed = parseHash(made[`pbkdf2-${digest}`]) as { salt: Uint8Array; hash: Uint8Array };
      at[`pbkdf2-${digest}`] = ask({
        op: "pbkdf2",
        password: UNICODE,
        salt: base64(parsed.salt),
        digest,
        iterations: 1000,
        length: parsed.hash.length,
      });
    }
    at.htpasswdAlice = ask({
      op: "htpasswd-verify",
      lines: made.htpasswd,
      user: "alice",
      password: "secret one",
    });
    at.htpasswdBob = ask({
      op: "htpasswd-verify",
      lines: made.htpasswd,
      user: "bob",
      password: "pässwörd:with a colon",
    });
    at.htpasswdWrong = ask({
      op: "htpasswd-verify",
      lines: made.htpasswd,
      user: "alice",
      password: "secret two",
    });
    answers = askPython(cases);
  }, 60_000);

  it("python3-bcrypt makes the very same bcrypt string from the page's salt", () => {
    expect(made.bcrypt).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
    expect(answers[at.sameBcrypt]).toBe(made.bcrypt);
  });

  it("python3-bcrypt accepts the page's $2b$, $2a$ and $2y$ hashes and refuses a wrong password", () => {
    expect(made.bcrypt2a.startsWith("$2a$04$")).toBe(true);
    expect(made.bcrypt2y.startsWith("$2y$04$")).toBe(true);
    expect([answers[at.bcrypt], answers[at.bcrypt2a], answers[at.bcrypt2y]]).toEqual([
      true,
      true,
      true,
    ]);
    expect(answers[at.bcryptWrong]).toBe(false);
  });

  it("a Unicode password is hashed as UTF-8, and a 73-byte one as its first 72 bytes, as python3-bcrypt does", () => {
    expect(answers[at.bcryptUnicode]).toBe(true);
    expect(answers[at.bcryptLong]).toBe(true);
  });

  it("the page verifies python3-bcrypt's hashes and refuses wrong passwords", async () => {
    const python2b = answers[at.python2b] as string;
    const python2a = answers[at.python2a] as string;
    expect(python2b.startsWith("$2b$04$")).toBe(true);
    expect(await verifies(UNICODE, python2b)).toBe(true);
    expect(await verifies(UNICODE.normalize("NFD"), python2b)).toBe(false);
    expect(await verifies(PASSWORD, python2a)).toBe(true);
    expect(await verifies(PASSWORD.toUpperCase(), python2a)).toBe(false);
  });

  it("crypt_blowfish's published vectors verify here and in python3-bcrypt", async () => {
    for (const [i, [password, hash]] of BCRYPT_VECTORS.entries()) {
      expect(answers[at[`vector${i}`]], hash).toBe(true);
      expect(await verifies(password, hash), hash).toBe(true);
      expect(await verifies(password + "x", hash), hash).toBe(i === 3);
    }
  });

  it("argon2-cffi accepts the page's Argon2id and Argon2i hashes and refuses a wrong password", () => {
    expect(made.argon2id).toMatch(
      /^\$argon2id\$v=19\$m=256,t=2,p=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(made.argon2i.startsWith("$argon2i$v=19$m=256,t=2,p=2$")).toBe(true);
    expect(answers[at.argon2id]).toBe(true);
    expect(answers[at.argon2i]).toBe(true);
    expect(answers[at.argon2Wrong]).toBe(false);
  });

  it("the page verifies argon2-cffi's hashes and the reference implementation's vectors", async () => {
    expect(await verifies(UNICODE, answers[at.pythonArgon2id] as string)).toBe(true);
    expect(await verifies(PASSWORD, answers[at.pythonArgon2i] as string)).toBe(true);
    expect(await verifies(PASSWORD, answers[at.pythonArgon2id] as string)).toBe(false);
    for (const [i, hash] of ARGON2_VECTORS.entries()) {
      expect(answers[at[`argon2Vector${i}`]]).toBe(true);
      expect(await verifies("password", hash)).toBe(true);
    }
  });

  it("scrypt's hash is hashlib.scrypt's bytes for the salt it shows", () => {
    const parsed = parseHash(made.scrypt) as { hash: Uint8Array };
    expect(made.scrypt).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hex(parsed.hash)).toBe(answers[at.scrypt]);
  });

  it("PBKDF2's hashes are hashlib.pbkdf2_hmac's bytes, in passlib's adapted Base64", () => {
    for (const [digest, size] of [
      ["sha1", 20],
      ["sha256", 32],
      ["sha512", 64],
    ] as const) {
      const text = made[`pbkdf2-${digest}`];
      const parsed = parseHash(text) as { hash: Uint8Array };
      expect(text).toMatch(/^\$pbkdf2(-sha256|-sha512)?\$1000\$[./A-Za-z0-9]{22}\$[./A-Za-z0-9]+$/);
      expect(parsed.hash.length).toBe(size);
      expect(hex(parsed.hash)).toBe(answers[at[`pbkdf2-${digest}`]]);
    }
  });

  it("htpasswd -vb accepts the page's htpasswd lines ($2y$) and refuses a wrong password", () => {
    const lines = made.htpasswd.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^alice:\$2y\$04\$[./A-Za-z0-9]{53}$/);
    expect(lines[1]).toMatch(/^bob:\$2y\$04\$/);
    expect(answers[at.htpasswdAlice]).toMatchObject({ code: 0 });
    expect(answers[at.htpasswdBob]).toMatchObject({ code: 0 });
    expect(answers[at.htpasswdWrong]).toMatchObject({ code: 3 });
  });
});

describe("published vectors through verify", () => {
  // RFC 7914 §12: scrypt("password", "NaCl", N=1024, r=8, p=16, 64 bytes).
  const RFC7914 =
    "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640";
  const b64 = (hexText: string) =>
    Buffer.from(hexText, "hex").toString("base64").replaceAll("=", "");
  const ab64 = (hexText: string) => b64(hexText).replace(/\+/g, ".");

  it("RFC 7914's scrypt vector, written as $scrypt$ln=10,r=8,p=16$…", async () => {
    const hash = `$scrypt$ln=10,r=8,p=16$${Buffer.from("NaCl").toString("base64").replaceAll("=", "")}$${b64(RFC7914)}`;
    expect(await verifies("password", hash)).toBe(true);
    expect(await verifies("passwore", hash)).toBe(false);
  });

  it("RFC 6070's PBKDF2-HMAC-SHA1 vectors, written as $pbkdf2$iterations$…", async () => {
    const salt = ab64(Buffer.from("salt").toString("hex"));
    for (const [iterations, dk] of [
      [1, "0c60c80f961f0e71f3a9b524af6012062fe037a6"],
      [2, "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957"],
      [4096, "4b007901b765489abead49d926f721d065a429c1"],
    ] as const) {
      const hash = `$pbkdf2$${iterations}$${salt}$${ab64(dk)}`;
      expect(await verifies("password", hash), hash).toBe(true);
      expect(await verifies("password ", hash), hash).toBe(false);
    }
  });

  it("a verification reads the algorithm and parameters from the hash and names them", async () => {
    const result = await verifyPassword({
      password: "U*U",
      hash: BCRYPT_VECTORS[0][1],
      htpasswd: false,
    });
    expect(result).toEqual({
      matches: true,
      description: "bcrypt ($2a$), cost 5",
      user: null,
      notes: [],
    });
    const small = await hashOne("pw", {
      algorithm: "argon2i",
      memory: 64,
      iterations: 3,
      parallelism: 1,
    });
    const argon = await verifyPassword({ password: "pw", hash: small, htpasswd: false });
    expect(argon.description).toBe("Argon2i, 64 KiB, 3 iterations, parallelism 1");
  });
});

describe("hashing", () => {
  it("draws a new salt for every hash, so the same password hashes differently", async () => {
    const job = { password: PASSWORD, settings: BCRYPT_4, htpasswd: false };
    const first = (await hashPasswords(job)).text;
    const second = (await hashPasswords(job)).text;
    expect(first).not.toBe(second);
    expect(await verifies(PASSWORD, first)).toBe(true);
    expect(await verifies(PASSWORD, second)).toBe(true);
  });

  it("uses the default cost 10 when asked", async () => {
    const text = await hashOne(PASSWORD, { algorithm: "bcrypt", cost: 10, prefix: "2b" });
    expect(text.startsWith("$2b$10$")).toBe(true);
  });

  it("says that bcrypt ignores bytes past the 72nd, and that a final line break counts", async () => {
    const long = await hashPasswords({ password: LONG, settings: BCRYPT_4, htpasswd: false });
    expect(long.notes).toEqual([
      "The password is 73 bytes in UTF-8; bcrypt reads only the first 72, so the other 1 make no difference",
    ]);
    expect(await verifies(LONG.slice(0, -1), long.text)).toBe(true);
    const argon = await hashPasswords({
      password: LONG,
      settings: { algorithm: "argon2id", ...ARGON2_SMALL },
      htpasswd: false,
    });
    expect(argon.notes).toEqual([]);
    expect(await verifies(LONG.slice(0, -1), argon.text)).toBe(false);
    const newline = await hashPasswords({ password: "pw\n", settings: BCRYPT_4, htpasswd: false });
    expect(newline.notes).toEqual(["The password ends with a line break, which is part of it"]);
    expect(await verifies("pw", newline.text)).toBe(false);
  });

  it("refuses an empty password and a NUL character for bcrypt", async () => {
    await expect(hashOne("", BCRYPT_4)).rejects.toThrow(
      "The password is empty: type it into Input",
    );
    await expect(hashOne("a\u0000b", BCRYPT_4)).rejects.toThrow(
      "The password holds a NUL character (U+0000) at byte 2; bcrypt ends a password there, so this page refuses it",
    );
    expect(await hashOne("a\u0000b", SCRYPT_SMALL)).toMatch(/^\$scrypt\$/);
  });

  it("htpasswd lines report progress per line and name the line of a bad password", async () => {
    const reports: [number, string | undefined][] = [];
    const job = { password: "a:1\n\nb:2\r\nc:3", settings: BCRYPT_4, htpasswd: true };
    const result = await hashPasswords(job, (fraction, step) => reports.push([fraction, step]));
    expect(result.text.split("\n").map((line) => line.split(":")[0])).toEqual(["a", "b", "c"]);
    expect(reports).toEqual([
      [0, "line 1"],
      [1 / 3, "line 3"],
      [2 / 3, "line 4"],
      [1, undefined],
    ]);
    await expect(
      hashPasswords({ password: "a:1\nb:x\u0000", settings: BCRYPT_4, htpasswd: true }),
    ).rejects.toThrow("Line 2: The password holds a NUL character (U+0000) at byte 2");
    await expect(
      hashPasswords({ password: "a:1", settings: SCRYPT_SMALL, htpasswd: true }),
    ).rejects.toThrow("htpasswd lines hold bcrypt hashes: choose bcrypt as the algorithm");
  });

  it("refuses a bcrypt cost outside 4 to 16 even when the settings skipped the form", async () => {
    await expect(hashOne("pw", { ...BCRYPT_4, cost: 3 })).rejects.toThrow(
      "Cost: 3 is out of range (4 to 16)",
    );
    await expect(hashOne("pw", { ...BCRYPT_4, cost: 17 })).rejects.toThrow(
      "Cost: 17 is out of range (4 to 16)",
    );
  });

  it("runs a hash or a verification as the worker is asked", async () => {
    const hashed = await runPasswordHashJob({
      kind: "hash",
      password: "pw",
      settings: BCRYPT_4,
      htpasswd: false,
    });
    expect("text" in hashed && hashed.text.startsWith("$2b$04$")).toBe(true);
    const text = "text" in hashed ? hashed.text : "";
    const verified = await runPasswordHashJob({
      kind: "verify",
      password: "pw",
      hash: text,
      htpasswd: false,
    });
    expect(verified).toMatchObject({ matches: true, description: "bcrypt ($2b$), cost 4" });
  });
});

describe("verifying", () => {
  it("takes an htpasswd line and, with htpasswd lines in Input, the password of its user", async () => {
    const lines = (
      await hashPasswords({ password: "ann:one\nbo:two", settings: BCRYPT_4, htpasswd: true })
    ).text;
    const [ann, bo] = lines.split("\n");
    const input = "ann:one\nbo:two";
    expect(await verifyPassword({ password: input, hash: bo, htpasswd: true })).toMatchObject({
      matches: true,
      user: "bo",
    });
    expect(
      await verifyPassword({ password: "ann:one\nbo:three", hash: bo, htpasswd: true }),
    ).toMatchObject({ matches: false });
    // Without htpasswd lines in Input, the whole Input is the password and the user is only named.
    expect(
      await verifyPassword({ password: "one", hash: `  ${ann}\n`, htpasswd: false }),
    ).toMatchObject({ matches: true, user: "ann" });
    await expect(
      verifyPassword({ password: input, hash: "cy" + bo.slice(2), htpasswd: true }),
    ).rejects.toThrow('No line of the Input is for the user "cy"');
    await expect(
      verifyPassword({ password: input, hash: bo.slice(3), htpasswd: true }),
    ).rejects.toThrow(
      "With htpasswd lines, paste a whole line (user:hash) to verify, so the page knows whose password to check",
    );
    await expect(verifyPassword({ password: input, hash: "bo:", htpasswd: true })).rejects.toThrow(
      "The line has a user but no hash after its colon",
    );
  });

  it("refuses an empty password, and a NUL character for bcrypt", async () => {
    await expect(verifies("", BCRYPT_VECTORS[0][1])).rejects.toThrow(
      "The password is empty: type it into Input",
    );
    await expect(verifies("U\u0000", BCRYPT_VECTORS[0][1])).rejects.toThrow(ToolError);
  });

  it("refuses parameters far beyond what a page should compute, before computing", async () => {
    const cost21 = "$2b$21$" + "a".repeat(53);
    await expect(verifies("pw", cost21)).rejects.toThrow(
      `bcrypt hash: cost 21 would take 2 times as long as cost ${MAX_VERIFY_BCRYPT_COST}, about a minute here; this page verifies costs up to 20`,
    );
    await expect(verifies("pw", "$scrypt$ln=31,r=8,p=1$c2FsdHNhbHQ$aGFzaA")).rejects.toThrow(
      "scrypt hash: ln=31 is far beyond what a browser can compute",
    );
    await expect(verifies("pw", "$scrypt$ln=20,r=9,p=1$c2FsdHNhbHQ$aGFzaA")).rejects.toThrow(
      "scrypt with N = 2^20 and r = 9 needs 1,152 MiB of memory; this page allows up to 1,024 MiB",
    );
    await expect(verifies("pw", "$scrypt$ln=4,r=8,p=17$c2FsdHNhbHQ$aGFzaA")).rejects.toThrow(
      "scrypt hash: p=17 is more than this page computes (16)",
    );
    await expect(verifies("pw", "$pbkdf2-sha256$10000001$c2FsdA$aGFzaA")).rejects.toThrow(
      "PBKDF2 hash: 10,000,001 iterations are more than this page computes (10,000,000)",
    );
    await expect(
      verifies("pw", "$argon2id$v=19$m=1048577,t=1,p=1$c29tZXNhbHQ$aGFzaGhhc2g"),
    ).rejects.toThrow(
      "Argon2 hash: m=1048577 KiB is more memory than this page asks of a browser (1,048,576 KiB, 1 GiB)",
    );
    await expect(
      verifies("pw", "$argon2id$v=19$m=4096,t=1001,p=1$c29tZXNhbHQ$aGFzaGhhc2g"),
    ).rejects.toThrow(
      "Argon2 hash: t=1001, p=1 are more than this page computes (t up to 1000, p up to 255)",
    );
    await expect(
      verifies("pw", "$argon2id$v=19$m=4096,t=1,p=256$c29tZXNhbHQ$aGFzaGhhc2g"),
    ).rejects.toThrow("(t up to 1000, p up to 255)");
  });
});

describe("each limit exactly at and one past it", () => {
  // An empty password is refused after the hash's parameters are checked and before anything is
  // computed: a hash at a limit gets that message, one past it the limit's own.
  const EMPTY = "The password is empty: type it into Input";

  it("verifies bcrypt cost 20 but not 21", async () => {
    await expect(verifies("", "$2b$20$" + "a".repeat(53))).rejects.toThrow(EMPTY);
    await expect(verifies("", "$2b$21$" + "a".repeat(53))).rejects.toThrow(
      "bcrypt hash: cost 21 would take 2 times as long as cost 20",
    );
  });

  it("at ln=30 scrypt names the memory it would need, past 30 only that it is too far", async () => {
    await expect(verifies("pw", "$scrypt$ln=30,r=1,p=1$c2FsdHNhbHQ$aGFzaA")).rejects.toThrow(
      "scrypt with N = 2^30 and r = 1 needs 131,072 MiB of memory; this page allows up to 1,024 MiB",
    );
    await expect(verifies("pw", "$scrypt$ln=31,r=1,p=1$c2FsdHNhbHQ$aGFzaA")).rejects.toThrow(
      "scrypt hash: ln=31 is far beyond what a browser can compute",
    );
  });

  it("verifies 10,000,000 PBKDF2 iterations but not 10,000,001", async () => {
    await expect(verifies("", "$pbkdf2-sha256$10000000$c2FsdA$aGFzaA")).rejects.toThrow(EMPTY);
    await expect(verifies("", "$pbkdf2-sha256$10000001$c2FsdA$aGFzaA")).rejects.toThrow(
      "PBKDF2 hash: 10,000,001 iterations are more than this page computes (10,000,000)",
    );
  });

  it("verifies Argon2 with 1 GiB, t=1000 and p=255, and refuses one more of each", async () => {
    const argon2 = (params: string) => `$argon2id$v=19$${params}$c29tZXNhbHQ$aGFzaGhhc2g`;
    for (const params of ["m=1048576,t=1,p=1", "m=4096,t=1000,p=1", "m=4096,t=1,p=255"]) {
      await expect(verifies("", argon2(params)), params).rejects.toThrow(EMPTY);
    }
    await expect(verifies("", argon2("m=1048577,t=1,p=1"))).rejects.toThrow(
      "Argon2 hash: m=1048577 KiB is more memory than this page asks of a browser",
    );
    await expect(verifies("", argon2("m=4096,t=1001,p=1"))).rejects.toThrow(
      "Argon2 hash: t=1001, p=1 are more than this page computes",
    );
    await expect(verifies("", argon2("m=4096,t=1,p=256"))).rejects.toThrow(
      "Argon2 hash: t=1, p=256 are more than this page computes",
    );
  });

  it("hashes bcrypt at cost 16 (the NUL refusal comes before any work) but not 17", async () => {
    await expect(hashOne("a\u0000", { ...BCRYPT_4, cost: 16 })).rejects.toThrow(
      "The password holds a NUL character (U+0000) at byte 2",
    );
    await expect(hashOne("a\u0000", { ...BCRYPT_4, cost: 17 })).rejects.toThrow(
      "Cost: 17 is out of range (4 to 16)",
    );
  });

  it("refuses a NUL as the very first byte", async () => {
    await expect(hashOne("\u0000pw", BCRYPT_4)).rejects.toThrow(
      "The password holds a NUL character (U+0000) at byte 1; bcrypt ends a password there",
    );
  });

  it("says nothing of a 72-byte password for bcrypt, and of the 73rd byte past it", async () => {
    const exactly72 = "x".repeat(70) + "é";
    expect(new TextEncoder().encode(exactly72).length).toBe(72);
    expect(
      (await hashPasswords({ password: exactly72, settings: BCRYPT_4, htpasswd: false })).notes,
    ).toEqual([]);
    expect(
      (await hashPasswords({ password: LONG, settings: BCRYPT_4, htpasswd: false })).notes,
    ).toEqual([
      "The password is 73 bytes in UTF-8; bcrypt reads only the first 72, so the other 1 make no difference",
    ]);
  });

  it("notes only a line break at the end of the password, not one inside it", async () => {
    const inside = await hashPasswords({ password: "p\nw", settings: BCRYPT_4, htpasswd: false });
    expect(inside.notes).toEqual([]);
    const final = await hashPasswords({ password: "pw\r", settings: BCRYPT_4, htpasswd: false });
    expect(final.notes).toEqual(["The password ends with a line break, which is part of it"]);
  });
});

describe("notes and failures the page shows", () => {
  it("a verification notes a password past 72 bytes for bcrypt only", async () => {
    const bcryptHash = await hashOne(LONG.slice(0, -1), BCRYPT_4);
    const bcryptResult = await verifyPassword({
      password: LONG,
      hash: bcryptHash,
      htpasswd: false,
    });
    expect(bcryptResult.matches).toBe(true);
    expect(bcryptResult.notes).toEqual([
      "The password is 73 bytes in UTF-8; bcrypt reads only the first 72, so the other 1 make no difference",
    ]);
    const scryptHash = await hashOne(LONG, SCRYPT_SMALL);
    const scryptResult = await verifyPassword({
      password: LONG,
      hash: scryptHash,
      htpasswd: false,
    });
    expect(scryptResult).toMatchObject({ matches: true, notes: [] });
  });

  it("htpasswd lines note, per line and user, a password bcrypt cuts and a final line break", async () => {
    const plain = await hashPasswords({
      password: "ann:one\nbo:two",
      settings: BCRYPT_4,
      htpasswd: true,
    });
    expect(plain.notes).toEqual([]);
    const long = await hashPasswords({
      password: `ann:one\nbo:${LONG}`,
      settings: BCRYPT_4,
      htpasswd: true,
    });
    expect(long.notes).toEqual([
      "Line 2 (bo) is 73 bytes in UTF-8; bcrypt reads only the first 72, so the other 1 make no difference",
    ]);
  });

  it("a bad htpasswd line's error carries its line number for the page to point at", async () => {
    const error = await hashPasswords({
      password: "a:1\nb:2\nc:x\u0000",
      settings: BCRYPT_4,
      htpasswd: true,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).line).toBe(3);
    expect((error as ToolError).message).toMatch(/^Line 3: The password holds a NUL character/);
  });

  it("reports the time the hashing took, not more than the call itself", async () => {
    for (const job of [
      { password: "pw", settings: BCRYPT_4, htpasswd: false },
      { password: "a:pw\nb:pw", settings: BCRYPT_4, htpasswd: true },
    ]) {
      const before = performance.now();
      const { elapsedMs } = await hashPasswords(job);
      const wall = performance.now() - before;
      expect(elapsedMs).toBeGreaterThan(0);
      expect(elapsedMs).toBeLessThanOrEqual(wall);
    }
  });

  it("Argon2 with less than 8 KiB per lane, which the Argon2 specification forbids, fails with what hash-wasm said", async () => {
    // RFC 9106 3.1: m must be at least 8·p KiB; the form allows 8 KiB and parallelism 2.
    await expect(
      hashOne("pw", { algorithm: "argon2id", memory: 8, iterations: 1, parallelism: 2 }),
    ).rejects.toThrow(
      "Argon2 with 8 KiB of memory failed in this browser (Memory size should be at least 8 * parallelism.); try less memory",
    );
  });

  it("scrypt settings the library refuses fail with what it said", async () => {
    await expect(
      hashOne("pw", { algorithm: "scrypt", log2N: 4, blockSize: 8, parallelism: 0 }),
    ).rejects.toThrow(
      "scrypt with N = 2^4, r = 8 failed in this browser (Parallelism should be a positive number); try a lower cost",
    );
  });

  it("names the download files: the hash, and the htpasswd file Apache reads", () => {
    expect([OUTPUT_FILE_NAME, HTPASSWD_FILE_NAME]).toEqual([
      "password-hash.txt",
      "passwords.htpasswd",
    ]);
  });
});
