// The amortization schedule, monthly (one row per payment) or yearly, in the shared virtualized
// table (only the rows in view exist in the DOM), with its CSV download (plain decimals, one line
// per row).
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { TabList } from "~/ui/panels/Tabs";
import { VirtualTable } from "~/ui/panels/VirtualTable";
import type Big from "big.js";
import type { Amortization } from "./amortization";
import type { MoneyFormatter } from "./money-text";
import {
  MONTHLY_COLUMNS,
  YEARLY_COLUMNS,
  monthlyRowCells,
  scheduleCsv,
  yearlyCells,
} from "./mortgage-results";

const VIEWPORT_HEIGHT = 360;
type View = "monthly" | "yearly";
const VIEWS = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
] as const;

export const scheduleFileName = (view: View) => `amortization-${view}.csv`;

export function ScheduleTable({ plan, format }: { plan: Amortization; format: MoneyFormatter }) {
  const [view, setView] = useState<View>("monthly");
  const columns = view === "monthly" ? MONTHLY_COLUMNS : YEARLY_COLUMNS;
  // A 30-year schedule is 3,600 exact decimals to format (tens of ms on a phone, right after the
  // page loads): a monthly row is formatted when it first scrolls into view, and the CSV only when
  // it is exported.
  const rowCells = useMemo(() => {
    const money = (value: Big) => format.money2(value);
    if (view === "yearly") {
      const years = yearlyCells(plan, money);
      return { count: years.length, at: (row: number) => years[row] };
    }
    const formatted: string[][] = [];
    return {
      count: plan.rows.length,
      at: (row: number) => (formatted[row] ??= monthlyRowCells(plan.rows[row], money)),
    };
  }, [plan, format, view]);
  const { download } = useOutputActions(
    () => scheduleCsv(plan, view),
    scheduleFileName(view),
    "text/csv",
  );
  const template = `3.5rem 5.5rem repeat(${columns.length - 2}, minmax(7.5rem, 1fr))`;
  const minWidth = `${9 + 7.5 * (columns.length - 2)}rem`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <TabList
          tabs={VIEWS}
          selected={view}
          onChange={setView}
          label="Schedule view"
          idPrefix="mortgage-schedule"
          look="views"
          panelIdFor={() => "mortgage-schedule-table"}
        />
        <span className="ml-auto">
          <PanelButton icon={Download} label="Export CSV" onClick={download} />
        </span>
      </div>
      <VirtualTable
        id="mortgage-schedule-table"
        label={view === "monthly" ? "Monthly schedule" : "Yearly schedule"}
        rowsLabel="Schedule rows"
        rowCount={rowCells.count}
        columns={template}
        minWidth={minWidth}
        viewportHeight={VIEWPORT_HEIGHT}
        header={columns.map((heading, column) => (
          <div
            key={heading}
            role="columnheader"
            className={`truncate px-2 py-1 ${column > 1 ? "text-right" : ""}`}
          >
            {heading}
          </div>
        ))}
        cells={(row) =>
          rowCells.at(row).map((cell, column) => (
            <div
              key={column}
              role="cell"
              className={`truncate px-2 font-mono text-[13px] leading-[30px] ${column > 1 ? "text-right" : ""}`}
            >
              {cell}
            </div>
          ))
        }
      />
    </div>
  );
}
