// Counts the days of a date range: total, weeks + days, weekdays, weekend days, holidays on weekdays
// and business days, and lists the holidays in it (/date-range-analyzer).
import { WEEKDAY_NAMES, type DayNumber, formatIsoDate, weekdayOf } from "~/lib/time/civil-date";
import { counted } from "~/lib/text/text-stats";
import { ToolError } from "~/lib/tool-error";
import { groupedCount } from "~/lib/number/count-text";

export const END_BEFORE_START_MESSAGE =
  "The end date is before the start date. Swap the dates to count this range.";

/** Saturday and Sunday (weekdayOf numbering). */
export const DEFAULT_WEEKEND_DAYS: readonly number[] = [6, 0];

export type HolidaySource = "country" | "file";

export interface Holiday {
  day: DayNumber;
  name: string;
  /** "public" for the country data we count; "file" entries say what the file called them. */
  type: string;
  source: HolidaySource;
}

export type HolidayStatus = "counted" | "weekend" | "duplicate";

export interface ListedHoliday extends Holiday {
  /** Whether this entry took a business day off the count, and if not, why not. */
  status: HolidayStatus;
}

export interface RangeQuery {
  start: DayNumber;
  end: DayNumber;
  /** When false the end date itself is not counted (the days between two dates). */
  includeEnd: boolean;
  weekendDays: readonly number[];
  holidays: readonly Holiday[];
}

export interface RangeAnalysis {
  totalDays: number;
  weeks: number;
  extraDays: number;
  weekdays: number;
  weekendDays: number;
  holidaysOnWeekdays: number;
  businessDays: number;
  /** The holidays inside the range, in date order. */
  holidays: ListedHoliday[];
}

/** Days in [from, to) that are not weekend days: whole weeks at once, then the few days left. */
export function countWeekdays(
  from: DayNumber,
  to: DayNumber,
  weekendDays: readonly number[],
): number {
  if (to <= from) return 0;
  const weekend = new Set(weekendDays);
  const total = to - from;
  const wholeWeeks = Math.floor(total / 7);
  let count = wholeWeeks * (7 - weekend.size);
  for (let day = from + wholeWeeks * 7; day < to; day++) {
    if (!weekend.has(weekdayOf(day))) count++;
  }
  return count;
}

/** Holidays between `from` and `to` (exclusive) in date order: country data first on a tie. */
export function holidaysBetween(
  holidays: readonly Holiday[],
  from: DayNumber,
  to: DayNumber,
): Holiday[] {
  return holidays
    .filter((holiday) => holiday.day >= from && holiday.day < to)
    .sort((a, b) => a.day - b.day || (a.source === b.source ? 0 : a.source === "country" ? -1 : 1));
}

export function analyzeRange({
  start,
  end,
  includeEnd,
  weekendDays,
  holidays,
}: RangeQuery): RangeAnalysis {
  if (end < start) throw new ToolError(END_BEFORE_START_MESSAGE);
  const stop = includeEnd ? end + 1 : end;
  const totalDays = stop - start;
  const weekdays = countWeekdays(start, stop, weekendDays);
  const weekend = new Set(weekendDays);
  const seen = new Set<DayNumber>();
  // A day off is a day off once: a weekend holiday or a second holiday on the same day is listed
  // but takes nothing more off the count.
  const listed = holidaysBetween(holidays, start, stop).map((holiday): ListedHoliday => {
    let status: HolidayStatus = "counted";
    if (weekend.has(weekdayOf(holiday.day))) status = "weekend";
    else if (seen.has(holiday.day)) status = "duplicate";
    seen.add(holiday.day);
    return { ...holiday, status };
  });
  const holidaysOnWeekdays = listed.filter((holiday) => holiday.status === "counted").length;
  return {
    totalDays,
    weeks: Math.floor(totalDays / 7),
    extraDays: totalDays % 7,
    weekdays,
    weekendDays: totalDays - weekdays,
    holidaysOnWeekdays,
    businessDays: weekdays - holidaysOnWeekdays,
    holidays: listed,
  };
}

export type UploadMode = "add" | "replace";

/** The holidays that count: the country's plus the file's, or the file's alone. */
export function combineHolidays(
  country: readonly Holiday[],
  file: readonly Holiday[],
  mode: UploadMode,
): Holiday[] {
  return mode === "replace" ? [...file] : [...country, ...file];
}

/** "52 weeks and 2 days", "1 week", "3 days", "0 days". */
export function weeksAndDays(weeks: number, days: number): string {
  if (weeks === 0) return counted(days, "day");
  if (days === 0) return counted(weeks, "week");
  return `${counted(weeks, "week")} and ${counted(days, "day")}`;
}

export const STATUS_LABELS: Record<HolidayStatus, string> = {
  counted: "Yes",
  weekend: "No: weekend",
  duplicate: "No: same day as another holiday",
};

/** The summary as label/value rows, in the order the page shows them. */
export function summaryRows(analysis: RangeAnalysis): [string, string][] {
  return [
    ["Total days", groupedCount(analysis.totalDays)],
    ["Weeks and days", weeksAndDays(analysis.weeks, analysis.extraDays)],
    ["Weekdays", groupedCount(analysis.weekdays)],
    ["Weekend days", groupedCount(analysis.weekendDays)],
    ["Holidays on weekdays", groupedCount(analysis.holidaysOnWeekdays)],
    ["Business days", groupedCount(analysis.businessDays)],
  ];
}

export const HOLIDAY_COLUMNS = ["Date", "Weekday", "Name", "Type", "Counted"] as const;

/** One row per listed holiday, in HOLIDAY_COLUMNS order. */
export function holidayRows(holidays: readonly ListedHoliday[]): string[][] {
  return holidays.map((holiday) => [
    formatIsoDate(holiday.day),
    WEEKDAY_NAMES[weekdayOf(holiday.day)],
    holiday.name,
    holiday.source === "file" ? "From your file" : holiday.type,
    STATUS_LABELS[holiday.status],
  ]);
}
