// Reads a shared state off the main thread (read-shared-in-worker.ts): a link's base64 and its
// inflation, or a state file's text and its JSON, took the page tasks of over a second at 5–60 MB.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type SharedSource, SharedStateError, readShared } from "./state-link";
import type { SharedReading } from "./read-shared-in-worker";

exposeToWorker(async (source: SharedSource): Promise<SharedReading> => {
  try {
    return { state: await readShared(source) };
  } catch (error) {
    if (error instanceof SharedStateError) return { refused: error.message };
    throw error;
  }
});
