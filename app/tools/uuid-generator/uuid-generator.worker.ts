// Makes batches too large to make on the page (thousands of IDs), reporting progress as it goes.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { generateIds } from "./uuid-generator";

exposeToWorker(generateIds);
