// A small results table (a caption, a header row, body rows and an optional footer) that scrolls
// sideways on narrow screens; the scroll area is focusable so keyboard users can scroll it too.

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

const cellClass = "border-t border-slate-200 px-3 py-1.5 align-top dark:border-slate-700";

export function DataTable({ caption, columns, rows, footer, rowHeaders, note }: DataTableProps) {
  return (
    <div>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={`${cellClass} font-medium`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
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
        </table>
      </div>
      {note && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{note}</p>}
    </div>
  );
}
