// Civil (calendar) dates as whole day numbers, with no time zone and no local-time Date in sight:
// the date tools (/date-range-analyzer) count days with them. Proleptic Gregorian, 0001–9999.

/** Days since 1970-01-01 (negative before it); one number per calendar day. */
export type DayNumber = number;

export const FIRST_YEAR = 1;
export const LAST_YEAR = 9999;

/** English weekday names, Sunday first, matching weekdayOf's numbering. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCivilDate({ year, month, day }: CivilDate): boolean {
  return (
    Number.isInteger(year) &&
    year >= FIRST_YEAR &&
    year <= LAST_YEAR &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

// Integer-only conversion (eras of 400 years), so no Date object can shift a day with the zone.
export function dayNumber({ year, month, day }: CivilDate): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function civilDate(days: DayNumber): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(days: DayNumber): number {
  return (((days + 4) % 7) + 7) % 7;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** "2024-03-09" */
export function formatIsoDate(days: DayNumber): string {
  const { year, month, day } = civilDate(days);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The day number of a date written YYYY-MM-DD (surrounding spaces allowed), or null. */
export function parseIsoDate(text: string): DayNumber | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCivilDate(date) ? dayNumber(date) : null;
}

/** The day number of a date written YYYYMMDD (iCalendar's basic format), or null. */
export function parseBasicDate(text: string): DayNumber | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCivilDate(date) ? dayNumber(date) : null;
}

/** The error for a field or file line whose text is not a date of the expected form. */
export function notADateMessage(text: string, expected = "YYYY-MM-DD"): string {
  return `"${text}" is not a date (expected ${expected}).`;
}
