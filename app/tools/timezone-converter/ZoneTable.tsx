// The conversion table: the source zone first, then each chosen zone with its local time, offset,
// abbreviation, DST flag and difference, and a button to remove it.
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { TABLE_COLUMNS, type ZoneTime, tableCells } from "./timezone-converter";

const cellClass = "border-t border-slate-200 px-3 py-1.5 align-top dark:border-slate-700";
const iconButtonClass =
  "inline-flex items-center rounded-md border border-slate-300 p-1 text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

export function ZoneTable({
  source,
  times,
  onRemove,
  onMove,
}: {
  source: ZoneTime;
  /** The chosen zones, without the source zone. */
  times: readonly ZoneTime[];
  onRemove: (zone: string) => void;
  onMove: (zone: string, step: -1 | 1) => void;
}) {
  const rows = [source, ...times];
  return (
    // "relative" keeps the sr-only texts inside the scroll area; otherwise they widen the page.
    // The region is the page's Output (page contract); the table keeps its caption as its name.
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
      role="region"
      aria-label="Output"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">Converted times</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-medium`}>
                {column}
              </th>
            ))}
            <th scope="col" className={`${cellClass} font-medium`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {rows.map((time, index) => {
            const [zone, ...cells] = tableCells(time);
            const isSource = index === 0;
            return (
              <tr key={zone} className={isSource ? "bg-blue-50 dark:bg-blue-950" : undefined}>
                <th scope="row" className={`${cellClass} font-sans font-medium`}>
                  {zone}
                  {isSource && <span className="font-normal"> (from)</span>}
                </th>
                {cells.map((cell, column) => (
                  <td key={column} className={`${cellClass} whitespace-nowrap`}>
                    {cell}
                  </td>
                ))}
                <td className={`${cellClass} whitespace-nowrap font-sans`}>
                  {!isSource && (
                    <span className="flex gap-1">
                      <button
                        type="button"
                        aria-label={`Move ${zone} up`}
                        disabled={index === 1}
                        onClick={() => onMove(zone, -1)}
                        className={iconButtonClass}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        aria-label={`Move ${zone} down`}
                        disabled={index === rows.length - 1}
                        onClick={() => onMove(zone, 1)}
                        className={iconButtonClass}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        aria-label={`Remove ${zone}`}
                        onClick={() => onRemove(zone)}
                        className={iconButtonClass}
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
