// Counts inputs too large to count on every keystroke (over 200,000 characters, or a file of tens
// of MB the worker reads itself), off the main thread, with progress.
import { throttledProgress } from "~/lib/text/large-text";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type CountJob, countText } from "./character-counter";

exposeToWorker(async (job: CountJob, progress) =>
  countText(job.file ? await job.file.text() : job.text, job, throttledProgress(progress)),
);
