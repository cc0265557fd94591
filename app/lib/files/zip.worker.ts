// Makes a ZIP off the main thread (zip-in-worker.ts); fflate is loaded only with this worker.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type ZipJob } from "./zip-in-worker";
import { zipToBlob } from "./zip";

exposeToWorker(({ entries, options }: ZipJob) => zipToBlob(entries, options));
