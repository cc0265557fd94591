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
 * upright video); "0" keeps the size, "width" takes a width typed in pixels. Only sizes below the
 * input's are offered: the converter never enlarges.
 */
export const HEIGHTS = [0, 2160, 1440, 1080, 720, 480] as const;
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

/** The settings as options, or the first problem with them (the input's duration and size known, when they are). */
export function readVideoSettings(
  settings: VideoSettings,
  input: { duration: number; video: { width: number; height: number } | null } | null,
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
