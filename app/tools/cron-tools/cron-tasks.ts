// What the page asks of the cron engine, answered in one call each so it can run in a worker:
// validate and list run times of an expression, or read a whole crontab.
import { errorMessage } from "~/lib/tool-error";
import { explainCron } from "./cron-describe";
import {
  type CompiledCron,
  type CronOptions,
  type RunList,
  compileCron,
  nextRuns,
  previousRuns,
  runsAt,
} from "./cron-engine";
import { clampRunCount } from "./cron-report";
import { usesHash } from "./cron-syntax";
import {
  type CrontabEntry,
  type CrontabError,
  type CrontabVariable,
  parseCrontab,
} from "./crontab-file";

export interface InterpretTask {
  kind: "interpret";
  expression: string;
  options: CronOptions;
  timeZone: string;
  now: number;
  count: number;
  /** "Does it run at …?": an instant to check, or null. */
  checkAt: number | null;
}

export interface RunCheck {
  instant: number;
  runs: boolean;
  /** The first run after the instant, when it is not one itself. */
  nextAfter: number | null;
}

export interface InterpretResult {
  kind: "interpret";
  /** The validation message (spec §8), or null when the expression is valid. */
  error: string | null;
  reboot: boolean;
  /** The expression with H replaced, when it uses H: what the description should describe. */
  resolved: string | null;
  next: RunList;
  previous: RunList;
  check: RunCheck | null;
}

const NO_RUNS: RunList = { runs: [], error: null };

function invalid(error: unknown): InterpretResult {
  return {
    kind: "interpret",
    error: errorMessage(error),
    reboot: false,
    resolved: null,
    next: NO_RUNS,
    previous: NO_RUNS,
    check: null,
  };
}

function checkRun(compiled: CompiledCron, instant: number, timeZone: string): RunCheck {
  if (runsAt(compiled, instant, timeZone)) return { instant, runs: true, nextAfter: null };
  const after = nextRuns(compiled, { timeZone, from: instant, count: 1 });
  return { instant, runs: false, nextAfter: after.runs[0] ?? null };
}

export function interpret(task: InterpretTask): InterpretResult {
  let compiled: CompiledCron;
  try {
    compiled = compileCron(task.expression, task.options);
  } catch (error) {
    return invalid(error);
  }
  const query = { timeZone: task.timeZone, from: task.now, count: clampRunCount(task.count) };
  let check: RunCheck | null = null;
  try {
    if (task.checkAt !== null) check = checkRun(compiled, task.checkAt, task.timeZone);
  } catch {
    check = null; // the run lists below report the same failure
  }
  return {
    kind: "interpret",
    error: null,
    reboot: compiled.kind === "reboot",
    resolved: compiled.kind === "schedule" && usesHash(task.expression) ? compiled.resolved : null,
    next: nextRuns(compiled, query),
    previous: previousRuns(compiled, query),
    check,
  };
}

export interface CrontabTask {
  kind: "crontab";
  text: string;
  timeZone: string;
  now: number;
  hashSeed: string;
  use24HourTime: boolean;
}

export interface CrontabLine extends CrontabEntry {
  reboot: boolean;
  description: string | null;
  descriptionError: string | null;
  nextRun: number | null;
  nextError: string | null;
}

export interface CrontabResult {
  kind: "crontab";
  variables: CrontabVariable[];
  expressions: CrontabLine[];
  errors: CrontabError[];
}

/** A crontab: variables, each schedule with its description and next run, and each failing line. */
export function readCrontab(task: CrontabTask): CrontabResult {
  // Crontab lines follow crontab's rules, whatever the page's options: five fields, Sunday = 0 or 7.
  const compiledByExpression = new Map<string, CompiledCron>();
  const parsed = parseCrontab(task.text, (expression) => {
    compiledByExpression.set(expression, compileCron(expression, { hashSeed: task.hashSeed }));
  });
  const expressions = parsed.expressions.map((entry): CrontabLine => {
    const compiled = compiledByExpression.get(entry.expression) as CompiledCron;
    const described =
      compiled.kind === "schedule" && usesHash(entry.expression)
        ? compiled.resolved
        : entry.expression;
    const explanation = explainCron(described, { use24HourTime: task.use24HourTime });
    const next = nextRuns(compiled, { timeZone: task.timeZone, from: task.now, count: 1 });
    return {
      ...entry,
      reboot: compiled.kind === "reboot",
      description: explanation.ok ? explanation.text : null,
      descriptionError: explanation.ok ? null : explanation.message,
      nextRun: next.runs[0] ?? null,
      nextError: next.error,
    };
  });
  return { kind: "crontab", variables: parsed.variables, expressions, errors: parsed.errors };
}

export type CronTask = InterpretTask | CrontabTask;
export type CronTaskResult = InterpretResult | CrontabResult;

export function runCronTask(task: CronTask): CronTaskResult {
  return task.kind === "interpret" ? interpret(task) : readCrontab(task);
}
