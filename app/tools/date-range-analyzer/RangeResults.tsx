// The counts of a range and the holidays in it; the holiday rows wait for the country's holidays.
import { counted } from "~/lib/text/text-stats";
import { DataTable } from "~/ui/panels/DataTable";
import { HOLIDAY_COLUMNS, type RangeAnalysis, holidayRows, summaryRows } from "./date-range";

/** Rows drawn in the holiday table; Download takes them all. */
export const SHOWN_HOLIDAYS = 200;
export const PENDING_VALUE = "Looking up holidays…";

/** Summary rows, with the holiday-dependent ones marked pending while holidays load. */
export function shownSummaryRows(analysis: RangeAnalysis, pending: boolean): string[][] {
  return summaryRows(analysis).map(([label, value]) =>
    pending && (label === "Holidays on weekdays" || label === "Business days")
      ? [label, PENDING_VALUE]
      : [label, value],
  );
}

export function RangeResults({
  analysis,
  pending,
  caption,
}: {
  analysis: RangeAnalysis;
  pending: boolean;
  caption: string;
}) {
  const { holidays } = analysis;
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption={caption}
        columns={["Count", "Value"]}
        rows={shownSummaryRows(analysis, pending)}
        rowHeaders
      />
      {!pending && holidays.length > 0 && (
        <DataTable
          caption="Holidays in range"
          columns={HOLIDAY_COLUMNS}
          rows={holidayRows(holidays.slice(0, SHOWN_HOLIDAYS))}
          note={
            holidays.length > SHOWN_HOLIDAYS
              ? `Showing the first ${SHOWN_HOLIDAYS} of ${counted(holidays.length, "holiday")}; Download holidays includes them all.`
              : undefined
          }
        />
      )}
      {!pending && holidays.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">No holidays in this range.</p>
      )}
    </div>
  );
}
