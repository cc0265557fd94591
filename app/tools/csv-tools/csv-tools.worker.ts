// Splits and merges CSV files off the main thread, reading them as streams.
import { type JobReport, checkZipSize, runMergeJob, runSplitJob } from "./csv-job";
import type { CsvWorkerReply, CsvWorkerRequest, OutputChoice } from "./csv-worker-protocol";
import {
  BlobSink,
  type ByteSink,
  type DirectoryLike,
  FolderTarget,
  type PartTarget,
  type WritableLike,
  WritableSink,
  ZipTarget,
} from "./output-targets";

const reply = (message: CsvWorkerReply) => self.postMessage(message);

async function byteSink(output: OutputChoice, type: string): Promise<ByteSink> {
  // Only Uint8Arrays over plain ArrayBuffers are written, which the stream's write() takes.
  if (output.kind === "file")
    return new WritableSink((await output.handle.createWritable()) as unknown as WritableLike);
  return new BlobSink(type);
}

async function partTarget(output: OutputChoice): Promise<PartTarget> {
  if (output.kind === "folder") return new FolderTarget(output.handle as unknown as DirectoryLike);
  return new ZipTarget(await byteSink(output, "application/zip"));
}

self.onmessage = async (event: MessageEvent<CsvWorkerRequest>) => {
  const { job, output } = event.data;
  const report: JobReport = {
    onProgress: (progress) => reply({ kind: "progress", progress }),
    onPart: (part) => reply({ kind: "part", part }),
  };
  try {
    if (job.kind === "split" && output.kind !== "folder") checkZipSize(job.file.size);
    const blob =
      job.kind === "split"
        ? await runSplitJob(job, await partTarget(output), report)
        : await runMergeJob(job, await byteSink(output, "text/csv"), report);
    // The worker lives on until the next run, and its URL with it (see RunResult).
    const result = blob && {
      url: URL.createObjectURL(blob),
      bytes: blob.size,
      head: job.kind === "merge" ? await blob.slice(0, 16 * 1024).text() : null,
    };
    reply({ kind: "done", result });
  } catch (error) {
    reply({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
