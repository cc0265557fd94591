// Zips the split sitemaps off the main thread; fflate is loaded only with this worker, on download.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type NamedText, zipTexts } from "./sitemap-zip";

exposeToWorker((files: NamedText[]) => zipTexts(files));
