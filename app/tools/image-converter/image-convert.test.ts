import { isBitmapHeader } from "./image-convert";
import { WEBP_MAX_SIDE, formatSizeProblem } from "./image-options";

/** A BMP file header and a DIB header of `size` bytes, with its planes and depth. */
function bitmap(size: number, planes = 1, depth = 24): Uint8Array {
  const bytes = new Uint8Array(14 + size);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(14, size, true);
  const at = size === 12 ? 22 : 26;
  view.setUint16(at, planes, true);
  view.setUint16(at + 2, depth, true);
  return bytes;
}

describe("isBitmapHeader", () => {
  it("believes a Windows or OS/2 bitmap's header", () => {
    for (const size of [12, 40, 108, 124]) expect(isBitmapHeader(bitmap(size))).toBe(true);
    expect(isBitmapHeader(bitmap(40, 1, 32))).toBe(true);
  });

  it("does not believe a text that starts with BM", () => {
    const text = new TextEncoder().encode(
      "BMW service notes: the car went in on Monday, out Friday.",
    );
    expect(isBitmapHeader(text)).toBe(false);
    expect(isBitmapHeader(bitmap(40, 2))).toBe(false);
    expect(isBitmapHeader(bitmap(40, 1, 7))).toBe(false);
    expect(isBitmapHeader(bitmap(40).subarray(0, 20))).toBe(false);
  });
});

describe("formatSizeProblem", () => {
  it("names WebP's limit of 16,383 px a side, and no other format's", () => {
    expect(WEBP_MAX_SIDE).toBe(16_383);
    expect(formatSizeProblem("webp", 16_383, 16_383)).toBeNull();
    expect(formatSizeProblem("webp", 16_384, 2)).toBe(
      "WebP can be at most 16,383 px a side, and this image is 16,384 × 2 px: choose AVIF, JPEG or PNG, or resize it.",
    );
    expect(formatSizeProblem("webp", 10, 16_384)).not.toBeNull();
    for (const format of ["avif", "jpeg", "png"] as const)
      expect(formatSizeProblem(format, 16_384, 2)).toBeNull();
  });
});
