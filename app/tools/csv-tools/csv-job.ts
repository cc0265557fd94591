// One split or merge run as the worker does it: reads each file as a stream, feeds the core, and
// writes through an output target, awaiting each write so memory stays flat whatever the size.
import { concatBytes } from "~/lib/files/bytes";
import { ToolError } from "~/lib/tool-error";
import { CsvSplitter, RowCounter, type SplitOptions } from "./csv-split";
import { CsvMerger, type MergeOptions, readHeader } from "./csv-merge";
import { NOT_TEXT_MESSAGE, looksBinary } from "./csv-bytes";
import { partName } from "./part-names";
import type { ByteSink, PartTarget } from "./output-targets";

export interface SplitJob {
  kind: "split";
  file: Blob;
  /** The input's name without its extension, for {name} in the pattern. */
  baseName: string;
  pattern: string;
  encoding: string;
  options: SplitOptions;
}

export interface MergeJob {
  kind: "merge";
  files: { name: string; file: Blob }[];
  encoding: string;
  options: MergeOptions;
}

export interface JobProgress {
  phase: "counting" | "splitting" | "merging";
  bytesRead: number;
  totalBytes: number;
  rows: number;
}

export interface PartSummary {
  name: string;
  rows: number;
  bytes: number;
  /** The part's first bytes as text, for the preview. */
  head: string;
}

export interface JobReport {
  onProgress(progress: JobProgress): void;
  onPart?(part: PartSummary): void;
}

/** How much of each part is kept for its preview. */
const PREVIEW_BYTES = 2048;
/** Progress is posted at most this often (a message per chunk would flood the page). */
const PROGRESS_EVERY_MS = 100;

/** Reads a Blob as a stream of chunks, refusing one that does not look like text. */
async function forEachChunk(
  file: Blob,
  name: string,
  onChunk: (chunk: Uint8Array) => Promise<void> | void,
) {
  const reader = file.stream().getReader();
  let first = true;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (first && looksBinary(value.subarray(0, 4096)))
      throw new ToolError(`"${name}": ${NOT_TEXT_MESSAGE}`);
    first = false;
    await onChunk(value);
  }
}

function throttled(report: (progress: JobProgress) => void) {
  let last = 0;
  return (progress: JobProgress, force = false) => {
    const now = Date.now();
    if (force || now - last >= PROGRESS_EVERY_MS) {
      last = now;
      report(progress);
    }
  };
}

export async function runSplitJob(
  job: SplitJob,
  target: PartTarget,
  report: JobReport,
): Promise<Blob | null> {
  const progress = throttled(report.onProgress);
  const totalBytes = job.file.size;
  const options = { ...job.options };
  if (options.mode === "files") {
    const counter = new RowCounter(options);
    let read = 0;
    await forEachChunk(job.file, job.baseName, (chunk) => {
      counter.push(chunk);
      read += chunk.length;
      progress({ phase: "counting", bytesRead: read, totalBytes, rows: 0 });
    });
    options.totalRows = counter.finish(options.header);
  }
  const decoder = new TextDecoder(job.encoding);
  type Op = { open: string } | { write: Uint8Array } | { close: PartSummary };
  let ops: Op[] = [];
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let name = "";
  const splitter = new CsvSplitter(options, {
    open: (index) => {
      name = partName(job.pattern, job.baseName, index, options);
      head = [];
      headBytes = 0;
      ops.push({ open: name });
    },
    write: (bytes) => {
      if (headBytes < PREVIEW_BYTES) {
        head.push(bytes.slice(0, PREVIEW_BYTES - headBytes));
        headBytes += bytes.length;
      }
      ops.push({ write: bytes });
    },
    close: (_index, rows, bytes) => {
      const text =
        head.map((piece) => decoder.decode(piece, { stream: true })).join("") + decoder.decode();
      ops.push({ close: { name, rows, bytes, head: text } });
    },
  });
  const drain = async () => {
    const pending = ops;
    ops = [];
    let writes: Uint8Array[] = [];
    for (const op of pending) {
      if ("write" in op) {
        writes.push(op.write);
        continue;
      }
      if (writes.length > 0) await target.write(concatBytes(writes));
      writes = [];
      if ("open" in op) await target.open(op.open);
      else {
        await target.close();
        report.onPart?.(op.close);
      }
    }
    if (writes.length > 0) await target.write(concatBytes(writes));
  };
  await forEachChunk(job.file, job.baseName, async (chunk) => {
    splitter.push(chunk);
    await drain();
    progress({ phase: "splitting", ...splitter.progress, totalBytes });
  });
  splitter.finish();
  await drain();
  progress({ phase: "splitting", ...splitter.progress, totalBytes }, true);
  return target.finish();
}

/** Reads a file's header: its first record, from a first slice grown until the record ends. */
async function fileHeader(file: Blob, name: string, options: MergeOptions): Promise<string[]> {
  for (let size = 64 * 1024; ; size *= 4) {
    const complete = size >= file.size;
    const head = new Uint8Array(await file.slice(0, size).arrayBuffer());
    if (looksBinary(head.subarray(0, 4096))) throw new ToolError(`"${name}": ${NOT_TEXT_MESSAGE}`);
    const header = readHeader(head, options, complete);
    if (header) return header;
  }
}

export async function runMergeJob(
  job: MergeJob,
  sink: ByteSink,
  report: JobReport,
): Promise<Blob | null> {
  if (job.files.length < 2) throw new ToolError("Choose two or more CSV files to merge");
  const decoder = new TextDecoder(job.encoding);
  const options: MergeOptions = { ...job.options, decode: (bytes) => decoder.decode(bytes) };
  if (options.headerMode === "union") {
    options.headers = await Promise.all(job.files.map((f) => fileHeader(f.file, f.name, options)));
  }
  const progress = throttled(report.onProgress);
  const totalBytes = job.files.reduce((sum, f) => sum + f.file.size, 0);
  let pending: Uint8Array[] = [];
  const merger = new CsvMerger(options, (bytes) => pending.push(bytes));
  const drain = async () => {
    const out = pending;
    pending = [];
    if (out.length > 0) await sink.write(concatBytes(out));
  };
  for (const { name, file } of job.files) {
    merger.beginFile(name);
    await forEachChunk(file, name, async (chunk) => {
      merger.push(chunk);
      await drain();
      progress({ phase: "merging", bytesRead: merger.bytesRead, totalBytes, rows: merger.rows });
    });
    merger.endFile();
    await drain();
  }
  progress({ phase: "merging", bytesRead: merger.bytesRead, totalBytes, rows: merger.rows }, true);
  return sink.close();
}

/**
 * The ZIP writer (fflate) writes no ZIP64 records, so an archive must stay under 4 GiB; repeated
 * headers add a little to the input, hence the margin.
 */
const ZIP_INPUT_LIMIT = 3.9 * 1024 ** 3;

export function checkZipSize(inputBytes: number): void {
  if (inputBytes > ZIP_INPUT_LIMIT) {
    throw new ToolError(
      "A ZIP file can hold up to 4 GB here: for a larger file, save the parts into a folder you choose",
    );
  }
}
