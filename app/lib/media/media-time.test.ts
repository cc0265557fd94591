import { describe, expect, it } from "vitest";
import { formatTime, progressText, readTime, readTrim, trimOption } from "./media-time";

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

describe("progressText", () => {
  it("says the percentage, and the time left once there is enough to judge by", () => {
    expect(progressText(0, 0)).toBe("0 %");
    expect(progressText(0.04, 10_000)).toBe("4 %");
    expect(progressText(0.5, 500)).toBe("50 %");
    expect(progressText(0.25, 10_000)).toBe("25 %, about 0:30 left");
    expect(progressText(0.5, 70_000)).toBe("50 %, about 1:10 left");
    expect(progressText(0.999, 60_000)).toBe("99 %, about 0:01 left");
  });
});

describe("readTrim and trimOption", () => {
  it("reads both ends, caps the end at the input's duration, and names the field at fault", () => {
    expect(readTrim("", "", 60)).toEqual({ start: null, end: null });
    expect(readTrim("0:10", "2:00", 60)).toEqual({ start: 10, end: 60 });
    expect(readTrim("", "1:30", null)).toEqual({ start: null, end: 90 });
    expect(readTrim("x", "", 60)).toEqual({
      error: 'Start: "x" is not a time: write 90, 1:30 or 1:02:03.5.',
    });
    expect(readTrim("", "1:75", 60)).toEqual({
      error: 'End: "1:75" is not a time: minutes and seconds go up to 59.',
    });
    expect(readTrim("20", "10", 60)).toEqual({ error: "End: must be after the start." });
    expect(readTrim("60", "", 60)).toEqual({
      error: "Start: the input is 1:00 long; start before that.",
    });
  });

  it("gives mediabunny a trim only with the ends that are set", () => {
    expect(trimOption({ start: null, end: null })).toEqual({});
    expect(trimOption({ start: 5, end: null })).toEqual({ trim: { start: 5 } });
    expect(trimOption({ start: null, end: 9 })).toEqual({ trim: { end: 9 } });
    expect(trimOption({ start: 0, end: 9 })).toEqual({ trim: { start: 0, end: 9 } });
  });
});
