// Runs the comparison of two large texts off the main thread, with progress; Cancel terminates it.
// A field loaded from a file comes as the file: copying two 10 MB strings into a message took the
// page's thread 100-160 ms, a File is passed as a handle and read here.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type TextDiffPageJob, textDiff } from "./text-diff";

const textOf = (side: string | Blob) => (typeof side === "string" ? side : side.text());

exposeToWorker(async (job: TextDiffPageJob, progress) =>
  textDiff(
    { ...job, original: await textOf(job.original), changed: await textOf(job.changed) },
    progress,
  ),
);
