// The amortization schedule, monthly (one row per payment) or yearly, virtualized so only the rows
// in view exist in the DOM, with its CSV download (plain decimals, one line per row).
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { useVirtualRows } from "~/hooks/virtual-list";
import { useOutputActions } from "~/ui/OutputPanel";
import { PanelButton } from "~/ui/PanelButton";
import { TabList } from "~/ui/Tabs";
import type { Amortization } from "./amortization";
import type { MoneyFormatter } from "./money-text";
import {
  MONTHLY_COLUMNS,
  YEARLY_COLUMNS,
  monthlyCells,
  scheduleCsv,
  yearlyCells,
} from "./mortgage-results";

const ROW_HEIGHT = 30;
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
  const cells = useMemo(
    () =>
      view === "monthly"
        ? monthlyCells(plan, (value) => format.money2(value))
        : yearlyCells(plan, (value) => format.money2(value)),
    [plan, format, view],
  );
  const csv = useMemo(() => scheduleCsv(plan, view), [plan, view]);
  const { download } = useOutputActions(csv, scheduleFileName(view), "text/csv");
  const { viewportRef, onScroll, first, last, top, spacerHeight } = useVirtualRows(
    cells.length,
    ROW_HEIGHT,
    VIEWPORT_HEIGHT,
  );
  const template = `3.5rem 5.5rem repeat(${columns.length - 2}, minmax(7.5rem, 1fr))`;
  const minWidth = `${9 + 7.5 * (columns.length - 2)}rem`;
  const rows = [];
  for (let index = first; index < last; index++) {
    rows.push(
      <div
        key={index}
        role="row"
        aria-rowindex={index + 2}
        style={{ top: top(index), height: ROW_HEIGHT, gridTemplateColumns: template }}
        className="absolute inset-x-0 grid border-b border-slate-100 dark:border-slate-800"
      >
        {cells[index].map((cell, column) => (
          <div
            key={column}
            role="cell"
            className={`truncate px-2 font-mono text-[13px] leading-[30px] ${column > 1 ? "text-right" : ""}`}
          >
            {cell}
          </div>
        ))}
      </div>,
    );
  }
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
      <div
        id="mortgage-schedule-table"
        className="overflow-x-auto rounded-md border border-slate-300 dark:border-slate-600"
      >
        <div
          role="table"
          aria-label={view === "monthly" ? "Monthly schedule" : "Yearly schedule"}
          aria-rowcount={cells.length + 1}
          style={{ minWidth }}
          className="text-sm"
        >
          <div
            role="row"
            aria-rowindex={1}
            style={{ gridTemplateColumns: template }}
            className="grid border-b border-slate-300 bg-slate-50 font-medium dark:border-slate-600 dark:bg-slate-800"
          >
            {columns.map((heading, column) => (
              <div
                key={heading}
                role="columnheader"
                className={`truncate px-2 py-1 ${column > 1 ? "text-right" : ""}`}
              >
                {heading}
              </div>
            ))}
          </div>
          <div
            ref={viewportRef}
            onScroll={onScroll}
            role="rowgroup"
            tabIndex={0}
            aria-label="Schedule rows"
            style={{ height: Math.min(VIEWPORT_HEIGHT, cells.length * ROW_HEIGHT + 2) }}
            className="overflow-y-auto focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <div style={{ height: spacerHeight }} className="relative">
              {rows}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
