// Writes the types off the main thread, loading the writer of the language asked for.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type JsonToTypesJob, writeTypes } from "./json-to-types";
import { WRITER_LOADERS } from "./writer-loaders";

exposeToWorker(async (job: JsonToTypesJob) =>
  writeTypes(job, await WRITER_LOADERS[job.language]()),
);
