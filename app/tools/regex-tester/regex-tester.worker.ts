// Runs the pattern off the main thread: a catastrophic pattern freezes only this worker, which the
// page ends at its 2 s time limit.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runRegexJob } from "./regex-job";

exposeToWorker(runRegexJob);
