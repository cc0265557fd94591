import { describe, expect, it } from "vitest";
import { type DayNumber, formatIsoDate, parseIsoDate } from "~/lib/time/civil-date";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  TOO_MANY_FILE_HOLIDAYS_MESSAGE,
  UNNAMED_HOLIDAY,
  fileHolidaysBetween,
  isIcsText,
  parseCsvHolidays,
  parseHolidayFile,
  parseIcsHolidays,
} from "./holiday-file";

const day = (iso: string): DayNumber => parseIsoDate(iso) ?? NaN;

/** "date name" of each holiday of the file between two dates (inclusive). */
function datesIn(text: string, from: string, to: string): string[] {
  const { entries } = parseHolidayFile(text);
  return fileHolidaysBetween(entries, day(from), day(to) + 1).map(
    (holiday) => `${formatIsoDate(holiday.day)} ${holiday.name}`,
  );
}

const ics = (...eventLines: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    ...eventLines.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
  ].join("\r\n");

describe("CSV holiday files", () => {
  it("reads date,name rows", () => {
    expect(
      datesIn("2024-03-01,Company day\n2024-03-04,Retreat", "2024-01-01", "2024-12-31"),
    ).toEqual(["2024-03-01 Company day", "2024-03-04 Retreat"]);
  });

  it("skips a header row", () => {
    expect(parseCsvHolidays("date,name\n2024-03-01,Company day").entries).toHaveLength(1);
  });

  it("skips blank lines", () => {
    expect(parseCsvHolidays("2024-03-01,A\n\n2024-03-02,B\n").entries).toHaveLength(2);
  });

  it("reads a quoted name with a comma", () => {
    expect(parseCsvHolidays('2024-03-01,"Founders, Day"').entries[0].name).toBe("Founders, Day");
  });

  it("names a row without a name Holiday", () => {
    expect(parseCsvHolidays("2024-03-01").entries[0].name).toBe(UNNAMED_HOLIDAY);
  });

  it("names the line of a date that does not exist", () => {
    expect(thrownMessage(() => parseCsvHolidays("date,name\n2024-03-01,A\n2024-13-01,B"))).toBe(
      'Line 3: "2024-13-01" is not a date (expected YYYY-MM-DD).',
    );
  });

  it("names the line of a date in another layout", () => {
    expect(thrownMessage(() => parseCsvHolidays("03/01/2024,A"))).toBe(
      'Line 1: "03/01/2024" is not a date (expected YYYY-MM-DD).',
    );
  });

  it("counts lines past quoted names that span lines, deep into a long file", () => {
    const rows = Array.from({ length: 20_000 }, () => "2024-01-01,A");
    const text = ['2024-01-01,"two\nlines"', ...rows, "nope,B"].join("\n");
    expect(thrownMessage(() => parseCsvHolidays(text))).toBe(
      'Line 20003: "nope" is not a date (expected YYYY-MM-DD).',
    );
  });

  it("counts lines after a byte order mark and CRLF line ends", () => {
    expect(thrownMessage(() => parseCsvHolidays("\uFEFFdate,name\r\n2024-01-01,A\r\nnope,B"))).toBe(
      'Line 3: "nope" is not a date (expected YYYY-MM-DD).',
    );
  });
});

describe("iCalendar holiday files", () => {
  it("is recognised by its BEGIN:VCALENDAR", () => {
    expect([isIcsText("  BEGIN:VCALENDAR\r\n"), isIcsText("2024-01-01,A")]).toEqual([true, false]);
  });

  it("reads an all-day event with its summary", () => {
    const text = ics(["DTSTART;VALUE=DATE:20240704", "SUMMARY:Independence Day"]);
    expect(datesIn(text, "2024-01-01", "2024-12-31")).toEqual(["2024-07-04 Independence Day"]);
  });

  it("reads a folded summary", () => {
    const text = ics(["DTSTART;VALUE=DATE:20240704", "SUMMARY:Indepen", " dence Day"]);
    expect(parseIcsHolidays(text).entries[0].name).toBe("Independence Day");
  });

  it("unescapes the summary", () => {
    const text = ics(["DTSTART;VALUE=DATE:20240704", "SUMMARY:Fireworks\\, parade"]);
    expect(parseIcsHolidays(text).entries[0].name).toBe("Fireworks, parade");
  });

  it("takes the date of a date-time start", () => {
    const text = ics(["DTSTART:20241224T090000Z", "SUMMARY:Eve"]);
    expect(datesIn(text, "2024-12-01", "2024-12-31")).toEqual(["2024-12-24 Eve"]);
  });

  it("covers each day of an event whose DTEND is days later (DTEND itself excluded)", () => {
    const text = ics(["DTSTART;VALUE=DATE:20241224", "DTEND;VALUE=DATE:20241227", "SUMMARY:Break"]);
    expect(datesIn(text, "2024-12-01", "2024-12-31")).toEqual([
      "2024-12-24 Break",
      "2024-12-25 Break",
      "2024-12-26 Break",
    ]);
  });

  it("covers the days of a DURATION", () => {
    const text = ics(["DTSTART;VALUE=DATE:20241224", "DURATION:P2D", "SUMMARY:Break"]);
    expect(datesIn(text, "2024-12-01", "2024-12-31")).toHaveLength(2);
  });

  it("names an event without a summary Holiday", () => {
    expect(parseIcsHolidays(ics(["DTSTART;VALUE=DATE:20240704"])).entries[0].name).toBe(
      UNNAMED_HOLIDAY,
    );
  });

  it("repeats a FREQ=YEARLY event every year of the range", () => {
    const text = ics(["DTSTART;VALUE=DATE:20200101", "RRULE:FREQ=YEARLY", "SUMMARY:New Year"]);
    expect(datesIn(text, "2023-06-01", "2025-06-01")).toEqual([
      "2024-01-01 New Year",
      "2025-01-01 New Year",
    ]);
  });

  it("repeats on the nth weekday of a month with BYMONTH and BYDAY", () => {
    const text = ics([
      "DTSTART;VALUE=DATE:20201126",
      "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH",
      "SUMMARY:Thanksgiving",
    ]);
    expect(datesIn(text, "2024-01-01", "2025-12-31")).toEqual([
      "2024-11-28 Thanksgiving",
      "2025-11-27 Thanksgiving",
    ]);
  });

  it("repeats on the last weekday of a month with a negative BYDAY", () => {
    const text = ics([
      "DTSTART;VALUE=DATE:20200525",
      "RRULE:FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO",
      "SUMMARY:Memorial",
    ]);
    expect(datesIn(text, "2024-01-01", "2024-12-31")).toEqual(["2024-05-27 Memorial"]);
  });

  it("stops a yearly repeat after COUNT occurrences", () => {
    const text = ics(["DTSTART;VALUE=DATE:20200101", "RRULE:FREQ=YEARLY;COUNT=3", "SUMMARY:A"]);
    expect(datesIn(text, "2019-01-01", "2030-12-31")).toHaveLength(3);
  });

  it("stops a yearly repeat at UNTIL", () => {
    const text = ics([
      "DTSTART;VALUE=DATE:20200101",
      "RRULE:FREQ=YEARLY;UNTIL=20220101",
      "SUMMARY:A",
    ]);
    expect(datesIn(text, "2019-01-01", "2030-12-31")).toHaveLength(3);
  });

  it("repeats every other year with INTERVAL=2", () => {
    const text = ics(["DTSTART;VALUE=DATE:20200101", "RRULE:FREQ=YEARLY;INTERVAL=2", "SUMMARY:A"]);
    expect(datesIn(text, "2021-01-01", "2024-12-31")).toEqual(["2022-01-01 A", "2024-01-01 A"]);
  });

  it("skips 29 February in years without it", () => {
    const text = ics(["DTSTART;VALUE=DATE:20240229", "RRULE:FREQ=YEARLY", "SUMMARY:Leap"]);
    expect(datesIn(text, "2024-01-01", "2028-12-31")).toEqual([
      "2024-02-29 Leap",
      "2028-02-29 Leap",
    ]);
  });

  it("refuses more than 20,000 holiday days in one range, with a message", () => {
    // A 365-day yearly event over 0001–9999 would be 3.6 million days computed on the main thread.
    const text = ics([
      "DTSTART;VALUE=DATE:00010101",
      "DTEND;VALUE=DATE:00020101",
      "RRULE:FREQ=YEARLY",
      "SUMMARY:Long",
    ]);
    const { entries } = parseIcsHolidays(text);
    expect(
      thrownMessage(() => fileHolidaysBetween(entries, day("0001-01-01"), day("9999-12-31"))),
    ).toBe(TOO_MANY_FILE_HOLIDAYS_MESSAGE);
    expect(fileHolidaysBetween(entries, day("2024-01-01"), day("2025-01-01"))).toHaveLength(365);
  });

  it("counts an event with another repeat once and says so", () => {
    const text = ics(["DTSTART;VALUE=DATE:20240101", "RRULE:FREQ=MONTHLY", "SUMMARY:A"]);
    const file = parseIcsHolidays(text);
    expect([
      fileHolidaysBetween(file.entries, day("2024-01-01"), day("2025-01-01")).length,
      file.notes,
    ]).toEqual([
      1,
      [
        "Line 6: only yearly repeats are read (RRULE:FREQ=YEARLY, optionally with BYMONTH and one BYDAY such as 4TH); this event counts once.",
      ],
    ]);
  });

  it("names the line of a DTSTART that is not a date", () => {
    expect(
      thrownMessage(() => parseIcsHolidays(ics(["SUMMARY:A", "DTSTART;VALUE=DATE:20241301"]))),
    ).toBe('Line 6: "20241301" is not a date (expected YYYYMMDD).');
  });

  it("names the line of an event without DTSTART", () => {
    expect(thrownMessage(() => parseIcsHolidays(ics(["SUMMARY:A"])))).toBe(
      "Line 4: this VEVENT has no DTSTART.",
    );
  });

  it("refuses an event longer than a year", () => {
    const text = ics(["DTSTART;VALUE=DATE:20240101", "DTEND;VALUE=DATE:20260101"]);
    expect(thrownMessage(() => parseIcsHolidays(text))).toBe(
      "Line 5: this event lasts 731 days; a holiday may last up to 366 days.",
    );
  });

  it("ignores other components such as VTIMEZONE", () => {
    const text = ics(["DTSTART;VALUE=DATE:20240101"]).replace(
      "PRODID:-//test//EN",
      "BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\nEND:VTIMEZONE",
    );
    expect(parseIcsHolidays(text).entries).toHaveLength(1);
  });
});
