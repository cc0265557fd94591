// Encodes or decodes files and very large text off the main thread, reading a file source itself.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type Base64Job, runBase64Job } from "./base64-tool";

exposeToWorker((job: Base64Job, progress) => runBase64Job(job, progress));
