import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  civilDate,
  dayNumber,
  formatIsoDate,
  isLeapYear,
  notADateMessage,
  parseBasicDate,
  parseIsoDate,
  weekdayOf,
} from "./civil-date";

describe("day numbers", () => {
  it("counts 1970-01-01 as day 0", () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
  });

  it("agrees with Date.UTC on modern dates", () => {
    expect(dayNumber({ year: 2024, month: 3, day: 9 })).toBe(Date.UTC(2024, 2, 9) / 86_400_000);
  });

  it("round-trips every day from year 1 to 9999", () => {
    const first = dayNumber({ year: 1, month: 1, day: 1 });
    const last = dayNumber({ year: 9999, month: 12, day: 31 });
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), (day) => {
        expect(dayNumber(civilDate(day))).toBe(day);
      }),
    );
  });

  it("gives consecutive days consecutive numbers across a month end", () => {
    expect(
      dayNumber({ year: 2024, month: 3, day: 1 }) - dayNumber({ year: 2024, month: 2, day: 29 }),
    ).toBe(1);
  });
});

describe("weekdays", () => {
  it("knows 2024-01-01 was a Monday", () => {
    expect(weekdayOf(dayNumber({ year: 2024, month: 1, day: 1 }))).toBe(1);
  });

  it("knows 0001-01-01 is a Monday in the proleptic Gregorian calendar", () => {
    expect(weekdayOf(dayNumber({ year: 1, month: 1, day: 1 }))).toBe(1);
  });

  it("knows 9999-12-31 is a Friday", () => {
    expect(weekdayOf(dayNumber({ year: 9999, month: 12, day: 31 }))).toBe(5);
  });
});

describe("leap years", () => {
  it("skips century years not divisible by 400", () => {
    expect([1900, 2000, 2024, 2023].map(isLeapYear)).toEqual([false, true, true, false]);
  });
});

describe("parseIsoDate", () => {
  it("reads YYYY-MM-DD with surrounding spaces", () => {
    expect(parseIsoDate(" 2024-02-29 ")).toBe(dayNumber({ year: 2024, month: 2, day: 29 }));
  });

  it("rejects a day the month does not have", () => {
    expect(parseIsoDate("2023-02-29")).toBeNull();
  });

  it("rejects month 13", () => {
    expect(parseIsoDate("2024-13-01")).toBeNull();
  });

  it("rejects year 0", () => {
    expect(parseIsoDate("0000-12-31")).toBeNull();
  });

  it("rejects other layouts", () => {
    expect(parseIsoDate("2024-1-5")).toBeNull();
  });

  it("writes what it reads", () => {
    expect(formatIsoDate(parseIsoDate("0001-01-01") ?? NaN)).toBe("0001-01-01");
  });
});

describe("parseBasicDate", () => {
  it("reads iCalendar's YYYYMMDD", () => {
    expect(parseBasicDate("20241225")).toBe(parseIsoDate("2024-12-25"));
  });

  it("rejects an impossible date", () => {
    expect(parseBasicDate("20241301")).toBeNull();
  });
});

describe("notADateMessage", () => {
  it("quotes the text and names the expected form", () => {
    expect(notADateMessage("2024-13-01")).toBe('"2024-13-01" is not a date (expected YYYY-MM-DD).');
  });
});
