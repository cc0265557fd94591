// Makes "Download all"'s ZIP off the main thread (image-zip.ts).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { zipImages } from "./image-zip";

exposeToWorker(zipImages);
