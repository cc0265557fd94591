// Reads and converts video with mediabunny (MPL-2.0): the containers in TypeScript, the codecs the
// browser's own (WebCodecs). Runs in the tool's worker. A video whose codec the format can hold
// and that is neither resized, nor re-timed, nor trimmed is copied, not re-encoded (a remux).
import {
  ALL_FORMATS,
  BlobSource,
  Conversion,
  Input,
  type InputVideoTrack,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
  canEncodeAudio,
  canEncodeVideo,
} from "mediabunny";
import { type OutputFile, outputFile } from "~/lib/media/output-file";
import { trimOption } from "~/lib/media/media-time";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import { AUDIO_BITRATE, outputSize, videoBitrate } from "./video-bitrate";
import {
  VIDEO_TARGETS,
  VIDEO_TARGET_NAMES,
  type VideoConvertOptions,
  type VideoInfo,
  type VideoTargetName,
  copyOnlyMessage,
  missingVideoTargetNote,
  resizeFor,
  soundNote,
  videoOutputName,
} from "./video-options";

type VideoCodecName = (typeof VIDEO_TARGETS)[VideoTargetName]["video"];

export const NOT_VIDEO_MESSAGE =
  "This file is not a video this page can read (MP4, MOV, WebM, MKV and the formats the browser decodes).";
export const NO_VIDEO_MESSAGE = "This file has no video track: the Audio Converter takes it.";
export const EMPTY_MESSAGE = "This file is empty.";

async function openInput(file: File): Promise<Input> {
  if (file.size === 0) throw new ToolError(EMPTY_MESSAGE);
  // mediabunny reads the file through its stream where the engine's streams are sound (it reads by
  // slices in WebKit): a 1 GB remux here ran at 203 MB/s so, and at 65 MB/s by slices, where every
  // packet was a read of its own through the browser process.
  const input = new Input({
    source: new BlobSource(file, { maxCacheSize: 64 * 2 ** 20 }),
    formats: ALL_FORMATS,
  });
  if (!(await input.canRead().catch(() => false))) throw new ToolError(NOT_VIDEO_MESSAGE);
  return input;
}

/**
 * What is in the file, and which formats this browser can make of it: those whose codec it encodes
 * at this size from a video it can decode, and the video's own codec (copied, no decoder needed).
 */
export async function probeVideo(
  file: File,
): Promise<{ info: VideoInfo; encodable: VideoTargetName[] }> {
  const input = await openInput(file);
  try {
    const [format, duration, video, audio] = await Promise.all([
      input.getFormat(),
      input.computeDuration(),
      input.getPrimaryVideoTrack(),
      input.getPrimaryAudioTrack(),
    ]);
    if (!video) throw new ToolError(NO_VIDEO_MESSAGE);
    const [videoCodec, stats, audioCodec, videoDecodable, audioDecodable] = await Promise.all([
      video.getCodec(),
      video.computePacketStats(300).catch(() => null),
      audio ? audio.getCodec() : null,
      video.canDecode(),
      audio ? audio.canDecode() : false,
    ]);
    const size = { width: video.displayWidth, height: video.displayHeight };
    const encodable: VideoTargetName[] = [];
    for (const target of VIDEO_TARGET_NAMES) {
      const codec = VIDEO_TARGETS[target].video;
      if (codec === videoCodec || (videoDecodable && (await canEncodeVideo(codec, size))))
        encodable.push(target);
    }
    const audioInfo = audio
      ? {
          codec: audioCodec,
          sampleRate: audio.sampleRate,
          channels: audio.numberOfChannels,
          decodable: audioDecodable,
        }
      : null;
    const notes: VideoInfo["notes"] = { missing: {}, sound: {} };
    for (const target of VIDEO_TARGET_NAMES) {
      if (!encodable.includes(target))
        notes.missing[target] = missingVideoTargetNote(target, encodable, {
          codec: videoCodec,
          decodable: videoDecodable,
        });
      const sound = soundNote(audioInfo, target);
      if (sound) notes.sound[target] = sound;
    }
    return {
      info: {
        container: format.name,
        duration,
        video: {
          codec: videoCodec,
          ...size,
          frameRate: stats ? Math.round(stats.averagePacketRate * 100) / 100 : null,
          bitrate: stats ? Math.round(stats.averageBitrate) : null,
          copyOnly: videoDecodable ? null : copyOnlyMessage(videoCodec),
        },
        audio: audioInfo,
        notes,
      },
      encodable,
    };
  } finally {
    input.dispose();
  }
}

/** The first audio codec of the format this browser can encode, or null. */
async function audioCodecFor(target: VideoTargetName) {
  for (const codec of VIDEO_TARGETS[target].audio) if (await canEncodeAudio(codec)) return codec;
  return null;
}

/**
 * The encoder's bit rate for this conversion (video-bitrate.ts): the output's size and frame rate,
 * and the source's own bits, measured on its first packets.
 */
async function qualityFor(
  source: InputVideoTrack,
  options: VideoConvertOptions,
  codec: VideoCodecName,
): Promise<Quality> {
  const width = source.displayWidth;
  const height = source.displayHeight;
  const stats = await source.computePacketStats(300).catch(() => null);
  const sourceRate = stats && stats.averagePacketRate > 0 ? stats.averagePacketRate : 30;
  const size = outputSize(options.resize, width, height);
  const bitrate = videoBitrate({
    codec,
    quality: options.quality,
    ...size,
    frameRate: options.frameRate ?? sourceRate,
    source: stats ? { width, height, frameRate: sourceRate, bitrate: stats.averageBitrate } : null,
  });
  return new Quality({ bitrate });
}

export async function convertVideo(
  file: File,
  options: VideoConvertOptions,
  progress: ProgressReporter = () => {},
) {
  const input = await openInput(file);
  // Until the result is finished: what was written of it is removed if the conversion fails.
  let out: OutputFile | null = null;
  try {
    const target = VIDEO_TARGETS[options.target];
    const source = await input.getPrimaryVideoTrack();
    if (!source) throw new ToolError(NO_VIDEO_MESSAGE);
    const sourceCodec = await source.getCodec();
    const sourceAudio = await input.getPrimaryAudioTrack();
    const sourceAudioCodec = sourceAudio ? await sourceAudio.getCodec() : null;
    // Same codec, same size and timing, no trim: the packets are copied as they are.
    const size = resizeFor(options.resize, source.displayWidth, source.displayHeight);
    const copy =
      sourceCodec === target.video &&
      size === null &&
      options.frameRate === null &&
      options.start === null &&
      options.end === null;
    const audioCopied =
      sourceAudioCodec !== null && (target.audio as readonly string[]).includes(sourceAudioCodec);
    const audioCodec = audioCopied ? sourceAudioCodec : await audioCodecFor(options.target);
    const quality = copy ? null : await qualityFor(source, options, target.video);
    out = await outputFile();
    const output = new Output({
      format: target.container === "webm" ? new WebMOutputFormat() : new Mp4OutputFormat(),
      target: out.target,
    });
    const conversion = await Conversion.init({
      input,
      output,
      video: {
        codec: target.video,
        ...(quality ? { quality } : {}),
        ...size,
        ...(options.frameRate !== null ? { frameRate: options.frameRate } : {}),
      },
      audio:
        options.removeAudio || audioCodec === null
          ? { discard: true }
          : {
              codec: audioCodec as (typeof target.audio)[number],
              ...(audioCopied
                ? {}
                : {
                    quality: new Quality({
                      bitrate: AUDIO_BITRATE[audioCodec as "opus" | "aac"][options.quality],
                    }),
                  }),
            },
      ...trimOption(options),
      showWarnings: false,
    });
    const videoKept = conversion.utilizedTracks.some((track) => track.type === "video");
    if (!conversion.isValid || !videoKept)
      throw new ToolError(
        `This browser cannot make ${target.label} from this video. Choose another format.`,
      );
    conversion.onProgress = (fraction) => progress(fraction);
    await conversion.execute();
    const { blob, diskName } = await out.finish(target.mime);
    out = null;
    const result = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
    const [seconds, outVideo] = await Promise.all([
      result.computeDuration().catch(() => 0),
      result.getPrimaryVideoTrack(),
    ]);
    result.dispose();
    return {
      blob,
      diskName,
      name: videoOutputName(file.name, options.target),
      seconds,
      width: outVideo?.displayWidth ?? 0,
      height: outVideo?.displayHeight ?? 0,
      copied: copy,
      quality: options.quality,
    };
  } finally {
    input.dispose();
    await out?.discard();
  }
}
