// Messages between the /csv-tools page and its worker: a run streams progress and each finished
// part, then ends with the result (a Blob, or null when it was written to a file or folder) or an error.
import type { JobProgress, MergeJob, PartSummary, SplitJob } from "./csv-job";

/** Where the result goes: a Blob the page downloads, or a file or folder the user picked. */
export type OutputChoice =
  | { kind: "blob" }
  | { kind: "file"; handle: FileSystemFileHandle }
  | { kind: "folder"; handle: FileSystemDirectoryHandle };

export interface CsvWorkerRequest {
  job: SplitJob | MergeJob;
  output: OutputChoice;
}

export type CsvWorkerReply =
  | { kind: "progress"; progress: JobProgress }
  | { kind: "part"; part: PartSummary }
  | { kind: "done"; blob: Blob | null }
  | { kind: "error"; message: string };
