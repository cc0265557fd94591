// Runs JSONPath queries and jq filters off the main thread: a 100 MB input or a filter that loops
// never freezes the page, and a run past its time limit is stopped by ending this worker.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runJsonPathTesterJob } from "./jsonpath-tester-job";

exposeToWorker(runJsonPathTesterJob);
