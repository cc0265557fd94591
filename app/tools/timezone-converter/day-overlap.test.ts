import { ToolError } from "~/lib/tool-error";
import { WORK_HOURS_MESSAGE, commonHoursSummary, dayOverlapGrid, hourKind } from "./day-overlap";

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe("the kind of an hour", () => {
  it("is work when the whole hour is inside working hours", () => {
    expect(hourKind(9 * 60, 9, 17)).toBe("work");
    expect(hourKind(16 * 60, 9, 17)).toBe("work");
    expect(hourKind(16 * 60 + 30, 9, 17)).toBe("off");
  });

  it("is night from 22:00 to 07:00, otherwise off", () => {
    expect(hourKind(22 * 60, 9, 17)).toBe("night");
    expect(hourKind(6 * 60 + 45, 9, 17)).toBe("night");
    expect(hourKind(7 * 60, 9, 17)).toBe("off");
  });
});

describe("the day-overlap grid", () => {
  it("has 24 columns starting at the source day's midnight", () => {
    const grid = dayOverlapGrid(day(2024, 7, 1), "Europe/London", ["Europe/London"]);
    expect(grid.columns).toHaveLength(24);
    expect(grid.columns[0]).toEqual({ instant: Date.UTC(2024, 5, 30, 23), time: "00:00" });
    expect(grid.columns.map((c) => c.time).slice(0, 3)).toEqual(["00:00", "01:00", "02:00"]);
  });

  it("shows each zone's local hour, with the day it falls on", () => {
    const grid = dayOverlapGrid(day(2024, 7, 1), "America/New_York", ["Asia/Tokyo"]);
    expect(grid.rows[0].cells[0]).toEqual({ time: "13:00", dayShift: 0, kind: "work" });
    expect(grid.rows[0].cells[11]).toEqual({ time: "00:00", dayShift: 1, kind: "night" });
  });

  it("keeps half- and quarter-hour offsets in the cells", () => {
    const grid = dayOverlapGrid(day(2024, 7, 1), "UTC", ["Asia/Kathmandu", "Asia/Kolkata"]);
    expect(grid.rows[0].cells[4].time).toBe("09:45");
    expect(grid.rows[1].cells[4]).toMatchObject({ time: "09:30", kind: "work" });
    expect(grid.rows[1].cells[0]).toMatchObject({ time: "05:30", kind: "night" });
  });

  it("marks the hours when everyone is working", () => {
    const grid = dayOverlapGrid(day(2024, 7, 1), "Europe/London", [
      "Europe/London",
      "America/New_York",
    ]);
    // London 14:00–17:00 is New York 09:00–12:00.
    expect(grid.common.flatMap((shared, hour) => (shared ? [hour] : []))).toEqual([14, 15, 16]);
    expect(commonHoursSummary(grid, "Europe/London")).toBe("14:00–17:00 in Europe/London");
  });

  it("says nothing is shared when no hour works for all", () => {
    const grid = dayOverlapGrid(day(2024, 7, 1), "America/Los_Angeles", [
      "America/Los_Angeles",
      "Asia/Kolkata",
    ]);
    expect(grid.common.every((shared) => !shared)).toBe(true);
    expect(commonHoursSummary(grid, "America/Los_Angeles")).toBeNull();
  });

  it("follows the working hours it is given", () => {
    const grid = dayOverlapGrid(day(2024, 7, 1), "UTC", ["UTC"], 8, 10);
    expect(grid.common.flatMap((shared, hour) => (shared ? [hour] : []))).toEqual([8, 9]);
  });

  it("skips the missing hour on a spring-forward day", () => {
    const grid = dayOverlapGrid(day(2024, 3, 10), "America/New_York", ["America/New_York"]);
    expect(grid.columns.map((c) => c.time).slice(0, 4)).toEqual([
      "00:00",
      "01:00",
      "03:00",
      "04:00",
    ]);
    expect(grid.columns[23].time).toBe("00:00"); // 24 real hours end in the next day
  });

  it("repeats the hour on a fall-back day", () => {
    const grid = dayOverlapGrid(day(2024, 11, 3), "America/New_York", ["America/New_York"]);
    expect(grid.columns.map((c) => c.time).slice(0, 4)).toEqual([
      "00:00",
      "01:00",
      "01:00",
      "02:00",
    ]);
  });

  it("refuses working hours that end before they start", () => {
    expect(() => dayOverlapGrid(day(2024, 7, 1), "UTC", ["UTC"], 17, 9)).toThrow(ToolError);
    expect(() => dayOverlapGrid(day(2024, 7, 1), "UTC", ["UTC"], 9, 9)).toThrow(WORK_HOURS_MESSAGE);
    expect(WORK_HOURS_MESSAGE).toBe("Working hours must end after they start.");
  });
});
