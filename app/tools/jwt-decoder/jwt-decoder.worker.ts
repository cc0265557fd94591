// Decodes input too large to follow every keystroke, off the main thread.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { decodeJwt } from "./jwt-decode";

exposeToWorker(decodeJwt);
