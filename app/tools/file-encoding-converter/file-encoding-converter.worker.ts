// Converts files (and very long pasted text) off the main thread; chardet loads only here.
import { analyse } from "chardet";
import { browserDecoders } from "~/lib/text/text-encodings";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type ConversionJob, convertFileJob, convertTextJob } from "./conversion-job";

exposeToWorker((job: ConversionJob, progress) =>
  job.kind === "file"
    ? convertFileJob(job, browserDecoders, analyse, progress)
    : convertTextJob(job, browserDecoders),
);
