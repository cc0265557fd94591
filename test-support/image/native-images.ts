// Test images made, and results read back, by the native reference tools (ImageMagick, libwebp's
// dwebp): an oracle independent of the codecs the page uses. Node only.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Runs ImageMagick's `convert` with `args` (the last one the output file). */
export function convert(...args: string[]): void {
  execFileSync("convert", args, { stdio: ["ignore", "ignore", "pipe"] });
}

/** A photo-like picture (a fractal plasma: smooth areas and fine detail), always the same one. */
export function plasmaPhoto(file: string, width: number, height: number): void {
  convert(
    "-seed",
    "7",
    "-size",
    `${width}x${height}`,
    "plasma:fractal",
    "-blur",
    "0x1",
    "-depth",
    "8",
    file,
  );
}

/** The pixels of an image file, 8-bit RGBA, as ImageMagick (or dwebp for WebP) decodes them. */
export function rgbaOf(file: string, { autoOrient = false } = {}): RgbaImage {
  const size = execFileSync("identify", ["-format", "%w %h\n", `${file}[0]`], { encoding: "utf8" })
    .trim()
    .split(/\s+/)
    .map(Number);
  let [width, height] = size;
  if (autoOrient) {
    const oriented = execFileSync(
      "convert",
      [`${file}[0]`, "-auto-orient", "-format", "%w %h", "info:"],
      {
        encoding: "utf8",
      },
    )
      .split(" ")
      .map(Number);
    [width, height] = oriented;
  }
  const data = file.endsWith(".webp")
    ? execFileSync("dwebp", [file, "-pam", "-o", "-"], { maxBuffer: 1 << 30 }).subarray(
        -width * height * 4,
      )
    : execFileSync(
        "convert",
        [`${file}[0]`, ...(autoOrient ? ["-auto-orient"] : []), "-depth", "8", "rgba:-"],
        { maxBuffer: 1 << 30 },
      );
  return { width, height, data };
}

/** Peak signal-to-noise ratio of the colour channels of two images of one size, in dB. */
export function psnr(a: RgbaImage, b: RgbaImage): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  let squared = 0;
  for (let i = 0; i < a.data.length; i += 4)
    for (let c = 0; c < 3; c++) squared += (a.data[i + c] - b.data[i + c]) ** 2;
  const mse = squared / ((a.data.length / 4) * 3);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/** ICC profiles that ghostscript's packages install (libgs-common): an Adobe RGB (1998) one and a CMYK one. */
export const RGB_PROFILE_FILE = "/usr/share/color/icc/ghostscript/a98.icc";
export const CMYK_PROFILE_FILE = "/usr/share/color/icc/ghostscript/default_cmyk.icc";

/** The ICC profile ImageMagick finds in an image file (empty when it finds none). */
export function profileOf(file: string): Buffer {
  const out = `${file}.icc`;
  try {
    convert(file, out);
  } catch {
    return Buffer.alloc(0);
  }
  return readFileSync(out);
}

/** An AVIF made by libavif's own encoder (avifenc, Debian's libavif-bin) from `source`. */
export function avifFrom(source: string, file: string): void {
  execFileSync("avifenc", ["-s", "10", source, file], { stdio: "ignore" });
}

/**
 * What libavif's reference decoder (avifdec) finds in an AVIF: its ICC profile (empty when none)
 * and its pixels, decoded to a PNG that ImageMagick reads.
 */
export function avifDecoded(file: string): { profile: Buffer; pixels: RgbaImage } {
  const png = `${file}.decoded.png`;
  execFileSync("avifdec", [file, png], { stdio: "ignore" });
  return { profile: profileOf(png), pixels: rgbaOf(png) };
}
