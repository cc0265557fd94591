// Reads a crontab file: blank and # lines skipped, KEY=VALUE lines are variables (quotes removed),
// other lines are a five-field schedule (or @name) and a command (spec §3 "Cron file parse result", §5).
import { errorMessage } from "~/lib/tool-error";
import { splitAssignment } from "~/lib/text/trim-chars";

export interface CrontabVariable {
  line: number;
  name: string;
  value: string;
}

export interface CrontabEntry {
  line: number;
  expression: string;
  command: string;
}

export interface CrontabError {
  line: number;
  text: string;
  message: string;
}

/** Spec §3: variables, expressions, errors; every item keeps its 1-based line number. */
export interface CrontabParseResult {
  variables: CrontabVariable[];
  expressions: CrontabEntry[];
  errors: CrontabError[];
}

// The name has no whitespace, so a schedule whose command contains "=" is still a schedule.
const VARIABLE_NAME = /^[^\s=]+$/;

function unquote(value: string): string {
  return value.replace(/^(["'])(.*)\1$/, "$2");
}

/** The schedule (five fields, or one @name) and the command after it, spaces kept as written. */
export function splitScheduleLine(entry: string): { expression: string; command: string } {
  const fields = entry.startsWith("@") ? 1 : 5;
  const match = new RegExp(`^((?:\\S+\\s+){${fields - 1}}\\S+)(?:\\s+(.*))?$`).exec(entry);
  if (!match) return { expression: entry, command: "" };
  return { expression: match[1].split(/\s+/).join(" "), command: match[2] ?? "" };
}

/**
 * Splits `text` into variables and schedule lines. `check` validates each schedule (it throws
 * with the message to show); a failing line is recorded with its number and the rest go on.
 */
export function parseCrontab(
  text: string,
  check: (expression: string) => void,
): CrontabParseResult {
  const result: CrontabParseResult = { variables: [], expressions: [], errors: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const entry = raw.trim();
    if (entry === "" || entry.startsWith("#")) return;
    const variable = splitAssignment(entry);
    if (variable && VARIABLE_NAME.test(variable.name)) {
      result.variables.push({ line, name: variable.name, value: unquote(variable.value) });
      return;
    }
    const { expression, command } = splitScheduleLine(entry);
    try {
      check(expression);
      result.expressions.push({ line, expression, command });
    } catch (error) {
      result.errors.push({ line, text: entry, message: errorMessage(error) });
    }
  });
  return result;
}
