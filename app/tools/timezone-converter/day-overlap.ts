// The day-overlap grid of /timezone-converter, for finding an hour that suits every zone for a
// meeting: the 24 hours of the source day as each zone's local hours, marked work, off or night.
import {
  type LocalDateTime,
  resolveWallTime,
  utcMillis,
  zonedDateTime,
} from "~/lib/time/time-zones";
import { ToolError } from "~/lib/tool-error";

export const DEFAULT_WORK_START = 9;
export const DEFAULT_WORK_END = 17;
/** Hours from 22:00 to 07:00 are night: nobody should be asked to meet then. */
export const NIGHT_START = 22;
export const NIGHT_END = 7;
const HOUR_MS = 3_600_000;

export const WORK_HOURS_MESSAGE = "Working hours must end after they start.";

export type HourKind = "work" | "off" | "night";

export interface HourCell {
  /** The local time there, "09:00" or "14:30". */
  time: string;
  /** -1 or +1 when the local date there is the day before or after the source date. */
  dayShift: number;
  kind: HourKind;
}

export interface OverlapGrid {
  /** The start of each column: an instant, and the source zone's clock then. */
  columns: { instant: number; time: string }[];
  rows: { zone: string; cells: HourCell[] }[];
  /** Whether every zone is in working hours during that column's hour. */
  common: boolean[];
}

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

/** How an hour starting at `minuteOfDay` local time counts: work only when the whole hour is in it. */
export function hourKind(minuteOfDay: number, workStart: number, workEnd: number): HourKind {
  if (minuteOfDay >= workStart * 60 && minuteOfDay + 60 <= workEnd * 60) return "work";
  const hour = Math.floor(minuteOfDay / 60);
  return hour >= NIGHT_START || hour < NIGHT_END ? "night" : "off";
}

/**
 * The grid for `day` in `sourceZone`: 24 real hours from the day's first moment (so on a
 * daylight saving day the source column labels skip or repeat an hour, as its clocks do).
 */
export function dayOverlapGrid(
  day: Pick<LocalDateTime, "year" | "month" | "day">,
  sourceZone: string,
  zones: readonly string[],
  workStart = DEFAULT_WORK_START,
  workEnd = DEFAULT_WORK_END,
): OverlapGrid {
  if (!(workEnd > workStart)) throw new ToolError(WORK_HOURS_MESSAGE);
  const midnight = resolveWallTime({ ...day, hour: 0, minute: 0 }, sourceZone);
  const start =
    midnight.kind === "unique"
      ? midnight.instant
      : midnight.kind === "repeated"
        ? midnight.earlier
        : midnight.change.instant; // a zone that skips midnight starts its day at the jump
  const dayNumber = (local: Pick<LocalDateTime, "year" | "month" | "day">) =>
    Math.round(utcMillis({ ...local, hour: 0, minute: 0 }) / 86_400_000);
  const sourceDay = dayNumber(day);
  const instants = Array.from({ length: 24 }, (_, hour) => start + hour * HOUR_MS);
  const columns = instants.map((instant) => {
    const wall = zonedDateTime(instant, sourceZone);
    return { instant, time: clock(wall.hour, wall.minute) };
  });
  const rows = zones.map((zone) => ({
    zone,
    cells: instants.map((instant): HourCell => {
      const wall = zonedDateTime(instant, zone);
      return {
        time: clock(wall.hour, wall.minute),
        dayShift: dayNumber(wall) - sourceDay,
        kind: hourKind(wall.hour * 60 + wall.minute, workStart, workEnd),
      };
    }),
  }));
  const common = instants.map(
    (_, column) => rows.length > 0 && rows.every((row) => row.cells[column].kind === "work"),
  );
  return { columns, rows, common };
}

/** "14:00–16:00 in Europe/London", or null: the source-time spans in which everyone works. */
export function commonHoursSummary(grid: OverlapGrid, sourceZone: string): string | null {
  const runs: string[] = [];
  let first = -1;
  grid.common.forEach((shared, column) => {
    if (shared && first < 0) first = column;
    const ends = first >= 0 && (!shared || column === grid.common.length - 1);
    if (!ends) return;
    const last = shared ? column : column - 1;
    const end = zonedDateTime(grid.columns[last].instant + HOUR_MS, sourceZone);
    runs.push(`${grid.columns[first].time}–${clock(end.hour, end.minute)}`);
    first = -1;
  });
  return runs.length > 0 ? `${runs.join(", ")} in ${sourceZone}` : null;
}
