// The Password Hash Generator's settings: the algorithms, their parameters with defaults and bounds,
// and reading the page's fields into checked settings (a message names the field that is wrong).
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import type { BcryptPrefix, Pbkdf2Digest } from "./hash-format";

export type HashAlgorithm = "bcrypt" | "argon2id" | "argon2i" | "scrypt" | "pbkdf2";

export const HASH_ALGORITHMS: readonly { value: HashAlgorithm; label: string }[] = [
  { value: "bcrypt", label: "bcrypt" },
  { value: "argon2id", label: "Argon2id" },
  { value: "argon2i", label: "Argon2i" },
  { value: "scrypt", label: "scrypt" },
  { value: "pbkdf2", label: "PBKDF2" },
];

export const BCRYPT_PREFIXES: readonly { value: BcryptPrefix; label: string }[] = [
  { value: "2b", label: "$2b$" },
  { value: "2a", label: "$2a$" },
  { value: "2y", label: "$2y$" },
];

export const PBKDF2_DIGESTS: readonly { value: Pbkdf2Digest; label: string }[] = [
  { value: "sha256", label: "SHA-256" },
  { value: "sha512", label: "SHA-512" },
  { value: "sha1", label: "SHA-1" },
];

export type HashSettings =
  | { algorithm: "bcrypt"; cost: number; prefix: BcryptPrefix }
  | { algorithm: "argon2id" | "argon2i"; memory: number; iterations: number; parallelism: number }
  | { algorithm: "scrypt"; log2N: number; blockSize: number; parallelism: number }
  | { algorithm: "pbkdf2"; digest: Pbkdf2Digest; iterations: number };

/** The page's fields as typed: numbers stay text until read, so a half-typed one gets a message. */
export interface HashFields {
  algorithm: HashAlgorithm;
  bcryptCost: string;
  bcryptPrefix: BcryptPrefix;
  argon2Memory: string;
  argon2Iterations: string;
  argon2Parallelism: string;
  scryptLog2N: string;
  scryptBlockSize: string;
  scryptParallelism: string;
  pbkdf2Digest: Pbkdf2Digest;
  pbkdf2Iterations: string;
}

/**
 * Defaults: bcrypt cost 10 (the spec's); Argon2 m=19 MiB, t=2, p=1, scrypt N=2^17, r=8, p=1 and
 * PBKDF2-HMAC-SHA256 with 600,000 iterations, OWASP's Password Storage Cheat Sheet's minimums.
 */
export const DEFAULT_HASH_FIELDS: HashFields = {
  algorithm: "bcrypt",
  bcryptCost: "10",
  bcryptPrefix: "2b",
  argon2Memory: "19456",
  argon2Iterations: "2",
  argon2Parallelism: "1",
  scryptLog2N: "17",
  scryptBlockSize: "8",
  scryptParallelism: "1",
  pbkdf2Digest: "sha256",
  pbkdf2Iterations: "600000",
};

/** One GiB: the most memory a hash may ask of the browser (Argon2's m, scrypt's 128·N·r bytes). */
export const MAX_MEMORY_KIB = 1024 * 1024;

/** Bounds of each number field, by the label the page shows, which messages name. */
export const LIMITS = {
  bcryptCost: { label: "Cost", min: 4, max: 16 },
  argon2Memory: { label: "Memory (KiB)", min: 8, max: MAX_MEMORY_KIB },
  argon2Iterations: { label: "Iterations", min: 1, max: 100 },
  argon2Parallelism: { label: "Parallelism", min: 1, max: 16 },
  scryptLog2N: { label: "Cost (log2 N)", min: 1, max: 20 },
  scryptBlockSize: { label: "Block size (r)", min: 1, max: 32 },
  scryptParallelism: { label: "Parallelism (p)", min: 1, max: 16 },
  pbkdf2Iterations: { label: "Iterations", min: 1, max: 10_000_000 },
} as const;

type NumberField = keyof typeof LIMITS;

export function readNumber(field: NumberField, text: string): number {
  const { label, min, max } = LIMITS[field];
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    throw new ToolError(
      `${label}: "${trimmed.slice(0, 20)}" is not a whole number (${min} to ${groupedCount(max)})`,
    );
  }
  const value = Number(trimmed);
  if (value < min || value > max) {
    throw new ToolError(
      `${label}: ${groupedCount(value)} is out of range (${min} to ${groupedCount(max)})`,
    );
  }
  return value;
}

/** The settings the fields describe, or a ToolError naming the field that is wrong. */
export function readSettings(fields: HashFields): HashSettings {
  switch (fields.algorithm) {
    case "bcrypt":
      return {
        algorithm: "bcrypt",
        cost: readNumber("bcryptCost", fields.bcryptCost),
        prefix: fields.bcryptPrefix,
      };
    case "argon2id":
    case "argon2i": {
      const parallelism = readNumber("argon2Parallelism", fields.argon2Parallelism);
      const memory = readNumber("argon2Memory", fields.argon2Memory);
      if (memory < 8 * parallelism) {
        throw new ToolError(
          `Memory (KiB): Argon2 needs at least 8 KiB per lane, ${8 * parallelism} for parallelism ${parallelism}`,
        );
      }
      return {
        algorithm: fields.algorithm,
        memory,
        iterations: readNumber("argon2Iterations", fields.argon2Iterations),
        parallelism,
      };
    }
    case "scrypt": {
      const log2N = readNumber("scryptLog2N", fields.scryptLog2N);
      const blockSize = readNumber("scryptBlockSize", fields.scryptBlockSize);
      checkScryptMemory(log2N, blockSize);
      return {
        algorithm: "scrypt",
        log2N,
        blockSize,
        parallelism: readNumber("scryptParallelism", fields.scryptParallelism),
      };
    }
    case "pbkdf2":
      return {
        algorithm: "pbkdf2",
        digest: fields.pbkdf2Digest,
        iterations: readNumber("pbkdf2Iterations", fields.pbkdf2Iterations),
      };
  }
}

/** scrypt holds 128·N·r bytes at once; more than MAX_MEMORY_KIB is refused before it is asked for. */
export function checkScryptMemory(log2N: number, blockSize: number): void {
  const kib = (2 ** log2N * blockSize * 128) / 1024;
  if (kib > MAX_MEMORY_KIB) {
    throw new ToolError(
      `scrypt with N = 2^${log2N} and r = ${blockSize} needs ${groupedCount(Math.round(kib / 1024))} MiB of memory; this page allows up to 1,024 MiB`,
    );
  }
}

/**
 * The work a hash takes, in units proportional to its time for one algorithm: bcrypt doubles with
 * each step of cost, Argon2 grows with memory × iterations, scrypt with N × r × p, PBKDF2 with its
 * iterations. The page times one hash and estimates the next from it.
 */
export function workUnits(settings: HashSettings): number {
  switch (settings.algorithm) {
    case "bcrypt":
      return 2 ** settings.cost;
    case "scrypt":
      return 2 ** settings.log2N * settings.blockSize * settings.parallelism;
    case "pbkdf2":
      return settings.iterations;
    default:
      return settings.memory * settings.iterations;
  }
}

/** Milliseconds a hash should take, from a timed one of the same algorithm (and PBKDF2 digest). */
export function estimateMs(
  timed: { settings: HashSettings; elapsedMs: number } | null,
  next: HashSettings,
): number | null {
  if (timed === null || timed.settings.algorithm !== next.algorithm) return null;
  if (
    next.algorithm === "pbkdf2" &&
    timed.settings.algorithm === "pbkdf2" &&
    timed.settings.digest !== next.digest
  ) {
    return null;
  }
  return (timed.elapsedMs * workUnits(next)) / workUnits(timed.settings);
}
