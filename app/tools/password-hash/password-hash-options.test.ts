// Reading the page's settings: defaults, bounds, and a message naming the field that is wrong.
import { describe, expect, it } from "vitest";
import {
  BCRYPT_PREFIXES,
  DEFAULT_HASH_FIELDS,
  HASH_ALGORITHMS,
  PBKDF2_DIGESTS,
  type HashFields,
  type HashSettings,
  checkScryptMemory,
  estimateMs,
  readNumber,
  readSettings,
  workUnits,
} from "./password-hash-options";

const fields = (changes: Partial<HashFields>): HashFields => ({
  ...DEFAULT_HASH_FIELDS,
  ...changes,
});

describe("settings", () => {
  it("offer the algorithms, bcrypt prefixes and PBKDF2 hashes the page lists, as it labels them", () => {
    expect(HASH_ALGORITHMS).toEqual([
      { value: "bcrypt", label: "bcrypt" },
      { value: "argon2id", label: "Argon2id" },
      { value: "argon2i", label: "Argon2i" },
      { value: "scrypt", label: "scrypt" },
      { value: "pbkdf2", label: "PBKDF2" },
    ]);
    expect(BCRYPT_PREFIXES.map(({ value, label }) => [value, label])).toEqual([
      ["2b", "$2b$"],
      ["2a", "$2a$"],
      ["2y", "$2y$"],
    ]);
    expect(PBKDF2_DIGESTS.map(({ value, label }) => [value, label])).toEqual([
      ["sha256", "SHA-256"],
      ["sha512", "SHA-512"],
      ["sha1", "SHA-1"],
    ]);
  });

  it("quote at most 20 characters of a field that is not a number", () => {
    expect(() => readNumber("bcryptCost", "x".repeat(30))).toThrow(
      `"${"x".repeat(20)}" is not a whole number`,
    );
  });

  it("default to bcrypt cost 10 ($2b$), and OWASP's minimums for the others", () => {
    expect(readSettings(DEFAULT_HASH_FIELDS)).toEqual({
      algorithm: "bcrypt",
      cost: 10,
      prefix: "2b",
    });
    expect(readSettings(fields({ algorithm: "argon2id" }))).toEqual({
      algorithm: "argon2id",
      memory: 19456,
      iterations: 2,
      parallelism: 1,
    });
    expect(readSettings(fields({ algorithm: "argon2i" }))).toMatchObject({ algorithm: "argon2i" });
    expect(readSettings(fields({ algorithm: "scrypt" }))).toEqual({
      algorithm: "scrypt",
      log2N: 17,
      blockSize: 8,
      parallelism: 1,
    });
    expect(readSettings(fields({ algorithm: "pbkdf2" }))).toEqual({
      algorithm: "pbkdf2",
      digest: "sha256",
      iterations: 600000,
    });
  });

  it("read each algorithm's own fields only", () => {
    const other = fields({
      bcryptCost: "x",
      argon2Memory: "x",
      scryptLog2N: "x",
      pbkdf2Iterations: "x",
    });
    expect(() => readSettings({ ...other, algorithm: "bcrypt" })).toThrow("Cost:");
    expect(readSettings({ ...other, bcryptCost: " 12 ", bcryptPrefix: "2y" })).toEqual({
      algorithm: "bcrypt",
      cost: 12,
      prefix: "2y",
    });
    expect(
      readSettings({
        ...other,
        algorithm: "pbkdf2",
        pbkdf2Iterations: "1",
        pbkdf2Digest: "sha512",
      }),
    ).toEqual({
      algorithm: "pbkdf2",
      digest: "sha512",
      iterations: 1,
    });
  });

  it("keep bcrypt's cost to 4–16 and name the field when a number is wrong", () => {
    expect(readNumber("bcryptCost", "4")).toBe(4);
    expect(readNumber("bcryptCost", "16")).toBe(16);
    expect(() => readNumber("bcryptCost", "3")).toThrow("Cost: 3 is out of range (4 to 16)");
    expect(() => readNumber("bcryptCost", "17")).toThrow("Cost: 17 is out of range (4 to 16)");
    expect(() => readNumber("bcryptCost", "")).toThrow('Cost: "" is not a whole number (4 to 16)');
    expect(() => readNumber("bcryptCost", "1e1")).toThrow(
      'Cost: "1e1" is not a whole number (4 to 16)',
    );
    expect(() => readNumber("pbkdf2Iterations", "10000001")).toThrow(
      "Iterations: 10,000,001 is out of range (1 to 10,000,000)",
    );
    expect(readNumber("pbkdf2Iterations", "10000000")).toBe(10_000_000);
    expect(() => readNumber("pbkdf2Iterations", "0")).toThrow(
      "Iterations: 0 is out of range (1 to 10,000,000)",
    );
    expect(() => readNumber("argon2Memory", "1048577")).toThrow(
      "Memory (KiB): 1,048,577 is out of range (8 to 1,048,576)",
    );
    expect(() => readNumber("scryptLog2N", "21")).toThrow(
      "Cost (log2 N): 21 is out of range (1 to 20)",
    );
    expect(() => readNumber("scryptBlockSize", "33")).toThrow(
      "Block size (r): 33 is out of range (1 to 32)",
    );
    expect(() => readNumber("scryptParallelism", "17")).toThrow(
      "Parallelism (p): 17 is out of range (1 to 16)",
    );
    expect(() => readNumber("argon2Parallelism", "17")).toThrow(
      "Parallelism: 17 is out of range (1 to 16)",
    );
    expect(() => readNumber("argon2Iterations", "101")).toThrow(
      "Iterations: 101 is out of range (1 to 100)",
    );
  });

  it("ask Argon2 for at least 8 KiB per lane", () => {
    expect(() =>
      readSettings(fields({ algorithm: "argon2id", argon2Memory: "31", argon2Parallelism: "4" })),
    ).toThrow("Memory (KiB): Argon2 needs at least 8 KiB per lane, 32 for parallelism 4");
    expect(
      readSettings(fields({ algorithm: "argon2id", argon2Memory: "32", argon2Parallelism: "4" })),
    ).toMatchObject({ memory: 32 });
  });

  it("keep scrypt's memory, 128·N·r bytes, to 1 GiB", () => {
    expect(() => checkScryptMemory(20, 8)).not.toThrow();
    expect(() => checkScryptMemory(20, 9)).toThrow(
      "scrypt with N = 2^20 and r = 9 needs 1,152 MiB of memory; this page allows up to 1,024 MiB",
    );
    expect(() =>
      readSettings(fields({ algorithm: "scrypt", scryptLog2N: "19", scryptBlockSize: "17" })),
    ).toThrow("scrypt with N = 2^19 and r = 17 needs 1,088 MiB");
  });
});

describe("the time a hash will take", () => {
  const bcrypt = (cost: number): HashSettings => ({ algorithm: "bcrypt", cost, prefix: "2b" });
  const argon2 = (memory: number, iterations: number): HashSettings => ({
    algorithm: "argon2id",
    memory,
    iterations,
    parallelism: 1,
  });

  it("grows as each algorithm's work does", () => {
    expect(workUnits(bcrypt(10))).toBe(1024);
    expect(workUnits(argon2(1024, 3))).toBe(3072);
    expect(workUnits({ algorithm: "scrypt", log2N: 10, blockSize: 8, parallelism: 2 })).toBe(16384);
    expect(workUnits({ algorithm: "pbkdf2", digest: "sha256", iterations: 600000 })).toBe(600000);
  });

  it("is estimated from a timed hash of the same algorithm", () => {
    expect(estimateMs({ settings: bcrypt(10), elapsedMs: 100 }, bcrypt(14))).toBe(1600);
    expect(estimateMs({ settings: bcrypt(10), elapsedMs: 100 }, bcrypt(9))).toBe(50);
    expect(estimateMs({ settings: argon2(1024, 2), elapsedMs: 30 }, argon2(4096, 3))).toBe(180);
    expect(estimateMs(null, bcrypt(10))).toBeNull();
    expect(estimateMs({ settings: bcrypt(10), elapsedMs: 100 }, argon2(1024, 2))).toBeNull();
    const sha256 = { algorithm: "pbkdf2", digest: "sha256", iterations: 1000 } as const;
    expect(estimateMs({ settings: sha256, elapsedMs: 10 }, { ...sha256, iterations: 3000 })).toBe(
      30,
    );
    expect(
      estimateMs({ settings: sha256, elapsedMs: 10 }, { ...sha256, digest: "sha512" }),
    ).toBeNull();
  });
});
