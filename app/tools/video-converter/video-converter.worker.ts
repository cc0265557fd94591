// Reads and converts the chosen video off the main thread (video-convert.ts).
import {
  initialiseMediaEncoders,
  mendAudioEncoderTimestamps,
  repairH264DescriptionsOfVideoEncoders,
} from "~/lib/media/encoder-quirks";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { VideoAnswer, VideoJob } from "./video-options";
import { convertVideo, probeVideo } from "./video-convert";

// Firefox's H.264 encoder describes its streams wrongly (encoder-quirks.ts): mended before muxing.
repairH264DescriptionsOfVideoEncoders();
// WebKitGTK's Opus packets repeat timestamps: mended too.
mendAudioEncoderTimestamps();

const encodersReady = initialiseMediaEncoders();

exposeToWorker(async (job: VideoJob, progress): Promise<VideoAnswer> => {
  await encodersReady;
  if (job.kind === "probe") return { kind: "probe", ...(await probeVideo(job.file)) };
  return { kind: "convert", ...(await convertVideo(job.file, job.options, progress)) };
});
