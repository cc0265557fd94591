// Reads and converts audio with mediabunny (MPL-2.0): the containers are read and written in
// TypeScript, the codecs are the browser's own (WebCodecs) where it has them, else small
// WebAssembly encoders registered here (MP3: LAME; FLAC: libFLAC). Runs in the tool's worker.
import {
  ALL_FORMATS,
  BlobSource,
  Conversion,
  FlacOutputFormat,
  Input,
  Mp3OutputFormat,
  Mp4OutputFormat,
  OggOutputFormat,
  type OutputFormat,
  Output,
  WavOutputFormat,
  WebMOutputFormat,
  canEncodeAudio,
} from "mediabunny";
import { type OutputFile, outputFile } from "~/lib/media/output-file";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import {
  type AudioInfo,
  type ConvertOptions,
  TARGETS,
  TARGET_NAMES,
  type TargetName,
  outputName,
} from "./audio-options";

let registered: Promise<void> | null = null;
/**
 * The WebAssembly encoders, for the codecs the browser cannot encode itself, each a file of its
 * own loaded only then (LAME is LGPL: a separate file a user can replace; docs/audio-converter.md).
 */
function registerEncoders(): Promise<void> {
  registered ??= (async () => {
    if (!(await canEncodeAudio("mp3")))
      (await import("@mediabunny/mp3-encoder")).registerMp3Encoder();
    if (!(await canEncodeAudio("flac")))
      (await import("@mediabunny/flac-encoder")).registerFlacEncoder();
  })();
  return registered;
}

function outputFormat(target: TargetName): OutputFormat {
  switch (target) {
    case "mp3":
      return new Mp3OutputFormat();
    case "ogg-opus":
      return new OggOutputFormat();
    case "webm-opus":
      return new WebMOutputFormat();
    case "m4a-aac":
      return new Mp4OutputFormat();
    case "flac":
      return new FlacOutputFormat();
    case "wav":
      return new WavOutputFormat();
  }
}

export const NOT_MEDIA_MESSAGE =
  "This file is not audio or video this page can read (MP3, AAC/M4A, Opus/Ogg, Vorbis, FLAC, WAV, MP4, MOV, WebM, MKV).";
export const NO_AUDIO_MESSAGE = "This file has no audio track.";
export const EMPTY_MESSAGE = "This file is empty.";

async function openInput(file: File): Promise<Input> {
  if (file.size === 0) throw new ToolError(EMPTY_MESSAGE);
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  if (!(await input.canRead().catch(() => false))) throw new ToolError(NOT_MEDIA_MESSAGE);
  return input;
}

/** What is in the file, and which targets this browser can encode. */
export async function probeAudio(
  file: File,
): Promise<{ info: AudioInfo; encodable: TargetName[] }> {
  await registerEncoders();
  const input = await openInput(file);
  try {
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new ToolError(NO_AUDIO_MESSAGE);
    const [format, duration, codec, stats, tags, video] = await Promise.all([
      input.getFormat(),
      input.computeDuration(),
      track.getCodec(),
      track.computePacketStats(200).catch(() => null),
      input.getMetadataTags().catch(() => ({})),
      input.getPrimaryVideoTrack(),
    ]);
    const encodable: TargetName[] = [];
    for (const target of TARGET_NAMES) {
      const { codec: wanted } = TARGETS[target];
      if (await canEncodeAudio(wanted)) encodable.push(target);
    }
    const { title, artist, album } = tags as AudioInfo["tags"];
    return {
      info: {
        container: format.name,
        duration,
        codec,
        sampleRate: track.sampleRate,
        channels: track.numberOfChannels,
        bitrate: stats ? Math.round(stats.averageBitrate) : null,
        hasVideo: video !== null,
        tags: { title, artist, album },
      },
      encodable,
    };
  } finally {
    input.dispose();
  }
}

/** The file converted as asked; progress from 0 to 1 as the audio is read. */
export async function convertAudio(
  file: File,
  options: ConvertOptions,
  progress: ProgressReporter = () => {},
): Promise<{ blob: Blob; onDisk: boolean; name: string; seconds: number }> {
  await registerEncoders();
  const input = await openInput(file);
  // Until the result is finished: what was written of it is removed if the conversion fails.
  let out: OutputFile | null = null;
  try {
    const target = TARGETS[options.target];
    out = await outputFile();
    const output = new Output({ format: outputFormat(options.target), target: out.target });
    const conversion = await Conversion.init({
      input,
      output,
      video: { discard: true },
      audio: {
        codec: target.codec,
        ...(target.lossless ? {} : { bitrate: options.bitrate }),
        ...(options.sampleRate ? { sampleRate: options.sampleRate } : {}),
        ...(options.channels ? { numberOfChannels: options.channels } : {}),
      },
      ...(options.start !== null || options.end !== null
        ? {
            trim: {
              ...(options.start !== null ? { start: options.start } : {}),
              ...(options.end !== null ? { end: options.end } : {}),
            },
          }
        : {}),
      showWarnings: false,
    });
    if (!conversion.isValid) {
      const reasons = conversion.discardedTracks.map((discarded) => discarded.reason);
      throw new ToolError(
        reasons.includes("no_encodable_target_codec")
          ? `This browser cannot encode ${target.label}. Choose another format.`
          : reasons.includes("undecodable_source_codec")
            ? "This browser cannot decode the audio of this file."
            : NO_AUDIO_MESSAGE,
      );
    }
    conversion.onProgress = (fraction) => progress(fraction);
    await conversion.execute();
    const { blob, onDisk } = await out.finish(target.mime);
    out = null;
    const result = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
    const seconds = await result.computeDuration().catch(() => 0);
    result.dispose();
    return { blob, onDisk, name: outputName(file.name, options.target), seconds };
  } finally {
    input.dispose();
    await out?.discard();
  }
}
