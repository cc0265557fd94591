// The video bit rate the converter asks the encoder for: by codec, quality, frame size and frame
// rate, from the VP9 encoders' guide's table, and never more than the source spends where that
// would only make a larger file of the same picture. Pure: the worker and the tests use it.
import { type VideoConvertOptions, resizeFor } from "./video-options";

/**
 * Google's "suggested target bitrates" for VP9 on demand (developers.google.com/media/vp9/settings),
 * kbit/s at 24–30 fps and at 50–60 fps (the guide gives no 60 fps value below 720p: its 720p
 * ratio is used), by frame size. The guide calls them a low rate that still looks reasonable.
 */
export const VP9_GUIDE: readonly { width: number; height: number; at30: number; at60: number }[] = [
  { width: 320, height: 240, at30: 150, at60: 263 },
  { width: 640, height: 360, at30: 276, at60: 485 },
  { width: 640, height: 480, at30: 512, at60: 900 },
  { width: 1280, height: 720, at30: 1024, at60: 1800 },
  { width: 1920, height: 1080, at30: 1800, at60: 3000 },
  { width: 2560, height: 1440, at30: 6000, at60: 9000 },
  { width: 3840, height: 2160, at30: 12000, at60: 18000 },
];

/**
 * Bits each codec needs for the same picture, against VP9: H.264 and VP8 about 1.6 times (VP9
 * saves a third to a half), AV1 about 0.7 times.
 */
export const CODEC_FACTOR = { vp9: 1, vp8: 1.6, avc: 1.6, av1: 0.7 } as const;
export type BitrateCodec = keyof typeof CODEC_FACTOR;

/** Medium is the guide's rate; Low about its "minimum" (half), High well above its "maximum". */
export const QUALITY_FACTOR = { high: 1.8, medium: 1, low: 0.5 } as const;
export type BitrateQuality = keyof typeof QUALITY_FACTOR;

/**
 * The most of the source's own bits per pixel and frame a quality spends: Low and Medium never more
 * than the source (a re-encode cannot add back what its compression took away, only a bigger file
 * of the same picture), Low a quarter less.
 */
export const SOURCE_SHARE: Record<BitrateQuality, number | null> = {
  high: null,
  medium: 1,
  low: 0.75,
};

/** Never asked for less: below it encoders stop honouring the rate. */
export const MIN_BITRATE = 20_000;

const interpolate = (x: number, x0: number, x1: number, y0: number, y1: number) =>
  Math.exp(
    Math.log(y0) +
      ((Math.log(y1) - Math.log(y0)) * (Math.log(x) - Math.log(x0))) /
        (Math.log(x1) - Math.log(x0)),
  );

/** The guide's kbit/s for `pixels` a frame at 30 and at 60 fps, interpolated on a log-log scale. */
function guideAt(pixels: number): { at30: number; at60: number } {
  const rows = VP9_GUIDE.map((row) => ({ ...row, pixels: row.width * row.height }));
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Outside the table: as the bit rate grows from 240p to 360p (pixels to the power ~0.56).
  const scale = (row: typeof first, exponent: number) => ({
    at30: row.at30 * (pixels / row.pixels) ** exponent,
    at60: row.at60 * (pixels / row.pixels) ** exponent,
  });
  if (pixels <= first.pixels) return scale(first, 0.56);
  if (pixels >= last.pixels) return scale(last, 1);
  const upper = rows.findIndex((row) => row.pixels >= pixels);
  const [a, b] = [rows[upper - 1], rows[upper]];
  return {
    at30: interpolate(pixels, a.pixels, b.pixels, a.at30, b.at30),
    at60: interpolate(pixels, a.pixels, b.pixels, a.at60, b.at60),
  };
}

/** The guide's VP9 rate in bit/s for this frame size and rate (24–30 fps count as 30). */
export function guideBitrate(width: number, height: number, frameRate: number): number {
  const { at30, at60 } = guideAt(width * height);
  let kbits: number;
  if (frameRate < 24) kbits = at30 * (frameRate / 24) ** 0.75;
  else if (frameRate <= 30) kbits = at30;
  else if (frameRate <= 60) kbits = interpolate(frameRate, 30, 60, at30, at60);
  else kbits = at60 * (frameRate / 60) ** 0.75;
  return kbits * 1000;
}

export interface BitrateRequest {
  codec: BitrateCodec;
  quality: BitrateQuality;
  width: number;
  height: number;
  frameRate: number;
  /** The source's video: its size, frame rate and bit rate, where known. */
  source: { width: number; height: number; frameRate: number; bitrate: number } | null;
}

/** The bit rate (bit/s) to ask the encoder for. */
export function videoBitrate(request: BitrateRequest): number {
  const { codec, quality, width, height, frameRate, source } = request;
  let bitrate =
    guideBitrate(width, height, frameRate) * CODEC_FACTOR[codec] * QUALITY_FACTOR[quality];
  const share = SOURCE_SHARE[quality];
  if (share !== null && source && source.bitrate > 0 && source.frameRate > 0) {
    const perPixelFrame = source.bitrate / (source.width * source.height * source.frameRate);
    bitrate = Math.min(bitrate, share * perPixelFrame * width * height * frameRate);
  }
  return Math.max(MIN_BITRATE, Math.round(bitrate / 1000) * 1000);
}

/**
 * The sound's bit rate when it is re-encoded (a format that cannot hold the source's codec), by
 * quality: Opus is transparent for most listeners from about 96 kbit/s in stereo, AAC needs more.
 */
export const AUDIO_BITRATE = {
  opus: { low: 64_000, medium: 96_000, high: 128_000 },
  aac: { low: 96_000, medium: 128_000, high: 160_000 },
} as const;

/** The output's size (as shown) for `resize` on a video `width` × `height`: even sides, as encoders need. */
export function outputSize(
  resize: VideoConvertOptions["resize"],
  width: number,
  height: number,
): { width: number; height: number } {
  const even = (value: number) => Math.max(2, Math.ceil(value / 2) * 2);
  const size = resizeFor(resize, width, height);
  if (size === null) return { width, height };
  if ("width" in size)
    return { width: even(size.width), height: even((height * size.width) / width) };
  return { width: even((width * size.height) / height), height: even(size.height) };
}
