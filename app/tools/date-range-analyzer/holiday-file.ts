// Reads a user's holiday file, iCalendar (VEVENT: DTSTART;VALUE=DATE, SUMMARY, yearly RRULE) or CSV
// `date,name`, and lists its holidays inside a range (/date-range-analyzer upload).
import {
  type DayNumber,
  LAST_YEAR,
  civilDate,
  daysInMonth,
  dayNumber,
  notADateMessage,
  parseBasicDate,
  parseIsoDate,
  weekdayOf,
} from "~/lib/time/civil-date";
import { forEachCsvRow } from "~/lib/csv/csv";
import { icsProperty, readIcsComponents, unescapeIcsText } from "~/lib/time/ics";
import { ToolError, lineAndColumn } from "~/lib/tool-error";
import type { Holiday } from "./date-range";
import { groupedCount } from "~/lib/number/count-text";

/** A holiday without a name in the file is still a holiday. */
export const UNNAMED_HOLIDAY = "Holiday";
/** Longer events are not holidays but a mistake (a missing DTEND year, say). */
export const MAX_EVENT_DAYS = 366;

const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** "Every year", possibly on the nth weekday of a month (RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH). */
export interface YearlyRepeat {
  interval: number;
  count?: number;
  until?: DayNumber;
  month?: number;
  /** Ordinal (1 = first, -1 = last) and weekday (0 = Sunday). */
  nthWeekday?: { ordinal: number; weekday: number };
}

export interface HolidayFileEntry {
  start: DayNumber;
  days: number;
  name: string;
  line: number;
  repeat?: YearlyRepeat;
}

export interface HolidayFile {
  format: "ics" | "csv";
  entries: HolidayFileEntry[];
  /** Things read differently from what the file may mean, each naming its line. */
  notes: string[];
}

export function isIcsText(text: string): boolean {
  return /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text);
}

export function parseHolidayFile(text: string): HolidayFile {
  return isIcsText(text) ? parseIcsHolidays(text) : parseCsvHolidays(text);
}

export function parseCsvHolidays(text: string): HolidayFile {
  const entries: HolidayFileEntry[] = [];
  let first = true;
  const csv = text.replace(/^\uFEFF/, "");
  // Rows arrive in order, so the line number advances from the previous row's start instead of
  // being counted from the top each time (which took seconds for a file of 20,000 rows).
  let line = 1;
  let counted = 0;
  forEachCsvRow(csv, {}, (fields, start) => {
    line += lineAndColumn(csv.slice(counted, start), start - counted).line - 1;
    counted = start;
    const dateText = fields[0].trim();
    if (fields.length === 1 && dateText === "") return; // blank line
    const isHeader = first && dateText.toLowerCase() === "date";
    first = false;
    if (isHeader) return;
    const day = parseIsoDate(dateText);
    if (day === null) {
      throw new ToolError(`Line ${line}: ${notADateMessage(dateText)}`, { line });
    }
    entries.push({ start: day, days: 1, name: fields[1]?.trim() || UNNAMED_HOLIDAY, line });
  });
  return { format: "csv", entries, notes: [] };
}

interface IcsDate {
  day: DayNumber;
  /** A DATE value (all-day), as opposed to a DATE-TIME. */
  allDay: boolean;
}

function readIcsDate(value: string, line: number): IcsDate {
  const trimmed = value.trim();
  const match = /^(\d{8})(T\d{6}Z?)?$/.exec(trimmed);
  const day = match ? parseBasicDate(match[1]) : null;
  if (!match || day === null) {
    throw new ToolError(`Line ${line}: ${notADateMessage(trimmed, "YYYYMMDD")}`, { line });
  }
  return { day, allDay: match[2] === undefined };
}

function readRepeat(rule: string, line: number, notes: string[]): YearlyRepeat | undefined {
  const parts = new Map(
    rule.split(";").map((part) => {
      const [key, value = ""] = part.split("=");
      return [key.trim().toUpperCase(), value.trim().toUpperCase()] as const;
    }),
  );
  const ignored = () => {
    notes.push(
      `Line ${line}: only yearly repeats are read (RRULE:FREQ=YEARLY, optionally with BYMONTH and one BYDAY such as 4TH); this event counts once.`,
    );
    return undefined;
  };
  const known = new Set(["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYMONTH", "BYDAY", "WKST"]);
  if (parts.get("FREQ") !== "YEARLY" || [...parts.keys()].some((key) => !known.has(key))) {
    return ignored();
  }
  const repeat: YearlyRepeat = { interval: Number(parts.get("INTERVAL") ?? "1") };
  if (!Number.isInteger(repeat.interval) || repeat.interval < 1) return ignored();
  if (parts.has("COUNT")) {
    repeat.count = Number(parts.get("COUNT"));
    if (!Number.isInteger(repeat.count) || repeat.count < 1) return ignored();
  }
  if (parts.has("UNTIL")) repeat.until = readIcsDate(parts.get("UNTIL") ?? "", line).day;
  if (parts.has("BYMONTH")) {
    repeat.month = Number(parts.get("BYMONTH"));
    if (!Number.isInteger(repeat.month) || repeat.month < 1 || repeat.month > 12) return ignored();
  }
  if (parts.has("BYDAY")) {
    const byDay = /^([+-]?[1-5])(SU|MO|TU|WE|TH|FR|SA)$/.exec(parts.get("BYDAY") ?? "");
    if (!byDay) return ignored();
    repeat.nthWeekday = { ordinal: Number(byDay[1]), weekday: WEEKDAY_CODES.indexOf(byDay[2]) };
  }
  return repeat;
}

function eventDays(start: IcsDate, properties: Map<string, string>, line: number): number {
  const end = properties.get("DTEND");
  const duration = properties.get("DURATION");
  let days = 1;
  // A DTEND of an all-day event is exclusive: DTSTART 0101, DTEND 0102 is one day.
  if (end !== undefined && start.allDay) days = readIcsDate(end, line).day - start.day;
  else if (duration !== undefined) {
    const match = /^P(\d+)([DW])$/.exec(duration.trim());
    if (match) days = Number(match[1]) * (match[2] === "W" ? 7 : 1);
  }
  days = Math.max(days, 1);
  if (days > MAX_EVENT_DAYS) {
    throw new ToolError(
      `Line ${line}: this event lasts ${groupedCount(days)} days; a holiday may last up to ${MAX_EVENT_DAYS} days.`,
      { line },
    );
  }
  return days;
}

export function parseIcsHolidays(text: string): HolidayFile {
  const entries: HolidayFileEntry[] = [];
  const notes: string[] = [];
  for (const event of readIcsComponents(text, "VEVENT")) {
    const dtstart = icsProperty(event, "DTSTART");
    if (!dtstart) {
      throw new ToolError(`Line ${event.line}: this VEVENT has no DTSTART.`, { line: event.line });
    }
    const start = readIcsDate(dtstart.value, dtstart.line);
    const values = new Map(event.properties.map((property) => [property.name, property.value]));
    const summary = icsProperty(event, "SUMMARY");
    const rrule = icsProperty(event, "RRULE");
    entries.push({
      start: start.day,
      days: eventDays(start, values, dtstart.line),
      name: (summary && unescapeIcsText(summary.value).trim()) || UNNAMED_HOLIDAY,
      line: event.line,
      repeat: rrule ? readRepeat(rrule.value, rrule.line, notes) : undefined,
    });
  }
  return { format: "ics", entries, notes };
}

/** The day of `repeat` in `year`, or null when that year has none (29 February, a 5th Monday). */
function occurrenceIn(year: number, start: DayNumber, repeat: YearlyRepeat): DayNumber | null {
  const first = civilDate(start);
  const month = repeat.month ?? first.month;
  if (repeat.nthWeekday) {
    const { ordinal, weekday } = repeat.nthWeekday;
    const length = daysInMonth(year, month);
    const monthStart = dayNumber({ year, month, day: 1 });
    const day =
      ordinal > 0
        ? 1 + ((weekday - weekdayOf(monthStart) + 7) % 7) + (ordinal - 1) * 7
        : length - ((weekdayOf(monthStart + length - 1) - weekday + 7) % 7) + (ordinal + 1) * 7;
    return day >= 1 && day <= length ? monthStart + day - 1 : null;
  }
  if (first.day > daysInMonth(year, month)) return null;
  return dayNumber({ year, month, day: first.day });
}

/** Start days of an entry that can touch [from, to): the entry itself or its yearly repeats. */
function startDays(entry: HolidayFileEntry, from: DayNumber, to: DayNumber): DayNumber[] {
  const { repeat } = entry;
  if (!repeat) return [entry.start];
  const firstYear = civilDate(entry.start).year;
  const lastYear = Math.min(civilDate(to).year, LAST_YEAR);
  // Years before the range matter only for COUNT (occurrences are counted from the first).
  const fromYear =
    repeat.count === undefined ? Math.max(firstYear, civilDate(from).year - 1) : firstYear;
  const days: DayNumber[] = [];
  let occurrences = 0;
  for (let year = fromYear; year <= lastYear; year++) {
    if ((year - firstYear) % repeat.interval !== 0) continue;
    const day = occurrenceIn(year, entry.start, repeat);
    if (day === null || day < entry.start) continue;
    if (repeat.until !== undefined && day > repeat.until) break;
    occurrences++;
    if (repeat.count !== undefined && occurrences > repeat.count) break;
    days.push(day);
  }
  return days;
}

/**
 * The most file holidays one range may hold. The analysis runs on the main thread as you type;
 * 20,000 days take a few tens of milliseconds, while a yearly event lasting months over thousands
 * of years would freeze the page for seconds.
 */
export const MAX_FILE_HOLIDAY_DAYS = 20_000;
export const TOO_MANY_FILE_HOLIDAYS_MESSAGE =
  "Your holiday file gives more than 20,000 holiday days in this range: choose a shorter range.";

/** The file's holidays on days in [from, to), one per day of each event. */
export function fileHolidaysBetween(
  entries: readonly HolidayFileEntry[],
  from: DayNumber,
  to: DayNumber,
): Holiday[] {
  const holidays: Holiday[] = [];
  for (const entry of entries) {
    for (const start of startDays(entry, from, to)) {
      for (let day = Math.max(start, from); day < Math.min(start + entry.days, to); day++) {
        if (holidays.length === MAX_FILE_HOLIDAY_DAYS) {
          throw new ToolError(TOO_MANY_FILE_HOLIDAYS_MESSAGE);
        }
        holidays.push({ day, name: entry.name, type: "file", source: "file" });
      }
    }
  }
  return holidays;
}
