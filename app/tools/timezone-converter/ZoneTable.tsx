// The conversion table: the source zone first, then each chosen zone with its local time, offset,
// abbreviation, DST flag and difference, and a button to remove it.
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { TABLE_CELL_CLASS, TableFrame } from "~/ui/panels/DataTable";
import { TABLE_COLUMNS, type ZoneTime, tableCells } from "./timezone-converter";

const cellClass = `${TABLE_CELL_CLASS} align-top`;
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
    // The region is the page's Output (page contract); the table keeps its caption as its name.
    <TableFrame
      caption="Converted times"
      regionLabel="Output"
      columns={[...TABLE_COLUMNS, { unseen: "Actions" }]}
    >
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
    </TableFrame>
  );
}
