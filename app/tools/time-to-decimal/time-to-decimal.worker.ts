// Converts timesheets too large to follow every keystroke, off the main thread (started on Convert).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type ConversionJob, convertJob } from "./time-to-decimal";

exposeToWorker((job: ConversionJob) => convertJob(job));
