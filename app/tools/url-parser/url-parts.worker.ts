// Parses one long URL off the main thread (50,000 query parameters took seconds on it).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type ParseJob, parseUrlForPage } from "./url-parser";

exposeToWorker((job: ParseJob) => parseUrlForPage(job));
