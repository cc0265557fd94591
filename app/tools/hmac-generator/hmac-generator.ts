// HMAC (RFC 2104) of a message under a secret key written as text, hex or Base64, and MAC checks.
// Implements the spec's route "/hmac-generator" and issue 6's HMAC requirements.
import { type HashAlgorithm, type KeyFormat, decodeKey, hmacBytes, utf8Bytes } from "~/lib/hashing";
import { ToolError, errorMessage } from "~/lib/tool-error";

/** The hashes the issue offers for HMAC. */
export const HMAC_ALGORITHMS: readonly { value: HashAlgorithm; label: string }[] = [
  { value: "md5", label: "MD5" },
  { value: "sha1", label: "SHA-1" },
  { value: "sha256", label: "SHA-256" },
  { value: "sha384", label: "SHA-384" },
  { value: "sha512", label: "SHA-512" },
  { value: "sha3-256", label: "SHA3-256" },
  { value: "sha3-512", label: "SHA3-512" },
];

export const DEFAULT_HMAC_ALGORITHM: HashAlgorithm = "sha256";
export const OUTPUT_FILE_NAME = "hmac.txt";

export function isHmacAlgorithm(value: unknown): value is HashAlgorithm {
  return HMAC_ALGORITHMS.some((a) => a.value === value);
}

export interface HmacJob {
  message: string;
  key: string;
  keyFormat: KeyFormat;
  algorithm: HashAlgorithm;
}

/** The key's bytes; a bad hex or Base64 key throws a ToolError that says it is the key. */
export function secretKeyBytes(key: string, keyFormat: KeyFormat): Uint8Array {
  try {
    return decodeKey(key, keyFormat);
  } catch (error) {
    throw new ToolError(`Secret key: ${errorMessage(error)}`);
  }
}

/** The MAC of the message's UTF-8 bytes. */
export async function computeHmac({
  message,
  key,
  keyFormat,
  algorithm,
}: HmacJob): Promise<Uint8Array> {
  return hmacBytes(algorithm, secretKeyBytes(key, keyFormat), utf8Bytes(message));
}
