// Converts inputs too large to follow every keystroke, off the main thread (started on Convert).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { convert } from "./convert-job";

exposeToWorker(convert);
