// Epoch timestamps ⇄ dates: unit detection, exact conversion in nanoseconds, and the date formats.
// Dates in UTC, local time or any zone, as ISO 8601 or RFC 2822; one value or many at once.
import { ToolError } from "~/lib/tool-error";
import {
  type LocalDateTime,
  MONTH_NAMES,
  UTC,
  WEEKDAYS,
  formatIsoYear,
  formatOffset,
  formatReadableInZone,
  offsetMinutes,
  utcMillis,
  zonedDateTime,
  zonedTimeToInstant,
} from "~/lib/time/time-zones";

export type EpochUnit = "seconds" | "milliseconds" | "microseconds" | "nanoseconds";
export type UnitChoice = "auto" | EpochUnit;

export const EPOCH_UNITS: readonly EpochUnit[] = [
  "seconds",
  "milliseconds",
  "microseconds",
  "nanoseconds",
];

export const UNIT_OPTIONS: readonly { value: UnitChoice; label: string }[] = [
  { value: "auto", label: "Auto" },
  { value: "seconds", label: "Seconds" },
  { value: "milliseconds", label: "Milliseconds" },
  { value: "microseconds", label: "Microseconds" },
  { value: "nanoseconds", label: "Nanoseconds" },
];

export const UNIT_LABELS: Record<EpochUnit, string> = {
  seconds: "Seconds",
  milliseconds: "Milliseconds",
  microseconds: "Microseconds",
  nanoseconds: "Nanoseconds",
};

// Everything is kept in BigInt nanoseconds: a Number loses digits past 2^53 (≈ 9e15), which
// microsecond and nanosecond timestamps of today already exceed.
const NANOS_PER: Record<EpochUnit, bigint> = {
  seconds: 1_000_000_000n,
  milliseconds: 1_000_000n,
  microseconds: 1_000n,
  nanoseconds: 1n,
};
const NANOS_PER_MS = 1_000_000n;

/** JavaScript's Date reaches 8.64e15 ms (100,000,000 days) either side of 1970. */
export const MAX_EPOCH_MS = 8_640_000_000_000_000n;
const MAX_EPOCH_NS = MAX_EPOCH_MS * NANOS_PER_MS;

// Auto detection reads the value in the coarsest unit that puts it within years 0001–9999, the
// years people write with four digits. So 253402300799 (9999-12-31T23:59:59Z) is seconds, and
// one more is milliseconds; today's values (10, 13, 16 and 19 digits) land in their own unit.
// The price: milliseconds before 1978-01-12 (12 digits or fewer) read as seconds; pick the unit.
const FIRST_NS_OF_YEAR_1 = -62_135_596_800n * NANOS_PER.seconds;
const LAST_NS_OF_YEAR_9999 = 253_402_300_800n * NANOS_PER.seconds - 1n;

export const timestampNotANumberMessage = (input: string) =>
  `"${input}" is not a timestamp: write a whole number such as 1700000000 (a leading minus sign and a decimal fraction are allowed).`;
export const timestampOutOfRangeMessage = (input: string) =>
  `"${input}" is out of range: dates reach 8,640,000,000,000,000 milliseconds either side of 1970 (years -271821 to 275760).`;
export const dateNotIsoMessage = (input: string) =>
  `"${input}" is not an ISO 8601 date: write it like 2023-11-14T22:13:20Z, 2023-11-14 22:13 or 2023-11-14.`;
export const dateNotRealMessage = (input: string, reason: string) =>
  `"${input}" is not a real date: ${reason}.`;
export const dateOutOfRangeMessage = (input: string) =>
  `"${input}" is out of range: dates reach years -271821 to 275760.`;

/** Integer division rounding down, as an instant's second holds the nanoseconds after it. */
function floorDiv(dividend: bigint, divisor: bigint): bigint {
  const quotient = dividend / divisor;
  return dividend % divisor !== 0n && dividend < 0n !== divisor < 0n ? quotient - 1n : quotient;
}

function floorMod(dividend: bigint, divisor: bigint): bigint {
  return dividend - floorDiv(dividend, divisor) * divisor;
}

/** A timestamp read in a unit: the instant in nanoseconds since 1970-01-01T00:00:00Z. */
export interface EpochReading {
  nanoseconds: bigint;
  unit: EpochUnit;
}

/** The unit Auto picks for `value` (a number written in an unknown unit, scaled by 1e9). */
function detectUnit(valueTimesBillion: bigint): EpochUnit {
  for (const unit of EPOCH_UNITS.slice(0, 3)) {
    const nanoseconds = floorDiv(valueTimesBillion * NANOS_PER[unit], NANOS_PER.seconds);
    if (nanoseconds >= FIRST_NS_OF_YEAR_1 && nanoseconds <= LAST_NS_OF_YEAR_9999) return unit;
  }
  return "nanoseconds";
}

/** Reads one timestamp ("1700000000", "-86400", "1700000000.5") in `choice`, or throws ToolError. */
export function readTimestamp(input: string, choice: UnitChoice): EpochReading {
  const text = input.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new ToolError(timestampNotANumberMessage(text));
  const [, sign, whole, fraction = ""] = match;
  // Digits past the ninth decimal are below a nanosecond in any unit, so they are dropped.
  const magnitude = BigInt(whole) * NANOS_PER.seconds + BigInt(fraction.slice(0, 9).padEnd(9, "0"));
  const valueTimesBillion = sign === "-" ? -magnitude : magnitude;
  const unit = choice === "auto" ? detectUnit(valueTimesBillion) : choice;
  const nanoseconds = floorDiv(valueTimesBillion * NANOS_PER[unit], NANOS_PER.seconds);
  if (nanoseconds > MAX_EPOCH_NS || nanoseconds < -MAX_EPOCH_NS) {
    throw new ToolError(timestampOutOfRangeMessage(text));
  }
  return { nanoseconds, unit };
}

/** One line of a batch: its 1-based number, its text, and its reading or its error message. */
export type BatchLine =
  | { line: number; input: string; reading: EpochReading; error?: undefined }
  | { line: number; input: string; reading?: undefined; error: string };

/**
 * Reads every non-blank line. Errors name their line when there is more than one value, so a
 * message points at the right place in a pasted log.
 */
export function readTimestampLines(text: string, choice: UnitChoice): BatchLine[] {
  const lines = text.split(/\r\n|\r|\n/);
  const filled = lines.filter((line) => line.trim() !== "").length;
  const result: BatchLine[] = [];
  lines.forEach((raw, index) => {
    const input = raw.trim();
    if (input === "") return;
    const line = index + 1;
    try {
      result.push({ line, input, reading: readTimestamp(input, choice) });
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      result.push({
        line,
        input,
        error: filled > 1 ? `Line ${line}: ${error.message}` : error.message,
      });
    }
  });
  return result;
}

/** The instant in whole milliseconds (rounded down), as Date and Intl take it. */
export function epochMillis(nanoseconds: bigint): number {
  return Number(floorDiv(nanoseconds, NANOS_PER_MS));
}

/** The instant written in `unit`, rounded down to a whole number of that unit. */
export function epochIn(nanoseconds: bigint, unit: EpochUnit): string {
  return floorDiv(nanoseconds, NANOS_PER[unit]).toString();
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** ".5", ".123456", ".000000789": the second's fraction in 3, 6 or 9 digits, or "" when whole. */
function secondFraction(nanoseconds: bigint): string {
  const nanos = floorMod(nanoseconds, NANOS_PER.seconds);
  if (nanos === 0n) return "";
  const digits = nanos.toString().padStart(9, "0");
  if (nanos % 1_000_000n === 0n) return `.${digits.slice(0, 3)}`;
  if (nanos % 1_000n === 0n) return `.${digits.slice(0, 6)}`;
  return `.${digits}`;
}

/**
 * ISO 8601 in `timeZone` with the sub-second digits the value has: "2023-11-14T22:13:20Z" in UTC,
 * "2023-11-14T23:13:20.5+01:00" elsewhere.
 */
export function formatIso(nanoseconds: bigint, timeZone: string = UTC): string {
  const instant = epochMillis(nanoseconds);
  const wall = zonedDateTime(instant, timeZone);
  const zone = timeZone === UTC ? "Z" : formatOffset(offsetMinutes(instant, timeZone));
  return (
    `${formatIsoYear(wall.year)}-${pad(wall.month)}-${pad(wall.day)}` +
    `T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${secondFraction(nanoseconds)}${zone}`
  );
}

/**
 * RFC 2822 (e-mail and HTTP dates) in `timeZone`: "Tue, 14 Nov 2023 22:13:20 +0000". Its year
 * has four digits, so years before 0000 or after 9999 have no RFC 2822 form: null.
 */
export function formatRfc2822(instant: number, timeZone: string = UTC): string | null {
  const wall = zonedDateTime(instant, timeZone);
  if (wall.year < 0 || wall.year > 9999) return null;
  const offset = formatOffset(offsetMinutes(instant, timeZone)).replace(":", "");
  return (
    `${WEEKDAYS[wall.weekday]}, ${pad(wall.day)} ${MONTH_NAMES[wall.month - 1].slice(0, 3)} ` +
    `${pad(wall.year, 4)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)} ${offset}`
  );
}

const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "always" });

// The largest unit that fits, counted down: 47 hours is "1 day ago", as people say it.
const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365.2425 * 86_400_000],
  ["month", (365.2425 / 12) * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
  ["second", 1_000],
];

/** "3 days ago", "in 2 hours", "now" (under a second either way): `instant` seen from `now`. */
export function formatRelative(instant: number, now: number): string {
  const difference = instant - now;
  for (const [unit, size] of RELATIVE_STEPS) {
    const count = Math.trunc(difference / size);
    if (count !== 0) return relativeFormat.format(count, unit);
  }
  return "now";
}

// --- Date → epoch ---------------------------------------------------------------------------

const ISO_DATE =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Gregorian leap years, extended backwards (ISO 8601's proleptic calendar). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Minutes east of UTC of "Z", "+05:30", "-0800" or "+01". */
function offsetOf(designator: string): number {
  if (designator.toUpperCase() === "Z") return 0;
  const digits = designator.slice(1).replace(":", "");
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return designator.startsWith("-") ? -minutes : minutes;
}

/** The wall time in `timeZone`; NaN at the very ends of Date's range, where Intl cannot look a day ahead. */
function wallTimeInZone(local: LocalDateTime, timeZone: string): number {
  try {
    return zonedTimeToInstant(local, timeZone);
  } catch {
    return Number.NaN;
  }
}

/**
 * The instant (ns since 1970) of an ISO 8601 date or date-time such as "2023-11-14T22:13:20Z".
 * Without an offset the wall time is read in `timeZone` (DST gaps move forward, as time-zones.ts
 * explains); a date alone means its midnight. Fractions keep up to nanoseconds.
 */
export function parseIsoDate(input: string, timeZone: string): bigint {
  const text = input.trim();
  const match = ISO_DATE.exec(text);
  if (!match) throw new ToolError(dateNotIsoMessage(text));
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, fraction, zone] = match;
  const [year, month, day] = [yearText, monthText, dayText].map(Number);
  const [hour, minute, second] = [hourText, minuteText, secondText].map((n) => Number(n ?? 0));
  const notReal = (reason: string) => new ToolError(dateNotRealMessage(text, reason));
  if (month < 1 || month > 12) throw notReal(`month ${monthText} does not exist (01 to 12)`);
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) {
    throw notReal(`${MONTH_NAMES[month - 1]} ${year} has ${days} days`);
  }
  if (hour > 23) throw notReal(`hour ${hourText} does not exist (00 to 23)`);
  if (minute > 59) throw notReal(`minute ${minuteText} does not exist (00 to 59)`);
  if (second > 59) throw notReal(`second ${secondText} does not exist (00 to 59)`);
  const offset = zone ? offsetOf(zone) : null;
  if (offset !== null && Math.abs(offset) >= 24 * 60) {
    throw notReal(`the offset ${zone} is not within ±23:59`);
  }
  const local = { year, month, day, hour, minute, second };
  // Far outside Date's range the wall-time arithmetic itself fails, so check the year first.
  if (year < -271_822 || year > 275_761) throw new ToolError(dateOutOfRangeMessage(text));
  const wholeSecond =
    offset === null && timeZone !== UTC
      ? wallTimeInZone(local, timeZone)
      : utcMillis(local) - (offset ?? 0) * 60_000;
  if (Number.isNaN(wholeSecond)) throw new ToolError(dateOutOfRangeMessage(text));
  const nanoseconds =
    BigInt(wholeSecond) * NANOS_PER_MS + BigInt((fraction ?? "").slice(0, 9).padEnd(9, "0"));
  if (nanoseconds > MAX_EPOCH_NS || nanoseconds < -MAX_EPOCH_NS) {
    throw new ToolError(dateOutOfRangeMessage(text));
  }
  return nanoseconds;
}

// --- Results as a table ----------------------------------------------------------------------

export interface TimestampRow {
  label: string;
  value: string;
}

/** Everything the page shows about one instant, in the order it shows it. */
export function describeInstant(
  nanoseconds: bigint,
  { timeZone, localZone, now }: { timeZone: string; localZone: string; now: number },
): TimestampRow[] {
  const instant = epochMillis(nanoseconds);
  return [
    { label: "UTC", value: formatReadableInZone(instant, UTC) },
    { label: `Local (${localZone})`, value: formatReadableInZone(instant, localZone) },
    { label: `Time zone (${timeZone})`, value: formatReadableInZone(instant, timeZone) },
    { label: "ISO 8601 (UTC)", value: formatIso(nanoseconds, UTC) },
    { label: `ISO 8601 (${timeZone})`, value: formatIso(nanoseconds, timeZone) },
    {
      label: `RFC 2822 (${timeZone})`,
      value: formatRfc2822(instant, timeZone) ?? "None: RFC 2822 years have four digits",
    },
    { label: "Relative", value: formatRelative(instant, now) },
    ...EPOCH_UNITS.map((unit) => ({ label: UNIT_LABELS[unit], value: epochIn(nanoseconds, unit) })),
  ];
}

/** The batch as CSV rows: a header, then one row per line (the error in place of the dates). */
export function batchRows(lines: readonly BatchLine[], timeZone: string): string[][] {
  const header = [
    "Line",
    "Input",
    "Unit",
    "ISO 8601 (UTC)",
    `ISO 8601 (${timeZone})`,
    "Milliseconds",
    "Error",
  ];
  return [
    header,
    ...lines.map(({ line, input, reading, error }) =>
      reading
        ? [
            String(line),
            input,
            reading.unit,
            formatIso(reading.nanoseconds, UTC),
            formatIso(reading.nanoseconds, timeZone),
            epochIn(reading.nanoseconds, "milliseconds"),
            "",
          ]
        : [String(line), input, "", "", "", "", error],
    ),
  ];
}
