import { describe, expect, it } from "vitest";
import {
  DEFAULT_AUDIO_SETTINGS,
  formatTime,
  isAudioSettings,
  missingTargetNote,
  outputName,
  readAudioSettings,
  readTime,
} from "./audio-options";

describe("readTime", () => {
  it("reads seconds, m:ss and h:mm:ss, with a decimal point or comma", () => {
    expect(readTime("")).toBeNull();
    expect(readTime(" 90 ")).toBe(90);
    expect(readTime("1:30")).toBe(90);
    expect(readTime("1:30.5")).toBe(90.5);
    expect(readTime("1:30,25")).toBe(90.25);
    expect(readTime("1:02:03.5")).toBe(3723.5);
    expect(readTime("0:00:07")).toBe(7);
    expect(readTime("2.5")).toBe(2.5);
  });

  it("says what is wrong with anything else", () => {
    for (const text of ["abc", "1:2:3:4", "-5", "1e3", "1:", ":30", "1.2.3"])
      expect(readTime(text)).toEqual({
        error: `"${text.trim().slice(0, 16)}" is not a time: write 90, 1:30 or 1:02:03.5.`,
      });
    expect(readTime("1:75")).toEqual({
      error: '"1:75" is not a time: minutes and seconds go up to 59.',
    });
    expect(readTime("1:75:00")).toEqual({
      error: '"1:75:00" is not a time: minutes and seconds go up to 59.',
    });
  });
});

describe("formatTime", () => {
  it("writes m:ss, h:mm:ss and tenths", () => {
    expect(formatTime(5)).toBe("0:05");
    expect(formatTime(90.5)).toBe("1:30.5");
    expect(formatTime(3723.5)).toBe("1:02:03.5");
    expect(formatTime(59.96)).toBe("1:00");
    expect(formatTime(600)).toBe("10:00");
  });

  it("reads back what it writes", () => {
    for (const seconds of [0, 5, 59.5, 61.2, 3599.9, 3600, 7384.3])
      expect(readTime(formatTime(seconds))).toBeCloseTo(seconds, 5);
  });
});

describe("readAudioSettings", () => {
  it("turns the defaults into options", () => {
    expect(readAudioSettings(DEFAULT_AUDIO_SETTINGS, 10)).toEqual({
      options: {
        target: "mp3",
        bitrate: 192_000,
        sampleRate: null,
        channels: null,
        start: null,
        end: null,
      },
      error: null,
    });
  });

  it("reads the trim, the sample rate and the channels, and cuts the end at the duration", () => {
    const read = readAudioSettings(
      {
        ...DEFAULT_AUDIO_SETTINGS,
        trimStart: "1",
        trimEnd: "1:00",
        sampleRate: "48000",
        channels: "1",
      },
      12.5,
    );
    expect(read.options).toMatchObject({ start: 1, end: 12.5, sampleRate: 48000, channels: 1 });
  });

  it("names the field that is wrong", () => {
    expect(readAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, trimStart: "x" }, 10).error).toBe(
      'Start: "x" is not a time: write 90, 1:30 or 1:02:03.5.',
    );
    expect(readAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, trimEnd: "x" }, 10).error).toMatch(
      /^End: /,
    );
    expect(
      readAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, trimStart: "5", trimEnd: "4" }, 10).error,
    ).toBe("End: must be after the start.");
    expect(readAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, trimStart: "12" }, 10).error).toBe(
      "Start: the input is 0:10 long; start before that.",
    );
  });
});

describe("names and stored settings", () => {
  it("names the output after the input with the format's extension", () => {
    expect(outputName("talk.wav", "mp3")).toBe("talk.mp3");
    expect(outputName("clip.final.mp4", "ogg-opus")).toBe("clip.final.opus");
    expect(outputName(".wav", "flac")).toBe("audio.flac");
    expect(outputName("memo", "m4a-aac")).toBe("memo.m4a");
  });

  it("accepts the defaults and refuses what another version may have stored", () => {
    expect(isAudioSettings(DEFAULT_AUDIO_SETTINGS)).toBe(true);
    expect(isAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, target: "wma" })).toBe(false);
    expect(isAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, bitrate: "100" })).toBe(false);
    expect(isAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, trimStart: 5 })).toBe(false);
    expect(isAudioSettings(null)).toBe(false);
  });

  it("says why AAC is missing and what to choose instead", () => {
    expect(missingTargetNote("m4a-aac")).toBe(
      "AAC (M4A): this browser has no AAC encoder (Chromium on Linux and Firefox have none). MP3 or Opus play everywhere.",
    );
  });
});
