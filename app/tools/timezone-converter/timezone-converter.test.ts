import { ToolError } from "~/lib/tool-error";
import {
  convertToZones,
  formatDifference,
  invalidDateTimeMessage,
  resolveSourceTime,
  tableCells,
  timesAsText,
  zoneTime,
} from "./timezone-converter";

const NEW_YORK = "America/New_York";

function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("reading the source time", () => {
  it("reads a datetime-local value in the source zone", () => {
    expect(resolveSourceTime("2024-07-01T09:00", NEW_YORK)).toEqual({
      instant: Date.UTC(2024, 6, 1, 13),
    });
  });

  it("reports a time skipped by the spring-forward jump instead of moving it", () => {
    const error = thrown(() => resolveSourceTime("2024-03-10T02:30", NEW_YORK));
    expect(error).toBeInstanceOf(ToolError);
    expect((error as Error).message).toBe(
      "2024-03-10 02:30 does not exist in America/New_York: clocks jump from 02:00 to 03:00.",
    );
  });

  it("names Lord Howe's half-hour jump", () => {
    expect(() => resolveSourceTime("2024-10-06T02:15", "Australia/Lord_Howe")).toThrow(
      "2024-10-06 02:15 does not exist in Australia/Lord_Howe: clocks jump from 02:00 to 02:30.",
    );
  });

  it("reads a repeated time as the earlier instant by default, and says so", () => {
    const source = resolveSourceTime("2024-11-03T01:30", NEW_YORK);
    expect(source.instant).toBe(Date.UTC(2024, 10, 3, 5, 30));
    expect(source.repeated?.note).toBe(
      "2024-11-03 01:30 happens twice in America/New_York: clocks go back from 02:00 to 01:00. Showing the earlier one (UTC-04:00).",
    );
  });

  it("reads a repeated time as the later instant when asked", () => {
    const source = resolveSourceTime("2024-11-03T01:30", NEW_YORK, "later");
    expect(source.instant).toBe(Date.UTC(2024, 10, 3, 6, 30));
    expect(source.repeated?.note).toMatch(/Showing the later one \(UTC-05:00\)\.$/);
  });

  it("refuses a value that is not a date and time", () => {
    expect(() => resolveSourceTime("2024-02-30T10:00", NEW_YORK)).toThrow(
      invalidDateTimeMessage("2024-02-30T10:00"),
    );
    expect(invalidDateTimeMessage("x")).toBe(
      '"x" is not a date and time: use the form 2024-03-10T09:30.',
    );
  });
});

describe("converting to each zone", () => {
  const instant = Date.UTC(2024, 6, 1, 13); // 09:00 in New York

  it("gives local time, weekday, offset, abbreviation, DST and difference", () => {
    expect(zoneTime(instant, "Asia/Kathmandu", NEW_YORK)).toEqual({
      zone: "Asia/Kathmandu",
      local: "2024-07-01 18:45",
      weekday: "Mon",
      offset: "+05:45",
      abbreviation: "+05:45",
      dst: false,
      difference: "+9 h 45 min",
    });
  });

  it("moves to the next day where the clock has passed midnight", () => {
    const [auckland] = convertToZones(Date.UTC(2024, 6, 1, 20), NEW_YORK, ["Pacific/Auckland"]);
    expect(auckland).toMatchObject({ local: "2024-07-02 08:00", weekday: "Tue", dst: false });
  });

  it("flags daylight saving time in the southern summer", () => {
    const [sydney] = convertToZones(Date.UTC(2024, 0, 15, 0), "UTC", ["Australia/Sydney"]);
    expect(sydney).toMatchObject({ offset: "+11:00", abbreviation: "AEDT", dst: true });
  });

  it("uses Chatham's quarter-hour offset", () => {
    const [chatham] = convertToZones(Date.UTC(2024, 6, 1, 0), "UTC", ["Pacific/Chatham"]);
    expect(chatham).toMatchObject({ local: "2024-07-01 12:45", offset: "+12:45", dst: false });
  });

  it("writes the difference from the source zone", () => {
    expect(formatDifference(0)).toBe("same time");
    expect(formatDifference(-300)).toBe("-5 h");
    expect(formatDifference(30)).toBe("+30 min");
    expect(formatDifference(-570)).toBe("-9 h 30 min");
  });

  it("writes a table row and a line of text per zone", () => {
    const time = zoneTime(instant, NEW_YORK, NEW_YORK);
    expect(tableCells(time)).toEqual([
      NEW_YORK,
      "2024-07-01 09:00",
      "Mon",
      "-04:00",
      "EDT",
      "Yes",
      "same time",
    ]);
    expect(timesAsText([time, zoneTime(instant, "Asia/Tokyo", NEW_YORK)])).toBe(
      "America/New_York: 2024-07-01 09:00 Mon (UTC-04:00, EDT)\nAsia/Tokyo: 2024-07-01 22:00 Mon (UTC+09:00)",
    );
  });
});
