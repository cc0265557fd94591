// Hashes and verifies off the main thread: bcrypt at cost 14 takes seconds, Argon2 and scrypt hold
// tens of MiB, and hash-wasm's WebAssembly is fetched with this worker, not with the page.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runPasswordHashJob } from "./password-hash";

exposeToWorker(runPasswordHashJob);
