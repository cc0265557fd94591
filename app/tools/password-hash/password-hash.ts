// Hashes a password with bcrypt, Argon2id/Argon2i, scrypt or PBKDF2, writes htpasswd lines, and
// verifies a password against a pasted hash whose algorithm it reads ("/password-hash" of the
// identity tools). It runs in the page's worker (hash-wasm's WebAssembly loads with it) and in node.
import { groupedCount } from "~/lib/number/count-text";
import { argon2d, argon2i, argon2id, bcrypt, bcryptVerify, scrypt } from "hash-wasm";
import { ToolError, errorMessage } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import {
  type Argon2Variant,
  type ParsedHash,
  type Pbkdf2Digest,
  describeHash,
  formatArgon2,
  formatPbkdf2,
  formatScrypt,
  parseHash,
  splitUser,
} from "./hash-format";
import { parseHtpasswdInput } from "./htpasswd-input";
import {
  type HashSettings,
  LIMITS,
  MAX_MEMORY_KIB,
  checkScryptMemory,
} from "./password-hash-options";

export interface HashJob {
  password: string;
  settings: HashSettings;
  /** The Input holds `user:password` lines; the result is htpasswd lines (bcrypt, $2y$). */
  htpasswd: boolean;
  /** Fixed salts, one per hash (tests); otherwise each is drawn from crypto.getRandomValues. */
  salts?: Uint8Array[];
  /** Bumped by the page's Hash button: a new job, so a new salt, for the same password. */
  round?: number;
}

export interface HashResult {
  text: string;
  /** How long the hashing took, for the page's estimate of the next run of this algorithm. */
  elapsedMs: number;
  /** What the user should know about the result (a password cut at 72 bytes by bcrypt). */
  notes: string[];
}

export interface VerifyJob {
  password: string;
  /** A hash, or an htpasswd line `user:hash`. */
  hash: string;
  /** The Input holds `user:password` lines: the password is the line of the hash's user. */
  htpasswd: boolean;
}

export interface VerifyResult {
  matches: boolean;
  /** The algorithm and parameters read from the hash ("bcrypt ($2y$), cost 10"). */
  description: string;
  user: string | null;
  notes: string[];
}

export type PasswordHashJob = ({ kind: "hash" } & HashJob) | ({ kind: "verify" } & VerifyJob);

/** Download names: a hash, and htpasswd lines (the file Apache reads). */
export const OUTPUT_FILE_NAME = "password-hash.txt";
export const HTPASSWD_FILE_NAME = "passwords.htpasswd";

/** bcrypt keys Blowfish with at most 72 bytes of the password; every implementation ignores the rest. */
export const BCRYPT_MAX_BYTES = 72;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;
/** The highest bcrypt cost verified: each step doubles the time, and cost 20 takes about a minute. */
export const MAX_VERIFY_BCRYPT_COST = 20;

const DIGEST_BYTES: Readonly<Record<Pbkdf2Digest, number>> = { sha1: 20, sha256: 32, sha512: 64 };
const WEB_CRYPTO_HASH: Readonly<Record<Pbkdf2Digest, string>> = {
  sha1: "SHA-1",
  sha256: "SHA-256",
  sha512: "SHA-512",
};

const encoder = new TextEncoder();

/** The worker's one entry: a hash or a verification. */
export function runPasswordHashJob(
  job: PasswordHashJob,
  progress: ProgressReporter = () => {},
): Promise<HashResult | VerifyResult> {
  return job.kind === "hash" ? hashPasswords(job, progress) : verifyPassword(job);
}

export async function hashPasswords(
  { password, settings, htpasswd, salts }: HashJob,
  progress: ProgressReporter = () => {},
): Promise<HashResult> {
  const saltAt = (i: number) => salts?.[i] ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  if (!htpasswd) {
    if (password === "") throw new ToolError("The password is empty: type it into Input");
    const bytes = encoder.encode(password);
    const notes = passwordNotes(bytes, password, settings.algorithm === "bcrypt", "The password");
    const started = performance.now();
    const text = await hashBytes(bytes, settings, saltAt(0));
    return { text, notes, elapsedMs: performance.now() - started };
  }
  if (settings.algorithm !== "bcrypt") {
    throw new ToolError("htpasswd lines hold bcrypt hashes: choose bcrypt as the algorithm");
  }
  const entries = parseHtpasswdInput(password);
  const started = performance.now();
  const lines: string[] = [];
  const notes: string[] = [];
  for (const [i, { user, password: secret, line }] of entries.entries()) {
    progress(i / entries.length, `line ${line}`);
    const bytes = encoder.encode(secret);
    notes.push(...passwordNotes(bytes, secret, true, `Line ${line} (${user})`));
    try {
      lines.push(`${user}:${await hashBytes(bytes, { ...settings, prefix: "2y" }, saltAt(i))}`);
    } catch (error) {
      throw new ToolError(`Line ${line}: ${errorMessage(error)}`, { line });
    }
  }
  progress(1);
  return { text: lines.join("\n"), notes, elapsedMs: performance.now() - started };
}

/** Facts about the password that change what is hashed, said on the page. */
function passwordNotes(
  bytes: Uint8Array,
  password: string,
  bcryptUsed: boolean,
  whose: string,
): string[] {
  const notes: string[] = [];
  if (bcryptUsed && bytes.length > BCRYPT_MAX_BYTES) {
    notes.push(
      `${whose} is ${groupedCount(bytes.length)} bytes in UTF-8; bcrypt reads only the first ${BCRYPT_MAX_BYTES}, so the other ${groupedCount(bytes.length - BCRYPT_MAX_BYTES)} make no difference`,
    );
  }
  if (/[\r\n]$/.test(password)) notes.push(`${whose} ends with a line break, which is part of it`);
  return notes;
}

/** bcrypt's C implementations end the password at a NUL byte; refusing it avoids a silent mismatch. */
function bcryptKey(bytes: Uint8Array): Uint8Array {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw new ToolError(
      `The password holds a NUL character (U+0000) at byte ${nul + 1}; bcrypt ends a password there, so this page refuses it`,
    );
  }
  return bytes.subarray(0, BCRYPT_MAX_BYTES);
}

async function hashBytes(
  bytes: Uint8Array,
  settings: HashSettings,
  salt: Uint8Array,
): Promise<string> {
  switch (settings.algorithm) {
    case "bcrypt": {
      if (settings.cost < LIMITS.bcryptCost.min || settings.cost > LIMITS.bcryptCost.max) {
        throw new ToolError(`Cost: ${settings.cost} is out of range (4 to 16)`);
      }
      const encoded = await bcrypt({
        password: bcryptKey(bytes),
        salt,
        costFactor: settings.cost,
        outputType: "encoded",
      });
      // hash-wasm writes $2a$; $2a$, $2b$ and $2y$ hash alike below 256 bytes, and bcrypt reads 72.
      return `$${settings.prefix}$${encoded.slice(4)}`;
    }
    case "argon2id":
    case "argon2i": {
      const hash = await argon2Bytes(settings.algorithm, bytes, salt, settings, HASH_BYTES);
      return formatArgon2(settings.algorithm, settings, salt, hash);
    }
    case "scrypt": {
      const hash = await scryptBytes(bytes, salt, settings, HASH_BYTES);
      return formatScrypt(settings, salt, hash);
    }
    case "pbkdf2": {
      const hash = await pbkdf2Bytes(
        bytes,
        salt,
        settings.digest,
        settings.iterations,
        DIGEST_BYTES[settings.digest],
      );
      return formatPbkdf2(settings.digest, settings.iterations, salt, hash);
    }
  }
}

const ARGON2 = { argon2id, argon2i, argon2d } as const;

async function argon2Bytes(
  variant: Argon2Variant,
  password: Uint8Array,
  salt: Uint8Array,
  { memory, iterations, parallelism }: { memory: number; iterations: number; parallelism: number },
  hashLength: number,
): Promise<Uint8Array> {
  try {
    return await ARGON2[variant]({
      password,
      salt,
      memorySize: memory,
      iterations,
      parallelism,
      hashLength,
      outputType: "binary",
    });
  } catch (error) {
    throw new ToolError(
      `Argon2 with ${memory} KiB of memory failed in this browser (${errorMessage(error)}); try less memory`,
    );
  }
}

async function scryptBytes(
  password: Uint8Array,
  salt: Uint8Array,
  { log2N, blockSize, parallelism }: { log2N: number; blockSize: number; parallelism: number },
  hashLength: number,
): Promise<Uint8Array> {
  checkScryptMemory(log2N, blockSize);
  try {
    return await scrypt({
      password,
      salt,
      costFactor: 2 ** log2N,
      blockSize,
      parallelism,
      hashLength,
      outputType: "binary",
    });
  } catch (error) {
    throw new ToolError(
      `scrypt with N = 2^${log2N}, r = ${blockSize} failed in this browser (${errorMessage(error)}); try a lower cost`,
    );
  }
}

/** PBKDF2 by Web Crypto: native code in every browser and in node, several times faster than WebAssembly. */
async function pbkdf2Bytes(
  password: Uint8Array,
  salt: Uint8Array,
  digest: Pbkdf2Digest,
  iterations: number,
  length: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", password as BufferSource, "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: WEB_CRYPTO_HASH[digest], salt: salt as BufferSource, iterations },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/** Equal bytes, compared in time that does not depend on where they differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

/** Refuses a hash whose parameters would take far longer, or more memory, than a page should. */
function checkVerifyLimits(parsed: ParsedHash): void {
  switch (parsed.algorithm) {
    case "bcrypt":
      if (parsed.cost > MAX_VERIFY_BCRYPT_COST) {
        throw new ToolError(
          `bcrypt hash: cost ${parsed.cost} would take ${2 ** (parsed.cost - MAX_VERIFY_BCRYPT_COST)} times as long as cost ${MAX_VERIFY_BCRYPT_COST}, about a minute here; this page verifies costs up to ${MAX_VERIFY_BCRYPT_COST}`,
        );
      }
      return;
    case "scrypt":
      if (parsed.log2N > 30)
        throw new ToolError(
          `scrypt hash: ln=${parsed.log2N} is far beyond what a browser can compute`,
        );
      checkScryptMemory(parsed.log2N, parsed.blockSize);
      if (parsed.parallelism > LIMITS.scryptParallelism.max) {
        throw new ToolError(
          `scrypt hash: p=${parsed.parallelism} is more than this page computes (${LIMITS.scryptParallelism.max})`,
        );
      }
      return;
    case "pbkdf2":
      if (parsed.iterations > LIMITS.pbkdf2Iterations.max) {
        throw new ToolError(
          `PBKDF2 hash: ${groupedCount(parsed.iterations)} iterations are more than this page computes (${groupedCount(LIMITS.pbkdf2Iterations.max)})`,
        );
      }
      return;
    default:
      if (parsed.memory > MAX_MEMORY_KIB) {
        throw new ToolError(
          `Argon2 hash: m=${parsed.memory} KiB is more memory than this page asks of a browser (${groupedCount(MAX_MEMORY_KIB)} KiB, 1 GiB)`,
        );
      }
      if (parsed.iterations > 1000 || parsed.parallelism > 255) {
        throw new ToolError(
          `Argon2 hash: t=${parsed.iterations}, p=${parsed.parallelism} are more than this page computes (t up to 1000, p up to 255)`,
        );
      }
  }
}

/** The password a verification checks: the Input, or in htpasswd mode the line of the hash's user. */
function passwordToVerify(password: string, user: string | null, htpasswd: boolean): string {
  if (!htpasswd) return password;
  if (user === null) {
    throw new ToolError(
      "With htpasswd lines, paste a whole line (user:hash) to verify, so the page knows whose password to check",
    );
  }
  const entry = parseHtpasswdInput(password).find((candidate) => candidate.user === user);
  if (!entry) throw new ToolError(`No line of the Input is for the user "${user}"`);
  return entry.password;
}

export async function verifyPassword({
  password,
  hash,
  htpasswd,
}: VerifyJob): Promise<VerifyResult> {
  const { user, hash: hashText } = splitUser(hash);
  if (hashText === "") throw new ToolError("The line has a user but no hash after its colon");
  const parsed = parseHash(hashText);
  checkVerifyLimits(parsed);
  const secret = passwordToVerify(password, user, htpasswd);
  if (secret === "") throw new ToolError("The password is empty: type it into Input");
  const bytes = encoder.encode(secret);
  const notes = passwordNotes(bytes, secret, parsed.algorithm === "bcrypt", "The password");
  return {
    matches: await matchesHash(bytes, parsed),
    description: describeHash(parsed),
    user,
    notes,
  };
}

async function matchesHash(bytes: Uint8Array, parsed: ParsedHash): Promise<boolean> {
  switch (parsed.algorithm) {
    case "bcrypt":
      return bcryptVerify({ password: bcryptKey(bytes), hash: parsed.encoded });
    case "scrypt":
      return sameBytes(
        await scryptBytes(bytes, parsed.salt, parsed, parsed.hash.length),
        parsed.hash,
      );
    case "pbkdf2":
      return sameBytes(
        await pbkdf2Bytes(bytes, parsed.salt, parsed.digest, parsed.iterations, parsed.hash.length),
        parsed.hash,
      );
    default:
      return sameBytes(
        await argon2Bytes(parsed.algorithm, bytes, parsed.salt, parsed, parsed.hash.length),
        parsed.hash,
      );
  }
}
