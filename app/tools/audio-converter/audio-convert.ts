// Reads and converts audio with mediabunny (MPL-2.0): the containers are read and written in
// TypeScript, the codecs are the browser's own (WebCodecs) where it has them, else small
// WebAssembly encoders registered here (MP3: LAME; FLAC: libFLAC). Runs in the tool's worker.
import {
  type AudioCodec,
  ALL_FORMATS,
  AudioSample,
  AudioSampleSink,
  AudioSampleSource,
  BlobSource,
  BufferSource,
  BufferTarget,
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
  type InputAudioTrack,
  type MetadataTags,
  canEncodeAudio,
} from "mediabunny";
import { LoudnessMeter, type LoudnessResult, loudnessGain, mixPlanes } from "~/lib/media/loudness";
import { trimOption } from "~/lib/media/media-time";
import { type OutputFile, outputFile } from "~/lib/media/output-file";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import {
  type AudioAnalysis,
  type AudioInfo,
  type ConvertOptions,
  DOWNLOAD_TYPES,
  type Normalised,
  type TagEdits,
  WAVEFORM_BARS,
  TARGETS,
  TARGET_NAMES,
  type TargetName,
  outputName,
} from "./audio-options";

let registered: Promise<void> | null = null;
/**
 * The WebAssembly encoders, each a file of its own (LAME is LGPL: a separate file a user can
 * replace; docs/audio-converter.md), used in every browser, before the browser's own (mediabunny
 * prefers a registered encoder). LAME: WebKitGTK's own MP3 encoder ignores the bit rate asked (64
 * and 320 kbit/s gave the same file) and cut the end; LAME makes the same file everywhere. libFLAC:
 * WebKitGTK says it encodes FLAC and then gives no packets ("Cannot finalize an empty FLAC file"),
 * and a lossless codec gains nothing from the browser's own.
 */
function registerEncoders(): Promise<void> {
  registered ??= (async () => {
    (await import("@mediabunny/mp3-encoder")).registerMp3Encoder();
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

/**
 * Targets whose "yes, I can encode it" is checked by encoding: WebKitGTK's answer for FLAC is yes,
 * and the encode then ends with no packets ("Cannot finalize an empty FLAC file") or a broken
 * header. A quarter second of a tone, at the file's rate and channels, through the same encoder and
 * writer as the conversion. Done after the waveform, not when the file is read: in Firefox an
 * encoder's own worker now and then starts late or not at all, and reading the file must not wait
 * for that. A test that has not answered in SELF_TEST_TIMEOUT_MS counts as a pass (nothing known
 * against the format); the conversion's own stall limit covers the rest.
 */
const SELF_TESTED: readonly TargetName[] = ["flac", "mp3"];
const SELF_TEST_TIMEOUT_MS = 8_000;

/**
 * The channels a file of `channels` channels is encoded with in `codec`: its own, or, where the
 * format cannot take that many (MP3: two at most), a stereo mix of them (convertAudio says so).
 */
async function encodedChannels(
  codec: AudioCodec,
  channels: number,
  sampleRate: number,
): Promise<number> {
  if (channels <= 2) return channels;
  return (await canEncodeAudio(codec, { numberOfChannels: channels, sampleRate })) ? channels : 2;
}

/** The self-tested targets whose test encode failed here. */
async function failingTargets(sampleRate: number, channels: number): Promise<TargetName[]> {
  const failing: TargetName[] = [];
  for (const target of SELF_TESTED) {
    const codec = TARGETS[target].codec;
    if (!(await canEncodeAudio(codec))) continue;
    const passed = await Promise.race([
      encodesHere(target, sampleRate, await encodedChannels(codec, channels, sampleRate)),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), SELF_TEST_TIMEOUT_MS)),
    ]);
    if (!passed) failing.push(target);
  }
  return failing;
}

async function encodesHere(target: TargetName, sampleRate: number, channels: number) {
  const frames = Math.round(sampleRate / 4);
  const data = new Float32Array(frames * channels);
  for (let i = 0; i < data.length; i++)
    data[i] = 0.25 * Math.sin((2 * Math.PI * 440 * (i % frames)) / sampleRate);
  const buffer = new BufferTarget();
  try {
    const output = new Output({ format: outputFormat(target), target: buffer });
    const { codec, lossless } = TARGETS[target];
    const source = new AudioSampleSource({ codec, ...(lossless ? {} : { bitrate: 128_000 }) });
    output.addAudioTrack(source);
    await output.start();
    const sample = new AudioSample({
      data,
      format: "f32-planar",
      numberOfChannels: channels,
      sampleRate,
      timestamp: 0,
    });
    await source.add(sample);
    sample.close();
    source.close();
    await output.finalize();
    // The written file reads back as one with that codec.
    const written = new Input({ source: new BufferSource(buffer.buffer!), formats: ALL_FORMATS });
    const track = await written.getPrimaryAudioTrack();
    const ok = track !== null && (await track.computeDuration()) > 0;
    written.dispose();
    return ok;
  } catch {
    return false;
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
    const { title, artist, album, images } = tags as MetadataTags;
    const cover = images?.find((image) => image.kind === "coverFront") ?? images?.[0];
    return {
      info: {
        container: format.name,
        duration,
        codec,
        sampleRate: track.sampleRate,
        channels: track.numberOfChannels,
        bitrate: stats ? Math.round(stats.averageBitrate) : null,
        hasVideo: video !== null,
        tags: {
          title,
          artist,
          album,
          ...(cover ? { cover: { data: cover.data, mimeType: cover.mimeType } } : {}),
        },
      },
      encodable,
    };
  } finally {
    input.dispose();
  }
}

/**
 * Decodes the track from `start` to `end` (seconds; null: its start, its end) and hands each
 * decoded chunk to `visit` as planar samples, with the time of its first frame. Frames a chunk
 * holds outside the range are cut off, so a trim is measured exactly.
 */
async function decodeRange(
  track: InputAudioTrack,
  start: number | null,
  end: number | null,
  visit: (planes: Float32Array[], time: number, sampleRate: number) => void,
  progress: ProgressReporter,
): Promise<void> {
  const from = start ?? 0;
  const to = end ?? (await track.computeDuration());
  const sink = new AudioSampleSink(track);
  for await (const sample of sink.samples(from, to)) {
    try {
      const rate = sample.sampleRate;
      const first = Math.max(0, Math.ceil((from - sample.timestamp) * rate - 1e-6));
      const last = Math.min(
        sample.numberOfFrames,
        Math.ceil((to - sample.timestamp) * rate - 1e-6),
      );
      if (last <= first) continue;
      const planes = Array.from({ length: sample.numberOfChannels }, (_, planeIndex) => {
        const plane = new Float32Array(sample.numberOfFrames);
        sample.copyTo(plane, { planeIndex, format: "f32-planar" });
        return plane.subarray(first, last);
      });
      visit(planes, sample.timestamp + first / rate, rate);
      if (to > from)
        progress(Math.min(1, (sample.timestamp + sample.duration - from) / (to - from)));
    } finally {
      sample.close();
    }
  }
}

/** The loudness of the track over a range, as it will sound with `channels` channels. */
async function measureLoudness(
  track: InputAudioTrack,
  start: number | null,
  end: number | null,
  channels: 1 | 2 | null,
  progress: ProgressReporter,
): Promise<LoudnessResult> {
  let meter = null as LoudnessMeter | null;
  await decodeRange(
    track,
    start,
    end,
    (planes, _time, rate) => {
      const mixed = mixPlanes(planes, channels);
      meter ??= new LoudnessMeter(rate, mixed.length);
      meter.push(mixed);
    },
    progress,
  );
  return meter?.result() ?? { integrated: -Infinity, peak: 0 };
}

/** The whole file decoded once: its waveform and loudness. */
export async function analyseAudio(
  file: File,
  progress: ProgressReporter = () => {},
): Promise<AudioAnalysis> {
  const input = await openInput(file);
  try {
    const track = await input.getPrimaryAudioTrack();
    if (!track) throw new ToolError(NO_AUDIO_MESSAGE);
    if (!(await track.canDecode()))
      throw new ToolError("This browser cannot decode the audio of this file.");
    const duration = await track.computeDuration();
    const peaks = new Float32Array(WAVEFORM_BARS);
    const barsPerSecond = duration > 0 ? WAVEFORM_BARS / duration : 0;
    let meter = null as LoudnessMeter | null;
    await decodeRange(
      track,
      null,
      null,
      (planes, time, rate) => {
        meter ??= new LoudnessMeter(rate, planes.length);
        meter.push(planes);
        for (const plane of planes)
          for (let i = 0; i < plane.length; i++) {
            const bar = Math.min(WAVEFORM_BARS - 1, Math.floor((time + i / rate) * barsPerSecond));
            const magnitude = Math.abs(plane[i]);
            if (magnitude > peaks[bar]) peaks[bar] = magnitude;
          }
      },
      progress,
    );
    const loudness = meter?.result() ?? { integrated: -Infinity, peak: 0 };
    await registerEncoders();
    const failing = await failingTargets(track.sampleRate, track.numberOfChannels);
    return { peaks, loudness, failing };
  } finally {
    input.dispose();
  }
}

/**
 * The sample laid out for `channels` (null: as it is) by `mixPlanes` and made `factor` times louder,
 * as 32-bit float (the encoders take any format). The converter mixes here rather than in
 * mediabunny, whose mix keeps only the first two of 5 or 8 channels: so every layout is mixed as
 * its loudness was measured.
 */
function mixed(sample: AudioSample, channels: 1 | 2 | null, factor: number): AudioSample {
  const frames = sample.numberOfFrames;
  const planes = Array.from({ length: sample.numberOfChannels }, (_, planeIndex) => {
    const plane = new Float32Array(frames);
    sample.copyTo(plane, { planeIndex, format: "f32-planar" });
    return plane;
  });
  const out = mixPlanes(planes, channels);
  const data = new Float32Array(frames * out.length);
  out.forEach((plane, c) => {
    const target = data.subarray(c * frames, (c + 1) * frames);
    for (let i = 0; i < frames; i++) target[i] = plane[i] * factor;
  });
  return new AudioSample({
    data,
    format: "f32-planar",
    numberOfChannels: out.length,
    sampleRate: sample.sampleRate,
    timestamp: sample.timestamp,
  });
}

/**
 * The raw tags that hold pictures (ID3v2's APIC and v2.2's PIC, Vorbis comments'
 * METADATA_BLOCK_PICTURE, MP4's covr). mediabunny writes the parsed `images` and then every raw tag
 * it has not written under the same name; its ID3 writer does not count APIC as written, so an MP3's
 * cover came out twice.
 */
const RAW_PICTURE_TAGS = ["APIC", "PIC", "METADATA_BLOCK_PICTURE", "covr"];

/**
 * The input's tags with the user's edits. With none, they are copied as they are: the raw tags
 * too when the container stays the same (less those that hold the pictures, written once from
 * `images`), and without them when it changes (other formats' names would be junk there).
 */
export function editedTags(
  input: MetadataTags,
  edits: TagEdits,
  sameContainer = true,
): MetadataTags {
  if (Object.keys(edits).length === 0) {
    const raw = input.raw;
    if (!raw) return input;
    if (!sameContainer) {
      const tags = { ...input };
      delete tags.raw;
      return tags;
    }
    if (!input.images?.length || !RAW_PICTURE_TAGS.some((key) => key in raw)) return input;
    const kept = { ...raw };
    for (const key of RAW_PICTURE_TAGS) delete kept[key];
    return { ...input, raw: kept };
  }
  const tags: MetadataTags = { ...input };
  // The raw tags would write the old values back under the format's own names.
  delete tags.raw;
  for (const key of ["title", "artist", "album"] as const) {
    const edit = edits[key]?.trim();
    if (edit === undefined) continue;
    if (edit === "") delete tags[key];
    else tags[key] = edit;
  }
  if (edits.cover !== undefined) {
    const others = (input.images ?? []).filter((image) => image.kind !== "coverFront");
    tags.images =
      edits.cover === "remove" ? others : [{ ...edits.cover, kind: "coverFront" }, ...others];
  }
  return tags;
}

/** The file converted as asked; progress from 0 to 1 as the audio is read. */
export async function convertAudio(
  file: File,
  options: ConvertOptions,
  progress: ProgressReporter = () => {},
): Promise<{
  blob: Blob;
  diskName: string | null;
  downloadType?: string;
  name: string;
  seconds: number;
  normalised: Normalised | null;
  downmixed: boolean;
}> {
  await registerEncoders();
  const input = await openInput(file);
  // Until the result is finished: what was written of it is removed if the conversion fails.
  let out: OutputFile | null = null;
  try {
    const target = TARGETS[options.target];
    // Normalising reads the audio twice: once to measure it (the first 30 % of the progress), then
    // to convert it with the gain that brings it to the target.
    let normalised: Normalised | null = null;
    let factor = 1;
    const source = await input.getPrimaryAudioTrack();
    const sourceChannels = source?.numberOfChannels ?? null;
    // A format that cannot hold this many channels (MP3: two at most) gets them mixed to stereo
    // here, and the page says so. Left to mediabunny, the mix would also be made at 48 kHz whatever
    // rate was chosen, and 5.0 or 7.1 would lose their centre.
    const downmixed =
      options.channels === null &&
      source !== null &&
      (await encodedChannels(
        target.codec,
        source.numberOfChannels,
        options.sampleRate ?? source.sampleRate,
      )) !== source.numberOfChannels;
    const channels = downmixed ? 2 : options.channels;
    const track = options.loudness === null ? null : source;
    if (options.loudness !== null && track && (await track.canDecode())) {
      const measured = await measureLoudness(
        track,
        options.start,
        options.end,
        channels,
        (fraction) => progress(fraction * 0.3),
      );
      const gain = loudnessGain(measured, options.loudness);
      normalised = gain
        ? { silent: false, measured: measured.integrated, result: gain.resultLufs, ...gain }
        : { silent: true };
      if (gain) factor = 10 ** (gain.gainDb / 20);
    }
    const converted = normalised ? 0.3 : 0;
    const remix = channels !== null && channels !== sourceChannels;
    out = await outputFile();
    const output = new Output({ format: outputFormat(options.target), target: out.target });
    const sameContainer = (await input.getFormat()).mimeType === output.format.mimeType;
    const conversion = await Conversion.init({
      input,
      output,
      video: { discard: true },
      audio: {
        codec: target.codec,
        ...(target.lossless ? {} : { bitrate: options.bitrate }),
        ...(options.sampleRate ? { sampleRate: options.sampleRate } : {}),
        ...(factor !== 1 || remix
          ? {
              forceTranscode: true,
              process: (sample: AudioSample) => mixed(sample, channels, factor),
              ...(remix ? { processedNumberOfChannels: channels } : {}),
            }
          : {}),
      },
      tags: (inputTags) => editedTags(inputTags, options.tags, sameContainer),
      ...trimOption(options),
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
    conversion.onProgress = (fraction) => progress(converted + fraction * (1 - converted));
    await conversion.execute();
    const { blob, diskName } = await out.finish(target.mime);
    out = null;
    const result = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
    const seconds = await result.computeDuration().catch(() => 0);
    result.dispose();
    return {
      blob,
      diskName,
      downloadType: DOWNLOAD_TYPES[options.target],
      name: outputName(file.name, options.target),
      seconds,
      normalised,
      downmixed,
    };
  } finally {
    input.dispose();
    await out?.discard();
  }
}
