// Converts a large CSV text or file to JSON off the main thread, with progress (started by the page).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runCsvToJsonJob } from "./csv-to-json";

exposeToWorker(runCsvToJsonJob);
