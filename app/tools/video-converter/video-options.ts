// What the Video Converter page and its worker share: the output formats, the options as typed and
// how they are read, the jobs and their results. No media library here: the page imports this
// file, and mediabunny is loaded only with the worker.
import { readTrim } from "~/lib/media/media-time";

/** Each format: its container, its video codec, and the audio codecs it may carry, best first. */
export const VIDEO_TARGETS = {
  "webm-vp9": {
    label: "WebM (VP9)",
    container: "webm",
    video: "vp9",
    audio: ["opus"],
    extension: "webm",
    mime: "video/webm",
  },
  "webm-vp8": {
    label: "WebM (VP8)",
    container: "webm",
    video: "vp8",
    audio: ["opus"],
    extension: "webm",
    mime: "video/webm",
  },
  "mp4-h264": {
    label: "MP4 (H.264)",
    container: "mp4",
    video: "avc",
    audio: ["aac", "opus"],
    extension: "mp4",
    mime: "video/mp4",
  },
  "mp4-av1": {
    label: "MP4 (AV1)",
    container: "mp4",
    video: "av1",
    audio: ["aac", "opus"],
    extension: "mp4",
    mime: "video/mp4",
  },
} as const;
export type VideoTargetName = keyof typeof VIDEO_TARGETS;
export const VIDEO_TARGET_NAMES = Object.keys(VIDEO_TARGETS) as VideoTargetName[];

export const QUALITIES = [
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low (smallest)" },
] as const;
export type QualityName = (typeof QUALITIES)[number]["value"];

/**
 * Sizes offered for "resize", as the short side ("720p" is 1280 × 720, and 720 × 1280 for a phone's
 * upright video): the ladder video sites offer. "0" keeps the size, "width" takes a width typed in
 * pixels. Only sizes below the input's are offered: the converter never enlarges.
 */
export const HEIGHTS = [0, 2160, 1440, 1080, 720, 480, 360, 240, 144] as const;
export const BY_WIDTH = "width";
export const FRAME_RATES = [0, 60, 30, 25, 24] as const;

export interface VideoSettings {
  target: VideoTargetName;
  quality: QualityName;
  /** A HEIGHTS value as text, or BY_WIDTH. */
  height: string;
  /** The width typed, in pixels, for BY_WIDTH. */
  width: string;
  frameRate: string;
  removeAudio: boolean;
  trimStart: string;
  trimEnd: string;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  target: "webm-vp9",
  quality: "medium",
  height: "0",
  width: "",
  frameRate: "0",
  removeAudio: false,
  trimStart: "",
  trimEnd: "",
};

export function isVideoSettings(value: unknown): value is VideoSettings {
  if (typeof value !== "object" || value === null) return false;
  const settings = value as Record<string, unknown>;
  return (
    VIDEO_TARGET_NAMES.includes(settings.target as VideoTargetName) &&
    QUALITIES.some((quality) => quality.value === settings.quality) &&
    [...HEIGHTS.map(String), BY_WIDTH].includes(settings.height as string) &&
    // Settings stored before the width was offered have none.
    (settings.width === undefined || typeof settings.width === "string") &&
    FRAME_RATES.map(String).includes(settings.frameRate as string) &&
    typeof settings.removeAudio === "boolean" &&
    typeof settings.trimStart === "string" &&
    typeof settings.trimEnd === "string"
  );
}

export interface VideoConvertOptions {
  target: VideoTargetName;
  quality: QualityName;
  /**
   * The new size, the other side following the aspect ratio: the short side in pixels (a "p"
   * size), or the width; null keeps the size.
   */
  resize: { shortSide: number } | { width: number } | null;
  frameRate: number | null;
  removeAudio: boolean;
  start: number | null;
  end: number | null;
}

/** The narrowest width taken (mediabunny rounds a width up to even, as the encoders need). */
const MIN_WIDTH = 16;

/** The width typed, or what is wrong with it (the input's width known, when it is). */
function readWidth(text: string, inputWidth: number | null): number | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: "Width: type a whole number of pixels, e.g. 640." };
  const width = Number(trimmed);
  if (width < MIN_WIDTH) return { error: `Width: at least ${MIN_WIDTH} pixels.` };
  if (inputWidth !== null && width >= inputWidth)
    return {
      error: `Width: the video is ${inputWidth} pixels wide; type less (the converter does not enlarge), or choose "As the input".`,
    };
  return width;
}

/**
 * Said when the browser cannot decode the video: it can then only copy it, as it is, into a format
 * of the same codec.
 */
export function copyOnlyMessage(codec: string | null): string {
  return `This browser cannot decode this video (${codecName(codec)}), so it can only copy it: keep its size and frame rate, untrimmed.`;
}

/** A codec's name as people know it. */
export function codecName(codec: string | null): string {
  const names: Record<string, string> = {
    avc: "H.264",
    hevc: "H.265",
    vp8: "VP8",
    vp9: "VP9",
    av1: "AV1",
    prores: "ProRes",
    aac: "AAC",
    opus: "Opus",
    mp3: "MP3",
    vorbis: "Vorbis",
    flac: "FLAC",
  };
  return codec === null ? "unknown codec" : (names[codec] ?? codec);
}

/** The settings as options, or the first problem with them (the input's duration and size known, when they are). */
export function readVideoSettings(
  settings: VideoSettings,
  input: {
    duration: number;
    video: { width: number; height: number; copyOnly?: string | null } | null;
  } | null,
): { options: VideoConvertOptions; error: null } | { options: null; error: string } {
  const duration = input?.duration ?? null;
  let resize: VideoConvertOptions["resize"] = null;
  if (settings.height === BY_WIDTH) {
    const width = readWidth(settings.width ?? "", input?.video?.width ?? null);
    if (typeof width === "object") return { options: null, error: width.error };
    resize = { width };
  } else if (settings.height !== "0") resize = { shortSide: Number(settings.height) };
  const trim = readTrim(settings.trimStart, settings.trimEnd, duration);
  if ("error" in trim) return { options: null, error: trim.error };
  const video = input?.video;
  const changed =
    resize !== null || settings.frameRate !== "0" || trim.start !== null || trim.end !== null;
  if (video?.copyOnly && changed) return { options: null, error: video.copyOnly };
  return {
    options: {
      target: settings.target,
      quality: settings.quality,
      resize,
      frameRate: settings.frameRate === "0" ? null : Number(settings.frameRate),
      removeAudio: settings.removeAudio,
      start: trim.start,
      end: trim.end,
    },
    error: null,
  };
}

/** The output's file name: the input's with the format's extension (never the input's own name). */
export function videoOutputName(inputName: string, target: VideoTargetName): string {
  const base = inputName.replace(/\.[^.]*$/, "") || "video";
  const extension = VIDEO_TARGETS[target].extension;
  const name = `${base}.${extension}`;
  return name === inputName ? `${base}-converted.${extension}` : name;
}

/** What is inside the chosen file, as the worker read it. */
export interface VideoInfo {
  container: string;
  duration: number;
  video: {
    codec: string | null;
    width: number;
    height: number;
    frameRate: number | null;
    bitrate: number | null;
    /** Why it can only be copied (this browser cannot decode it; copyOnlyMessage), or null. */
    copyOnly: string | null;
  } | null;
  audio: {
    codec: string | null;
    sampleRate: number;
    channels: number;
    /** This browser can decode it (else it can only be copied, into a format that holds it). */
    decodable: boolean;
  } | null;
  /**
   * Said by the worker, which knows what this browser can do with the file: why each format not
   * offered is missing (missingVideoTargetNote), and for each format that would lose the sound, so
   * (soundNote). The page shows them and so needs none of the wording.
   */
  notes: {
    missing: Partial<Record<VideoTargetName, string>>;
    sound: Partial<Record<VideoTargetName, string>>;
  };
}

export type VideoJob =
  { kind: "probe"; file: File } | { kind: "convert"; file: File; options: VideoConvertOptions };

export type VideoAnswer =
  | { kind: "probe"; info: VideoInfo; encodable: VideoTargetName[] }
  | {
      kind: "convert";
      blob: Blob;
      name: string;
      seconds: number;
      /** Its file in the browser's private storage on this device; null when held in memory. */
      diskName: string | null;
      width: number;
      height: number;
      /** True when the video was copied without re-encoding (a remux). */
      copied: boolean;
      /** The quality it was made at. */
      quality: QualityName;
    };

/**
 * Why a format is not offered for this video, and what to choose instead: only formats offered
 * (`offered`), which this browser can make of it, are recommended.
 */
export function missingVideoTargetNote(
  target: VideoTargetName,
  offered: readonly VideoTargetName[],
  video: { codec: string | null; decodable: boolean } | null = null,
): string {
  const { label } = VIDEO_TARGETS[target];
  const reason =
    video && !video.decodable
      ? `this browser cannot decode this video (${codecName(video.codec)}) to re-encode it`
      : "this browser cannot encode it here";
  const others = offered.filter((name) => name !== target).map((name) => VIDEO_TARGETS[name].label);
  return `${label}: ${reason}. It can make ${others.join(" or ") || "no format of this video"}.`;
}

/** A note on the sound when this browser cannot decode it: a format that cannot hold it as it is drops it. */
export function soundNote(audio: VideoInfo["audio"], target: VideoTargetName): string | null {
  if (!audio || audio.decodable) return null;
  const holds = (VIDEO_TARGETS[target].audio as readonly string[]).includes(audio.codec ?? "");
  if (holds) return null;
  return `This browser cannot decode the sound (${codecName(audio.codec)}), which ${VIDEO_TARGETS[target].label} cannot hold as it is: the video would have no sound.`;
}

/** The "p" sizes offered for a video of this size: only those below its short side. */
export function heightsFor(size: { width: number; height: number } | null): number[] {
  const shortSide = size ? Math.min(size.width, size.height) : null;
  return HEIGHTS.filter(
    (candidate) => candidate === 0 || shortSide === null || candidate < shortSide,
  );
}

/**
 * mediabunny's size for `resize` on a video `width` × `height` (as shown, after rotation): the
 * short side set and the other following, or the width; nothing when it would not shrink it.
 */
export function resizeFor(
  resize: VideoConvertOptions["resize"],
  width: number,
  height: number,
): { width: number } | { height: number } | null {
  if (resize === null) return null;
  if ("width" in resize) return resize.width < width ? { width: resize.width } : null;
  if (resize.shortSide >= Math.min(width, height)) return null;
  return height > width ? { width: resize.shortSide } : { height: resize.shortSide };
}
