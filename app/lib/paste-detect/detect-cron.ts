// Detects a cron expression (five fields, six with seconds, seven with a year as Quartz writes them,
// or a macro such as @daily), or a crontab line: such an expression followed by a command.
import { isCronSpecialName } from "~/lib/time/cron-special-names";
import type { Finding } from "./paste-kinds";
import type { TextFacts } from "./text-facts";

const MONTHS = "JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC".split("|");
const WEEKDAYS = "SUN|MON|TUE|WED|THU|FRI|SAT".split("|");

interface CronField {
  min: number;
  max: number;
  names?: readonly string[];
  /** Day fields take "?", "L", "W" and "#" (Quartz). */
  days?: boolean;
}
const MINUTE: CronField = { min: 0, max: 59 };
const HOUR: CronField = { min: 0, max: 23 };
const DAY: CronField = { min: 1, max: 31, days: true };
const MONTH: CronField = { min: 1, max: 12, names: MONTHS };
const WEEKDAY: CronField = { min: 0, max: 7, names: WEEKDAYS, days: true };
const SECOND: CronField = { min: 0, max: 59 };
// A year step starts anywhere ("1/2": every other year), so only its upper end is checked.
const YEAR: CronField = { min: 0, max: 2199 };

const LAYOUTS: Readonly<Record<number, readonly CronField[]>> = {
  5: [MINUTE, HOUR, DAY, MONTH, WEEKDAY],
  6: [SECOND, MINUTE, HOUR, DAY, MONTH, WEEKDAY],
  7: [SECOND, MINUTE, HOUR, DAY, MONTH, WEEKDAY, YEAR],
};
function valueOf(text: string, field: CronField): number | null {
  const named = field.names?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return named + (field.min === 1 ? 1 : 0);
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= field.min && value <= field.max ? value : null;
}

/** Whether one field ("*\/15", "1-5", "MON-FRI", "L", "15W", "6#3") is valid for its place. */
function isValidField(text: string, field: CronField): boolean {
  return text.split(",").every((item) => {
    const [range, step, ...rest] = item.split("/");
    if (rest.length > 0 || (step !== undefined && !/^\d{1,4}$/.test(step))) return false;
    if (range === "*" || (field.days && range === "?")) return true;
    if (
      field.days &&
      /^(L|LW|WL|\d{1,2}W|W\d{1,2}|[0-7]L|([0-7]|SUN|MON|TUE|WED|THU|FRI|SAT)#[1-5]|L-\d{1,2})$/i.test(
        range,
      )
    )
      return true;
    const [from, to, ...more] = range.split("-");
    if (more.length > 0 || valueOf(from, field) === null) return false;
    return to === undefined || valueOf(to, field) !== null;
  });
}

/** Longer than any cron line with its command a person pastes: the rest is not split. */
const MAX_CRON_LINE = 500;

export function detectCron({ text, lines }: TextFacts): Finding | null {
  if (lines.length !== 1 || text.length > MAX_CRON_LINE) return null;
  const fields = text.split(/\s+/);
  if (isCronSpecialName(fields[0]))
    return {
      kind: "cron",
      confidence: fields.length === 1 ? 0.95 : 0.85,
      description: `Cron ${fields.length === 1 ? "macro" : "crontab line"} ${fields[0]}`,
    };
  for (const count of [7, 6, 5]) {
    const layout = LAYOUTS[count];
    if (fields.length < count || !layout.every((field, i) => isValidField(fields[i], field)))
      continue;
    const command = fields.length > count;
    // A command after six fields is more likely "five fields and a command" than seconds.
    if (command && count !== 5) continue;
    const expression = fields.slice(0, count).join(" ");
    // Five small numbers alone could be anything; a "*" or a step is what cron looks like.
    const cronLike = /[*/?]|[A-Z]{3}/i.test(expression);
    return {
      kind: "cron",
      confidence: cronLike ? (command ? 0.85 : 0.93) : 0.35,
      description: `${command ? "Crontab line" : "Cron expression"} (${count} fields${count === 6 ? ", with seconds" : count === 7 ? ", with seconds and year" : ""})`,
    };
  }
  return null;
}
