// Runs the transformation off the main thread; the engine itself is loaded here, on first use.
import { exposeToWorker } from "~/lib/worker-expose";
import { type XsltJob, transformXslt } from "./xslt-transform";

exposeToWorker((job: XsltJob) => transformXslt(job));
