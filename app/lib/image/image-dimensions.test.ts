// Every format's header read against files made by the native tools (ImageMagick, cwebp) at odd
// sizes, so a width/height swap or an off-by-one in a packed field shows.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { convert } from "../../../test-support/image/native-images";
import { headerDimensions } from "./image-dimensions";
import { type ReadableImageKind, sniffImage } from "./image-format";

const dir = mkdtempSync(join(tmpdir(), "dims-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function kindOf(bytes: Uint8Array): ReadableImageKind {
  const sniffed = sniffImage(bytes);
  if (!sniffed.readable) throw new Error(sniffed.reason);
  return sniffed.kind;
}

function made(name: string, width: number, height: number, ...extra: string[]): Uint8Array {
  const file = join(dir, name);
  convert("-size", `${width}x${height}`, "gradient:red-blue", ...extra, file);
  return readFileSync(file);
}

function cwebp(name: string, width: number, height: number, ...flags: string[]): Uint8Array {
  const png = join(dir, `${name}.png`);
  convert("-size", `${width}x${height}`, "gradient:red-blue", "-alpha", "set", png);
  const out = join(dir, name);
  execFileSync("cwebp", ["-quiet", ...flags, png, "-o", out]);
  return readFileSync(out);
}

describe("headerDimensions", () => {
  const cases: [string, () => Uint8Array, number, number][] = [
    ["PNG", () => made("a.png", 37, 23), 37, 23],
    ["baseline JPEG", () => made("a.jpg", 41, 19), 41, 19],
    [
      "progressive JPEG with EXIF first",
      () => made("p.jpg", 300, 7, "-interlace", "JPEG", "-set", "comment", "x".repeat(5000)),
      300,
      7,
    ],
    ["GIF", () => made("a.gif", 5, 260), 5, 260],
    ["BMP", () => made("a.bmp", 33, 17), 33, 17],
    ["BMP3", () => made("bmp3:b.bmp", 33, 17), 33, 17],
    ["ICO", () => made("a.ico", 48, 32), 48, 32],
    ["AVIF", () => made("a.avif", 67, 45), 67, 45],
    [
      "lossy WebP (VP8)",
      () => cwebp("lossy.webp", 1001, 3, "-q", "50", "-exact", "-alpha_q", "100", "-noalpha"),
      1001,
      3,
    ],
    ["lossless WebP (VP8L)", () => cwebp("lossless.webp", 9001, 2, "-lossless"), 9001, 2],
    [
      "extended WebP (VP8X, lossy with alpha)",
      () => cwebp("alpha.webp", 513, 257, "-q", "60"),
      513,
      257,
    ],
  ];
  it.each(cases)("reads %s", (_name, make, width, height) => {
    const bytes = make();
    expect(headerDimensions(bytes, kindOf(bytes))).toEqual({ width, height });
  });

  it("gives null for a header cut short, and for SVG", () => {
    const png = made("c.png", 10, 10);
    expect(headerDimensions(png.subarray(0, 20), "png")).toBeNull();
    const jpg = made("c.jpg", 10, 10);
    expect(headerDimensions(jpg.subarray(0, 30), "jpeg")).toBeNull();
    expect(headerDimensions(new TextEncoder().encode("<svg/>"), "svg")).toBeNull();
  });

  it("reads the size of a huge PNG from its first 24 bytes", () => {
    const header = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0,
      0x75, 0x30, 0, 0, 0x75, 0x30,
    ]);
    expect(headerDimensions(header, "png")).toEqual({ width: 30000, height: 30000 });
  });
});

/** Bytes from numbers and ASCII strings, in order. */
function bytesOf(...parts: (number | string | ArrayLike<number>)[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === "string") for (const c of part) out.push(c.charCodeAt(0));
    else if (typeof part === "number") out.push(part);
    else out.push(...Array.from(part));
  }
  return Uint8Array.from(out);
}
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];
const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("headerDimensions on hand-made headers (each field and each guard)", () => {
  it("PNG: IHDR first, widths up to 2^32 - 1 read unsigned, a zero side is no size", () => {
    const png = (w: number, h: number, chunk = "IHDR") =>
      bytesOf(PNG_SIGNATURE, be32(13), chunk, be32(w), be32(h));
    expect(headerDimensions(png(3, 2), "png")).toEqual({ width: 3, height: 2 });
    expect(headerDimensions(png(0x8000_0000, 0xffff_ffff), "png")).toEqual({
      width: 0x8000_0000,
      height: 0xffff_ffff,
    });
    expect(headerDimensions(png(256 + 7, 65536 + 1), "png")).toEqual({
      width: 263,
      height: 65537,
    });
    expect(headerDimensions(png(3, 2, "IDAT"), "png")).toBeNull();
    expect(headerDimensions(png(0, 2), "png")).toBeNull();
    expect(headerDimensions(png(3, 0), "png")).toBeNull();
    expect(headerDimensions(png(3, 2).subarray(0, 23), "png")).toBeNull();
  });

  /** A JPEG: SOI, then the given segments, then a frame header of w × h with marker `sof`. */
  const jpeg = (segments: number[][], sof = 0xc0, w = 640, h = 480) =>
    bytesOf(0xff, 0xd8, ...segments.flat(), 0xff, sof, be16(17), 8, be16(h), be16(w), 3, [
      ...new Array(12).fill(0),
    ]);
  const segment = (marker: number, length: number) => [
    0xff,
    marker,
    ...be16(length),
    ...new Array(length - 2).fill(0x11),
  ];

  it("JPEG: every frame kind but DHT, JPG and DAC gives the size, height before width", () => {
    for (const sof of [
      0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
    ])
      expect(headerDimensions(jpeg([], sof, 300, 7), "jpeg")).toEqual({ width: 300, height: 7 });
    // DHT, JPG and DAC are segments to skip, not frames: what follows them is read instead.
    for (const notFrame of [0xc4, 0xc8, 0xcc]) {
      const bytes = jpeg([segment(notFrame, 6)], 0xc0, 5, 9);
      expect(headerDimensions(bytes, "jpeg")).toEqual({ width: 5, height: 9 });
    }
  });

  it("JPEG: skips segments by their length, fill bytes and markers without a length", () => {
    const app1 = segment(0xe1, 300);
    expect(headerDimensions(jpeg([app1, segment(0xdb, 67)], 0xc2, 1000, 1), "jpeg")).toEqual({
      width: 1000,
      height: 1,
    });
    expect(headerDimensions(jpeg([[0xff], [0xff]], 0xc0, 2, 3), "jpeg")).toEqual({
      width: 2,
      height: 3,
    });
    expect(
      headerDimensions(
        jpeg(
          [
            [0xff, 0xd0],
            [0xff, 0xd7],
            [0xff, 0x01],
          ],
          0xc0,
          4,
          5,
        ),
        "jpeg",
      ),
    ).toEqual({ width: 4, height: 5 });
    // A restart marker or TEM with a "length" read would jump past the frame header.
    expect(headerDimensions(jpeg([[0xff, 0xd8]], 0xc0, 6, 7), "jpeg")).toEqual({
      width: 6,
      height: 7,
    });
  });

  it("JPEG: no size when the image data or its end comes first, or the markers are broken", () => {
    expect(headerDimensions(jpeg([segment(0xda, 12)]), "jpeg")).toBeNull();
    expect(headerDimensions(jpeg([[0xff, 0xd9]]), "jpeg")).toBeNull();
    expect(headerDimensions(jpeg([[0x00, 0x00]]), "jpeg")).toBeNull();
    const whole = jpeg([], 0xc0, 8, 9);
    // The frame header's last byte needed is at SOF + 8: one byte short is no size.
    expect(headerDimensions(whole.subarray(0, 2 + 9), "jpeg")).toBeNull();
    expect(headerDimensions(whole.subarray(0, 2 + 10), "jpeg")).toEqual({ width: 8, height: 9 });
  });

  it("GIF: the logical screen, little-endian; cut short is no size", () => {
    const gif = bytesOf("GIF89a", le16(258), le16(513), 0);
    expect(headerDimensions(gif, "gif")).toEqual({ width: 258, height: 513 });
    expect(headerDimensions(gif.subarray(0, 9), "gif")).toBeNull();
    expect(headerDimensions(gif.subarray(0, 10), "gif")).toEqual({ width: 258, height: 513 });
  });

  const riff = (chunk: string, payload: number[]) =>
    bytesOf("RIFF", le32(4 + 8 + payload.length), "WEBP", chunk, le32(payload.length), payload);

  it("WebP: VP8X's 24-bit sizes minus one, VP8L's packed 14-bit sizes, VP8's after its start code", () => {
    const vp8x = riff("VP8X", [0x10, 0, 0, 0, ...[0xff, 0xff, 0x00], ...[0x01, 0x02, 0x03], 0, 0]);
    expect(headerDimensions(vp8x, "webp")).toEqual({ width: 0x10000, height: 0x030202 });
    // VP8L: signature 0x2f, then width-1 in 14 bits and height-1 in the next 14.
    const bits = (5000 - 1) | ((7 - 1) << 14);
    const vp8l = riff("VP8L", [0x2f, ...le32(bits), 0, 0, 0, 0, 0]);
    expect(headerDimensions(vp8l, "webp")).toEqual({ width: 5000, height: 7 });
    const highBits = (16384 - 1) | ((16384 - 1) << 14) | (1 << 28);
    expect(
      headerDimensions(riff("VP8L", [0x2f, ...le32(highBits), 0, 0, 0, 0, 0]), "webp"),
    ).toEqual({ width: 16384, height: 16384 });
    expect(headerDimensions(riff("VP8L", [0x2e, ...le32(bits), 0, 0, 0, 0, 0]), "webp")).toBeNull();
    // VP8: frame tag (3 bytes), start code 9d 01 2a, then 14-bit sizes (2 scale bits above).
    const vp8 = (code: number[]) =>
      riff("VP8 ", [0, 0, 0, ...code, ...le16(0xc000 | 1001), ...le16(0x4000 | 3), 0, 0]);
    expect(headerDimensions(vp8([0x9d, 0x01, 0x2a]), "webp")).toEqual({ width: 1001, height: 3 });
    for (const broken of [
      [0x9c, 0x01, 0x2a],
      [0x9d, 0x00, 0x2a],
      [0x9d, 0x01, 0x2b],
    ])
      expect(headerDimensions(vp8(broken), "webp")).toBeNull();
    expect(headerDimensions(riff("ALPH", new Array(20).fill(1)), "webp")).toBeNull();
    expect(headerDimensions(vp8x.subarray(0, 29), "webp")).toBeNull();
    expect(headerDimensions(vp8x.subarray(0, 30), "webp")).toEqual({
      width: 0x10000,
      height: 0x030202,
    });
  });

  it("BMP: the info header's sizes (a negative height is top-down), the OS/2 header's 16-bit ones", () => {
    const info = bytesOf("BM", le32(0), le32(0), le32(54), le32(40), le32(300), le32(-200));
    expect(headerDimensions(info, "bmp")).toEqual({ width: 300, height: 200 });
    const os2 = bytesOf(
      "BM",
      le32(0),
      le32(0),
      le32(26),
      le32(12),
      le16(640),
      le16(480),
      1,
      0,
      24,
      0,
    );
    expect(headerDimensions(os2, "bmp")).toEqual({ width: 640, height: 480 });
    expect(headerDimensions(info.subarray(0, 25), "bmp")).toBeNull();
    expect(headerDimensions(info.subarray(0, 26), "bmp")).toEqual({ width: 300, height: 200 });
  });

  it("ICO: the largest entry, 0 meaning 256, entries past the end ignored", () => {
    const entry = (w: number, h: number) => [
      w,
      h,
      0,
      0,
      ...le16(1),
      ...le16(32),
      ...le32(0),
      ...le32(0),
    ];
    const ico = bytesOf(0, 0, 1, 0, le16(3), entry(16, 16), entry(0, 0), entry(48, 64));
    expect(headerDimensions(ico, "ico")).toEqual({ width: 256, height: 256 });
    const smallFirst = bytesOf(0, 0, 1, 0, le16(2), entry(16, 16), entry(48, 32));
    expect(headerDimensions(smallFirst, "ico")).toEqual({ width: 48, height: 32 });
    const largeFirst = bytesOf(0, 0, 1, 0, le16(2), entry(48, 32), entry(16, 16));
    expect(headerDimensions(largeFirst, "ico")).toEqual({ width: 48, height: 32 });
    // Says 2 entries but holds one and a bit: the whole one is read.
    const cut = bytesOf(0, 0, 1, 0, le16(2), entry(20, 10), [40, 40]);
    expect(headerDimensions(cut, "ico")).toEqual({ width: 20, height: 10 });
    expect(headerDimensions(bytesOf(0, 0, 1, 0, le16(2), [40]), "ico")).toBeNull();
  });

  it("AVIF: the largest ispe property within the first 64 KiB", () => {
    const ispe = (w: number, h: number) => [
      ...be32(20),
      ..."ispe".split("").map((c) => c.charCodeAt(0)),
      0,
      0,
      0,
      0,
      ...be32(w),
      ...be32(h),
    ];
    const head = bytesOf(be32(24), "ftypavif", be32(0), "mif1miaf");
    const two = bytesOf(head, ispe(64, 32), ispe(1920, 1080), ispe(0, 5));
    expect(headerDimensions(two, "avif")).toEqual({ width: 1920, height: 1080 });
    const bigFirst = bytesOf(head, ispe(1920, 1080), ispe(64, 32));
    expect(headerDimensions(bigFirst, "avif")).toEqual({ width: 1920, height: 1080 });
    // An ispe whose sizes end exactly at the end of the bytes is read; one byte short is not.
    const last = bytesOf(head, ispe(7, 9));
    expect(headerDimensions(last, "avif")).toEqual({ width: 7, height: 9 });
    expect(headerDimensions(last.subarray(0, last.length - 1), "avif")).toBeNull();
    const far = bytesOf(head, new Array(70_000).fill(0), ispe(7, 9));
    expect(headerDimensions(far, "avif")).toBeNull();
  });
});
