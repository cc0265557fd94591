// Durations ⇄ decimal hours: "01:30:00" → 1.5 and back, many lines at once with a total.
// Reads hh:mm:ss or h:mm, rounds as chosen, and names the line of each input it cannot read.
import { ToolError } from "~/lib/tool-error";

export type Direction = "time-to-decimal" | "decimal-to-time";

export const DIRECTION_OPTIONS: readonly { value: Direction; label: string }[] = [
  { value: "time-to-decimal", label: "Time → decimal hours" },
  { value: "decimal-to-time", label: "Decimal hours → time" },
];

export const MAX_DECIMALS = 6;
export const DEFAULT_DECIMALS = 2;

export const ROUNDING_OPTIONS: readonly { value: string; label: string }[] = Array.from(
  { length: MAX_DECIMALS + 1 },
  (_, decimals) => ({
    value: String(decimals),
    label: decimals === 1 ? "1 decimal" : `${decimals} decimals`,
  }),
);

export const notATimeMessage = (line: number, input: string) =>
  `Line ${line}: "${input}" is not a time: write h:mm or hh:mm:ss, such as 2:45 or 01:30:00.`;
export const partNotANumberMessage = (line: number, part: TimePart, value: string) =>
  `Line ${line}: ${part} "${value}" is not a whole number.`;
export const partOutOfRangeMessage = (line: number, part: TimePart, value: string) =>
  `Line ${line}: ${part} "${value}" must be between 0 and 59.`;
export const notDecimalHoursMessage = (line: number, input: string) =>
  `Line ${line}: "${input}" is not a number of hours: write it like 1.5 or -0.25.`;

export type TimePart = "hours" | "minutes" | "seconds";

const MS_PER_SECOND = 1_000n;
const MS_PER_MINUTE = 60_000n;
const MS_PER_HOUR = 3_600_000n;

/**
 * `numerator / denominator` written with `decimals` digits, rounded half away from zero. Exact
 * (BigInt) so that 9630 s is 2.68 h and not 2.67 as 2.675 in binary floating point would round.
 */
export function formatRatio(numerator: bigint, denominator: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const scaled = (magnitude * scale * 2n + denominator) / (2n * denominator);
  const whole = (scaled / scale).toString();
  const fraction = decimals > 0 ? `.${(scaled % scale).toString().padStart(decimals, "0")}` : "";
  // A value that rounds to zero is written without a sign: "-0.00" reads as a mistake.
  return `${negative && scaled !== 0n ? "-" : ""}${whole}${fraction}`;
}

/** Reads "01:30:00", "2:45", "-1:15" or "100:00:30.5" as milliseconds; `line` goes in messages. */
export function parseDuration(input: string, line: number): bigint {
  const text = input.trim();
  const sign = text.startsWith("-") || text.startsWith("+") ? text[0] : "";
  const parts = text.slice(sign.length).split(":");
  if (parts.length < 2 || parts.length > 3) throw new ToolError(notATimeMessage(line, text));
  const [hours, minutes, seconds = "0"] = parts;
  if (!/^\d+$/.test(hours)) throw new ToolError(partNotANumberMessage(line, "hours", hours));
  if (!/^\d+$/.test(minutes)) throw new ToolError(partNotANumberMessage(line, "minutes", minutes));
  if (Number(minutes) > 59) {
    throw new ToolError(partOutOfRangeMessage(line, "minutes", minutes));
  }
  // Seconds may carry milliseconds ("30.5"), which time trackers export.
  const secondsMatch = /^(\d+)(?:\.(\d{1,3}))?$/.exec(seconds);
  if (!secondsMatch) throw new ToolError(partNotANumberMessage(line, "seconds", seconds));
  if (Number(secondsMatch[1]) > 59) {
    throw new ToolError(partOutOfRangeMessage(line, "seconds", seconds));
  }
  const milliseconds =
    BigInt(hours) * MS_PER_HOUR +
    BigInt(minutes) * MS_PER_MINUTE +
    BigInt(secondsMatch[1]) * MS_PER_SECOND +
    BigInt((secondsMatch[2] ?? "").padEnd(3, "0"));
  return sign === "-" ? -milliseconds : milliseconds;
}

/** Reads decimal hours ("1.5", "-0.25", ".75") as whole seconds, rounded half away from zero. */
export function parseDecimalHours(input: string, line: number): bigint {
  const text = input.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && !match[3])) {
    throw new ToolError(notDecimalHoursMessage(line, text));
  }
  const [, sign, whole, fraction = ""] = match;
  const scale = 10n ** BigInt(fraction.length);
  const hoursTimesScale = BigInt(whole || "0") * scale + BigInt(fraction || "0");
  const seconds = (hoursTimesScale * 3600n * 2n + scale) / (2n * scale);
  return sign === "-" ? -seconds : seconds;
}

/** "01:30:00", "-26:00:05", "01:30:00.500": hours have at least two digits and no upper limit. */
export function formatClock(milliseconds: bigint): string {
  const negative = milliseconds < 0n;
  const magnitude = negative ? -milliseconds : milliseconds;
  const pad = (value: bigint) => value.toString().padStart(2, "0");
  const hours = magnitude / MS_PER_HOUR;
  const minutes = (magnitude % MS_PER_HOUR) / MS_PER_MINUTE;
  const seconds = (magnitude % MS_PER_MINUTE) / MS_PER_SECOND;
  const millis = magnitude % MS_PER_SECOND;
  const fraction = millis ? `.${millis.toString().padStart(3, "0")}` : "";
  return `${negative ? "-" : ""}${pad(hours)}:${pad(minutes)}:${pad(seconds)}${fraction}`;
}

export interface ConversionRow {
  line: number;
  input: string;
  /** The values, in the order of `Conversion.columns` after "Line" and the input. */
  values: string[];
}

export interface Conversion {
  columns: string[];
  rows: ConversionRow[];
  /** The total of the valid lines, in the same columns (its input column holds the clock time). */
  total: string[];
  errors: string[];
}

function decimalsOf(milliseconds: bigint, decimals: number): string[] {
  return [
    formatRatio(milliseconds, MS_PER_HOUR, decimals),
    formatRatio(milliseconds, MS_PER_MINUTE, decimals),
    formatRatio(milliseconds, MS_PER_SECOND, decimals),
  ];
}

/**
 * Converts every non-blank line of `text` in `direction`. A bad line is reported (by number) and
 * left out of the total, so one typo does not hide the rest of a timesheet.
 */
export function convertTimes(
  text: string,
  { direction, decimals }: { direction: Direction; decimals: number },
): Conversion {
  const toDecimal = direction === "time-to-decimal";
  const rows: ConversionRow[] = [];
  const errors: string[] = [];
  let totalMs = 0n;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const input = raw.trim();
    if (input === "") return;
    const line = index + 1;
    try {
      if (toDecimal) {
        const milliseconds = parseDuration(input, line);
        totalMs += milliseconds;
        rows.push({ line, input, values: decimalsOf(milliseconds, decimals) });
      } else {
        const milliseconds = parseDecimalHours(input, line) * MS_PER_SECOND;
        totalMs += milliseconds;
        rows.push({
          line,
          input,
          values: [formatClock(milliseconds), String(milliseconds / 1000n)],
        });
      }
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      errors.push(error.message);
    }
  });
  if (toDecimal) {
    return {
      columns: ["Line", "Time", "Decimal hours", "Decimal minutes", "Seconds"],
      rows,
      total: [formatClock(totalMs), ...decimalsOf(totalMs, decimals)],
      errors,
    };
  }
  return {
    columns: ["Line", "Decimal hours", "hh:mm:ss", "Seconds"],
    rows,
    total: [
      formatRatio(totalMs, MS_PER_HOUR, decimals),
      formatClock(totalMs),
      String(totalMs / 1000n),
    ],
    errors,
  };
}

/** The conversion as table rows for CSV: the header, each line, then the total. */
export function conversionTable(conversion: Conversion): string[][] {
  return [
    conversion.columns,
    ...conversion.rows.map((row) => [String(row.line), row.input, ...row.values]),
    ["Total", ...conversion.total],
  ];
}

/** One run of the page: its text and options (flat, so a worker run can be matched to it). */
export interface ConversionJob {
  text: string;
  direction: Direction;
  decimals: number;
}

export const convertJob = ({ text, direction, decimals }: ConversionJob) =>
  convertTimes(text, { direction, decimals });
