import { describe, expect, it } from "vitest";
import {
  DEFAULT_VIDEO_SETTINGS,
  heightsFor,
  isVideoSettings,
  missingVideoTargetNote,
  readVideoSettings,
  videoOutputName,
} from "./video-options";

describe("readVideoSettings", () => {
  it("turns the defaults into options", () => {
    expect(readVideoSettings(DEFAULT_VIDEO_SETTINGS, 10)).toEqual({
      options: {
        target: "webm-vp9",
        quality: "medium",
        height: null,
        frameRate: null,
        removeAudio: false,
        start: null,
        end: null,
      },
      error: null,
    });
  });

  it("reads size, frame rate, sound and trim, and cuts the end at the duration", () => {
    const read = readVideoSettings(
      {
        ...DEFAULT_VIDEO_SETTINGS,
        height: "720",
        frameRate: "30",
        removeAudio: true,
        trimStart: "0:01",
        trimEnd: "99",
      },
      12,
    );
    expect(read.options).toMatchObject({
      height: 720,
      frameRate: 30,
      removeAudio: true,
      start: 1,
      end: 12,
    });
  });

  it("names the field that is wrong", () => {
    expect(readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, trimStart: "soon" }, 10).error).toBe(
      'Start: "soon" is not a time: write 90, 1:30 or 1:02:03.5.',
    );
    expect(
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, trimStart: "3", trimEnd: "2" }, 10).error,
    ).toBe("End: must be after the start.");
    expect(readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, trimStart: "1:00" }, 30).error).toBe(
      "Start: the input is 0:30 long; start before that.",
    );
  });
});

describe("names, sizes and stored settings", () => {
  it("names the output after the input, never the input's own name", () => {
    expect(videoOutputName("trip.mov", "webm-vp9")).toBe("trip.webm");
    expect(videoOutputName("trip.mp4", "mp4-h264")).toBe("trip-converted.mp4");
    expect(videoOutputName(".mkv", "mp4-av1")).toBe("video.mp4");
  });

  it("offers only sizes below the input's", () => {
    expect(heightsFor(1080)).toEqual([0, 720, 480]);
    expect(heightsFor(480)).toEqual([0]);
    expect(heightsFor(null)).toEqual([0, 2160, 1440, 1080, 720, 480]);
  });

  it("accepts the defaults and refuses what another version may have stored", () => {
    expect(isVideoSettings(DEFAULT_VIDEO_SETTINGS)).toBe(true);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, target: "avi" })).toBe(false);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, height: "360" })).toBe(false);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, removeAudio: "no" })).toBe(false);
    expect(isVideoSettings(undefined)).toBe(false);
  });

  it("says what to choose when a format cannot be made", () => {
    expect(missingVideoTargetNote("mp4-h264")).toBe(
      "MP4 (H.264): this browser cannot encode it here. WebM (VP9) or WebM (VP8) play in every current browser.",
    );
  });
});
