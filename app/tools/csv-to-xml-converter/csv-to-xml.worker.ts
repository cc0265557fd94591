// Converts a large CSV text or file to XML off the main thread, with progress (started by the page).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runCsvToXmlJob } from "./csv-to-xml";

exposeToWorker(runCsvToXmlJob);
