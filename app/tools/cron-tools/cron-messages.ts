// The user-facing cron messages: spec §8 quotes them, cronstrue and cron-parser throw them.
// Where a library's wording differs from the spec, toSpecMessage bridges it (docs/cron-tools.md).
import { ToolError, errorMessage } from "~/lib/tool-error";

/** Spec §8: shown when cronstrue cannot describe an expression, with the reason after it. */
export const DESCRIPTION_ERROR =
  "An error occurred when generating the expression description. Check the cron expression syntax.";

/** Spec §8/§9: cron-parser gives up a search after 10,000 iterations with this message. */
export const LOOP_LIMIT_MESSAGE = "Invalid expression, loop limit exceeded";

/** Spec §8; cron-parser 5 writes "time span" in two words. */
export const TIMESPAN_MESSAGE = "Out of the timespan range";

/** Our description of @reboot, which has no run times (cronstrue says "Run once, at startup"). */
export const REBOOT_DESCRIPTION = "At system startup";

/** cronstrue's own message, reused for the same rule when cron-parser is the one validating. */
export const W_SINGLE_DAY_MESSAGE =
  "The 'W' character can be specified only when the day-of-month is a single day, not a range or list of days.";

export const UNKNOWN_SPECIAL_MESSAGE = "Unknown special expression.";

/** cronstrue's part-count rules (spec §8), which cron-parser would otherwise fill in silently. */
export function tooFewPartsMessage(parts: number): string {
  return `Expression has only ${parts} part${parts === 1 ? "" : "s"}. At least 5 parts are required.`;
}

export function tooManyPartsMessage(parts: number): string {
  return `Expression has ${parts} parts; too many!`;
}

/** cron-parser's range message, composed by the wrapper where it checks a range itself (1–7 weekdays). */
export function constraintMessage(value: string | number, min: number, max: number): string {
  return `Constraint error, got value ${value} expected range ${min}-${max}`;
}

export function fieldMissingMessage(name: string): string {
  return `Field ${name} is missing`;
}

/**
 * A library's message in the spec's words. cronstrue throws strings ("Error: …"); cron-parser
 * prefixes field errors with the class name ("CronMinute Validation error, …"), which a minifier
 * may rename, so the prefix is dropped; the rest is the spec's text, or mapped to it here.
 */
export function toSpecMessage(raw: string): string {
  const message = raw.replace(/^Error: /, "");
  if (message === "Out of the time span range") return TIMESPAN_MESSAGE;
  const missing = /^Validation error, Field (\w+) is missing$/.exec(message);
  if (missing) return fieldMissingMessage(missing[1]);
  const unhandled = /^CronDate: (unhandled timestamp: .*)$/.exec(message);
  if (unhandled) return unhandled[1];
  return message.replace(/^\S+ (Validation error, )/, "$1");
}

/** Runs `work`, turning anything a library throws into a ToolError with the spec's message. */
export function withSpecMessages<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError(toSpecMessage(errorMessage(error)));
  }
}
