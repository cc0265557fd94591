// Encodes or decodes inputs too large to follow every keystroke, off the main thread (started on Convert).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type UrlJob, convertUrl } from "./url-encoding";

exposeToWorker((job: UrlJob) => convertUrl(job));
