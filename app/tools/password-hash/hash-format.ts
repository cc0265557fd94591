// Reads and writes the text forms of password hashes: bcrypt's modular-crypt strings, Argon2's PHC
// strings and passlib's scrypt and PBKDF2 strings (docs/decisions.md), for the Password Hash Generator.
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";

export type BcryptPrefix = "2a" | "2b" | "2y";
export type Argon2Variant = "argon2id" | "argon2i" | "argon2d";
export type Pbkdf2Digest = "sha1" | "sha256" | "sha512";

export type ParsedHash =
  | { algorithm: "bcrypt"; prefix: BcryptPrefix; cost: number; encoded: string }
  | {
      algorithm: Argon2Variant;
      memory: number;
      iterations: number;
      parallelism: number;
      salt: Uint8Array;
      hash: Uint8Array;
    }
  | {
      algorithm: "scrypt";
      log2N: number;
      blockSize: number;
      parallelism: number;
      salt: Uint8Array;
      hash: Uint8Array;
    }
  | {
      algorithm: "pbkdf2";
      digest: Pbkdf2Digest;
      iterations: number;
      salt: Uint8Array;
      hash: Uint8Array;
    };

/** passlib's names of PBKDF2's hash in the identifier: `$pbkdf2$` is PBKDF2-HMAC-SHA1. */
export const PBKDF2_IDENTIFIERS: Readonly<Record<Pbkdf2Digest, string>> = {
  sha1: "pbkdf2",
  sha256: "pbkdf2-sha256",
  sha512: "pbkdf2-sha512",
};

/** What hashes this page reads, for messages about one it does not. */
export const SUPPORTED_HASHES =
  "bcrypt ($2b$, $2a$, $2y$), Argon2 ($argon2id$, $argon2i$), scrypt ($scrypt$) and PBKDF2 ($pbkdf2-sha256$)";

/** Hashes people paste that this page does not compute, by their start, named in the message. */
const OTHER_SCHEMES: readonly [string, string][] = [
  ["$apr1$", "Apache's MD5 (htpasswd -m)"],
  ["$1$", "MD5-crypt"],
  ["$5$", "SHA-256-crypt"],
  ["$6$", "SHA-512-crypt"],
  ["$y$", "yescrypt"],
  ["$7$", "scrypt in its crypt form"],
  ["{SHA}", "htpasswd's SHA-1 (htpasswd -s)"],
  ["$2x$", "bcrypt marked as made by the buggy crypt_blowfish"],
];

const BCRYPT_ALPHABET = /^[./A-Za-z0-9]*$/;
const BASE64_STANDARD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** passlib's "adapted" Base64 of PBKDF2 hashes: "." in place of "+", no padding. */
const BASE64_ADAPTED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./";

export function encodeBase64Unpadded(bytes: Uint8Array, alphabet = BASE64_STANDARD): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += alphabet[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Base64 without padding (a trailing "=" is tolerated); `what` names the part in messages. */
export function decodeBase64Unpadded(
  text: string,
  what: string,
  alphabet = BASE64_STANDARD,
): Uint8Array {
  const body = text.endsWith("==")
    ? text.slice(0, -2)
    : text.endsWith("=")
      ? text.slice(0, -1)
      : text;
  if (body.length % 4 === 1) {
    throw new ToolError(
      `${what}: ${body.length} Base64 characters cannot be whole bytes (one too many or missing)`,
    );
  }
  const out = new Uint8Array(Math.floor((body.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = alphabet.indexOf(body[i]);
    if (digit < 0) {
      throw new ToolError(`${what}: "${body[i]}" at position ${i + 1} is not a Base64 character`);
    }
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

/** An htpasswd line `user:hash` splits into its user and hash; a bare hash has no user. */
export function splitUser(text: string): { user: string | null; hash: string } {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(":");
  // A hash never holds a colon; a "$" or "{" before the first one means there is no user part.
  if (colon < 0 || /^[${]/.test(trimmed)) return { user: null, hash: trimmed };
  return { user: trimmed.slice(0, colon), hash: trimmed.slice(colon + 1).trim() };
}

function quoteStart(text: string): string {
  return text.length > 12 ? `${text.slice(0, 12)}…` : text;
}

/** Reads a hash string (not an htpasswd line: see splitUser) into its algorithm and parameters. */
export function parseHash(text: string): ParsedHash {
  for (const [start, name] of OTHER_SCHEMES) {
    if (text.startsWith(start)) {
      throw new ToolError(
        `The hash starts with ${start}, ${name}; this page verifies ${SUPPORTED_HASHES}`,
      );
    }
  }
  if (!text.startsWith("$")) {
    throw new ToolError(
      `The hash should start with "$" and its algorithm, e.g. $2b$ (bcrypt) or $argon2id$; it starts with "${quoteStart(text)}"`,
    );
  }
  const id = text.slice(1, text.indexOf("$", 1) < 0 ? undefined : text.indexOf("$", 1));
  if (/^2[aby]$/.test(id)) return parseBcrypt(text, id as BcryptPrefix);
  if (id === "argon2id" || id === "argon2i" || id === "argon2d") return parseArgon2(text, id);
  if (id === "scrypt") return parseScrypt(text);
  const digest = (Object.keys(PBKDF2_IDENTIFIERS) as Pbkdf2Digest[]).find(
    (key) => PBKDF2_IDENTIFIERS[key] === id,
  );
  if (digest) return parsePbkdf2(text, digest);
  throw new ToolError(
    `The hash's algorithm "$${quoteStart(id)}$" is not one this page reads: ${SUPPORTED_HASHES}`,
  );
}

function parseBcrypt(text: string, prefix: BcryptPrefix): ParsedHash {
  const costText = text.slice(4, text.indexOf("$", 4) < 0 ? undefined : text.indexOf("$", 4));
  if (!/^\d\d$/.test(costText)) {
    throw new ToolError(
      `bcrypt hash: the cost after $${prefix}$ should be two digits (04 to 31), not "${quoteStart(costText)}"`,
    );
  }
  const cost = Number(costText);
  if (cost < 4 || cost > 31) {
    throw new ToolError(`bcrypt hash: the cost ${costText} is out of range (04 to 31)`);
  }
  const rest = text.slice(7);
  if (!BCRYPT_ALPHABET.test(rest)) {
    const index = [...rest].findIndex((char) => !/[./A-Za-z0-9]/.test(char));
    throw new ToolError(
      `bcrypt hash: "${[...rest][index]}" at position ${index + 8} is not in bcrypt's alphabet (./A-Z a-z 0-9)`,
    );
  }
  if (rest.length !== 53) {
    throw new ToolError(
      `bcrypt hash: after $${prefix}$${costText}$ come 53 characters (22 of salt, 31 of hash); this one has ${rest.length}`,
    );
  }
  return { algorithm: "bcrypt", prefix, cost, encoded: text };
}

/** `name=value` pairs of a PHC parameter list, in the order given, each a whole number. */
function readParameters(
  text: string,
  names: readonly string[],
  what: string,
): Record<string, number> {
  const parts = text.split(",");
  const expected = names.map((name) => `${name}=…`).join(",");
  if (parts.length !== names.length) {
    throw new ToolError(
      `${what}: the parameters should read ${expected}, not "${quoteStart(text)}"`,
    );
  }
  const values: Record<string, number> = {};
  parts.forEach((part, i) => {
    const [name, value] = part.split("=");
    if (name !== names[i]) {
      throw new ToolError(
        `${what}: parameter ${i + 1} should be ${names[i]}=…, not "${quoteStart(part)}"`,
      );
    }
    if (!/^\d{1,10}$/.test(value ?? "")) {
      throw new ToolError(
        `${what}: ${name} should be a whole number, not "${quoteStart(value ?? "")}"`,
      );
    }
    values[name] = Number(value);
  });
  return values;
}

function atLeast(what: string, name: string, value: number, min: number): void {
  if (value < min)
    throw new ToolError(`${what}: ${name}=${value} is below the least allowed, ${min}`);
}

function parseArgon2(text: string, variant: Argon2Variant): ParsedHash {
  const what = "Argon2 hash";
  const parts = text.split("$");
  if (parts.length === 5 && parts[2].startsWith("m=")) {
    throw new ToolError(
      `${what}: it has no v=19, so it is Argon2 version 1.0; this page computes version 1.3 (v=19) only`,
    );
  }
  if (parts.length !== 6) {
    throw new ToolError(
      `${what}: it should read $${variant}$v=19$m=…,t=…,p=…$salt$hash (${parts.length - 1} parts separated by "$" here, 5 expected)`,
    );
  }
  if (parts[2] !== "v=19") {
    throw new ToolError(
      `${what}: the version is "${quoteStart(parts[2])}"; this page computes version 1.3 (v=19) only`,
    );
  }
  const { m, t, p } = readParameters(parts[3], ["m", "t", "p"], what);
  atLeast(what, "t", t, 1);
  atLeast(what, "p", p, 1);
  atLeast(what, "m", m, 8 * p);
  const salt = decodeBase64Unpadded(parts[4], `${what}, salt`);
  const hash = decodeBase64Unpadded(parts[5], `${what}, hash`);
  if (salt.length < 8)
    throw new ToolError(`${what}: the salt is ${salt.length} bytes; Argon2 needs at least 8`);
  if (hash.length < 4)
    throw new ToolError(`${what}: the hash is ${hash.length} bytes; Argon2 gives at least 4`);
  return { algorithm: variant, memory: m, iterations: t, parallelism: p, salt, hash };
}

function parseScrypt(text: string): ParsedHash {
  const what = "scrypt hash";
  const parts = text.split("$");
  if (parts.length !== 5) {
    throw new ToolError(
      `${what}: it should read $scrypt$ln=…,r=…,p=…$salt$hash (${parts.length - 1} parts separated by "$" here, 4 expected)`,
    );
  }
  const { ln, r, p } = readParameters(parts[2], ["ln", "r", "p"], what);
  atLeast(what, "ln", ln, 1);
  atLeast(what, "r", r, 1);
  atLeast(what, "p", p, 1);
  const salt = decodeBase64Unpadded(parts[3], `${what}, salt`);
  const hash = decodeBase64Unpadded(parts[4], `${what}, hash`);
  if (hash.length === 0) throw new ToolError(`${what}: the hash part is empty`);
  return { algorithm: "scrypt", log2N: ln, blockSize: r, parallelism: p, salt, hash };
}

function parsePbkdf2(text: string, digest: Pbkdf2Digest): ParsedHash {
  const what = "PBKDF2 hash";
  const parts = text.split("$");
  const id = PBKDF2_IDENTIFIERS[digest];
  if (parts.length !== 5) {
    throw new ToolError(
      `${what}: it should read $${id}$iterations$salt$hash (${parts.length - 1} parts separated by "$" here, 4 expected)`,
    );
  }
  if (!/^[1-9]\d{0,9}$/.test(parts[2])) {
    throw new ToolError(
      `${what}: the iterations should be a whole number from 1, not "${quoteStart(parts[2])}"`,
    );
  }
  const salt = decodeBase64Unpadded(parts[3], `${what}, salt`, BASE64_ADAPTED);
  const hash = decodeBase64Unpadded(parts[4], `${what}, hash`, BASE64_ADAPTED);
  if (hash.length === 0) throw new ToolError(`${what}: the hash part is empty`);
  return { algorithm: "pbkdf2", digest, iterations: Number(parts[2]), salt, hash };
}

export function formatArgon2(
  variant: Argon2Variant,
  { memory, iterations, parallelism }: { memory: number; iterations: number; parallelism: number },
  salt: Uint8Array,
  hash: Uint8Array,
): string {
  return `$${variant}$v=19$m=${memory},t=${iterations},p=${parallelism}$${encodeBase64Unpadded(salt)}$${encodeBase64Unpadded(hash)}`;
}

export function formatScrypt(
  { log2N, blockSize, parallelism }: { log2N: number; blockSize: number; parallelism: number },
  salt: Uint8Array,
  hash: Uint8Array,
): string {
  return `$scrypt$ln=${log2N},r=${blockSize},p=${parallelism}$${encodeBase64Unpadded(salt)}$${encodeBase64Unpadded(hash)}`;
}

export function formatPbkdf2(
  digest: Pbkdf2Digest,
  iterations: number,
  salt: Uint8Array,
  hash: Uint8Array,
): string {
  return `$${PBKDF2_IDENTIFIERS[digest]}$${iterations}$${encodeBase64Unpadded(salt, BASE64_ADAPTED)}$${encodeBase64Unpadded(hash, BASE64_ADAPTED)}`;
}

/** What describeHash needs: a parsed hash, or the settings of a new one. */
export type HashParameters =
  | { algorithm: "bcrypt"; prefix: BcryptPrefix; cost: number }
  | { algorithm: Argon2Variant; memory: number; iterations: number; parallelism: number }
  | { algorithm: "scrypt"; log2N: number; blockSize: number; parallelism: number }
  | { algorithm: "pbkdf2"; digest: Pbkdf2Digest; iterations: number };

/** The algorithm and parameters of a hash, in words for the page ("bcrypt ($2b$), cost 10"). */
export function describeHash(parsed: HashParameters): string {
  switch (parsed.algorithm) {
    case "bcrypt":
      return `bcrypt ($${parsed.prefix}$), cost ${parsed.cost}`;
    case "scrypt":
      return `scrypt, N = 2^${parsed.log2N}, r = ${parsed.blockSize}, p = ${parsed.parallelism}`;
    case "pbkdf2":
      return `PBKDF2-HMAC-${DIGEST_LABELS[parsed.digest]}, ${groupedCount(parsed.iterations)} iterations`;
    default:
      return `${ARGON2_LABELS[parsed.algorithm]}, ${parsed.memory} KiB, ${parsed.iterations} iterations, parallelism ${parsed.parallelism}`;
  }
}

export const DIGEST_LABELS: Readonly<Record<Pbkdf2Digest, string>> = {
  sha1: "SHA-1",
  sha256: "SHA-256",
  sha512: "SHA-512",
};

export const ARGON2_LABELS: Readonly<Record<Argon2Variant, string>> = {
  argon2id: "Argon2id",
  argon2i: "Argon2i",
  argon2d: "Argon2d",
};
