// Writes a cron expression from a choice per field (every / specific values / range / step) and
// offers common presets; the result is an ordinary expression to interpret.
import { WEEKDAY_NAMES } from "~/lib/time/civil-date";
import { MONTH_NAMES } from "~/lib/time/time-zones";
import { ToolError } from "~/lib/tool-error";
import { constraintMessage } from "./cron-messages";
import { type CronFieldName, type DayOfWeekNumbering, SIX_FIELD_NAMES } from "./cron-syntax";

export interface FieldSpec {
  name: CronFieldName;
  label: string;
  plural: string;
  min: number;
  max: number;
  /** Names of the values from `min` on (months, weekdays), shown instead of numbers. */
  names?: readonly string[];
}

// Month and weekday names are shared with the time and date tools.
export { MONTH_NAMES, WEEKDAY_NAMES };

/** Every field of a six-field expression. The builder numbers weekdays 0–6 from Sunday. */
export const FIELD_SPECS: Readonly<Record<CronFieldName, FieldSpec>> = {
  second: { name: "second", label: "Second", plural: "seconds", min: 0, max: 59 },
  minute: { name: "minute", label: "Minute", plural: "minutes", min: 0, max: 59 },
  hour: { name: "hour", label: "Hour", plural: "hours", min: 0, max: 23 },
  dayOfMonth: { name: "dayOfMonth", label: "Day of month", plural: "days", min: 1, max: 31 },
  month: { name: "month", label: "Month", plural: "months", min: 1, max: 12, names: MONTH_NAMES },
  dayOfWeek: {
    name: "dayOfWeek",
    label: "Day of week",
    plural: "days of the week",
    min: 0,
    max: 6,
    names: WEEKDAY_NAMES,
  },
};

export type FieldRule =
  | { mode: "every" }
  | { mode: "specific"; values: number[] }
  | { mode: "range"; from: number; to: number }
  | { mode: "step"; every: number; start: number };

export type FieldMode = FieldRule["mode"];

export interface BuilderState {
  includeSeconds: boolean;
  fields: Record<CronFieldName, FieldRule>;
}

const EVERY: FieldRule = { mode: "every" };

export const DEFAULT_BUILDER_STATE: BuilderState = {
  includeSeconds: false,
  fields: {
    second: { mode: "specific", values: [0] },
    minute: { mode: "specific", values: [0] },
    hour: { mode: "specific", values: [9] },
    dayOfMonth: EVERY,
    month: EVERY,
    dayOfWeek: { mode: "range", from: 1, to: 5 },
  },
};

/** A value as the expression writes it: weekdays shift by one with 1–7 numbering. */
function written(spec: FieldSpec, value: number, numbering: DayOfWeekNumbering): number {
  return spec.name === "dayOfWeek" && numbering === "sunday-1" ? value + 1 : value;
}

function checkValue(spec: FieldSpec, value: number): void {
  if (!Number.isInteger(value) || value < spec.min || value > spec.max) {
    throw new ToolError(constraintMessage(value, spec.min, spec.max));
  }
}

/** One field of the expression. Throws a ToolError (cron-parser's wording) for a choice that cannot be written. */
export function fieldText(
  spec: FieldSpec,
  rule: FieldRule,
  numbering: DayOfWeekNumbering = "sunday-0",
): string {
  const write = (value: number) => written(spec, value, numbering);
  switch (rule.mode) {
    case "every":
      return "*";
    case "specific": {
      if (rule.values.length === 0) {
        throw new ToolError(`${spec.label}: choose at least one value.`);
      }
      rule.values.forEach((value) => checkValue(spec, value));
      return [...new Set(rule.values)]
        .sort((a, b) => a - b)
        .map(write)
        .join(",");
    }
    case "range":
      checkValue(spec, rule.from);
      checkValue(spec, rule.to);
      if (rule.from > rule.to) {
        const [from, to] = [write(rule.from), write(rule.to)];
        throw new ToolError(`Invalid range: ${from}-${to}, min(${from}) > max(${to})`);
      }
      return `${write(rule.from)}-${write(rule.to)}`;
    case "step":
      checkValue(spec, rule.start);
      if (!Number.isInteger(rule.every) || rule.every < 1) {
        throw new ToolError(`Constraint error, cannot repeat at every ${rule.every} time.`);
      }
      // Weekdays always get an explicit range: the libraries read "1/2" differently (one stops
      // at Saturday, the other goes on to 7, Sunday again).
      if (spec.name === "dayOfWeek") {
        return `${write(rule.start)}-${write(spec.max)}/${rule.every}`;
      }
      return rule.start === spec.min ? `*/${rule.every}` : `${rule.start}/${rule.every}`;
  }
}

/** The expression: five fields, or six with seconds first. */
export function buildExpression(
  state: BuilderState,
  numbering: DayOfWeekNumbering = "sunday-0",
): string {
  return SIX_FIELD_NAMES.filter((name) => state.includeSeconds || name !== "second")
    .map((name) => fieldText(FIELD_SPECS[name], state.fields[name], numbering))
    .join(" ");
}

/** Reads "0, 15,30" into numbers of the field, in cron-parser's wording when something is wrong. */
export function parseValueList(text: string, spec: FieldSpec): number[] {
  if (text.trim() === "") return [];
  return text.split(",").map((item) => {
    const value = item.trim();
    if (value === "") throw new ToolError("Invalid list value format");
    if (!/^\d+$/.test(value)) throw new ToolError(`Invalid characters, got value: ${value}`);
    const number = Number(value);
    checkValue(spec, number);
    return number;
  });
}

/** The builder as edited: the rules, and the typed text of numeric value lists. */
export interface BuilderDraft {
  includeSeconds: boolean;
  rules: Record<CronFieldName, FieldRule>;
  valueTexts: Record<CronFieldName, string>;
}

/** A state as a draft to edit: specific values become the text of their list. */
export function draftOf(state: BuilderState): BuilderDraft {
  const valueTexts = Object.fromEntries(
    SIX_FIELD_NAMES.map((name) => {
      const rule = state.fields[name];
      return [name, rule.mode === "specific" ? rule.values.join(",") : ""];
    }),
  ) as BuilderDraft["valueTexts"];
  return { includeSeconds: state.includeSeconds, rules: state.fields, valueTexts };
}

/** The builder's state with typed value lists read; throws a ToolError for a bad list. */
export function stateOf(draft: BuilderDraft): BuilderState {
  const fields = { ...draft.rules };
  for (const name of SIX_FIELD_NAMES) {
    const spec = FIELD_SPECS[name];
    if (fields[name].mode === "specific" && !spec.names) {
      fields[name] = { mode: "specific", values: parseValueList(draft.valueTexts[name], spec) };
    }
  }
  return { includeSeconds: draft.includeSeconds, fields };
}

function preset(fields: Partial<Record<CronFieldName, FieldRule>>): BuilderState {
  const base = Object.fromEntries(SIX_FIELD_NAMES.map((name) => [name, EVERY]));
  return {
    includeSeconds: false,
    fields: { ...base, second: { mode: "specific", values: [0] }, ...fields } as Record<
      CronFieldName,
      FieldRule
    >,
  };
}

const at = (...values: number[]): FieldRule => ({ mode: "specific", values });

export const PRESETS: readonly { label: string; state: BuilderState }[] = [
  { label: "Every minute", state: preset({}) },
  { label: "Every 5 minutes", state: preset({ minute: { mode: "step", every: 5, start: 0 } }) },
  { label: "Every hour", state: preset({ minute: at(0) }) },
  { label: "Every day at midnight", state: preset({ minute: at(0), hour: at(0) }) },
  {
    label: "Weekdays at 09:00",
    state: preset({ minute: at(0), hour: at(9), dayOfWeek: { mode: "range", from: 1, to: 5 } }),
  },
  {
    label: "Every 15 minutes in office hours",
    state: preset({
      minute: { mode: "step", every: 15, start: 0 },
      hour: { mode: "range", from: 9, to: 17 },
      dayOfWeek: { mode: "range", from: 1, to: 5 },
    }),
  },
  {
    label: "Every Sunday at midnight",
    state: preset({ minute: at(0), hour: at(0), dayOfWeek: at(0) }),
  },
  {
    label: "First of the month at midnight",
    state: preset({ minute: at(0), hour: at(0), dayOfMonth: at(1) }),
  },
  {
    label: "Every year on January 1",
    state: preset({ minute: at(0), hour: at(0), dayOfMonth: at(1), month: at(1) }),
  },
];
