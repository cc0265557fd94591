import { describe, expect, it } from "vitest";
import { MIN_BITRATE, VP9_GUIDE, guideBitrate, outputSize, videoBitrate } from "./video-bitrate";

const kbits = (bits: number) => Math.round(bits / 1000);

describe("guideBitrate", () => {
  it("is the VP9 guide's table at its own sizes, at 24 to 30 fps and at 50 to 60", () => {
    for (const row of VP9_GUIDE) {
      for (const fps of [24, 25, 30])
        expect(kbits(guideBitrate(row.width, row.height, fps))).toBe(row.at30);
      expect(kbits(guideBitrate(row.width, row.height, 60))).toBe(row.at60);
    }
    expect(kbits(guideBitrate(1280, 720, 30))).toBe(1024);
    expect(kbits(guideBitrate(1920, 1080, 60))).toBe(3000);
  });

  it("grows with the frame size and rate between and beyond the table's rows", () => {
    const sizes = [
      [160, 90],
      [256, 144],
      [426, 240],
      [854, 480],
      [1280, 720],
      [1920, 1080],
      [3840, 2160],
      [7680, 4320],
    ];
    const at30 = sizes.map(([w, h]) => guideBitrate(w, h, 30));
    for (let i = 1; i < at30.length; i++) expect(at30[i]).toBeGreaterThan(at30[i - 1]);
    const rates = [10, 15, 24, 48, 60, 120].map((fps) => guideBitrate(1280, 720, fps));
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThan(rates[i - 1]);
    // Between 720p (1024) and 1080p (1800), and 15 fps well under 30's rate.
    expect(kbits(guideBitrate(1600, 900, 30))).toBeGreaterThan(1024);
    expect(kbits(guideBitrate(1600, 900, 30))).toBeLessThan(1800);
    expect(guideBitrate(1280, 720, 15)).toBeLessThan(0.75 * guideBitrate(1280, 720, 30));
  });
});

describe("videoBitrate", () => {
  const hd = { width: 1280, height: 720, frameRate: 30, source: null };

  it("asks VP9 for the guide's rate at Medium, half at Low, more at High", () => {
    expect(videoBitrate({ ...hd, codec: "vp9", quality: "medium" })).toBe(1_024_000);
    expect(videoBitrate({ ...hd, codec: "vp9", quality: "low" })).toBe(512_000);
    expect(videoBitrate({ ...hd, codec: "vp9", quality: "high" })).toBeGreaterThan(1_800_000);
  });

  it("asks H.264 and VP8 for more than VP9, and AV1 for less", () => {
    const medium = (codec: "vp9" | "vp8" | "avc" | "av1") =>
      videoBitrate({ ...hd, codec, quality: "medium" });
    expect(medium("avc")).toBeGreaterThan(medium("vp9"));
    expect(medium("vp8")).toBeGreaterThan(medium("vp9"));
    expect(medium("av1")).toBeLessThan(medium("vp9"));
  });

  it("never spends more bits per pixel and frame than the source at Low and Medium", () => {
    // The clip: 720p30 H.264 at 2.7 Mbit/s, to VP9. Its Medium came out at 8.2 Mbit/s.
    const source = { width: 1280, height: 720, frameRate: 30, bitrate: 2_700_000 };
    expect(videoBitrate({ ...hd, source, codec: "vp9", quality: "medium" })).toBe(1_024_000);
    // A lean source (a screen recording at 300 kbit/s): Low takes three quarters of it, Medium all.
    const lean = { ...source, bitrate: 300_000 };
    expect(videoBitrate({ ...hd, source: lean, codec: "vp9", quality: "low" })).toBe(225_000);
    expect(videoBitrate({ ...hd, source: lean, codec: "avc", quality: "medium" })).toBe(300_000);
    expect(videoBitrate({ ...hd, source: lean, codec: "avc", quality: "high" })).toBeGreaterThan(
      300_000,
    );
    // Halved in each direction and in frame rate: an eighth of the source's bits at most.
    expect(
      videoBitrate({
        codec: "vp9",
        quality: "medium",
        width: 640,
        height: 360,
        frameRate: 15,
        source: lean,
      }),
    ).toBe(38_000);
  });

  it("asks for at least MIN_BITRATE", () => {
    expect(
      videoBitrate({
        codec: "av1",
        quality: "low",
        width: 16,
        height: 16,
        frameRate: 1,
        source: null,
      }),
    ).toBe(MIN_BITRATE);
  });
});

describe("outputSize", () => {
  it("gives the output's size with even sides, the aspect kept", () => {
    expect(outputSize({ shortSide: 480 }, 1280, 720)).toEqual({ width: 854, height: 480 });
    expect(outputSize({ shortSide: 360 }, 720, 1280)).toEqual({ width: 360, height: 640 });
    expect(outputSize({ width: 321 }, 640, 360)).toEqual({ width: 322, height: 182 });
    expect(outputSize(null, 1280, 720)).toEqual({ width: 1280, height: 720 });
  });
});
