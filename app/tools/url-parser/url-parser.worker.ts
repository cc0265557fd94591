// Parses long lists of URLs off the main thread (started on Parse).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type BatchJob, parseBatch } from "./url-batch";

exposeToWorker((job: BatchJob) => parseBatch(job));
