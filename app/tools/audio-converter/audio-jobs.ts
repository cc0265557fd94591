// The Audio Converter worker's jobs (audio-convert.ts): a chunk of its own, which the worker's
// entry loads (audio-converter.worker.ts says why).
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import type { AudioAnswer, AudioJob } from "./audio-options";
import { analyseAudio, convertAudio, probeAudio } from "./audio-convert";

export async function runAudioJob(job: AudioJob, progress: ProgressReporter): Promise<AudioAnswer> {
  if (job.kind === "probe") return { kind: "probe", ...(await probeAudio(job.file)) };
  if (job.kind === "analyse")
    return { kind: "analyse", ...(await analyseAudio(job.file, progress)) };
  return { kind: "convert", ...(await convertAudio(job.file, job.options, progress)) };
}
