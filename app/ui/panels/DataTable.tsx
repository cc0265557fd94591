// A small results table (a caption, a header row, body rows and an optional footer) that scrolls
// sideways on narrow screens; the scroll area is focusable so keyboard users can scroll it too.
// TableFrame is that frame for a table whose rows hold more than text (buttons, coloured figures).
import type { ReactNode } from "react";

export interface DataTableProps {
  /** Names the table for assistive technology and titles it on screen. */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** A last row set apart, such as a total. */
  footer?: readonly string[];
  /** The first cell of each row names the row (a label column), so it is a row header. */
  rowHeaders?: boolean;
  /** Text under the table, e.g. that only part of a long result is shown. */
  note?: string;
}

/** A cell's border and padding in every results table; each table adds its alignment. */
export const TABLE_CELL_CLASS = "border-t border-slate-200 px-3 py-1.5 dark:border-slate-700";
const cellClass = `${TABLE_CELL_CLASS} align-top`;

/** A column whose name is for assistive technology only (a column of buttons). */
export interface UnseenColumn {
  unseen: string;
}

/** The scrolling, focusable region with the table, its caption and header row; the rows are the caller's. */
export function TableFrame({
  caption,
  columns,
  regionLabel = caption,
  children,
}: {
  caption: string;
  columns: readonly (string | UnseenColumn)[];
  /** The scroll region's name: the caption's text, unless the region is the page's Output. */
  regionLabel?: string;
  /** The table's body (and footer). */
  children: ReactNode;
}) {
  return (
    // "relative" keeps screen-reader-only texts inside the scroll area; otherwise they widen the page.
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
      role="region"
      aria-label={regionLabel}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={`${cellClass} font-medium`}>
                  {column}
                </th>
              ) : (
                <th key={column.unseen} scope="col" className={`${cellClass} font-medium`}>
                  <span className="sr-only">{column.unseen}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

export function DataTable({ caption, columns, rows, footer, rowHeaders, note }: DataTableProps) {
  return (
    <div>
      <TableFrame caption={caption} columns={columns}>
        <tbody className="font-mono">
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                rowHeaders && column === 0 ? (
                  <th key={column} scope="row" className={`${cellClass} font-sans font-medium`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} className={`${cellClass} [overflow-wrap:anywhere]`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot className="bg-slate-50 font-mono font-semibold dark:bg-slate-800">
            <tr>
              {footer.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className={`${cellClass} font-sans`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} className={cellClass}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </TableFrame>
      {note && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{note}</p>}
    </div>
  );
}
