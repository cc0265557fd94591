// Opens a shared state (a link's fragment or a state file) in a worker started for it and ended
// after it, so nothing a link or file holds is decoded, inflated or parsed on the page's main thread.
import { runOnce } from "~/lib/workers/worker-runner";
import {
  MAX_STATE_BYTES,
  STATE_FILE_TOO_LARGE_MESSAGE,
  type SharedSource,
  type SharedState,
  SharedStateError,
} from "./state-link";

/** The worker's answer: the state, or the message saying why it was refused. */
export type SharedReading = { state: SharedState } | { refused: string };

function createReader() {
  return new Worker(new URL("./state-reader.worker.ts", import.meta.url), { type: "module" });
}

/** The state `source` holds; a SharedStateError saying what is wrong otherwise. */
export async function readSharedInWorker(source: SharedSource): Promise<SharedState> {
  // Refused by its size alone: a file over the cap is not even handed to the worker to read.
  if ("file" in source && source.file.size > MAX_STATE_BYTES)
    throw new SharedStateError(STATE_FILE_TOO_LARGE_MESSAGE);
  const reading = await runOnce<SharedSource, SharedReading>(createReader, source);
  if ("refused" in reading) throw new SharedStateError(reading.refused);
  return reading.state;
}
