import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DayNumber, parseIsoDate } from "~/lib/time/civil-date";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  DEFAULT_WEEKEND_DAYS,
  END_BEFORE_START_MESSAGE,
  type Holiday,
  analyzeRange,
  combineHolidays,
  countWeekdays,
  holidayRows,
  summaryRows,
  weeksAndDays,
} from "./date-range";

const day = (iso: string): DayNumber => {
  const parsed = parseIsoDate(iso);
  if (parsed === null) throw new Error(`bad test date ${iso}`);
  return parsed;
};

const holiday = (
  iso: string,
  name = "Holiday",
  source: Holiday["source"] = "country",
): Holiday => ({
  day: day(iso),
  name,
  type: source === "country" ? "public" : "file",
  source,
});

const range = (start: string, end: string, holidays: Holiday[] = [], includeEnd = true) =>
  analyzeRange({
    start: day(start),
    end: day(end),
    includeEnd,
    weekendDays: DEFAULT_WEEKEND_DAYS,
    holidays,
  });

describe("a whole leap year", () => {
  it("counts 2024-01-01 to 2024-12-31 inclusive as 366 days, 262 weekdays, 104 weekend days", () => {
    const analysis = range("2024-01-01", "2024-12-31");
    expect([analysis.totalDays, analysis.weekdays, analysis.weekendDays]).toEqual([366, 262, 104]);
  });
});

describe("analyzeRange", () => {
  it("counts a single day when start equals end and the end is included", () => {
    expect(range("2024-05-01", "2024-05-01").totalDays).toBe(1);
  });

  it("leaves the end date out when it is excluded", () => {
    expect(range("2024-01-01", "2024-12-31", [], false).totalDays).toBe(365);
  });

  it("counts nothing from a date to itself with the end excluded", () => {
    expect(range("2024-05-01", "2024-05-01", [], false).totalDays).toBe(0);
  });

  it("splits the total into weeks and days", () => {
    const analysis = range("2024-01-01", "2024-12-31");
    expect([analysis.weeks, analysis.extraDays]).toEqual([52, 2]);
  });

  it("subtracts a holiday on a weekday from the business days", () => {
    expect(range("2024-12-23", "2024-12-27", [holiday("2024-12-25")]).businessDays).toBe(4);
  });

  it("lists a holiday on a weekend without subtracting it", () => {
    const analysis = range("2024-12-23", "2024-12-29", [holiday("2024-12-28", "Saturday party")]);
    expect([analysis.businessDays, analysis.holidays[0].status]).toEqual([5, "weekend"]);
  });

  it("subtracts two holidays on the same day once", () => {
    const analysis = range("2024-12-23", "2024-12-27", [
      holiday("2024-12-25", "Christmas Day"),
      holiday("2024-12-25", "Office closed", "file"),
    ]);
    expect([analysis.holidaysOnWeekdays, analysis.holidays.map((h) => h.status)]).toEqual([
      1,
      ["counted", "duplicate"],
    ]);
  });

  it("ignores holidays outside the range", () => {
    expect(range("2024-12-23", "2024-12-24", [holiday("2024-12-25")]).holidays).toEqual([]);
  });

  it("does not count a holiday on an excluded end date", () => {
    expect(range("2024-12-23", "2024-12-25", [holiday("2024-12-25")], false).businessDays).toBe(2);
  });

  it("lists holidays in date order", () => {
    const analysis = range("2024-01-01", "2024-12-31", [
      holiday("2024-12-25"),
      holiday("2024-01-01"),
    ]);
    expect(analysis.holidays.map((h) => h.day)).toEqual([day("2024-01-01"), day("2024-12-25")]);
  });

  it("counts Friday and Saturday as the weekend when told", () => {
    const analysis = analyzeRange({
      start: day("2024-06-02"),
      end: day("2024-06-08"),
      includeEnd: true,
      weekendDays: [5, 6],
      holidays: [holiday("2024-06-07")],
    });
    expect([analysis.weekdays, analysis.holidaysOnWeekdays]).toEqual([5, 0]);
  });

  it("counts every day as a weekday with no weekend days", () => {
    expect(countWeekdays(day("2024-01-01"), day("2024-01-15"), [])).toBe(14);
  });

  it("counts the whole supported span from 0001-01-01 to 9999-12-31", () => {
    expect(range("0001-01-01", "9999-12-31").totalDays).toBe(3_652_059);
  });

  it("refuses an end before the start with the message", () => {
    expect(thrownMessage(() => range("2024-12-31", "2024-01-01"))).toBe(END_BEFORE_START_MESSAGE);
  });

  it("says how to fix an end before the start", () => {
    expect(END_BEFORE_START_MESSAGE).toBe(
      "The end date is before the start date. Swap the dates to count this range.",
    );
  });
});

describe("properties", () => {
  const first = day("1900-01-01");
  const last = day("2100-12-31");
  const days = fc.integer({ min: first, max: last });
  const weekend = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 });
  const holidays = fc.array(
    fc.record({
      day: days,
      name: fc.constant("H"),
      type: fc.constant("public"),
      source: fc.constantFrom<Holiday["source"]>("country", "file"),
    }),
    { maxLength: 30 },
  );

  it("weekdays plus weekend days make the total", () => {
    fc.assert(
      fc.property(
        days,
        fc.nat(5000),
        weekend,
        fc.boolean(),
        (start, length, weekendDays, includeEnd) => {
          const analysis = analyzeRange({
            start,
            end: start + length,
            includeEnd,
            weekendDays,
            holidays: [],
          });
          expect(analysis.weekdays + analysis.weekendDays).toBe(analysis.totalDays);
        },
      ),
    );
  });

  it("business days never exceed weekdays", () => {
    fc.assert(
      fc.property(days, fc.nat(5000), weekend, holidays, (start, length, weekendDays, list) => {
        const analysis = analyzeRange({
          start,
          end: start + length,
          includeEnd: true,
          weekendDays,
          holidays: list,
        });
        expect(analysis.businessDays).toBeLessThanOrEqual(analysis.weekdays);
        expect(analysis.businessDays).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("splitting a range in two gives the same sums", () => {
    fc.assert(
      fc.property(
        days,
        fc.nat(3000),
        fc.nat(3000),
        weekend,
        holidays,
        (start, a, b, weekendDays, list) => {
          const whole = analyzeRange({
            start,
            end: start + a + b,
            includeEnd: false,
            weekendDays,
            holidays: list,
          });
          const left = analyzeRange({
            start,
            end: start + a,
            includeEnd: false,
            weekendDays,
            holidays: list,
          });
          const right = analyzeRange({
            start: start + a,
            end: start + a + b,
            includeEnd: false,
            weekendDays,
            holidays: list,
          });
          for (const key of [
            "totalDays",
            "weekdays",
            "weekendDays",
            "holidaysOnWeekdays",
            "businessDays",
          ] as const) {
            expect(left[key] + right[key]).toBe(whole[key]);
          }
        },
      ),
    );
  });

  it("counts weekdays as a day-by-day walk does", () => {
    fc.assert(
      fc.property(days, fc.nat(400), weekend, (start, length, weekendDays) => {
        let walked = 0;
        for (let d = start; d < start + length; d++) {
          if (!weekendDays.includes((((d + 4) % 7) + 7) % 7)) walked++;
        }
        expect(countWeekdays(start, start + length, weekendDays)).toBe(walked);
      }),
    );
  });
});

describe("combineHolidays", () => {
  const country = [holiday("2024-01-01", "New Year's Day")];
  const file = [holiday("2024-03-01", "Company day", "file")];

  it("adds the file's holidays to the country's", () => {
    expect(combineHolidays(country, file, "add")).toEqual([...country, ...file]);
  });

  it("replaces the country's holidays with the file's", () => {
    expect(combineHolidays(country, file, "replace")).toEqual(file);
  });
});

describe("weeksAndDays", () => {
  it("writes weeks and days", () => {
    expect(weeksAndDays(52, 2)).toBe("52 weeks and 2 days");
  });

  it("writes a single week without days", () => {
    expect(weeksAndDays(1, 0)).toBe("1 week");
  });

  it("writes days alone under a week", () => {
    expect(weeksAndDays(0, 1)).toBe("1 day");
  });
});

describe("result rows", () => {
  it("labels the summary as the page shows it", () => {
    expect(summaryRows(range("2024-01-01", "2024-12-31"))).toEqual([
      ["Total days", "366"],
      ["Weeks and days", "52 weeks and 2 days"],
      ["Weekdays", "262"],
      ["Weekend days", "104"],
      ["Holidays on weekdays", "0"],
      ["Business days", "262"],
    ]);
  });

  it("writes a holiday row with weekday, type and whether it counted", () => {
    const analysis = range("2024-12-28", "2024-12-28", [holiday("2024-12-28", "Party", "file")]);
    expect(holidayRows(analysis.holidays)).toEqual([
      ["2024-12-28", "Saturday", "Party", "From your file", "No: weekend"],
    ]);
  });
});
