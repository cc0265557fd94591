// Detects a large paste off the main thread (detect-in-worker.ts): the same core as on the page.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { detectPaste } from "./paste-detect";
import type { PasteDetectJob } from "./detect-in-worker";

exposeToWorker(({ input, catalogue }: PasteDetectJob) => detectPaste(input, catalogue));
