// Runs the core on input too large to follow every keystroke, off the main thread.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { colorConverter } from "./color-converter";

exposeToWorker(colorConverter);
