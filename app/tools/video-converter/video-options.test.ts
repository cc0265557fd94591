import { describe, expect, it } from "vitest";
import {
  BY_WIDTH,
  DEFAULT_VIDEO_SETTINGS,
  heightsFor,
  isVideoSettings,
  copyOnlyMessage,
  missingVideoTargetNote,
  readVideoSettings,
  resizeFor,
  soundNote,
  videoOutputName,
} from "./video-options";

/** What the worker found in a file: its duration, and a 1920 × 1080 video. */
const input = (duration: number, width = 1920, height = 1080) => ({
  duration,
  video: { width, height },
});

describe("readVideoSettings", () => {
  it("turns the defaults into options", () => {
    expect(readVideoSettings(DEFAULT_VIDEO_SETTINGS, input(10))).toEqual({
      options: {
        target: "webm-vp9",
        quality: "medium",
        resize: null,
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
      input(12),
    );
    expect(read.options).toMatchObject({
      resize: { shortSide: 720 },
      frameRate: 30,
      removeAudio: true,
      start: 1,
      end: 12,
    });
  });

  it("names the field that is wrong", () => {
    expect(
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, trimStart: "soon" }, input(10)).error,
    ).toBe('Start: "soon" is not a time: write 90, 1:30 or 1:02:03.5.');
    expect(
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, trimStart: "3", trimEnd: "2" }, input(10))
        .error,
    ).toBe("End: must be after the start.");
    expect(
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, trimStart: "1:00" }, input(30)).error,
    ).toBe("Start: the input is 0:30 long; start before that.");
  });
});

describe("names, sizes and stored settings", () => {
  it("names the output after the input, never the input's own name", () => {
    expect(videoOutputName("trip.mov", "webm-vp9")).toBe("trip.webm");
    expect(videoOutputName("trip.mp4", "mp4-h264")).toBe("trip-converted.mp4");
    expect(videoOutputName(".mkv", "mp4-av1")).toBe("video.mp4");
  });

  it("offers the standard ladder below the input's short side", () => {
    expect(heightsFor({ width: 1920, height: 1080 })).toEqual([0, 720, 480, 360, 240, 144]);
    // A phone's upright video: 1080 wide, 1920 high, is "1080p" too.
    expect(heightsFor({ width: 1080, height: 1920 })).toEqual([0, 720, 480, 360, 240, 144]);
    expect(heightsFor({ width: 640, height: 480 })).toEqual([0, 360, 240, 144]);
    expect(heightsFor({ width: 1280, height: 720 })).toEqual([0, 480, 360, 240, 144]);
    expect(heightsFor({ width: 160, height: 90 })).toEqual([0]);
    expect(heightsFor(null)).toEqual([0, 2160, 1440, 1080, 720, 480, 360, 240, 144]);
  });

  it("sets the short side for a p size, so an upright video keeps its 720p", () => {
    expect(resizeFor({ shortSide: 720 }, 1920, 1080)).toEqual({ height: 720 });
    expect(resizeFor({ shortSide: 720 }, 1080, 1920)).toEqual({ width: 720 });
    expect(resizeFor({ shortSide: 720 }, 1280, 720)).toBeNull();
    expect(resizeFor({ width: 640 }, 1920, 1080)).toEqual({ width: 640 });
    expect(resizeFor({ width: 1920 }, 1920, 1080)).toBeNull();
    expect(resizeFor(null, 1920, 1080)).toBeNull();
  });

  it("reads a typed width, and says what is wrong with one", () => {
    const byWidth = (width: string) =>
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, height: BY_WIDTH, width }, input(10));
    expect(byWidth(" 640 ").options?.resize).toEqual({ width: 640 });
    expect(byWidth("").error).toBe("Width: type a whole number of pixels, e.g. 640.");
    expect(byWidth("64.5").error).toBe("Width: type a whole number of pixels, e.g. 640.");
    expect(byWidth("8").error).toBe("Width: at least 16 pixels.");
    expect(byWidth("1920").error).toBe(
      'Width: the video is 1920 pixels wide; type less (the converter does not enlarge), or choose "As the input".',
    );
    // Before the file is read its width is not known: any width is taken.
    expect(
      readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, height: BY_WIDTH, width: "4000" }, null)
        .options?.resize,
    ).toEqual({ width: 4000 });
  });

  it("accepts the defaults and refuses what another version may have stored", () => {
    expect(isVideoSettings(DEFAULT_VIDEO_SETTINGS)).toBe(true);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, target: "avi" })).toBe(false);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, height: "360" })).toBe(true);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, height: "300" })).toBe(false);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, width: 640 })).toBe(false);
    // Stored before the width was offered: still taken.
    const { width: _width, ...older } = DEFAULT_VIDEO_SETTINGS;
    expect(isVideoSettings(older)).toBe(true);
    expect(isVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, removeAudio: "no" })).toBe(false);
    expect(isVideoSettings(undefined)).toBe(false);
  });

  it("says what to choose when a format cannot be made, naming only formats that can", () => {
    expect(missingVideoTargetNote("mp4-av1", ["webm-vp9", "webm-vp8", "mp4-h264"])).toBe(
      "MP4 (AV1): this browser cannot encode it here. It can make WebM (VP9) or WebM (VP8) or MP4 (H.264).",
    );
    // A browser that cannot decode the input's H.264 can only copy it into MP4 (H.264).
    const h264 = { codec: "avc", decodable: false };
    expect(missingVideoTargetNote("webm-vp9", ["mp4-h264"], h264)).toBe(
      "WebM (VP9): this browser cannot decode this video (H.264) to re-encode it. It can make MP4 (H.264).",
    );
    expect(missingVideoTargetNote("mp4-av1", [], { codec: "hevc", decodable: false })).toBe(
      "MP4 (AV1): this browser cannot decode this video (H.265) to re-encode it. It can make no format of this video.",
    );
  });

  it("refuses a resize, a frame rate or a trim of a video this browser can only copy", () => {
    const copyOnly = {
      duration: 10,
      video: { width: 1280, height: 720, copyOnly: copyOnlyMessage("avc") },
    };
    expect(readVideoSettings(DEFAULT_VIDEO_SETTINGS, copyOnly).error).toBeNull();
    for (const change of [{ height: "480" }, { frameRate: "30" }, { trimStart: "1" }])
      expect(readVideoSettings({ ...DEFAULT_VIDEO_SETTINGS, ...change }, copyOnly).error).toBe(
        copyOnlyMessage("avc"),
      );
    expect(copyOnlyMessage("avc")).toBe(
      "This browser cannot decode this video (H.264), so it can only copy it: keep its size and frame rate, untrimmed.",
    );
  });

  it("says when the sound cannot be decoded and the format cannot hold it as it is", () => {
    const aac = { codec: "aac", sampleRate: 48_000, channels: 2, decodable: false };
    expect(soundNote(aac, "webm-vp9")).toBe(
      "This browser cannot decode the sound (AAC), which WebM (VP9) cannot hold as it is: the video would have no sound.",
    );
    expect(soundNote(aac, "mp4-h264")).toBeNull();
    expect(soundNote({ ...aac, decodable: true }, "webm-vp9")).toBeNull();
  });
});
