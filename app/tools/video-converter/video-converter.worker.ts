// Reads and converts the chosen video off the main thread (video-convert.ts).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { VideoAnswer, VideoJob } from "./video-options";
import { convertVideo, probeVideo } from "./video-convert";

exposeToWorker(async (job: VideoJob, progress): Promise<VideoAnswer> => {
  if (job.kind === "probe") return { kind: "probe", ...(await probeVideo(job.file)) };
  return { kind: "convert", ...(await convertVideo(job.file, job.options, progress)) };
});
