// Hashes a chosen file off the main thread, slice by slice, reporting progress (and cancellable).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { hashFile } from "./message-digester";

exposeToWorker(hashFile);
