// Highlights and draws the code off the main thread (code-render.ts).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { renderCode } from "./code-render";

exposeToWorker(renderCode);
