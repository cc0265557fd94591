import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY, HOLIDAY_COUNTRIES } from "./holiday-countries";

describe("HOLIDAY_COUNTRIES", () => {
  it("lists exactly the countries date-holidays has, with their English names", () => {
    const fromLibrary = new Holidays().getCountries("en");
    expect(Object.fromEntries(HOLIDAY_COUNTRIES)).toEqual(fromLibrary);
  });

  it("is sorted by name", () => {
    const names = HOLIDAY_COUNTRIES.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("includes the default country", () => {
    expect(HOLIDAY_COUNTRIES.some(([code]) => code === DEFAULT_COUNTRY)).toBe(true);
  });
});
