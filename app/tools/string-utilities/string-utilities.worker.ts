// Converts inputs too large to follow every keystroke, off the main thread (started on Convert).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type TransformJob, transformText } from "./string-utilities";

exposeToWorker(({ text, operation }: TransformJob) => transformText(text, operation));
