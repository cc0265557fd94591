// Describes a cron expression in English with cronstrue: 5, 6 (seconds first) or 7 (year) parts,
// special names, 1–7 weekday numbering, 12- or 24-hour times (spec §5/§8).
import cronstrue from "cronstrue";
import type { Options as CronstrueOptions } from "cronstrue/dist/options";
import { ToolError, errorMessage } from "~/lib/tool-error";
import { DESCRIPTION_ERROR, REBOOT_DESCRIPTION, toSpecMessage } from "./cron-messages";
import {
  CRONSTRUE_SPECIAL_NAMES,
  type DayOfWeekNumbering,
  resolveSpecialName,
} from "./cron-syntax";

export interface DescribeOptions {
  use24HourTime?: boolean;
  dayOfWeekNumbering?: DayOfWeekNumbering;
  /** cronstrue's own options, passed as they are (the conformance vectors use them). */
  cronstrue?: CronstrueOptions | null;
}

/** The English description of `expression`; a ToolError with cronstrue's reason when it has none. */
export function describeCron(expression: string, options: DescribeOptions = {}): string {
  const { use24HourTime = false, dayOfWeekNumbering = "sunday-0" } = options;
  const settings: CronstrueOptions = {
    use24HourTimeFormat: use24HourTime,
    dayOfWeekStartIndexZero: dayOfWeekNumbering === "sunday-0",
    ...options.cronstrue,
  };
  try {
    const special = resolveSpecialName(expression);
    if (special?.kind === "reboot") return REBOOT_DESCRIPTION;
    if (special && !CRONSTRUE_SPECIAL_NAMES.has(expression.trim())) {
      // cron-parser's shortcuts (@weekdays…) are unknown to cronstrue: describe what they stand for,
      // in cron-parser's numbering (Sunday = 0).
      return cronstrue.toString(special.expression, { ...settings, dayOfWeekStartIndexZero: true });
    }
    return cronstrue.toString(expression, settings);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError(toSpecMessage(errorMessage(error)));
  }
}

export type Explanation = { ok: true; text: string } | { ok: false; message: string };

/** For the page: the description, or the spec's error text followed by cronstrue's reason. */
export function explainCron(expression: string, options: DescribeOptions = {}): Explanation {
  try {
    return { ok: true, text: describeCron(expression, options) };
  } catch (error) {
    return { ok: false, message: `${DESCRIPTION_ERROR}\nReason: ${errorMessage(error)}` };
  }
}
