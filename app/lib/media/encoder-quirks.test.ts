import { describe, expect, it } from "vitest";
import { TimestampMender, opusPacketDuration, repairAvcDescription } from "./encoder-quirks";

const hex = (text: string) =>
  Uint8Array.from((text.match(/../g) ?? []).map((byte) => parseInt(byte, 16)));
const hexOf = (bytes: Uint8Array) =>
  [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

// Firefox ESR 153's record for a 160 × 120 High-profile encode (read from its MP4 by ffprobe):
// reserved bits clear (03, 01) and the SPS's 67 and the PPS's 68 each written twice.
const SPS = "6764000aacd942847e5840000003004007a12003c4896580";
const PPS = "68ebe3cb22c0";
const FIREFOX = hex(`0164000a03010019${"67" + SPS}010007${"68" + PPS}`);
// What ISO 14496-15 wants, as mediabunny and Chromium write it.
const MENDED = `0164000affe10018${SPS}010006${PPS}`;

describe("repairAvcDescription", () => {
  it("removes the doubled NAL headers of Firefox's record and sets the reserved bits", () => {
    expect(hexOf(repairAvcDescription(FIREFOX))).toBe(MENDED);
  });

  it("leaves a well-formed record as it is (the same bytes)", () => {
    const good = hex(MENDED);
    expect(repairAvcDescription(good)).toBe(good);
  });

  it("keeps what follows the PPS (High profile's extension fields)", () => {
    const withExtension = hex(`0164000a03010019${"67" + SPS}010007${"68" + PPS}fdf8f800`);
    expect(hexOf(repairAvcDescription(withExtension))).toBe(`${MENDED}fdf8f800`);
  });

  it("sets only the reserved bits when the parameter sets are right", () => {
    expect(hexOf(repairAvcDescription(hex(`0164000a03010018${SPS}010006${PPS}`)))).toBe(MENDED);
  });

  it("does not take an SPS whose payload starts with its header byte for a doubled one", () => {
    // Profile 0x67 is no H.264 profile, but the test is about the rule: the third byte must be
    // the record's profile (0x64 here) for the SPS to count as doubled.
    const record = hex(`0164000affe10004676767aa010002${"68aa"}`);
    expect(repairAvcDescription(record)).toBe(record);
  });

  it("gives back what it cannot read, untouched", () => {
    for (const broken of [
      "",
      "02",
      "0164000affe1",
      "0164000affe10030676400",
      "0164000affe1000267",
    ]) {
      const bytes = hex(broken);
      expect(repairAvcDescription(bytes)).toBe(bytes);
    }
  });
});

describe("opusPacketDuration", () => {
  it("reads a packet's duration from its TOC byte", () => {
    // CELT, 20 ms (config 31), one frame: what Chromium, Firefox and WebKit make at 48 kHz.
    expect(opusPacketDuration(Uint8Array.of(0xf8, 0xff))).toBe(20_000);
    // SILK 60 ms (config 3), two frames (code 1).
    expect(opusPacketDuration(Uint8Array.of((3 << 3) | 1))).toBe(120_000);
    // Hybrid 10 ms (config 12), a count of 3 frames (code 3).
    expect(opusPacketDuration(Uint8Array.of((12 << 3) | 3, 3))).toBe(30_000);
    // CELT 2.5 ms (config 16).
    expect(opusPacketDuration(Uint8Array.of(16 << 3))).toBe(2_500);
    expect(opusPacketDuration(Uint8Array.of())).toBeNull();
    expect(opusPacketDuration(Uint8Array.of(3))).toBeNull();
  });
});

describe("TimestampMender", () => {
  const opus20ms = Uint8Array.of(0xf8, 0xff);

  it("makes WebKitGTK's Opus timestamps follow each other, 20 ms apart", () => {
    // As WebKitGTK stamped them: the time of the 1,024-sample buffer each came from, and its
    // duration; the 15th and 16th packets came from one buffer.
    const webkit = [
      0, 21333, 42667, 64000, 85333, 106667, 128000, 149333, 170667, 192000, 213333, 234667, 256000,
      277333, 298667, 298667, 320000,
    ];
    const mender = new TimestampMender();
    const mended = webkit.map((time) => mender.mend(time, 21333, opus20ms));
    expect(mended.map((packet) => packet.timestamp)).toEqual(webkit.map((_, i) => i * 20_000));
    expect(mended.every((packet) => packet.duration === 20_000)).toBe(true);
  });

  it("leaves timestamps that already follow each other as they are (Firefox's)", () => {
    const mender = new TimestampMender();
    const firefox = [13500, 33500, 53500, 73500];
    expect(firefox.map((time) => mender.mend(time, 20_000, opus20ms).timestamp)).toEqual(firefox);
  });

  it("keeps a real gap, and never lets a timestamp repeat or go back", () => {
    const mender = new TimestampMender();
    expect(mender.mend(0, 20_000, null).timestamp).toBe(0);
    expect(mender.mend(500_000, 20_000, null).timestamp).toBe(500_000);
    expect(mender.mend(500_000, 20_000, null).timestamp).toBe(520_000);
    expect(mender.mend(400_000, 0, null).timestamp).toBe(540_000);
    expect(mender.mend(400_000, 0, null).timestamp).toBe(540_001);
  });

  it("takes packets without a duration at their own time, only never repeated", () => {
    const mender = new TimestampMender();
    const times = [0, 23_220, 46_440, 46_440, 92_880];
    expect(times.map((time) => mender.mend(time, 0, null).timestamp)).toEqual([
      0, 23_220, 46_440, 46_441, 92_880,
    ]);
  });
});
