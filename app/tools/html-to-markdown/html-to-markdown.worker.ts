// Converts off the main thread: turndown on a domino DOM, and marked for the preview.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { convertJob } from "./html-to-markdown";

exposeToWorker(convertJob);
