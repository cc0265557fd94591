// The Image Converter's choices and what follows from them, without pixels: output formats, the
// sizes to make (keep, a width or height with the aspect kept, a percentage, or the spec's
// responsive set of device widths), the names of the files, and the srcset markup to copy.
import { zipEntryName } from "~/lib/files/zip-entry-name";
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";

export type OutputFormat = "webp" | "avif" | "jpeg" | "png";

export interface FormatInfo {
  value: OutputFormat;
  label: string;
  mimeType: string;
  extension: string;
  /** The format has a lossless mode (PNG is always lossless). */
  lossless: boolean;
}

export const OUTPUT_FORMATS: readonly FormatInfo[] = [
  { value: "webp", label: "WebP", mimeType: "image/webp", extension: "webp", lossless: true },
  { value: "avif", label: "AVIF", mimeType: "image/avif", extension: "avif", lossless: true },
  { value: "jpeg", label: "JPEG", mimeType: "image/jpeg", extension: "jpg", lossless: false },
  { value: "png", label: "PNG", mimeType: "image/png", extension: "png", lossless: false },
];

export const formatInfo = (format: OutputFormat): FormatInfo =>
  OUTPUT_FORMATS.find((info) => info.value === format)!;

/** Spec: "format webp; quality 75 when none given". */
export const DEFAULT_FORMAT: OutputFormat = "webp";
export const DEFAULT_QUALITY = 75;

/** Spec: "device widths 640 to 3840"; the responsive set makes each one not wider than the source. */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export type Effort = "fast" | "balanced" | "smallest";
export const EFFORTS: readonly { value: Effort; label: string }[] = [
  { value: "fast", label: "Fast" },
  { value: "balanced", label: "Balanced" },
  { value: "smallest", label: "Smallest file" },
];

export type ResizeMode = "keep" | "width" | "height" | "percent" | "responsive";
export const RESIZE_MODES: readonly { value: ResizeMode; label: string }[] = [
  { value: "keep", label: "Keep size" },
  { value: "width", label: "Width" },
  { value: "height", label: "Height" },
  { value: "percent", label: "Percentage" },
  { value: "responsive", label: "Responsive set (640–3840 px)" },
];

/** Larger sides would need more memory than a phone's tab has (an RGBA pixel is 4 bytes). */
export const MAX_SIDE = 16_384;
/** 80 megapixels of RGBA is 320 MB, before the resized copy: beyond it a tab may be killed. */
export const MAX_PIXELS = 80_000_000;

export interface EncodeSettings {
  format: OutputFormat;
  /** 0–100. */
  quality: number;
  lossless: boolean;
  effort: Effort;
}

export interface ResizeSetting {
  mode: ResizeMode;
  /** Pixels for width/height, percent for percent; unused otherwise. */
  value: number;
}

export interface TargetSize {
  width: number;
  height: number;
  /** Added to the file name for a responsive set: "-640w". */
  suffix: string;
}

/** The quality typed in the page: a whole number 0–100, or the spec's 75 when left empty. */
export function parseQuality(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return DEFAULT_QUALITY;
  if (!/^\d{1,3}$/.test(trimmed) || Number(trimmed) > 100)
    throw new ToolError(`Quality: "${text}" is not a whole number from 0 to 100.`);
  return Number(trimmed);
}

/** The size typed for the chosen resize mode: pixels 1–16384, or a percentage 1–400. */
export function parseResizeValue(mode: ResizeMode, text: string): number {
  if (mode === "keep" || mode === "responsive") return 0;
  const percent = mode === "percent";
  const max = percent ? 400 : MAX_SIDE;
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > max)
    throw new ToolError(
      `${percent ? "Percentage" : mode === "width" ? "Width" : "Height"}: "${text}" is not a whole number from 1 to ${groupedCount(max)}.`,
    );
  return Number(trimmed);
}

const scaled = (side: number, factor: number) => Math.max(1, Math.round(side * factor));

/** The sizes to make of an image of width × height (shown upright). */
export function targetSizes(width: number, height: number, resize: ResizeSetting): TargetSize[] {
  switch (resize.mode) {
    case "keep":
      return [{ width, height, suffix: "" }];
    case "width":
      return [{ width: resize.value, height: scaled(height, resize.value / width), suffix: "" }];
    case "height":
      return [{ width: scaled(width, resize.value / height), height: resize.value, suffix: "" }];
    case "percent":
      return [
        {
          width: scaled(width, resize.value / 100),
          height: scaled(height, resize.value / 100),
          suffix: "",
        },
      ];
    case "responsive": {
      const widths = DEVICE_WIDTHS.filter((w) => w <= width);
      // An image narrower than the smallest device width is made once, at its own width.
      const chosen = widths.length > 0 ? widths : [width];
      return chosen.map((w) => ({ width: w, height: scaled(height, w / width), suffix: `-${w}w` }));
    }
  }
}

/** Why a size cannot be made (too many pixels or too long a side), or null. */
export function sizeProblem(width: number, height: number): string | null {
  if (width > MAX_SIDE || height > MAX_SIDE)
    return `${width} × ${height} px is larger than this page makes (at most ${groupedCount(MAX_SIDE)} px a side).`;
  if (width * height > MAX_PIXELS)
    return `${((width * height) / 1e6).toFixed(1)} megapixels is more than this page can hold in memory (at most ${MAX_PIXELS / 1e6}).`;
  return null;
}

/** libwebp writes at most 16,383 px a side: the format stores each side in 14 bits. */
export const WEBP_MAX_SIDE = 16_383;

/** Why the chosen format cannot hold a picture of this size (WebP past 16,383 px), or null. */
export function formatSizeProblem(
  format: OutputFormat,
  width: number,
  height: number,
): string | null {
  if (format !== "webp" || (width <= WEBP_MAX_SIDE && height <= WEBP_MAX_SIDE)) return null;
  return `WebP can be at most ${groupedCount(WEBP_MAX_SIDE)} px a side, and this image is ${groupedCount(width)} × ${groupedCount(height)} px: choose AVIF, JPEG or PNG, or resize it.`;
}

/**
 * Why a source picture is not decoded at all (its pixels would not fit in this page's memory), or
 * null. Read from the header, so the message names the size instead of a decoder failing later.
 */
export function sourceSizeProblem(width: number, height: number): string | null {
  if (width * height <= MAX_PIXELS) return null;
  return `${groupedCount(width)} × ${groupedCount(height)} px (${((width * height) / 1e6).toFixed(1)} megapixels) is more than this page can decode in memory (at most ${MAX_PIXELS / 1e6}).`;
}

/**
 * "photo.jpg" → "photo.webp"; with a suffix "photo-640w.webp". A plain base name, as every file the
 * site saves (zip-entry-name.ts): "../../etc/passwd.png" → "passwd.webp".
 */
export function outputName(inputName: string, format: OutputFormat, suffix = ""): string {
  const base = zipEntryName(inputName, "image");
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return zipEntryName(`${stem}${suffix}.${formatInfo(format).extension}`, "image");
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The markup of a responsive set: an <img> whose srcset lists every width, with sizes for an image
 * at most as wide as the largest one; width and height reserve its place (no layout shift).
 */
export function srcsetMarkup(
  files: readonly { name: string; width: number; height: number }[],
): string {
  if (files.length === 0) return "";
  const sorted = [...files].sort((a, b) => a.width - b.width);
  const largest = sorted[sorted.length - 1];
  const srcset = sorted
    .map((file) => `${escapeAttribute(file.name)} ${file.width}w`)
    .join(",\n       ");
  return [
    `<img src="${escapeAttribute(largest.name)}"`,
    `  srcset="${srcset}"`,
    `  sizes="(max-width: ${largest.width}px) 100vw, ${largest.width}px"`,
    `  width="${largest.width}" height="${largest.height}" alt="" loading="lazy" decoding="async">`,
  ].join("\n");
}

/** "1.2 MB → 240 KB (80 % smaller)" as the saving, in one number: negative when larger. */
export function savedPercent(before: number, after: number): number {
  return before > 0 ? Math.round((1 - after / before) * 100) : 0;
}
