// Digests and HMACs for /message-digester and /hmac-generator: streaming hashers from hash-wasm,
// hex/Base64 digests, hex/Base64 keys, and digest comparison.
import type { IHasher } from "hash-wasm";
import { createSha256Stream, sha256WasmSupported } from "./sha256-wasm";
import { ToolError } from "~/lib/tool-error";
import { codePointLabel } from "~/lib/text/utf8";
import { isOptionValue } from "~/lib/options";

export type HashAlgorithm =
  | "md5"
  | "sha1"
  | "sha224"
  | "sha256"
  | "sha384"
  | "sha512"
  | "sha3-224"
  | "sha3-256"
  | "sha3-384"
  | "sha3-512";

export const HASH_ALGORITHMS: readonly { value: HashAlgorithm; label: string }[] = [
  { value: "md5", label: "MD5" },
  { value: "sha1", label: "SHA-1" },
  { value: "sha224", label: "SHA-224" },
  { value: "sha256", label: "SHA-256" },
  { value: "sha384", label: "SHA-384" },
  { value: "sha512", label: "SHA-512" },
  { value: "sha3-224", label: "SHA3-224" },
  { value: "sha3-256", label: "SHA3-256" },
  { value: "sha3-384", label: "SHA3-384" },
  { value: "sha3-512", label: "SHA3-512" },
];

export function isHashAlgorithm(value: unknown): value is HashAlgorithm {
  return isOptionValue(HASH_ALGORITHMS, value);
}

export function algorithmLabel(algorithm: HashAlgorithm): string {
  return HASH_ALGORITHMS.find((a) => a.value === algorithm)?.label ?? algorithm;
}

export type DigestFormat = "hex" | "hex-upper" | "base64";

export const DIGEST_FORMATS: readonly { value: DigestFormat; label: string }[] = [
  { value: "hex", label: "Hex (lower case)" },
  { value: "hex-upper", label: "Hex (upper case)" },
  { value: "base64", label: "Base64" },
];

export function isDigestFormat(value: unknown): value is DigestFormat {
  return isOptionValue(DIGEST_FORMATS, value);
}

// hash-wasm is imported on first use, so only the pages that hash download it. Naming the
// functions in the destructuring lets the bundler leave out the library's other algorithms.
async function loadHashWasm() {
  const {
    createMD5,
    createSHA1,
    createSHA224,
    createSHA256,
    createSHA384,
    createSHA512,
    createSHA3,
    createHMAC,
  } = await import("hash-wasm");
  return {
    createMD5,
    createSHA1,
    createSHA224,
    createSHA256,
    createSHA384,
    createSHA512,
    createSHA3,
    createHMAC,
  };
}

/** A fresh streaming hasher (init, update…, digest) for `algorithm`. */
export async function createHasher(algorithm: HashAlgorithm): Promise<IHasher> {
  const lib = await loadHashWasm();
  switch (algorithm) {
    case "md5":
      return lib.createMD5();
    case "sha1":
      return lib.createSHA1();
    case "sha224":
      return lib.createSHA224();
    case "sha256":
      return lib.createSHA256();
    case "sha384":
      return lib.createSHA384();
    case "sha512":
      return lib.createSHA512();
    case "sha3-224":
      return lib.createSHA3(224);
    case "sha3-256":
      return lib.createSHA3(256);
    case "sha3-384":
      return lib.createSHA3(384);
    case "sha3-512":
      return lib.createSHA3(512);
  }
}

/** A streaming HMAC (RFC 2104) of `algorithm` keyed with `key`. */
export async function createHmacHasher(algorithm: HashAlgorithm, key: Uint8Array) {
  const lib = await loadHashWasm();
  return lib.createHMAC(createHasher(algorithm), key);
}

export async function digestBytes(algorithm: HashAlgorithm, data: Uint8Array): Promise<Uint8Array> {
  const hasher = await createHasher(algorithm);
  return hasher.init().update(data).digest("binary");
}

export async function hmacBytes(
  algorithm: HashAlgorithm,
  key: Uint8Array,
  message: Uint8Array,
): Promise<Uint8Array> {
  const hasher = await createHmacHasher(algorithm, key);
  return hasher.init().update(message).digest("binary");
}

// --- Streaming a file -----------------------------------------------------------------------------

/** Progress is reported at most this often, so a fast hash does not flood the page with messages. */
export const PROGRESS_INTERVAL_MS = 100;

export interface StreamOptions {
  onProgress?: (fraction: number) => void;
  /** Clock for the progress throttle (tests pass a fake). */
  now?: () => number;
}

/**
 * Digest of a Blob (a File in the browser) read as a stream, so memory stays flat whatever the size.
 * On a 1 GB file in Chromium this hashed about a third faster than 8 MB slices read ahead one at a
 * time (bench/sha256-file.mjs).
 */
export function digestBlob(
  algorithm: HashAlgorithm,
  blob: Blob,
  options: StreamOptions = {},
): Promise<Uint8Array> {
  return digestStream(algorithm, blob.stream(), blob.size, options);
}

/** Digest of the bytes of `stream`, which holds `totalBytes` in all (for progress). */
export async function digestStream(
  algorithm: HashAlgorithm,
  stream: ReadableStream<Uint8Array>,
  totalBytes: number,
  { onProgress, now = () => Date.now() }: StreamOptions = {},
): Promise<Uint8Array> {
  const hasher = await createFileHasher(algorithm);
  let lastReport = now();
  let hashedBytes = 0;
  for await (const chunk of streamChunks(stream)) {
    hasher.update(chunk);
    hashedBytes += chunk.byteLength;
    if (onProgress && totalBytes > 0 && now() - lastReport >= PROGRESS_INTERVAL_MS) {
      lastReport = now();
      onProgress(hashedBytes / totalBytes);
    }
  }
  return hasher.digest();
}

/**
 * The hasher for large input: SHA-256 has our own faster WebAssembly core (where the engine has
 * WebAssembly SIMD, which it needs), the rest hash-wasm's.
 */
async function createFileHasher(
  algorithm: HashAlgorithm,
): Promise<{ update(data: Uint8Array): unknown; digest(): Uint8Array }> {
  if (algorithm === "sha256" && sha256WasmSupported()) return createSha256Stream();
  const hasher = (await createHasher(algorithm)).init();
  return { update: (data) => hasher.update(data), digest: () => hasher.digest("binary") };
}

/** The buffer a byte stream is read into, reused for every read. */
export const READ_BUFFER_BYTES = 1024 * 1024;

/**
 * The chunks of `stream`. A byte stream (a Blob's, in browsers) is read into one reused 1 MB buffer:
 * in Chromium that hashed about 15 % faster than the chunks the browser picks (64 KB to 1 MB). Each
 * chunk is valid only until the next one is asked for.
 */
async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  let byteReader: ReadableStreamBYOBReader | null = null;
  try {
    byteReader = stream.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream: take its chunks as they come.
  }
  if (!byteReader) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  }
  let buffer = new ArrayBuffer(READ_BUFFER_BYTES);
  for (;;) {
    const { done, value } = await byteReader.read(new Uint8Array(buffer));
    if (done || !value) return;
    yield value;
    buffer = value.buffer as ArrayBuffer;
  }
}

// --- Hex and Base64 -------------------------------------------------------------------------------

const HEX_DIGITS = "0123456789abcdef";

export function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += HEX_DIGITS[byte >> 4] + HEX_DIGITS[byte & 15];
  return hex;
}

/**
 * Base64 of a digest or MAC (64 bytes at most) by the platform's btoa: the pages that show digests
 * need no Base64 codec of their own until a key is written in Base64 (decodeKey).
 */
function digestToBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/** Bytes of pasted Base64 (either alphabet, padding optional) by the platform's atob; throws if it is not. */
function pastedBase64Bytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}

export function formatDigest(bytes: Uint8Array, format: DigestFormat): string {
  if (format === "base64") return digestToBase64(bytes);
  const hex = bytesToHex(bytes);
  return format === "hex-upper" ? hex.toUpperCase() : hex;
}

export function invalidHexMessage(character: string, position: number): string {
  return `Invalid hex character ${character} at position ${position}`;
}

export const ODD_HEX_MESSAGE = "Hex needs an even number of digits: two digits per byte";

const WHITESPACE = /\s/;

/**
 * Bytes of hex text, either case, whitespace anywhere ignored (so "de ad be ef" and dumps with line
 * breaks work). Throws a ToolError naming the first invalid character's 1-based position.
 */
export function hexToBytes(text: string): Uint8Array<ArrayBuffer> {
  const digits: number[] = [];
  let position = 0;
  for (const char of text) {
    position++;
    if (WHITESPACE.test(char)) continue;
    const value = HEX_DIGITS.indexOf(char.toLowerCase());
    if (value === -1 || char.length !== 1) {
      const code = char.codePointAt(0) ?? 0;
      const shown = code > 0x20 && code < 0x7f ? `"${char}"` : codePointLabel(code);
      throw new ToolError(invalidHexMessage(shown, position), { column: position });
    }
    digits.push(value);
  }
  if (digits.length % 2 !== 0) throw new ToolError(ODD_HEX_MESSAGE);
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (digits[2 * i] << 4) | digits[2 * i + 1];
  return bytes;
}

export type KeyFormat = "text" | "hex" | "base64";

export const KEY_FORMATS: readonly { value: KeyFormat; label: string }[] = [
  { value: "text", label: "Text (UTF-8)" },
  { value: "hex", label: "Hex" },
  { value: "base64", label: "Base64" },
];

export function isKeyFormat(value: unknown): value is KeyFormat {
  return isOptionValue(KEY_FORMATS, value);
}

let utf8Encoder: TextEncoder | undefined;

export function utf8Bytes(text: string): Uint8Array {
  utf8Encoder ??= new TextEncoder();
  return utf8Encoder.encode(text);
}

/**
 * The key's bytes as written in `format`; bad hex or Base64 rejects with a ToolError saying where.
 * The Base64 codec (with its messages) is fetched when a key is first written in Base64.
 */
export async function decodeKey(text: string, format: KeyFormat): Promise<Uint8Array> {
  if (format === "text") return utf8Bytes(text);
  if (format === "hex") return hexToBytes(text);
  const { decodeBase64 } = await import("~/lib/text/base64");
  return decodeBase64(text);
}

// --- Comparing a pasted digest ----------------------------------------------------------------------

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const HEX_ONLY = /^[0-9a-fA-F]*$/;

/**
 * Whether `candidate` (hex of either case, or Base64; whitespace ignored) is the digest `expected`.
 * The bytes are compared, so "ABC…" and "abc…" match alike. Text that is neither reads as no match.
 */
export function digestMatches(expected: Uint8Array, candidate: string): boolean {
  const clean = candidate.replace(/\s+/g, "");
  // Hex of n bytes has 2n characters, Base64 about 4n/3: the length tells which one was pasted.
  if (clean.length === expected.length * 2 && HEX_ONLY.test(clean)) {
    return bytesEqual(hexToBytes(clean), expected);
  }
  // Base64 of n bytes is ceil(4n/3) characters unpadded, 4·ceil(n/3) padded: text of any other
  // length can never match, so a long paste is not decoded again on every key.
  const n = expected.length;
  if (clean.length < Math.ceil((4 * n) / 3) || clean.length > 4 * Math.ceil(n / 3)) return false;
  try {
    return bytesEqual(pastedBase64Bytes(clean), expected);
  } catch {
    return false; // not Base64 either: no match, as the doc comment says
  }
}
