// HMAC (RFC 2104) of a message under a secret key written as text, hex or Base64, and MAC checks.
// Implements the spec's route "/hmac-generator".
import {
  HASH_ALGORITHMS,
  type HashAlgorithm,
  type KeyFormat,
  decodeKey,
  hmacBytes,
  utf8Bytes,
} from "~/lib/crypto/hashing";
import { ToolError, errorMessage } from "~/lib/tool-error";
import { isOptionValue } from "~/lib/options";

/** The hashes offered for HMAC: MD5, SHA-1 and the usual SHA-2 and SHA-3 sizes. */
const HMAC_HASHES: readonly HashAlgorithm[] = [
  "md5",
  "sha1",
  "sha256",
  "sha384",
  "sha512",
  "sha3-256",
  "sha3-512",
];
export const HMAC_ALGORITHMS: readonly { value: HashAlgorithm; label: string }[] =
  HASH_ALGORITHMS.filter((algorithm) => HMAC_HASHES.includes(algorithm.value));

export const DEFAULT_HMAC_ALGORITHM: HashAlgorithm = "sha256";
export const OUTPUT_FILE_NAME = "hmac.txt";

export function isHmacAlgorithm(value: unknown): value is HashAlgorithm {
  return isOptionValue(HMAC_ALGORITHMS, value);
}

export interface HmacJob {
  message: string;
  key: string;
  keyFormat: KeyFormat;
  algorithm: HashAlgorithm;
}

/** The key's bytes; a bad hex or Base64 key rejects with a ToolError that says it is the key. */
export async function secretKeyBytes(key: string, keyFormat: KeyFormat): Promise<Uint8Array> {
  try {
    return await decodeKey(key, keyFormat);
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
  return hmacBytes(algorithm, await secretKeyBytes(key, keyFormat), utf8Bytes(message));
}
