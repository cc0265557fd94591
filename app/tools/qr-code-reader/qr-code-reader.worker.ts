// Reads codes off the main thread: decoding a large photo and searching it for every kind of code
// takes up to a few seconds, and the page stays responsive meanwhile.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runQrCodeReaderJob } from "./qr-code-reader-run";

exposeToWorker(runQrCodeReaderJob);
