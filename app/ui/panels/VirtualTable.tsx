// A table of fixed-height rows (ARIA table roles on a CSS grid) where only the rows in view exist in
// the DOM (app/hooks/virtual-list), so 100,000 rows scroll like ten. The header row stays put; the
// rows scroll in a focusable group so the keyboard can scroll them too. A page gives the columns'
// grid, the header cells and each row's cells.
import type { ReactNode } from "react";
import { useVirtualRows } from "~/hooks/virtual-list";

/** Every row's height in px; cells use `leading-[30px]` to centre one line of text. */
export const VIRTUAL_ROW_HEIGHT = 30;

export interface VirtualTableProps {
  /** The table's accessible name: "Matches". */
  label: string;
  /** The scrolling row group's name: "Match rows". */
  rowsLabel: string;
  rowCount: number;
  /** The grid's `grid-template-columns`, shared by the header and every row. */
  columns: string;
  /** Below this width the table scrolls sideways. */
  minWidth: string;
  /** The rows' area grows with the rows up to this height (px), then scrolls. */
  viewportHeight: number;
  /** The header row's cells (role="columnheader"). */
  header: ReactNode;
  /** One row's cells (role="cell"). */
  cells: (row: number) => ReactNode;
  /** A table whose rows can be picked marks the picked one (aria-selected and a tint). */
  picked?: number | null;
  /** The outer element's id, for a tab panel that controls it. */
  id?: string;
}

export function VirtualTable(props: VirtualTableProps) {
  const { label, rowsLabel, rowCount, columns, minWidth, viewportHeight, header, cells } = props;
  const { picked, id } = props;
  const { viewportRef, onScroll, first, last, top, spacerHeight } = useVirtualRows(
    rowCount,
    VIRTUAL_ROW_HEIGHT,
    viewportHeight,
  );
  const rows = [];
  for (let row = first; row < last; row++) {
    const tint = row === picked ? " bg-blue-50 dark:bg-blue-950" : "";
    rows.push(
      <div
        key={row}
        role="row"
        aria-rowindex={row + 2}
        aria-selected={picked === undefined ? undefined : row === picked}
        style={{ top: top(row), height: VIRTUAL_ROW_HEIGHT, gridTemplateColumns: columns }}
        className={`absolute inset-x-0 grid border-b border-slate-100 dark:border-slate-800${tint}`}
      >
        {cells(row)}
      </div>,
    );
  }
  return (
    <div
      id={id}
      className="overflow-x-auto rounded-md border border-slate-300 dark:border-slate-600"
    >
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        style={{ minWidth }}
        className="text-sm"
      >
        <div
          role="row"
          aria-rowindex={1}
          style={{ gridTemplateColumns: columns }}
          className="grid border-b border-slate-300 bg-slate-50 font-medium dark:border-slate-600 dark:bg-slate-800"
        >
          {header}
        </div>
        <div
          ref={viewportRef}
          onScroll={onScroll}
          role="rowgroup"
          tabIndex={0}
          aria-label={rowsLabel}
          style={{ height: Math.min(viewportHeight, rowCount * VIRTUAL_ROW_HEIGHT + 2) }}
          className="overflow-y-auto focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <div style={{ height: spacerHeight }} className="relative">
            {rows}
          </div>
        </div>
      </div>
    </div>
  );
}
