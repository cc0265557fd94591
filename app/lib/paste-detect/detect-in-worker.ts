// Where a paste is detected: on the page up to WORKER_THRESHOLD_BYTES (a 100 KB paste takes a few
// milliseconds), in a worker started for it above that, so a 50 MB drop never holds the page.
import { RunCancelledError, WorkerRunner, type WorkerLike } from "~/lib/workers/worker-runner";
import {
  detectPaste,
  type CatalogueTool,
  type PasteDetection,
  type PasteInput,
} from "./paste-detect";

/** Above this many characters (or bytes of a file) detection runs in a worker. */
export const WORKER_THRESHOLD_BYTES = 100 * 1024;

export interface PasteDetectJob {
  input: PasteInput;
  /** Only path and status are sent: the worker needs no more of the catalogue. */
  catalogue: CatalogueTool[];
}

export interface DetectOptions {
  signal?: AbortSignal;
  createWorker?: () => WorkerLike;
}

function createPasteDetectWorker(): WorkerLike {
  return new Worker(new URL("./paste-detect.worker.ts", import.meta.url), { type: "module" });
}

export function sizeOf(input: PasteInput): number {
  return typeof input === "string" ? input.length : input.bytes.length;
}

/**
 * What `input` is, as detectPaste says, computed where it does not freeze the page. `signal` ends
 * a worker's run when its answer is no longer wanted (the text changed again).
 */
export async function detectPasteOffThread(
  input: PasteInput,
  catalogue: readonly CatalogueTool[],
  { signal, createWorker = createPasteDetectWorker }: DetectOptions = {},
): Promise<PasteDetection> {
  if (sizeOf(input) <= WORKER_THRESHOLD_BYTES) return detectPaste(input, catalogue);
  const job: PasteDetectJob = {
    input,
    catalogue: catalogue.map(({ path, status }) => ({ path, status })),
  };
  // The abort is handled here, not by the shared runner: only detection needs it, and the runner is
  // part of every tool page's first load.
  if (signal?.aborted) throw new RunCancelledError();
  const runner = new WorkerRunner<PasteDetectJob, PasteDetection>(createWorker);
  const stop = () => runner.cancel();
  signal?.addEventListener("abort", stop, { once: true });
  try {
    return await runner.run(job);
  } finally {
    signal?.removeEventListener("abort", stop);
    runner.dispose();
  }
}
