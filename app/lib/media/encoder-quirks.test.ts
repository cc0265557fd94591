import { describe, expect, it } from "vitest";
import { repairAvcDescription } from "./encoder-quirks";

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
