// The day-overlap grid as a table: a column per hour of the source day (its header button sets
// the time), a row per zone, cells shaded for working hours and night, shared working hours marked.
import type { HourCell, HourKind, OverlapGrid as Grid } from "./day-overlap";

const KIND_CLASS: Record<HourKind, string> = {
  work: "bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50",
  off: "bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100",
  night: "bg-slate-700 text-white dark:bg-black dark:text-slate-200",
};
const KIND_TEXT: Record<HourKind, string> = {
  work: "working hours",
  off: "outside working hours",
  night: "night",
};

const cellClass = "border border-slate-200 px-1.5 py-1 text-center dark:border-slate-700";

function dayShiftText(cell: HourCell): string {
  if (cell.dayShift === 0) return "";
  return cell.dayShift > 0 ? `+${cell.dayShift}d` : `${cell.dayShift}d`;
}

export function OverlapGrid({
  grid,
  caption,
  onPickColumn,
}: {
  grid: Grid;
  caption: string;
  onPickColumn: (column: number) => void;
}) {
  return (
    // "relative" keeps the sr-only texts inside the scroll area; otherwise they widen the page.
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="border-collapse font-mono text-xs">
        <caption className="px-3 py-2 text-left font-sans text-sm font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${cellClass} text-left font-sans font-medium`}>
              Time zone
            </th>
            {grid.columns.map((column, index) => (
              <th
                key={column.instant}
                scope="col"
                className={`${cellClass} font-medium ${grid.common[index] ? "bg-emerald-300 text-emerald-950 dark:bg-emerald-700 dark:text-white" : ""}`}
              >
                <button
                  type="button"
                  onClick={() => onPickColumn(index)}
                  title="Convert this time"
                  className="rounded px-0.5 underline decoration-dotted underline-offset-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  {column.time}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.zone}>
              <th
                scope="row"
                className={`${cellClass} whitespace-nowrap text-left font-sans font-medium`}
              >
                {row.zone}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  title={KIND_TEXT[cell.kind]}
                  className={`${cellClass} ${KIND_CLASS[cell.kind]} ${grid.common[index] ? "outline-2 -outline-offset-2 outline-emerald-700 dark:outline-emerald-300" : ""}`}
                >
                  {cell.time}
                  {cell.dayShift !== 0 && <span className="block">{dayShiftText(cell)}</span>}
                  <span className="sr-only">, {KIND_TEXT[cell.kind]}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${cellClass} text-left font-sans font-medium`}>
              Everyone working
            </th>
            {grid.common.map((shared, index) => (
              <td key={index} className={cellClass}>
                {shared ? "Yes" : <span className="sr-only">No</span>}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
