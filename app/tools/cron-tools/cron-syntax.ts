// What the two cron libraries disagree on, settled before either sees an expression: special
// names, part counts, 1–7 weekday numbering and the W character (spec §5 "Cron expressions").
import { REBOOT, SPECIAL_EXPRESSIONS } from "~/lib/time/cron-special-names";
import { ToolError } from "~/lib/tool-error";
import {
  UNKNOWN_SPECIAL_MESSAGE,
  W_SINGLE_DAY_MESSAGE,
  constraintMessage,
  tooFewPartsMessage,
  tooManyPartsMessage,
} from "./cron-messages";

/** How day-of-week numbers are read: 0–6 with Sunday = 0 (7 is Sunday too), or 1–7 with Sunday = 1. */
export type DayOfWeekNumbering = "sunday-0" | "sunday-1";

export const SIX_FIELD_NAMES = [
  "second",
  "minute",
  "hour",
  "dayOfMonth",
  "month",
  "dayOfWeek",
] as const;
export type CronFieldName = (typeof SIX_FIELD_NAMES)[number];

export { REBOOT, SPECIAL_EXPRESSIONS };

/** The names cronstrue describes itself; the others are described through their expansion. */
export const CRONSTRUE_SPECIAL_NAMES = new Set([
  "@yearly",
  "@annually",
  "@monthly",
  "@weekly",
  "@daily",
  "@midnight",
  "@hourly",
  REBOOT,
]);

export type SpecialName = { kind: "reboot" } | { kind: "expression"; expression: string } | null;

/** The meaning of an "@name" expression, or null when it is not one. Unknown names throw. */
export function resolveSpecialName(expression: string): SpecialName {
  const trimmed = expression.trim();
  if (!trimmed.startsWith("@")) return null;
  if (trimmed === REBOOT) return { kind: "reboot" };
  const expanded = SPECIAL_EXPRESSIONS[trimmed];
  if (!expanded) throw new ToolError(UNKNOWN_SPECIAL_MESSAGE);
  return { kind: "expression", expression: expanded };
}

export function splitParts(expression: string): string[] {
  const trimmed = expression.trim();
  return trimmed === "" ? [] : trimmed.split(/\s+/);
}

/** cronstrue's count rule: 5 to 7 parts (a year may come last). An empty expression is left to the caller. */
export function checkPartCount(parts: readonly string[]): void {
  if (parts.length > 0 && parts.length < 5) throw new ToolError(tooFewPartsMessage(parts.length));
  if (parts.length > 7) throw new ToolError(tooManyPartsMessage(parts.length));
}

/**
 * A 1–7 day-of-week field (Sunday = 1) rewritten in cron-parser's 0–6. Day numbers are the digits
 * not after "/" (a step) or "#" (an occurrence); names stay. Values outside 1–7 and backward ranges
 * are reported here, in the user's numbers, because cron-parser would report the shifted ones.
 */
export function dayOfWeekFromSundayOne(field: string): string {
  const shifted = field.replace(/(^|[^/#\d])(\d+)/g, (_, before: string, digits: string) => {
    const day = Number(digits);
    if (day < 1 || day > 7) throw new ToolError(constraintMessage(digits, 1, 7));
    return `${before}${day - 1}`;
  });
  for (const range of field.matchAll(/(?:^|[,(])(\d+)-(\d+)/g)) {
    const [start, end] = [Number(range[1]), Number(range[2])];
    if (start > end) {
      throw new ToolError(`Invalid range: ${start}-${end}, min(${start}) > max(${end})`);
    }
  }
  return shifted;
}

/** A day-of-week number of cron-parser (0–6) as the user numbers it. */
export function dayOfWeekToUserNumber(day: number, numbering: DayOfWeekNumbering): number {
  return numbering === "sunday-1" ? (day % 7) + 1 : day;
}

/** "15W" (weekday nearest the 15th) or "LW" (last weekday); null when the field has no W. */
export type NearestWeekdayDay = number | "last";

/**
 * The day a W field asks for. W needs a single day (spec §5): "1,15W" and "1-15W" are refused
 * with cronstrue's message, and the day must be a day of the month.
 */
export function parseNearestWeekday(dayOfMonth: string): NearestWeekdayDay | null {
  if (!dayOfMonth.toUpperCase().includes("W")) return null;
  if (/^LW$/i.test(dayOfMonth)) return "last";
  const single = /^(\d{1,2})W$/i.exec(dayOfMonth);
  if (!single) {
    if (/[,\-/]/.test(dayOfMonth)) throw new ToolError(W_SINGLE_DAY_MESSAGE);
    throw new ToolError(`Invalid characters, got value: ${dayOfMonth}`);
  }
  const day = Number(single[1]);
  if (day < 1 || day > 31) throw new ToolError(constraintMessage(day, 1, 31));
  return day;
}

/** True when a field uses H (a hashed, seedable random value) rather than, say, THU. */
export function usesHash(expression: string): boolean {
  return /(^|[\s,])H/.test(expression);
}
