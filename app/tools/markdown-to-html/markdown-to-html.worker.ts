// Renders the Markdown off the main thread (marked can take seconds on hostile input).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { markdownToHtmlBlocks } from "./markdown-to-html";

exposeToWorker(markdownToHtmlBlocks);
