// Converts a date-time read in one zone to each chosen zone, reporting times that do not exist or
// happen twice on daylight saving days (/timezone-converter: conversion and DST rules).
import {
  type LocalDateTime,
  WEEKDAYS,
  clockChangeTimes,
  formatOffset,
  isDaylightSavingTime,
  offsetMinutes,
  parseLocalDateTime,
  resolveWallTime,
  toLocalDateTimeValue,
  zoneAbbreviation,
  zonedDateTime,
} from "~/lib/time/time-zones";
import { ToolError } from "~/lib/tool-error";

/** Zones shown before the user chooses any. */
export const DEFAULT_ZONES = ["America/New_York", "Europe/London", "Asia/Kolkata", "Asia/Tokyo"];

/** Which instant a repeated wall time (clocks went back) means. */
export type RepeatedChoice = "earlier" | "later";

/** "2024-03-10 02:30": a wall time as messages write it. */
export function formatLocal(local: LocalDateTime): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${local.year}-${pad(local.month)}-${pad(local.day)} ${pad(local.hour)}:${pad(local.minute)}`;
}

export const invalidDateTimeMessage = (value: string) =>
  `"${value}" is not a date and time: use the form 2024-03-10T09:30.`;

export const nonexistentTimeMessage = (
  local: LocalDateTime,
  zone: string,
  from: string,
  to: string,
) => `${formatLocal(local)} does not exist in ${zone}: clocks jump from ${from} to ${to}.`;

export const repeatedTimeMessage = (
  local: LocalDateTime,
  zone: string,
  from: string,
  to: string,
  choice: RepeatedChoice,
  offset: string,
) =>
  `${formatLocal(local)} happens twice in ${zone}: clocks go back from ${from} to ${to}. ` +
  `Showing the ${choice} one (UTC${offset}).`;

/** The instant the source stands for, and a note when the wall time happens twice. */
export interface SourceInstant {
  instant: number;
  /** Set when the time happens twice: what is shown and why. */
  repeated?: { note: string; earlier: number; later: number };
}

/**
 * Reads a datetime-local value in `zone`. A time skipped by a spring-forward jump is an error
 * (never silently moved); a time repeated by a fall-back is the `choice` of its two instants.
 */
export function resolveSourceTime(
  value: string,
  zone: string,
  choice: RepeatedChoice = "earlier",
): SourceInstant {
  const local = parseLocalDateTime(value);
  if (!local) throw new ToolError(invalidDateTimeMessage(value));
  const resolution = resolveWallTime(local, zone);
  if (resolution.kind === "unique") return { instant: resolution.instant };
  const { from, to } = clockChangeTimes(resolution.change);
  if (resolution.kind === "skipped") {
    throw new ToolError(nonexistentTimeMessage(local, zone, from, to));
  }
  const instant = choice === "earlier" ? resolution.earlier : resolution.later;
  const offset = formatOffset(offsetMinutes(instant, zone));
  return {
    instant,
    repeated: {
      note: repeatedTimeMessage(local, zone, from, to, choice, offset),
      earlier: resolution.earlier,
      later: resolution.later,
    },
  };
}

/** One zone's reading of the instant. */
export interface ZoneTime {
  zone: string;
  /** "2024-03-10 09:30" */
  local: string;
  weekday: (typeof WEEKDAYS)[number];
  /** "+05:30" */
  offset: string;
  abbreviation: string;
  dst: boolean;
  /** From the source zone: "+9 h 30 min", "-5 h", "same time". */
  difference: string;
}

/** "+9 h 30 min", "-5 h", "same time": how far a zone's clock is ahead of another's. */
export function formatDifference(minutes: number): string {
  if (minutes === 0) return "same time";
  const absolute = Math.abs(minutes);
  const hours = Math.floor(absolute / 60);
  const rest = absolute % 60;
  const parts = [hours ? `${hours} h` : "", rest ? `${rest} min` : ""].filter(Boolean);
  return `${minutes < 0 ? "-" : "+"}${parts.join(" ")}`;
}

export function zoneTime(instant: number, zone: string, sourceZone: string): ZoneTime {
  const offset = offsetMinutes(instant, zone);
  return {
    zone,
    local: toLocalDateTimeValue(instant, zone).replace("T", " "),
    weekday: WEEKDAYS[zonedDateTime(instant, zone).weekday],
    offset: formatOffset(offset),
    abbreviation: zoneAbbreviation(instant, zone),
    dst: isDaylightSavingTime(instant, zone),
    difference: formatDifference(offset - offsetMinutes(instant, sourceZone)),
  };
}

export const convertToZones = (instant: number, sourceZone: string, zones: readonly string[]) =>
  zones.map((zone) => zoneTime(instant, zone, sourceZone));

export const TABLE_COLUMNS = [
  "Time zone",
  "Local time",
  "Weekday",
  "UTC offset",
  "Abbreviation",
  "DST",
  "Difference",
] as const;

/** The rows of the conversion table as text cells, in TABLE_COLUMNS order. */
export function tableCells(time: ZoneTime): string[] {
  return [
    time.zone,
    time.local,
    time.weekday,
    time.offset,
    time.abbreviation,
    time.dst ? "Yes" : "No",
    time.difference,
  ];
}

/** Text for the clipboard, a line per zone: "America/New_York: 2024-03-10 09:30 Sun (UTC-04:00, EDT)". */
export function timesAsText(times: readonly ZoneTime[]): string {
  return times
    .map(
      (time) =>
        `${time.zone}: ${time.local} ${time.weekday} (UTC${time.offset}` +
        `${time.abbreviation === time.offset ? "" : `, ${time.abbreviation}`})`,
    )
    .join("\n");
}
