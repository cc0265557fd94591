// Reads and converts the chosen file off the main thread (audio-convert.ts, through audio-jobs.ts).
// First: the WebAssembly encoders start workers of their own (late-blob-revocation.ts says why).
import "~/lib/media/late-blob-revocation";
import { mendAudioEncoderTimestamps } from "~/lib/media/encoder-quirks";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import type { AudioAnswer, AudioJob } from "./audio-options";

// WebKitGTK's Opus packets repeat timestamps (encoder-quirks.ts): mended before muxing.
mendAudioEncoderTimestamps();

// The jobs, with mediabunny, are a chunk this entry loads, not part of it: the encoders' own chunks
// (LAME, libFLAC, loaded when first needed) import mediabunny from the chunk that holds it. Were
// it this entry, WebKitGTK would run the entry's modules a second time for them, so the encoders
// were registered with a second mediabunny that the conversion never asked: it used WebKit's own
// MP3 encoder, which ignores the bit rate, and its FLAC encoder, which makes nothing.
const jobs = import("./audio-jobs");

exposeToWorker(async (job: AudioJob, progress): Promise<AudioAnswer> =>
  (await jobs).runAudioJob(job, progress),
);
