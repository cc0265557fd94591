// Messages between the /csv-tools page and its worker: a run streams progress and each finished
// part, then ends with the result (a URL of a Blob the worker keeps, or null when it was written to
// a file or folder) or an error.
import type { JobProgress, MergeJob, PartSummary, SplitJob } from "./csv-job";

/** Where the result goes: a Blob the page downloads, or a file or folder the user picked. */
export type OutputChoice =
  | { kind: "blob" }
  | { kind: "file"; handle: FileSystemFileHandle }
  | { kind: "folder"; handle: FileSystemDirectoryHandle };

/**
 * A result assembled in a Blob. The worker keeps the Blob and gives the page only its URL: ending
 * the worker (at the next run) frees it at once, whereas a Blob the page had held would stay until
 * the page's garbage collector ran, and a second 1 GB result built meanwhile found Chromium's Blob
 * storage full.
 */
export interface RunResult {
  url: string;
  bytes: number;
  /** The first 16 KB as text (merge only), for the merged file's preview. */
  head: string | null;
}

export interface CsvWorkerRequest {
  job: SplitJob | MergeJob;
  output: OutputChoice;
}

export type CsvWorkerReply =
  | { kind: "progress"; progress: JobProgress }
  | { kind: "part"; part: PartSummary }
  | { kind: "done"; result: RunResult | null }
  | { kind: "error"; message: string };
