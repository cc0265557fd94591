// Runs the comparison of two large texts off the main thread, with progress; Cancel terminates it.
// A field loaded from a file comes as the file: copying two 10 MB strings into a message took the
// page's thread 100-160 ms, a File is passed as a handle and read here. The JSON comparison is
// loaded the first time JSON mode is chosen.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type TextDiffPageJob, textDiff } from "./text-diff";

const textOf = (side: string | Blob) => (typeof side === "string" ? side : side.text());

exposeToWorker(async (job: TextDiffPageJob, progress) => {
  const compareJson =
    job.options.mode === "json" ? (await import("./json-diff")).jsonDiff : undefined;
  const texts = { original: await textOf(job.original), changed: await textOf(job.changed) };
  return textDiff({ ...job, ...texts }, progress, undefined, compareJson);
});
