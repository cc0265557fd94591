// Time zones for the time tools (cron, epoch, timezone converter): the IANA zones this browser
// knows, the user's own zone, and an instant written as ISO 8601 with its offset in any zone.
// Pure Intl: no library, no DOM, so it runs in pages, workers and node tests alike.
import { currentTimeZoneName, listedTimeZoneName } from "./time-zone-aliases";

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

function cachedFormat(options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
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
 * Every zone this runtime supports, "UTC" first, then the current IANA names in alphabetical order
 * (Intl lists ICU's names, some of them old: "Asia/Calcutta" is shown as "Asia/Kolkata").
 * `include` adds zones Intl may not list, such as the user's choice ("Etc/GMT+5"), by current name.
 */
export function availableTimeZones(include: readonly string[] = []): string[] {
  const zones = new Set(listedTimeZones());
  for (const name of include) {
    // Most included names are listed already (a map lists ~400): checking one costs an
    // Intl.DateTimeFormat, which is what made the time zone converter's first render slow.
    if (zones.has(name)) continue;
    const current = currentTimeZoneName(name);
    if (current) zones.add(current);
  }
  zones.delete(UTC);
  return [UTC, ...[...zones].sort()];
}

let listed: readonly string[] | null = null;

/** Intl's zones by their current names, made once: every zone list on a page starts from it. */
function listedTimeZones(): readonly string[] {
  listed ??= (
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []
  ).map(listedTimeZoneName);
  return listed;
}

/** The zone the user's device is set to, by its current name; UTC when the runtime does not say. */
export function browserTimeZone(): string {
  try {
    const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return (reported && currentTimeZoneName(reported)) || UTC;
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
  const resolution = resolveWallTime(local, timeZone);
  if (resolution.kind === "unique") return resolution.instant;
  if (resolution.kind === "repeated") return resolution.earlier;
  // A gap: read the wall time with the offset in force before the jump, which lands after it.
  return utcMillis(local) - resolution.change.offsetBefore * 60_000;
}

/** A change of a zone's offset: the instant it happens and the offsets (minutes) either side. */
export interface ClockChange {
  instant: number;
  offsetBefore: number;
  offsetAfter: number;
}

/**
 * What a wall time means in a zone: one instant, two (clocks went back, so the time happens
 * twice; `earlier` has the offset before the change) or none (clocks jumped over it).
 */
export type WallTimeResolution =
  | { kind: "unique"; instant: number }
  | { kind: "repeated"; earlier: number; later: number; change: ClockChange }
  | { kind: "skipped"; change: ClockChange };

const DAY_MS = 86_400_000;

export function resolveWallTime(local: LocalDateTime, timeZone: string): WallTimeResolution {
  const asUtc = utcMillis(local);
  // Offsets stay within ±14 h, so a day either side brackets the instant and any change near it.
  const before = offsetMinutes(asUtc - DAY_MS, timeZone);
  const after = offsetMinutes(asUtc + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => utcMillis(zonedDateTime(instant, timeZone)) === asUtc)
    .sort((a, b) => a - b);
  if (candidates.length === 1) return { kind: "unique", instant: candidates[0] };
  const change = findClockChange(asUtc - DAY_MS, asUtc + DAY_MS, timeZone);
  if (candidates.length === 2) {
    return { kind: "repeated", earlier: candidates[0], later: candidates[1], change };
  }
  return { kind: "skipped", change };
}

/** The first offset change in (from, to], found by bisection; the offsets at both ends must differ. */
function findClockChange(from: number, to: number, timeZone: string): ClockChange {
  const offsetBefore = offsetMinutes(from, timeZone);
  let low = from;
  let high = to;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetMinutes(middle, timeZone) === offsetBefore) low = middle;
    else high = middle;
  }
  return { instant: high, offsetBefore, offsetAfter: offsetMinutes(high, timeZone) };
}

/** The wall clock just before and just after a change, e.g. from "02:00" to "03:00" (spring forward). */
export function clockChangeTimes(change: ClockChange): { from: string; to: string } {
  const wall = (offset: number) => {
    const minuteOfDay = (((Math.round(change.instant / 60_000) + offset) % 1440) + 1440) % 1440;
    return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
  };
  return { from: wall(change.offsetBefore), to: wall(change.offsetAfter) };
}

/**
 * Whether `timeZone` is on daylight saving (summer) time at `instant`: its offset is above the
 * lower of its January and July offsets that year, which holds in both hemispheres.
 */
export function isDaylightSavingTime(instant: number, timeZone: string): boolean {
  const { year } = zonedDateTime(instant, timeZone);
  const january = offsetMinutes(
    utcMillis({ year, month: 1, day: 1, hour: 12, minute: 0 }),
    timeZone,
  );
  const july = offsetMinutes(utcMillis({ year, month: 7, day: 1, hour: 12, minute: 0 }), timeZone);
  return offsetMinutes(instant, timeZone) > Math.min(january, july);
}

// CLDR gives a zone's short name only in the locales where people use it ("BST" in en-GB, "IST"
// in en-IN, "AEST" in en-AU); elsewhere it writes "GMT+1". Asking these in turn finds most names.
const ABBREVIATION_LOCALES = ["en-US", "en-GB", "en-AU", "en-NZ", "en-IN", "en-IE", "en-ZA"];

/**
 * The zone's abbreviation at `instant` ("EST", "BST", "AEDT", "UTC") as Intl knows it, or the
 * offset ("+05:45") when Intl only has "GMT+5:45".
 */
export function zoneAbbreviation(instant: number, timeZone: string): string {
  for (const locale of ABBREVIATION_LOCALES) {
    const name = cachedFormat({ timeZone, timeZoneName: "short" }, locale)
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value;
    if (name && !/^(GMT|UTC)[+\-\u2212]/.test(name)) return name;
  }
  return formatOffset(offsetMinutes(instant, timeZone));
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
