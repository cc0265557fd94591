// What the Video Converter page and its worker share: the output formats, the options as typed and
// how they are read, the jobs and their results. No media library here: the page imports this
// file, and mediabunny is loaded only with the worker.
import { formatTime, readTime } from "~/lib/media/media-time";

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

/** Heights offered for "resize"; "0" keeps the size. A height above the input's is not offered. */
export const HEIGHTS = [0, 2160, 1440, 1080, 720, 480] as const;
export const FRAME_RATES = [0, 60, 30, 25, 24] as const;

export interface VideoSettings {
  target: VideoTargetName;
  quality: QualityName;
  height: string;
  frameRate: string;
  removeAudio: boolean;
  trimStart: string;
  trimEnd: string;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  target: "webm-vp9",
  quality: "medium",
  height: "0",
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
    HEIGHTS.map(String).includes(settings.height as string) &&
    FRAME_RATES.map(String).includes(settings.frameRate as string) &&
    typeof settings.removeAudio === "boolean" &&
    typeof settings.trimStart === "string" &&
    typeof settings.trimEnd === "string"
  );
}

export interface VideoConvertOptions {
  target: VideoTargetName;
  quality: QualityName;
  /** Output height in pixels (width follows the aspect ratio), or null to keep the size. */
  height: number | null;
  frameRate: number | null;
  removeAudio: boolean;
  start: number | null;
  end: number | null;
}

/** The settings as options, or the first problem with them (the duration known, when it is). */
export function readVideoSettings(
  settings: VideoSettings,
  duration: number | null,
): { options: VideoConvertOptions; error: null } | { options: null; error: string } {
  const start = readTime(settings.trimStart);
  if (start !== null && typeof start === "object")
    return { options: null, error: `Start: ${start.error}` };
  const end = readTime(settings.trimEnd);
  if (end !== null && typeof end === "object") return { options: null, error: `End: ${end.error}` };
  if (start !== null && end !== null && end <= start)
    return { options: null, error: "End: must be after the start." };
  if (duration !== null && start !== null && start >= duration)
    return {
      options: null,
      error: `Start: the input is ${formatTime(duration)} long; start before that.`,
    };
  return {
    options: {
      target: settings.target,
      quality: settings.quality,
      height: settings.height === "0" ? null : Number(settings.height),
      frameRate: settings.frameRate === "0" ? null : Number(settings.frameRate),
      removeAudio: settings.removeAudio,
      start,
      end: end !== null && duration !== null ? Math.min(end, duration) : end,
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
  } | null;
  audio: { codec: string | null; sampleRate: number; channels: number } | null;
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
      /** Written to a file on this device (the browser's own storage) rather than held in memory. */
      onDisk: boolean;
      width: number;
      height: number;
      /** True when the video was copied without re-encoding (a remux). */
      copied: boolean;
    };

/** Why a format is not offered here, and what to choose instead. */
export function missingVideoTargetNote(target: VideoTargetName): string {
  const { label } = VIDEO_TARGETS[target];
  return `${label}: this browser cannot encode it here. WebM (VP9) or WebM (VP8) play in every current browser.`;
}

/** The heights offered for a video `height` pixels high: never larger than the input. */
export function heightsFor(height: number | null): number[] {
  return HEIGHTS.filter((candidate) => candidate === 0 || height === null || candidate < height);
}
