// Converts off the main thread: turndown on a domino DOM, and marked for the preview; and the AI
// clean-up's conversion with its diff against the default output (cleanup-job.ts).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { pageWorkerJob } from "./cleanup-job";

exposeToWorker(pageWorkerJob);
