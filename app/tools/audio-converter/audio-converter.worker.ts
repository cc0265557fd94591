// Reads and converts the chosen file off the main thread (audio-convert.ts).
// First: the WebAssembly encoders start workers of their own (late-blob-revocation.ts says why).
import "~/lib/media/late-blob-revocation";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { AudioAnswer, AudioJob } from "./audio-options";
import { analyseAudio, convertAudio, probeAudio } from "./audio-convert";

exposeToWorker(async (job: AudioJob, progress): Promise<AudioAnswer> => {
  if (job.kind === "probe") return { kind: "probe", ...(await probeAudio(job.file)) };
  if (job.kind === "analyse")
    return { kind: "analyse", ...(await analyseAudio(job.file, progress)) };
  return { kind: "convert", ...(await convertAudio(job.file, job.options, progress)) };
});
