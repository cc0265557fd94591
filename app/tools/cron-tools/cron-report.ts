// Run times as the page shows, copies and downloads them: ISO 8601 with the zone's offset, and a
// readable form.
import { formatIsoInZone, formatReadableInZone } from "~/lib/time/time-zones";

/** Run times listed: 5 unless asked, at most 100. */
export const DEFAULT_RUN_COUNT = 5;
export const MAX_RUN_COUNT = 100;

export function clampRunCount(count: number): number {
  if (!Number.isFinite(count)) return DEFAULT_RUN_COUNT;
  return Math.min(MAX_RUN_COUNT, Math.max(1, Math.round(count)));
}

export interface FormattedRun {
  iso: string;
  readable: string;
}

export function formatRun(instant: number, timeZone: string, hour12: boolean): FormattedRun {
  return {
    iso: formatIsoInZone(instant, timeZone),
    readable: formatReadableInZone(instant, timeZone, { hour12 }),
  };
}

export interface RunReport {
  expression: string;
  description: string | null;
  timeZone: string;
  next: FormattedRun[];
  previous: FormattedRun[];
}

/** The text of Copy run times and Download run times. */
export function runReportText(report: RunReport): string {
  const lines = [`Cron expression: ${report.expression}`];
  if (report.description) lines.push(`Description: ${report.description}`);
  lines.push(`Time zone: ${report.timeZone}`);
  const section = (title: string, runs: FormattedRun[]) => {
    if (runs.length === 0) return;
    lines.push("", `${title}:`, ...runs.map((run) => `${run.iso}  (${run.readable})`));
  };
  section("Next runs", report.next);
  section("Previous runs", report.previous);
  return `${lines.join("\n")}\n`;
}
