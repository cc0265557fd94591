// Message digests of text (its UTF-8 bytes) or of files streamed in slices, and the progress line.
// Implements the spec's route "/message-digester".
import { type HashAlgorithm, digestBlob, digestBytes, utf8Bytes } from "~/lib/crypto/hashing";
import type { ProgressReporter } from "~/lib/workers/worker-expose";

export const OUTPUT_FILE_NAME = "digest.txt";

/** The digest of the text's UTF-8 bytes, as `sha256sum` gives for the same text saved as UTF-8. */
export function digestText(text: string, algorithm: HashAlgorithm): Promise<Uint8Array> {
  return digestBytes(algorithm, utf8Bytes(text));
}

export interface FileHashJob {
  file: Blob;
  algorithm: HashAlgorithm;
}

/** What the worker runs: the file is read in slices, never whole. */
export function hashFile({ file, algorithm }: FileHashJob, progress?: ProgressReporter) {
  return digestBlob(algorithm, file, { onProgress: progress });
}

/** "42 % · 310 MB/s" while a file is hashed (MB = 10^6 bytes, as disk tools count). */
export function progressLabel(fraction: number, totalBytes: number, elapsedMs: number): string {
  const percent = `${Math.floor(fraction * 100)} %`;
  if (elapsedMs <= 0) return percent;
  const megabytesPerSecond = (fraction * totalBytes) / 1e6 / (elapsedMs / 1000);
  return `${percent} · ${Math.round(megabytesPerSecond)} MB/s`;
}
