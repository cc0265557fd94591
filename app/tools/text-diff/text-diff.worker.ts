// Runs the comparison of two large texts off the main thread, with progress; Cancel terminates it.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { textDiff } from "./text-diff";

exposeToWorker(textDiff);
