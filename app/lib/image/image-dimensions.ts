// An image's width and height read from its header, before any decoder runs: a picture too large
// to decode is refused with its size named, instead of a decoder running out of memory and the page
// calling a valid file damaged. Null when the header does not say (cut short, or a layout not read
// here); the decoder then decides.
import type { ReadableImageKind } from "./image-format";

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const i32le = (b: Uint8Array, at: number) =>
  b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

const sized = (width: number, height: number): Dimensions | null =>
  width > 0 && height > 0 ? { width, height } : null;

/** PNG: the IHDR chunk comes first, width and height big-endian at bytes 16 and 20. */
function png(b: Uint8Array): Dimensions | null {
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC). */
function jpeg(b: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return sized(u16be(b, at + 7), u16be(b, at + 5));
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame header
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

/** GIF: the logical screen's width and height, little-endian at bytes 6 and 8. */
function gif(b: Uint8Array): Dimensions | null {
  return b.length < 10 ? null : sized(u16le(b, 6), u16le(b, 8));
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) — each writes the size its own way. */
function webp(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === "VP8L" && b[20] === 0x2f) {
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 " && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  return null;
}

/** BMP: the info header's width and height (a negative height means top-down rows). */
function bmp(b: Uint8Array): Dimensions | null {
  if (b.length < 26) return null;
  if (i32le(b, 14) === 12) return sized(u16le(b, 18), u16le(b, 20)); // OS/2 core header
  return sized(Math.abs(i32le(b, 18)), Math.abs(i32le(b, 22)));
}

/** ICO: the largest of its whole 16-byte entries (a width or height byte of 0 means 256). */
function ico(b: Uint8Array): Dimensions | null {
  const count = u16le(b, 4);
  let best: Dimensions | null = null;
  for (let i = 0; i < count && 6 + (i + 1) * 16 <= b.length; i++) {
    const width = b[6 + i * 16] || 256;
    const height = b[7 + i * 16] || 256;
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best;
}

/** AVIF: the largest image spatial extent ("ispe") property in the header's metadata. */
function avif(b: Uint8Array): Dimensions | null {
  const end = Math.min(b.length - 16, 1 << 16);
  let best: Dimensions | null = null;
  for (let at = 4; at <= end; at++) {
    if (b[at] !== 0x69 || ascii(b, at, 4) !== "ispe") continue;
    const found = sized(u32be(b, at + 8), u32be(b, at + 12));
    if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
  }
  return best;
}

const READERS: Partial<Record<ReadableImageKind, (bytes: Uint8Array) => Dimensions | null>> = {
  png,
  jpeg,
  gif,
  webp,
  bmp,
  ico,
  avif,
};

/** The size the header gives, or null (SVG has no pixel size of its own). */
export function headerDimensions(bytes: Uint8Array, kind: ReadableImageKind): Dimensions | null {
  return READERS[kind]?.(bytes) ?? null;
}
