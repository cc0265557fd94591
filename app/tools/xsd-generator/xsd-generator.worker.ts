// Generates the schema of samples too large to follow every keystroke, off the main thread.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type XsdJob, runXsdJob } from "./xsd-generator";

exposeToWorker((job: XsdJob) => runXsdJob(job));
