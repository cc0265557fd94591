// The conversions: one row per target currency. Amounts and rates never break inside a figure
// (the shared DataTable wraps anywhere, which split "CHF 88.69"); the formula wraps at spaces.

import { TABLE_CELL_CLASS, TableFrame } from "~/ui/panels/DataTable";

const cell = `${TABLE_CELL_CLASS} align-top`;
const NO_WRAP_COLUMNS = new Set([1, 2]);

export function ConversionTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Targets the rate table has no rate for. */
  missing: readonly string[];
  date: string;
}) {
  const { caption, columns, rows, missing, date } = props;
  return (
    <div>
      <TableFrame caption={caption} columns={columns}>
        <tbody>
          {rows.map(([code, ...figures]) => (
            <tr key={code}>
              <th scope="row" className={`${cell} font-medium`}>
                {code}
              </th>
              {figures.map((text, index) => (
                <td
                  key={index}
                  className={`${cell} font-mono ${NO_WRAP_COLUMNS.has(index + 1) ? "whitespace-nowrap" : "text-xs"}`}
                >
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {missing.length > 0 && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          No rate for {missing.join(", ")} in the rates of {date}.
        </p>
      )}
    </div>
  );
}
