// Rates a typed password with zxcvbn off the main thread (a long one takes seconds); zxcvbn (~400 KB
// gzipped) is in this worker's bundle only, fetched when the strength meter is first used.
import zxcvbn from "zxcvbn";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { rateStrength } from "./password-strength";

exposeToWorker((job: { password: string }) => rateStrength(job.password, zxcvbn));
