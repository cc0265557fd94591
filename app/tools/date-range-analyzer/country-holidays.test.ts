import { describe, expect, it } from "vitest";
import { type DayNumber, formatIsoDate, parseIsoDate } from "~/lib/time/civil-date";
import { countryHolidays, publicHolidaysOfYear, regionOptions } from "./country-holidays";
import { DEFAULT_WEEKEND_DAYS, analyzeRange } from "./date-range";
import { HOLIDAY_LAST_YEAR } from "./holiday-countries";

const day = (iso: string): DayNumber => parseIsoDate(iso) ?? NaN;

function holidaysIn(country: string, region: string, from: string, to: string) {
  return countryHolidays({ country, region, from: day(from), to: day(to) + 1 }).holidays;
}

describe("a whole year with federal holidays", () => {
  it("2024-01-01 to 2024-12-31 inclusive with United States federal holidays has 251 business days", () => {
    const analysis = analyzeRange({
      start: day("2024-01-01"),
      end: day("2024-12-31"),
      includeEnd: true,
      weekendDays: DEFAULT_WEEKEND_DAYS,
      holidays: holidaysIn("US", "", "2024-01-01", "2024-12-31"),
    });
    expect(analysis.businessDays).toBe(251);
  });
});

describe("countryHolidays", () => {
  it("lists the eleven US federal holidays of 2024, all on weekdays", () => {
    expect(
      holidaysIn("US", "", "2024-01-01", "2024-12-31").map((h) => formatIsoDate(h.day)),
    ).toEqual([
      "2024-01-01",
      "2024-01-15",
      "2024-02-19",
      "2024-05-27",
      "2024-06-19",
      "2024-07-04",
      "2024-09-02",
      "2024-10-14",
      "2024-11-11",
      "2024-11-28",
      "2024-12-25",
    ]);
  });

  it("leaves out observances such as Valentine's Day", () => {
    expect(holidaysIn("US", "", "2024-02-14", "2024-02-14")).toEqual([]);
  });

  it("includes the Friday a Saturday holiday is observed on", () => {
    const names = holidaysIn("US", "", "2021-12-24", "2021-12-25").map(
      (h) => `${formatIsoDate(h.day)} ${h.name}`,
    );
    expect(names).toEqual([
      "2021-12-24 Christmas Day (substitute day)",
      "2021-12-25 Christmas Day",
    ]);
  });

  it("finds a substitute day of next year's holiday in a range ending this year", () => {
    expect(holidaysIn("US", "", "2021-12-31", "2021-12-31").map((h) => h.name)).toEqual([
      "New Year's Day (substitute day)",
    ]);
  });

  it("adds a region's own holidays", () => {
    const epiphany = (region: string) =>
      holidaysIn("DE", region, "2024-01-06", "2024-01-06").length;
    expect([epiphany(""), epiphany("BY")]).toEqual([0, 1]);
  });

  it("ignores a region the country does not have", () => {
    expect(holidaysIn("DE", "XX", "2024-01-06", "2024-01-06")).toEqual([]);
  });

  it("lists each day of a holiday that lasts several days", () => {
    const eid = holidaysIn("AE", "", "2024-04-08", "2024-04-14").filter((h) =>
      h.name.includes("Eid"),
    );
    expect(eid.map((h) => formatIsoDate(h.day))).toEqual([
      "2024-04-10",
      "2024-04-11",
      "2024-04-12",
    ]);
  });

  it("has no holidays after the last year the data covers", () => {
    const year = HOLIDAY_LAST_YEAR + 1;
    expect(holidaysIn("US", "", `${year}-01-01`, `${year}-12-31`)).toEqual([]);
  });

  it("reports progress up to 1", () => {
    const fractions: number[] = [];
    countryHolidays(
      { country: "US", region: "", from: day("2020-01-01"), to: day("2024-01-01") },
      (f) => fractions.push(f),
    );
    expect(fractions.at(-1)).toBe(1);
  });

  it("keeps every holiday of the year on its civil date", () => {
    expect(publicHolidaysOfYear("US", "", 2024).every((h) => h.type === "public")).toBe(true);
  });
});

describe("regionOptions", () => {
  it("lists states and the regions inside them", () => {
    const options = regionOptions("DE");
    expect(options).toContainEqual({ value: "BY", label: "Bayern" });
    expect(
      options.some(
        (option) => option.value.startsWith("BY.") && option.label.startsWith("Bayern: "),
      ),
    ).toBe(true);
  });

  it("is empty for a country without regions in the data", () => {
    expect(regionOptions("AE")).toEqual([]);
  });
});
