// "Find a meeting hour": the working-hours options, what hours everyone shares, and the grid.
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { type OverlapGrid as Grid, commonHoursSummary } from "./day-overlap";
import { OverlapGrid } from "./OverlapGrid";

const HOUR_OPTIONS = Array.from({ length: 25 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));

export function MeetingHours({
  grid,
  error,
  caption,
  sourceZone,
  workStart,
  workEnd,
  onWorkStart,
  onWorkEnd,
  onPickColumn,
}: {
  /** Null before hydration, or when there is no valid day or working hours. */
  grid: Grid | null;
  error: string | null;
  caption: string;
  sourceZone: string;
  workStart: number;
  workEnd: number;
  onWorkStart: (hour: number) => void;
  onWorkEnd: (hour: number) => void;
  onPickColumn: (column: number) => void;
}) {
  const summary = grid ? commonHoursSummary(grid, sourceZone) : null;
  return (
    <section
      aria-labelledby="timezone-grid-heading"
      className="render-when-near flex flex-col gap-3"
    >
      <h2 id="timezone-grid-heading" className="text-lg font-semibold">
        Find a meeting hour
      </h2>
      <OptionsRow>
        <SelectOption
          label="Working hours from"
          value={String(workStart)}
          options={HOUR_OPTIONS.slice(0, 24)}
          onChange={(value) => onWorkStart(Number(value))}
        />
        <SelectOption
          label="Working hours until"
          value={String(workEnd)}
          options={HOUR_OPTIONS.slice(1)}
          onChange={(value) => onWorkEnd(Number(value))}
        />
      </OptionsRow>
      <ErrorPanel message={error} />
      {grid && (
        <>
          <p className="text-sm text-slate-800 dark:text-slate-200" data-testid="common-hours">
            {summary
              ? `Everyone is in working hours ${summary}.`
              : "No hour of this day is within working hours in every zone."}
          </p>
          <OverlapGrid grid={grid} caption={caption} onPickColumn={onPickColumn} />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Green: working hours; dark: night (22:00–07:00); outlined: everyone is working. A time
            header converts that hour; +1d and -1d mark the next and previous day.
          </p>
        </>
      )}
    </section>
  );
}
