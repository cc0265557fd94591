// Validates cron expressions and lists their run times with cron-parser, in any time zone: the
// rules and messages of spec §5/§8, the 10,000-iteration search limit of §9.
import {
  type CronExpression,
  CronExpressionParser,
  CronFieldCollection,
  type CronExpressionOptions,
} from "cron-parser";
import { ToolError, errorMessage } from "~/lib/tool-error";
import { zonedDateTime } from "~/lib/time/time-zones";
import { LOOP_LIMIT_MESSAGE, toSpecMessage, withSpecMessages } from "./cron-messages";
import {
  type CronFieldName,
  type DayOfWeekNumbering,
  type NearestWeekdayDay,
  SIX_FIELD_NAMES,
  checkPartCount,
  dayOfWeekFromSundayOne,
  dayOfWeekToUserNumber,
  parseNearestWeekday,
  resolveSpecialName,
  splitParts,
} from "./cron-syntax";

export interface CronOptions {
  /** cron-parser's strict mode: six fields, not empty, not both day fields restricted. */
  strict?: boolean;
  dayOfWeekNumbering?: DayOfWeekNumbering;
  /** Seeds H; empty or absent picks a new random seed for each compilation. */
  hashSeed?: string;
}

/** An expression checked and ready to evaluate: the same H values for every question asked of it. */
export type CompiledCron =
  | { kind: "reboot" }
  | {
      kind: "schedule";
      /** Six fields in cron-parser's syntax, W days widened to their candidates (see nearestWeekday). */
      source: string;
      seed: string;
      /** The expression as cron-parser resolved it, six fields, H replaced: what H turned into. */
      resolved: string;
      /** A W day of month: cron-parser has no W, so its candidate days are filtered here. */
      nearestWeekday: NearestWeekdayDay | null;
    };

function randomSeed(): string {
  return Math.random().toString(36).slice(2);
}

function parseWithLibrary(expression: string, options: CronExpressionOptions): CronExpression {
  return withSpecMessages(() => CronExpressionParser.parse(expression, options));
}

/**
 * Checks `expression` against every rule of spec §5 and prepares it for evaluation. Throws a
 * ToolError with the spec's message: cronstrue's part counts and special names first (cron-parser
 * would fill missing fields in silently), then everything cron-parser checks.
 */
export function compileCron(expression: string, options: CronOptions = {}): CompiledCron {
  const { strict = false, dayOfWeekNumbering = "sunday-0" } = options;
  const seed = options.hashSeed || randomSeed();
  const special = resolveSpecialName(expression);
  if (special?.kind === "reboot") return { kind: "reboot" };

  let parts: string[];
  if (special) {
    // Expansions are written in cron-parser's own numbering, whatever the user's option.
    parts = splitParts(special.expression);
  } else {
    parts = splitParts(expression);
    checkPartCount(parts);
    if (parts.length === 7 || (strict && parts.length < 6)) {
      // cron-parser's own messages: "too many fields" / "expected 6 fields".
      parseWithLibrary(parts.join(" "), { strict, hashSeed: seed });
    }
  }
  if (parts.length === 0) {
    // Empty: strict mode refuses it; otherwise cron-parser reads it as every minute.
    const resolved = parseWithLibrary("", { strict, hashSeed: seed }).stringify(true);
    return { kind: "schedule", source: resolved, seed, resolved, nearestWeekday: null };
  }

  // Six fields from here on: cron-parser reads five as "0 " (at second 0) followed by them.
  const fields = parts.length === 5 ? ["0", ...parts] : [...parts];
  const [dayOfMonthIndex, dayIndex] = [3, 5];
  // "?" means "no specific value": cron-parser reads it as "*" but counts it as restricted in
  // strict mode, where the spec only forbids two restricted day fields.
  for (const index of [dayOfMonthIndex, dayIndex]) if (fields[index] === "?") fields[index] = "*";
  if (!special && dayOfWeekNumbering === "sunday-1") {
    fields[dayIndex] = dayOfWeekFromSundayOne(fields[dayIndex]);
  }
  const nearestWeekday = parseNearestWeekday(fields[dayOfMonthIndex]);
  const checked = [...fields];
  if (nearestWeekday !== null) {
    // Validate the plain day (15W as 15, LW as L): same ranges, same day-fits-month rule.
    checked[dayOfMonthIndex] = nearestWeekday === "last" ? "L" : String(nearestWeekday);
  }

  let parsed: CronExpression;
  try {
    parsed = CronExpressionParser.parse(checked.join(" "), { strict, hashSeed: seed });
  } catch (error) {
    throw userNumberedError(errorMessage(error), checked[dayIndex], dayOfWeekNumbering);
  }
  const resolvedFields = splitParts(parsed.stringify(true));
  const source = [...checked];
  if (nearestWeekday !== null) {
    source[dayOfMonthIndex] = nearestWeekdayCandidates(nearestWeekday);
    resolvedFields[dayOfMonthIndex] = nearestWeekday === "last" ? "LW" : `${nearestWeekday}W`;
  }
  return {
    kind: "schedule",
    source: source.join(" "),
    seed,
    resolved: resolvedFields.join(" "),
    nearestWeekday,
  };
}

/** A cron-parser error in the user's weekday numbers: with 1–7, "duplicate … found: 0" is Sunday, 1. */
function userNumberedError(
  raw: string,
  dayOfWeek: string,
  numbering: DayOfWeekNumbering,
): ToolError {
  const message = toSpecMessage(raw);
  const duplicate = /^(.*duplicate values found: )(\d+)$/.exec(message);
  if (numbering === "sunday-1" && duplicate) {
    try {
      CronExpressionParser.parse(`0 0 0 * * ${dayOfWeek}`);
    } catch {
      // The weekday field alone repeats a value: the number shown is a weekday.
      const day = dayOfWeekToUserNumber(Number(duplicate[2]), numbering);
      return new ToolError(`${duplicate[1]}${day}`);
    }
  }
  return new ToolError(message);
}

// --- W: the weekday nearest a day of the month -----------------------------------------------------

/** The nearest weekday is never more than two days away, and never in another month. */
function nearestWeekdayCandidates(day: NearestWeekdayDay): string {
  if (day === "last") return "26-31";
  return `${Math.max(1, day - 2)}-${Math.min(31, day + 2)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The day of `month` that "nW" (or "LW") runs on; null when the month has no such day. */
export function nearestWeekdayIn(year: number, month: number, day: NearestWeekdayDay) {
  const length = daysInMonth(year, month);
  const target = day === "last" ? length : day;
  if (target > length) return null;
  const weekday = weekdayOf(year, month, target);
  if (weekday === 6) return target === 1 ? target + 2 : target - 1; // Saturday: Friday, or Monday the 3rd
  if (weekday === 0) return target === length ? target - 2 : target + 1; // Sunday: Monday, or Friday
  return target;
}

// --- Evaluation --------------------------------------------------------------------------------------

/** Candidates cron-parser may offer per accepted W run before the search gives up, as it does itself. */
const MAX_REJECTED_CANDIDATES = 10_000;

interface Schedule {
  next(): number;
  prev(): number;
  reset(instant: number): void;
}

function createSchedule(
  compiled: Extract<CompiledCron, { kind: "schedule" }>,
  timeZone: string,
  from: number,
  until?: number,
): Schedule {
  // Dates, not numbers: cron-parser reads a NaN number as "now", but reports an invalid Date.
  const options: CronExpressionOptions = {
    tz: timeZone,
    currentDate: new Date(from),
    hashSeed: compiled.seed,
    ...(until === undefined ? {} : { endDate: new Date(until) }),
  };
  const expression = parseWithLibrary(compiled.source, options);
  const nearest = compiled.nearestWeekday;
  // With W and a restricted weekday, a day runs if either matches (cron-parser's rule for two
  // restricted day fields); the weekday half is checked on the expression without the W day.
  const fields = splitParts(compiled.source);
  const weekdayOnly =
    nearest !== null && fields[5] !== "*"
      ? parseWithLibrary([...fields.slice(0, 3), "*", ...fields.slice(4)].join(" "), options)
      : null;
  const accepts = (instant: number) => {
    if (nearest === null) return true;
    const wall = zonedDateTime(instant, timeZone);
    if (nearestWeekdayIn(wall.year, wall.month, nearest) === wall.day) return true;
    return weekdayOnly !== null && weekdayOnly.includesDate(new Date(instant));
  };
  const step = (direction: "next" | "prev") =>
    withSpecMessages(() => {
      for (let rejected = 0; rejected < MAX_REJECTED_CANDIDATES; rejected++) {
        const instant = expression[direction]().getTime();
        if (accepts(instant)) return instant;
      }
      throw new ToolError(LOOP_LIMIT_MESSAGE);
    });
  return {
    next: () => step("next"),
    prev: () => step("prev"),
    reset: (instant) => expression.reset(new Date(instant)),
  };
}

export interface RunQuery {
  timeZone: string;
  /** Runs are listed after (next) or before (previous) this instant, in ms since the epoch. */
  from: number;
  count: number;
  /** Optional end of the search (next runs only); passing it reports the spec's timespan message. */
  until?: number;
}

/** Run times found, and why the search stopped early if it did (loop limit, timespan). */
export interface RunList {
  runs: number[];
  error: string | null;
}

const REBOOT_RUNS: RunList = { runs: [], error: null };

/** The next `count` run times after `from`, in ascending order. */
export function nextRuns(compiled: CompiledCron, query: RunQuery): RunList {
  if (compiled.kind === "reboot") return REBOOT_RUNS;
  const runs: number[] = [];
  try {
    const schedule = createSchedule(compiled, query.timeZone, query.from, query.until);
    while (runs.length < query.count) runs.push(schedule.next());
  } catch (error) {
    return { runs, error: errorMessage(error) };
  }
  return { runs, error: null };
}

/**
 * The `count` run times before `from`, most recent first. cron-parser's backward search
 * disagrees with its forward one on DST days (it skips the run a spring-forward moves and
 * repeats one that falls in the hour a fall-back repeats), so the backward search only finds
 * where to start, and the runs are those of the forward search from there: both lists agree.
 */
export function previousRuns(compiled: CompiledCron, query: RunQuery): RunList {
  if (compiled.kind === "reboot") return REBOOT_RUNS;
  let backward: Schedule, forward: Schedule;
  try {
    backward = createSchedule(compiled, query.timeZone, query.from);
    forward = createSchedule(compiled, query.timeZone, query.from);
  } catch (error) {
    return { runs: [], error: errorMessage(error) };
  }
  const starts: number[] = [];
  let wanted = query.count;
  let found: RunList = { runs: [], error: null };
  // A few rounds suffice: each DST day costs the forward list at most one run.
  for (let round = 0; round < 4; round++) {
    let backwardError: string | null = null;
    try {
      while (starts.length < wanted) starts.push(backward.prev());
    } catch (error) {
      backwardError = errorMessage(error);
    }
    if (starts.length === 0) return { runs: [], error: backwardError };
    found = forwardRunsBefore(forward, starts[starts.length - 1], query.from, query.count);
    if (found.error !== null && backwardError === null) {
      // The forward search stopped where cron-parser cannot step past a clock change (Lord Howe's
      // half-hour one) and the backward search did not: its runs are the list.
      found = { runs: starts.slice(0, query.count).reverse(), error: null };
    }
    found.error ??= backwardError;
    if (found.runs.length >= query.count || found.error) break;
    wanted += query.count - found.runs.length;
  }
  const runs = found.runs.slice(-query.count).reverse();
  return { runs, error: runs.length < query.count ? found.error : null };
}

/** Forward runs from `start` (included if it is one) up to, not including, `end`; the last `keep`. */
function forwardRunsBefore(schedule: Schedule, start: number, end: number, keep: number): RunList {
  schedule.reset(start - 1000);
  const runs: number[] = [];
  try {
    for (let run = schedule.next(); run < end; run = schedule.next()) {
      runs.push(run);
      if (runs.length > keep) runs.shift();
    }
  } catch (error) {
    return { runs, error: errorMessage(error) };
  }
  return { runs, error: null };
}

/** Whether `instant` is one of the run times (the forward search lands on it exactly). */
export function runsAt(compiled: CompiledCron, instant: number, timeZone: string): boolean {
  if (compiled.kind === "reboot" || instant % 1000 !== 0) return false;
  const schedule = createSchedule(compiled, timeZone, instant - 1000);
  return schedule.next() === instant;
}

/**
 * Spec §3 "Cron field collection": all six fields are needed. Each given field is parsed by
 * cron-parser, then the collection is built by cron-parser, which names the first missing field
 * ("Field minute is missing") and checks that an explicit day fits its month. Returns six fields.
 */
export function validateFieldCollection(fields: Partial<Record<CronFieldName, string>>): string {
  return withSpecMessages(() => {
    const parsedFields = Object.fromEntries(
      SIX_FIELD_NAMES.filter((name) => fields[name] !== undefined).map((name) => {
        const expression = SIX_FIELD_NAMES.map((other) =>
          other === name ? fields[name] : other === "second" ? "0" : "*",
        ).join(" ");
        return [name, CronExpressionParser.parse(expression).fields[name]];
      }),
    );
    type CollectionFields = ConstructorParameters<typeof CronFieldCollection>[0];
    return new CronFieldCollection(parsedFields as CollectionFields).stringify(true);
  });
}
