// The profile written into JPEG, PNG and WebP files made by the native tools, read back by
// ImageMagick (and libwebp's webpinfo, which checks the container), and by our own metadata reader.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CMYK_PROFILE_FILE,
  RGB_PROFILE_FILE,
  avifDecoded,
  avifFrom,
  convert,
  profileOf,
  psnr,
  rgbaOf,
} from "../../../test-support/image/native-images";
import { crc32, iccColourSpace, iccDescription, isRgbProfile, withIccProfile } from "./icc-profile";
import { readImageMetadata } from "./image-metadata";

const dir = mkdtempSync(join(tmpdir(), "icc-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rgbProfile = new Uint8Array(readFileSync(RGB_PROFILE_FILE));

/** An image file made by ImageMagick (or cwebp), with no profile, and its bytes. */
function made(name: string, ...args: string[]): { file: string; bytes: Uint8Array } {
  const file = join(dir, name);
  convert("-size", "37x23", "gradient:red-blue", "-strip", ...args, file);
  return { file, bytes: new Uint8Array(readFileSync(file)) };
}

function embedded(
  source: { file: string; bytes: Uint8Array },
  format: "jpeg" | "png" | "webp",
  profile = rgbProfile,
) {
  const file = source.file.replace(/(\.\w+)$/, "-icc$1");
  writeFileSync(file, withIccProfile(source.bytes, format, profile, { width: 37, height: 23 }));
  return file;
}

describe("reading a profile", () => {
  it("names its colour space and its description", () => {
    expect(iccColourSpace(rgbProfile)).toBe("RGB ");
    expect(isRgbProfile(rgbProfile)).toBe(true);
    expect(iccDescription(rgbProfile)).toMatch(/\S/);
    const cmyk = new Uint8Array(readFileSync(CMYK_PROFILE_FILE));
    expect(iccColourSpace(cmyk)).toBe("CMYK");
    expect(isRgbProfile(cmyk)).toBe(false);
    expect(iccDescription(new Uint8Array(10))).toBeNull();
    // A description that claims a million characters: cut to 200, no error.
    const long = new Uint8Array(132 + 12 + 12 + 1_000_000);
    const view = new DataView(long.buffer);
    view.setUint32(128, 1);
    long.set(new TextEncoder().encode("desc"), 132);
    view.setUint32(136, 144);
    view.setUint32(140, 12 + 1_000_000);
    long.set(new TextEncoder().encode("desc"), 144);
    view.setUint32(152, 1_000_000);
    long.fill(65, 156);
    expect(iccDescription(long)).toBe("A".repeat(200));
  });

  it("computes PNG's CRC-32", () => {
    expect(crc32(new TextEncoder().encode("IEND"))).toBe(0xae426082);
  });
});

describe("writing it into the converted file", () => {
  it("JPEG: APP2 segments that ImageMagick reads back whole, the pixels untouched", () => {
    const source = made("photo.jpg", "-quality", "90");
    const file = embedded(source, "jpeg");
    expect(new Uint8Array(profileOf(file))).toEqual(rgbProfile);
    expect(psnr(rgbaOf(file), rgbaOf(source.file))).toBe(Infinity);
    expect(readImageMetadata(new Uint8Array(readFileSync(file)), "jpeg").iccProfile).toEqual(
      rgbProfile,
    );
  });

  it("JPEG: a profile over 64 KB is split over several segments and joined again", () => {
    const large = new Uint8Array(150_000);
    large.set(rgbProfile);
    const source = made("large.jpg");
    const bytes = withIccProfile(source.bytes, "jpeg", large, { width: 37, height: 23 });
    expect(readImageMetadata(bytes, "jpeg").iccProfile).toEqual(large);
  });

  it("PNG: an iCCP chunk after IHDR with a valid CRC, read back by ImageMagick", () => {
    const source = made("picture.png");
    const file = embedded(source, "png");
    expect(new Uint8Array(profileOf(file))).toEqual(rgbProfile);
    // ImageMagick checks every chunk's CRC: a wrong one is an error on stderr, which convert throws.
    expect(() => convert(file, join(dir, "check.ppm"))).not.toThrow();
    expect(psnr(rgbaOf(file), rgbaOf(source.file))).toBe(Infinity);
    expect(readImageMetadata(new Uint8Array(readFileSync(file)), "png").iccProfile).toEqual(
      rgbProfile,
    );
  });

  it.each([
    ["lossy", ["-quality", "80"]],
    ["lossless", ["-define", "webp:lossless=true"]],
    [
      "lossless with alpha",
      [
        "-alpha",
        "set",
        "-channel",
        "A",
        "-evaluate",
        "set",
        "50%",
        "-define",
        "webp:lossless=true",
      ],
    ],
    [
      "lossy with alpha",
      ["-alpha", "set", "-channel", "A", "-evaluate", "set", "50%", "-quality", "80"],
    ],
  ])("WebP (%s): an extended file with the ICCP chunk that webpinfo accepts", (_kind, args) => {
    const source = made(`picture-${_kind.replace(/ /g, "-")}.webp`, ...args);
    const file = embedded(source, "webp");
    const info = execFileSync("webpinfo", [file], { encoding: "utf8" });
    expect(info).toMatch(/Chunk VP8X[^]*ICCP: 1[^]*Chunk ICCP at offset +30, length +572/);
    expect(info).toMatch(/No error detected/);
    expect(new Uint8Array(profileOf(file))).toEqual(rgbProfile);
    expect(psnr(rgbaOf(file), rgbaOf(source.file))).toBe(Infinity);
    // The extended header's alpha flag says what the image has.
    const hasAlpha = _kind.includes("alpha");
    expect(info).toMatch(new RegExp(`ICCP: 1\\s+Alpha: ${hasAlpha ? 1 : 0}`));
  });

  it.each([
    ["opaque", []],
    ["with alpha", ["-alpha", "set", "-channel", "A", "-evaluate", "set", "50%"]],
  ])(
    "AVIF (%s): a colr property libavif's own decoder reads, the pixels untouched",
    (kind, args) => {
      const png = made(`avif-source-${kind.replace(" ", "-")}.png`, ...args);
      const file = join(dir, `picture-${kind.replace(" ", "-")}.avif`);
      avifFrom(png.file, file);
      const withProfile = file.replace(".avif", "-icc.avif");
      writeFileSync(
        withProfile,
        withIccProfile(new Uint8Array(readFileSync(file)), "avif", rgbProfile, {
          width: 37,
          height: 23,
        }),
      );
      const before = avifDecoded(file);
      const after = avifDecoded(withProfile);
      expect(before.profile.length).toBe(0);
      expect(new Uint8Array(after.profile)).toEqual(rgbProfile);
      expect(psnr(after.pixels, before.pixels)).toBe(Infinity);
    },
  );

  it("AVIF: a file laid out otherwise is refused, not damaged", () => {
    const png = made("not-avif.png");
    expect(() =>
      withIccProfile(png.bytes, "avif", rgbProfile, { width: 37, height: 23 }),
    ).toThrow();
  });
});
