import { describe, expect, it } from "vitest";
import {
  DEFAULT_AUDIO_SETTINGS,
  isAudioSettings,
  missingTargetNote,
  outputName,
  readAudioSettings,
} from "./audio-options";

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
        loudness: null,
        tags: {},
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

  it("reads the loudness target; settings saved before it existed mean off", () => {
    const at = (loudness: string | undefined) =>
      readAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, loudness }, 10).options?.loudness;
    expect(at("-14")).toBe(-14);
    expect(at("-23")).toBe(-23);
    expect(at("off")).toBeNull();
    expect(at(undefined)).toBeNull();
    const { loudness: _, ...older } = DEFAULT_AUDIO_SETTINGS;
    expect(isAudioSettings(older)).toBe(true);
    expect(isAudioSettings({ ...DEFAULT_AUDIO_SETTINGS, loudness: "-99" })).toBe(false);
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
