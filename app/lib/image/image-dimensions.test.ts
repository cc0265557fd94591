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
