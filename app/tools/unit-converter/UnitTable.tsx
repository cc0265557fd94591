// The page's Output: the typed quantity in every unit of its category, each row with its own
// Copy button; the explicit target's row is marked.
import { Copy } from "lucide-react";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import { TABLE_CELL_CLASS, TableFrame } from "~/ui/panels/DataTable";
import type { Conversion } from "./unit-engine";
import { type Precision, formatNumber } from "./unit-format";

const cellClass = `${TABLE_CELL_CLASS} align-middle`;

export function UnitTable({
  conversion,
  precision,
}: {
  conversion: Conversion;
  precision: Precision;
}) {
  const copy = useCopyWithFeedback();
  const targetId = conversion.target?.unitId;
  return (
    <TableFrame
      caption={`${conversion.categoryName}: all units`}
      columns={["Unit", "Value", { unseen: "Copy" }]}
    >
      <tbody>
        {conversion.rows.map((row) => {
          const value = formatNumber(row.value, precision);
          const isTarget = row.unitId === targetId;
          return (
            <tr
              key={row.unitId}
              aria-current={isTarget ? "true" : undefined}
              className={isTarget ? "bg-blue-50 dark:bg-blue-950" : undefined}
            >
              <th scope="row" className={`${cellClass} font-medium`}>
                {row.name}{" "}
                <span className="font-mono text-slate-600 dark:text-slate-300">({row.symbol})</span>
              </th>
              <td className={`${cellClass} font-mono [overflow-wrap:anywhere]`}>
                {value} {row.symbol}
              </td>
              <td className={`${cellClass} text-right`}>
                <button
                  type="button"
                  aria-label={`Copy the value in ${row.symbol}`}
                  title={`Copy ${value} ${row.symbol}`}
                  onClick={() => void copy(`${value} ${row.symbol}`)}
                  className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  <Copy aria-hidden="true" className="size-3.5" />
                  Copy
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
