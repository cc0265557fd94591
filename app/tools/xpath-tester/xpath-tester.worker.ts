// Evaluates XPath expressions off the main thread: the page never freezes on a large document or
// a slow expression, and a run past the time limit can be stopped by ending the worker.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runXPathJob } from "./xpath-tester";

exposeToWorker(runXPathJob);
