// Converts a large JSON text or file to XML off the main thread, with progress (started by the page).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runJsonToXmlJob } from "./json-to-xml";

exposeToWorker(runJsonToXmlJob);
