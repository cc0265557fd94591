// Every "download as ZIP" of the site: the files go to a worker started for the click and ended
// after it. Reading a hundred megabytes of Blobs and computing their checksums would otherwise hold
// the page's main thread; texts and Blobs are handed over without being encoded here first.
import { runOnce } from "~/lib/workers/worker-runner";
import type { ZipEntry, ZipOptions } from "./zip";

export interface ZipJob {
  entries: readonly ZipEntry[];
  options: ZipOptions;
}

function createZipWorker() {
  return new Worker(new URL("./zip.worker.ts", import.meta.url), { type: "module" });
}

export function zipInWorker(
  entries: readonly ZipEntry[],
  options: ZipOptions & { timeoutMs?: number } = {},
): Promise<Blob> {
  const { timeoutMs, ...zipOptions } = options;
  return runOnce<ZipJob, Blob>(createZipWorker, { entries, options: zipOptions }, { timeoutMs });
}
