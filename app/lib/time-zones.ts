// Time zones for the time tools (cron, epoch, timezone converter): the IANA zones this browser
// knows, the user's own zone, and an instant written as ISO 8601 with its offset in any zone.
// Pure Intl: no library, no DOM, so it runs in pages, workers and node tests alike.

export const UTC = "UTC";

/** Wall-clock fields of an instant in a zone; month is 1–12, weekday 0 (Sunday) to 6. */
export interface ZonedDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

/** A wall-clock time without a zone, as a datetime-local field gives it. */
export type LocalDateTime = Pick<ZonedDateTime, "year" | "month" | "day" | "hour" | "minute"> &
  Partial<Pick<ZonedDateTime, "second">>;

/** English weekday abbreviations, Sunday first (as Intl writes them and RFC 2822 wants them). */
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** English month names, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

// Building a DateTimeFormat is far slower than using one; listing 100 run times formats 100 times.
const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    formats.set(key, format);
  }
  return format;
}

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  return cachedFormat({
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    weekday: "short",
    era: "short",
  });
}

/** Whether Intl knows `timeZone` (an IANA name such as "Europe/Paris", or "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every zone this runtime supports, "UTC" first, then the IANA names in alphabetical order.
 * `include` adds zones the list may spell differently: Intl lists canonical names, which can be
 * older aliases ("Asia/Calcutta") of the name the device reports ("Asia/Kolkata").
 */
export function availableTimeZones(include: readonly string[] = []): string[] {
  const supported =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set([...supported, ...include.filter(isTimeZone)]);
  zones.delete(UTC);
  return [UTC, ...[...zones].sort()];
}

/** The zone the user's device is set to; UTC when the runtime does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || UTC;
  } catch {
    return UTC;
  }
}

/** The wall-clock fields of `instant` (ms since the epoch) in `timeZone`. */
export function zonedDateTime(instant: number, timeZone: string): ZonedDateTime {
  const fields: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) fields[part.type] = part.value;
  const yearOfEra = Number(fields.year);
  return {
    // Intl writes years before 1 as "n BC"; ISO 8601 counts them as 0, -1, …
    year: fields.era === "BC" || fields.era === "B" ? 1 - yearOfEra : yearOfEra,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    millisecond: ((instant % 1000) + 1000) % 1000,
    weekday: WEEKDAYS.indexOf(fields.weekday as (typeof WEEKDAYS)[number]),
  };
}

/** Minutes to add to UTC to get the wall clock of `timeZone` at `instant` (+60 for CET). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const wall = zonedDateTime(instant, timeZone);
  const wallAsUtc = utcMillis(wall);
  return Math.round((wallAsUtc - (instant - wall.millisecond)) / 60_000);
}

/** Milliseconds since 1970 of a wall time read as UTC; NaN beyond Date's range. */
export function utcMillis(local: LocalDateTime & { millisecond?: number }): number {
  const date = new Date(0);
  // setUTCFullYear keeps years 0–99 as written (Date.UTC would read 26 as 1926).
  date.setUTCFullYear(local.year, local.month - 1, local.day);
  date.setUTCHours(local.hour, local.minute, local.second ?? 0, local.millisecond ?? 0);
  return date.getTime();
}

/** "+05:30", "-03:00", "+00:00": the offset as ISO 8601 writes it. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** A year as ISO 8601 writes it: "0001", "2026", "-000001", "+275760". */
export function formatIsoYear(year: number): string {
  // ISO 8601 needs a sign and six digits outside 0000–9999.
  if (year >= 0 && year <= 9999) return pad(year, 4);
  return `${year < 0 ? "-" : "+"}${pad(Math.abs(year), 6)}`;
}

/**
 * `instant` as ISO 8601 with the zone's offset, e.g. "2026-11-23T09:00:00+00:00". Milliseconds
 * are written only when there are some, so whole-second times read as people write them.
 */
export function formatIsoInZone(instant: number, timeZone: string): string {
  const wall = zonedDateTime(instant, timeZone);
  const fraction = wall.millisecond ? `.${pad(wall.millisecond, 3)}` : "";
  return (
    `${formatIsoYear(wall.year)}-${pad(wall.month)}-${pad(wall.day)}` +
    `T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${fraction}` +
    formatOffset(offsetMinutes(instant, timeZone))
  );
}

/** `instant` for people, in English: "Mon, Nov 23, 2026, 09:00:00 UTC" (or 9:00:00 AM). */
export function formatReadableInZone(
  instant: number,
  timeZone: string,
  { hour12 = false }: { hour12?: boolean } = {},
): string {
  const format = cachedFormat({
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: hour12 ? "numeric" : "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: hour12 ? "h12" : "h23",
    timeZoneName: "short",
  });
  return format.format(instant);
}

/**
 * The instant at which the wall clock of `timeZone` shows `local`. A time that happens twice
 * (clocks go back) is the earlier one; a time that never happens (clocks jump forward) moves
 * forward by the size of the jump, so 02:30 on a spring-forward night is 03:30. This is the
 * "compatible" rule of Temporal and of most calendar apps.
 */
export function zonedTimeToInstant(local: LocalDateTime, timeZone: string): number {
  const asUtc = utcMillis(local);
  // The offset is known a day either side of the transition; try both and keep what fits.
  const before = offsetMinutes(asUtc - 86_400_000, timeZone);
  const after = offsetMinutes(asUtc + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => utcMillis(zonedDateTime(instant, timeZone)) === asUtc)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0];
  // A gap: read the wall time with the offset in force before the jump, which lands after it.
  return asUtc - before * 60_000;
}

/** Parses "2026-11-23T09:00" or "2026-11-23T09:00:30" (a datetime-local value); null if malformed. */
export function parseLocalDateTime(value: string): LocalDateTime | null {
  const match = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0));
  const local = { year, month, day, hour, minute, second };
  const roundTrip = new Date(utcMillis(local));
  const valid =
    month >= 1 &&
    month <= 12 &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    roundTrip.getUTCDate() === day &&
    roundTrip.getUTCMonth() === month - 1;
  return valid ? local : null;
}

/** The wall clock of `instant` in `timeZone` as a datetime-local value, "2026-11-23T09:00". */
export function toLocalDateTimeValue(instant: number, timeZone: string): string {
  const wall = zonedDateTime(instant, timeZone);
  return `${formatIsoYear(wall.year)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
