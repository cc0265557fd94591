// The Base64 Encoder/Decoder's work: text (as UTF-8) or a file's bytes to Base64, Base64 to bytes
// (also shown as text when they are UTF-8), and random secrets. Implements "/base64-encoder-decoder".
import {
  type Base64Alphabet,
  type Base64EncodeOptions,
  type ProgressCallback,
  decodeBase64,
  encodeBase64,
} from "~/lib/text/base64";
import { ToolError } from "~/lib/tool-error";
import { decodeUtf8Strict, encodeUtf8Strict } from "~/lib/text/utf8";
import { isOptionValue } from "~/lib/options";

export type Base64Mode = "encode" | "decode";

export const BASE64_MODES: readonly { value: Base64Mode; label: string }[] = [
  { value: "encode", label: "Encode" },
  { value: "decode", label: "Decode" },
];

export const BASE64_ALPHABETS: readonly { value: Base64Alphabet; label: string }[] = [
  { value: "standard", label: "Standard" },
  { value: "url", label: "URL-safe" },
];

export const isBase64Mode = (value: unknown): value is Base64Mode =>
  isOptionValue(BASE64_MODES, value);
export const isBase64Alphabet = (value: unknown): value is Base64Alphabet =>
  isOptionValue(BASE64_ALPHABETS, value);

/** What is encoded or decoded: typed text, or a file (a Blob, so a worker can read it itself). */
export type Base64Source = { kind: "text"; text: string } | { kind: "file"; file: Blob };

export type Base64Job =
  | { mode: "encode"; source: Base64Source; options: Base64EncodeOptions }
  | { mode: "decode"; source: Base64Source };

export interface DecodedBase64 {
  bytes: Uint8Array;
  /** The bytes as text when they are valid UTF-8, else null (binary data). */
  text: string | null;
}

export type Base64Result =
  { mode: "encode"; base64: string } | ({ mode: "decode" } & DecodedBase64);

/** Base64 of the text's UTF-8 bytes; a lone surrogate is an error naming its position. */
export function encodeText(text: string, options: Base64EncodeOptions): string {
  return encodeBase64(encodeUtf8Strict(text), options);
}

export function decodeText(base64: string, onProgress?: ProgressCallback): DecodedBase64 {
  const bytes = decodeBase64(base64, onProgress);
  return { bytes, text: decodeUtf8Strict(bytes) };
}

/** Runs a job, reading a file source first. The same function runs on the page and in the worker. */
export async function runBase64Job(
  job: Base64Job,
  onProgress?: ProgressCallback,
): Promise<Base64Result> {
  const { source } = job;
  if (job.mode === "encode") {
    const bytes =
      source.kind === "file"
        ? new Uint8Array(await source.file.arrayBuffer())
        : encodeUtf8Strict(source.text);
    return { mode: "encode", base64: encodeBase64(bytes, job.options, onProgress) };
  }
  const text = source.kind === "file" ? await source.file.text() : source.text;
  return { mode: "decode", ...decodeText(text, onProgress) };
}

// --- Random secrets -----------------------------------------------------------------------------

export const SECRET_LENGTH_DEFAULT = 32;
export const SECRET_LENGTH_MIN = 1;
/** A limit well under getRandomValues' 65,536 bytes per call; 4 KiB is far beyond any key size. */
export const SECRET_LENGTH_MAX = 4096;
export const SECRET_LENGTH_MESSAGE = `Length in bytes must be a whole number from ${SECRET_LENGTH_MIN} to ${SECRET_LENGTH_MAX}`;

/** The byte count the user typed, or a ToolError when it is not a whole number in range. */
export function parseSecretLength(value: string): number {
  const trimmed = value.trim();
  const length = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(length >= SECRET_LENGTH_MIN && length <= SECRET_LENGTH_MAX)) {
    throw new ToolError(SECRET_LENGTH_MESSAGE);
  }
  return length;
}

/**
 * `length` random bytes from `fillRandom`, which the page passes as crypto.getRandomValues: a
 * cryptographically secure source, never Math.random. Passed in so tests can check what is used.
 */
export function randomSecretBytes(
  length: number,
  fillRandom: (bytes: Uint8Array) => unknown,
): Uint8Array {
  const bytes = new Uint8Array(length);
  fillRandom(bytes);
  return bytes;
}
