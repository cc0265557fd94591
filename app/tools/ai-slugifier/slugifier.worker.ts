// Slugifies long lists of titles off the main thread; the worker has the whole transliteration
// table (any-ascii) from the start, as any list that long is worth it.
import anyAscii from "any-ascii";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type SlugJob, slugifyLines } from "./slug-batch";

exposeToWorker((job: SlugJob, progress) => slugifyLines(job, anyAscii, progress));
