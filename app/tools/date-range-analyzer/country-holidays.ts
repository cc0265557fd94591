// Public holidays of a country (and region) from date-holidays, as civil days in a range, plus the
// regions the data has (/date-range-analyzer). Runs in the worker: the data is ~110 KB gz.
import Holidays from "date-holidays";
import { type DayNumber, civilDate, parseIsoDate } from "~/lib/time/civil-date";
import type { ProgressReporter } from "~/lib/workers/worker-expose";
import type { Holiday } from "./date-range";
import { HOLIDAY_FIRST_YEAR, HOLIDAY_LAST_YEAR } from "./holiday-countries";

export interface RegionOption {
  /** "BY" for a state, "BY.A" for a region inside it. */
  value: string;
  label: string;
}

export interface CountryHolidaysJob {
  country: string;
  region: string;
  from: DayNumber;
  /** Exclusive. */
  to: DayNumber;
}

export interface CountryHolidaysResult {
  /** The job answered, so the page can tell a current answer from one for older inputs. */
  job: CountryHolidaysJob;
  holidays: Holiday[];
  regions: RegionOption[];
}

const DAY_MS = 86_400_000;
const LANGUAGE = "en";

/** States and the regions inside them, by name (as the data writes them, often in the local language). */
export function regionOptions(country: string): RegionOption[] {
  const lookup = new Holidays();
  const options: RegionOption[] = [];
  const byName = (a: [string, string], b: [string, string]) => a[1].localeCompare(b[1], "en");
  const states = Object.entries(lookup.getStates(country, LANGUAGE) ?? {}).sort(byName);
  for (const [state, stateName] of states) {
    options.push({ value: state, label: stateName });
    const regions = Object.entries(lookup.getRegions(country, state, LANGUAGE) ?? {}).sort(byName);
    for (const [region, regionName] of regions) {
      options.push({ value: `${state}.${region}`, label: `${stateName}: ${regionName}` });
    }
  }
  return options;
}

// A year of Chinese or Hindu lunar holidays takes ~30 ms to compute: keep what was computed.
const calendars = new Map<string, Holidays>();
const years = new Map<string, Holiday[]>();

function calendarFor(country: string, region: string): Holidays {
  const key = `${country}.${region}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    const [state, subregion] = region ? region.split(".") : [];
    // Only "public" days are days off for everyone; observances (Valentine's Day), bank, school
    // and optional holidays are not. UTC keeps each holiday on its civil date.
    calendar = new Holidays(
      { country, state, region: subregion },
      { types: ["public"], timezone: "UTC", languages: [LANGUAGE] },
    );
    calendars.set(key, calendar);
  }
  return calendar;
}

/** The public holidays of one year, one entry per day (a three-day Eid is three entries). */
export function publicHolidaysOfYear(country: string, region: string, year: number): Holiday[] {
  const key = `${country}.${region}:${year}`;
  const cached = years.get(key);
  if (cached) return cached;
  const holidays: Holiday[] = [];
  for (const holiday of calendarFor(country, region).getHolidays(year, LANGUAGE)) {
    if (holiday.type !== "public") continue;
    // "2024-04-10 00:00:00 -0600": the civil date comes first whatever the time and offset say.
    const first = parseIsoDate(holiday.date.slice(0, 10));
    if (first === null) continue;
    const length = Math.max(
      1,
      Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS),
    );
    for (let day = first; day < first + length; day++) {
      holidays.push({ day, name: holiday.name, type: holiday.type, source: "country" });
    }
  }
  years.set(key, holidays);
  return holidays;
}

export function countryHolidays(
  job: CountryHolidaysJob,
  progress: ProgressReporter = () => {},
): CountryHolidaysResult {
  const { country, region, from, to } = job;
  const regions = regionOptions(country);
  const validRegion = regions.some((option) => option.value === region) ? region : "";
  // A year's list can hold days of the next year (a 31 December substitute for 1 January).
  const firstYear = Math.max(HOLIDAY_FIRST_YEAR, civilDate(from).year - 1);
  const lastYear = Math.min(HOLIDAY_LAST_YEAR, civilDate(to - 1).year);
  const holidays: Holiday[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    for (const holiday of publicHolidaysOfYear(country, validRegion, year)) {
      if (holiday.day >= from && holiday.day < to) holidays.push(holiday);
    }
    progress((year - firstYear + 1) / (lastYear - firstYear + 1));
  }
  return { job, holidays, regions };
}
