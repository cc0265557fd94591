// Escapes or unescapes inputs too large to follow every keystroke, off the main thread.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runEscaper } from "./text-escaper";

exposeToWorker(runEscaper);
