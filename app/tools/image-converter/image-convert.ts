// One image through the converter, in a worker: read what the file is and what metadata it
// carries, decode it with a WebAssembly codec (the same pixels in every browser), turn it upright,
// resize it with Lanczos, and encode each size with the squoosh codecs (@jsquash/*), which give the
// same bytes for the same settings in Chromium, Firefox and Safari. Canvas toBlob is not used: Safari
// returns PNG when asked for WebP. GIF, BMP and ICO are decoded by the browser (first frame only);
// SVG is rasterised by the page, which hands over its pixels.
import { headerDimensions } from "~/lib/image/image-dimensions";
import { IMAGE_KIND_LABEL, type ReadableImageKind, sniffImage } from "~/lib/image/image-format";
import {
  type ProfileFormat,
  iccColourSpace,
  iccDescription,
  isRgbProfile,
  withIccProfile,
} from "~/lib/image/icc-profile";
import { readImageMetadata } from "~/lib/image/image-metadata";
import { type Pixels, flattenOnWhite, hasTransparency, orientPixels } from "~/lib/image/pixels";
import { ToolError } from "~/lib/tool-error";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import {
  type EncodeSettings,
  type OutputFormat,
  type ResizeSetting,
  type TargetSize,
  formatInfo,
  formatSizeProblem,
  outputName,
  sizeProblem,
  sourceSizeProblem,
  targetSizes,
} from "./image-options";

export interface ConvertJob {
  file: File;
  /** An SVG's pixels, rasterised by the page (workers cannot draw SVG). */
  svgPixels?: Pixels;
  settings: EncodeSettings;
  resize: ResizeSetting;
}

export interface ConvertedImage {
  name: string;
  bytes: ArrayBuffer;
  width: number;
  height: number;
  mimeType: string;
}

export interface ConvertResult {
  source: { kind: ReadableImageKind; width: number; height: number };
  outputs: ConvertedImage[];
  /** The metadata the source carried, which the outputs do not. */
  removed: string[];
  notes: string[];
}

const asImageData = (pixels: Pixels) =>
  new ImageData(pixels.data, pixels.width, pixels.height) as ImageData;

/** Formats the browser decodes (no WebAssembly decoder here): the first frame, as stored. */
async function decodeByBrowser(file: Blob): Promise<Pixels> {
  const bitmap = await createImageBitmap(file, {
    premultiplyAlpha: "none",
    colorSpaceConversion: "none",
  });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

async function decode(kind: ReadableImageKind, buffer: ArrayBuffer, file: File): Promise<Pixels> {
  switch (kind) {
    case "jpeg":
      // The pixels as stored (no turn by the decoder): the EXIF orientation is applied below, the
      // same way for every format.
      return (await import("@jsquash/jpeg/decode")).default(buffer, { preserveOrientation: false });
    case "png":
      return (await import("@jsquash/png/decode")).default(buffer);
    case "webp":
      try {
        return await (await import("@jsquash/webp/decode")).default(buffer);
      } catch (error) {
        // libwebp's still-image decoder refuses an animated WebP: the browser gives its first frame.
        return decodeByBrowser(file).catch(() => Promise.reject(error));
      }
    case "avif": {
      const pixels = await (await import("@jsquash/avif/decode")).default(buffer);
      if (!pixels) throw new Error("AVIF decoding failed");
      return pixels;
    }
    case "jxl":
      // libjxl's decoder (squoosh's build): only Safari decodes JPEG XL itself.
      return (await import("@jsquash/jxl/decode")).default(buffer);
    default:
      return decodeByBrowser(file);
  }
}

const WEBP_METHOD = { fast: 2, balanced: 4, smallest: 6 } as const;
const AVIF_SPEED = { fast: 8, balanced: 6, smallest: 3 } as const;
const OXIPNG_LEVEL = { fast: 0, balanced: 2, smallest: 4 } as const;

async function encode(pixels: Pixels, settings: EncodeSettings): Promise<ArrayBuffer> {
  const { format, quality, lossless, effort } = settings;
  switch (format) {
    case "webp":
      return (await import("@jsquash/webp/encode")).default(asImageData(pixels), {
        quality,
        lossless: lossless ? 1 : 0,
        method: WEBP_METHOD[effort],
        // Lossless keeps the colour of fully transparent pixels too, as the source has them.
        exact: lossless ? 1 : 0,
      });
    case "avif":
      return (await import("@jsquash/avif/encode")).default(asImageData(pixels), {
        quality,
        lossless,
        speed: AVIF_SPEED[effort],
      });
    case "jpeg":
      return (await import("@jsquash/jpeg/encode")).default(asImageData(pixels), { quality });
    case "png": {
      const png = await (await import("@jsquash/png/encode")).default(asImageData(pixels));
      if (effort === "fast") return png;
      return (await import("@jsquash/oxipng/optimise")).default(png, {
        level: OXIPNG_LEVEL[effort],
        interlace: false,
      });
    }
  }
}

async function resize(pixels: Pixels, size: TargetSize): Promise<Pixels> {
  if (size.width === pixels.width && size.height === pixels.height) return pixels;
  return (await import("@jsquash/resize")).default(asImageData(pixels), {
    width: size.width,
    height: size.height,
    method: "lanczos3",
    fitMethod: "stretch",
    premultiply: true,
    linearRGB: true,
  });
}

/**
 * Why a decoder failed: a codec out of memory (WebAssembly memory cannot grow, or the browser's
 * decoder gives up on a large picture) is not a damaged file, and the page must not say it is.
 */
function decodeFailure(
  kind: ReadableImageKind,
  error: unknown,
  declared: { width: number; height: number } | null,
): string {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  const outOfMemory = error instanceof RangeError || /memory|\bOOM\b|allocat/i.test(text);
  if (outOfMemory) {
    const size = declared ? ` at ${declared.width} × ${declared.height} px` : "";
    return `the browser ran out of memory decoding this ${IMAGE_KIND_LABEL[kind]}${size}. Close other tabs, or convert a smaller copy.`;
  }
  return `the ${IMAGE_KIND_LABEL[kind]} file is damaged or cut short, and could not be decoded.`;
}

/** Whether a JPEG has its end marker (FF D9), allowing for padding after it. */
function endsWithJpegEnd(bytes: Uint8Array): boolean {
  for (let at = bytes.length - 2; at >= Math.max(2, bytes.length - 1024); at--)
    if (bytes[at] === 0xff && bytes[at + 1] === 0xd9) return true;
  return false;
}

const withoutAlpha = (format: OutputFormat) => format === "jpeg";

/** The sizes of the DIB headers Windows and OS/2 bitmaps have (BITMAPCOREHEADER to V5). */
const BITMAP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);
const BITMAP_DEPTHS = new Set([1, 2, 4, 8, 16, 24, 32, 64]);

/** Whether a file starting "BM" has a bitmap's header: a known header size, 1 plane, a real depth. */
export function isBitmapHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 26) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  if (!BITMAP_HEADER_SIZES.has(headerSize)) return false;
  // BITMAPCOREHEADER has 16-bit sides: its planes and depth come 4 bytes sooner.
  const at = headerSize === 12 ? 22 : 26;
  if (bytes.length < at + 4) return false;
  return view.getUint16(at, true) === 1 && BITMAP_DEPTHS.has(view.getUint16(at + 2, true));
}

/** How image-metadata.ts names an embedded profile among what a file carries. */
const PROFILE_FOUND = "colour profile (ICC)";

/** The source's profile when it goes with the output: a whole profile for RGB data. */
function keptProfile(profile: Uint8Array | null): Uint8Array | null {
  return profile && isRgbProfile(profile) ? profile : null;
}

/** What the page says about the source's colour profile, if it had one. */
function colourProfileNote(
  found: readonly string[],
  profile: Uint8Array | null,
  written: boolean,
): string | null {
  if (!found.includes(PROFILE_FOUND)) return null;
  const name = profile ? iccDescription(profile) : null;
  const named = name ? ` (${name})` : "";
  if (keptProfile(profile) && written)
    return `Its colour profile${named} is kept, so the colours stay the same.`;
  const why = !profile
    ? "could not be read whole"
    : !isRgbProfile(profile)
      ? `is for ${iccColourSpace(profile).trim() || "another kind of"} data, not RGB`
      : "could not be written into this file";
  return `Its colour profile${named} ${why}, so it is not carried over: the colours are written as sRGB and may look duller.`;
}

function withProfile(
  encoded: ArrayBuffer,
  format: ProfileFormat,
  profile: Uint8Array,
  size: { width: number; height: number },
): ArrayBuffer {
  const bytes = withIccProfile(new Uint8Array(encoded), format, profile, size);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export async function convertImage(
  { file, svgPixels, settings, resize: resizeSetting }: ConvertJob,
  progress: ProgressReporter = () => {},
): Promise<ConvertResult> {
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  const sniffed = sniffImage(bytes);
  if (!sniffed.readable) throw new ToolError(`${file.name}: ${sniffed.reason}.`);
  const { kind } = sniffed;
  // "BM" is also how a text can start ("BMW service notes…"): its "header" then declares sizes
  // like 1,881,170,208 × 1,852,399,980 px. A bitmap's header is checked before it is believed.
  if (kind === "bmp" && !isBitmapHeader(bytes))
    throw new ToolError(`${file.name}: it is not an image this page can read.`);
  const metadata = readImageMetadata(bytes, kind);
  const notes: string[] = [];

  let pixels: Pixels;
  if (kind === "svg") {
    if (!svgPixels) throw new ToolError(`${file.name}: the SVG could not be drawn.`);
    pixels = svgPixels;
  } else {
    const declared = headerDimensions(bytes, kind);
    const tooLarge = declared && sourceSizeProblem(declared.width, declared.height);
    if (tooLarge) throw new ToolError(`${file.name}: ${tooLarge}`);
    try {
      pixels = await decode(kind, buffer, file);
    } catch (error) {
      throw new ToolError(`${file.name}: ${decodeFailure(kind, error, declared)}`);
    }
  }
  if (kind === "jpeg" && !endsWithJpegEnd(bytes))
    notes.push("The JPEG is cut short: the part that is missing comes out grey.");
  const upright = orientPixels(pixels, metadata.orientation);
  if (metadata.orientation !== 1) notes.push("Turned upright as its EXIF orientation says.");
  if (kind === "gif" || kind === "webp") notes.push("An animation becomes its first frame.");
  const profile = keptProfile(metadata.iccProfile);
  let profileWritten = profile !== null;

  const sizes = targetSizes(upright.width, upright.height, resizeSetting);
  for (const size of sizes) {
    const problem =
      sizeProblem(size.width, size.height) ??
      formatSizeProblem(settings.format, size.width, size.height);
    if (problem) throw new ToolError(`${file.name}: ${problem}`);
  }
  let source = upright;
  if (withoutAlpha(settings.format) && hasTransparency(upright)) {
    source = flattenOnWhite(upright);
    notes.push("Transparent areas are laid on white: JPEG has no transparency.");
  }

  const outputs: ConvertedImage[] = [];
  const steps = sizes.length * 2;
  for (const [i, size] of sizes.entries()) {
    const resized = await resize(source, size);
    progress((i * 2 + 1) / steps);
    let bytes: ArrayBuffer;
    try {
      bytes = await encode(resized, settings);
    } catch (error) {
      // The encoder's own words ("Encoding error.") name neither the file nor the size.
      const reason = error instanceof Error ? error.message : String(error);
      throw new ToolError(
        `${file.name}: the ${formatInfo(settings.format).label} encoder failed at ${resized.width} × ${resized.height} px (${reason.replace(/\.$/, "")}).`,
      );
    }
    if (profile) {
      try {
        bytes = withProfile(bytes, settings.format, profile, resized);
      } catch {
        // A container laid out otherwise than its codec writes it: kept as encoded, and said.
        profileWritten = false;
      }
    }
    outputs.push({
      name: outputName(file.name, settings.format, size.suffix),
      bytes,
      width: resized.width,
      height: resized.height,
      mimeType: formatInfo(settings.format).mimeType,
    });
    progress((i * 2 + 2) / steps);
  }
  const profileNote = colourProfileNote(metadata.found, metadata.iccProfile, profileWritten);
  if (profileNote) notes.push(profileNote);
  return {
    source: { kind, width: upright.width, height: upright.height },
    outputs,
    removed:
      profile && profileWritten
        ? metadata.found.filter((what) => what !== PROFILE_FOUND)
        : metadata.found,
    notes,
  };
}
