// The split and merge cores run over whole in-memory texts: for tests and the adversarial property
// test (the page always streams files through csv-job.ts in the worker).
import { concatBytes } from "~/lib/files/bytes";
import { CsvMerger, type MergeOptions, readHeader } from "~/tools/csv-tools/csv-merge";
import { CsvSplitter, RowCounter, type SplitOptions } from "~/tools/csv-tools/csv-split";

export const DEFAULT_TEXT_SPLIT: SplitOptions = {
  mode: "rows",
  count: 2,
  header: true,
  bom: "keep",
  lineEnding: "keep",
};

export const DEFAULT_TEXT_MERGE: MergeOptions = {
  headerMode: "same",
  sourceColumn: false,
  dedupe: false,
  bom: "keep",
  lineEnding: "keep",
};

const encoder = new TextEncoder();

function chunksOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

export interface TextPart {
  rows: number;
  bytes: Uint8Array;
}

/** Splits `text` fed in chunks of `chunkSize` bytes; the parts' bytes. */
export function splitText(
  text: string | Uint8Array,
  options: SplitOptions = DEFAULT_TEXT_SPLIT,
  chunkSize = 65536,
): TextPart[] {
  const bytes = typeof text === "string" ? encoder.encode(text) : text;
  const resolved = { ...options };
  if (resolved.mode === "files") {
    const counter = new RowCounter(resolved);
    for (const chunk of chunksOf(bytes, chunkSize)) counter.push(chunk);
    resolved.totalRows = counter.finish(resolved.header);
  }
  const parts: TextPart[] = [];
  let pieces: Uint8Array[] = [];
  const splitter = new CsvSplitter(resolved, {
    open: () => (pieces = []),
    write: (piece) => pieces.push(piece.slice()),
    close: (_index, rows) =>
      parts.push({ rows, bytes: concatBytes(pieces.length ? pieces : [new Uint8Array(0)]) }),
  });
  for (const chunk of chunksOf(bytes, chunkSize)) splitter.push(chunk);
  splitter.finish();
  return parts;
}

/** Merges named texts fed in chunks of `chunkSize` bytes; the merged bytes. */
export function mergeTexts(
  files: readonly { name: string; text: string | Uint8Array }[],
  options: MergeOptions = DEFAULT_TEXT_MERGE,
  chunkSize = 65536,
): Uint8Array {
  const encoded = files.map((f) => ({
    name: f.name,
    bytes: typeof f.text === "string" ? encoder.encode(f.text) : f.text,
  }));
  const resolved = { ...options };
  if (resolved.headerMode === "union")
    resolved.headers = encoded.map((f) => readHeader(f.bytes, resolved, true) ?? []);
  const out: Uint8Array[] = [];
  const merger = new CsvMerger(resolved, (piece) => out.push(piece.slice()));
  for (const file of encoded) {
    merger.beginFile(file.name);
    for (const chunk of chunksOf(file.bytes, chunkSize)) merger.push(chunk);
    merger.endFile();
  }
  return concatBytes(out.length ? out : [new Uint8Array(0)]);
}
