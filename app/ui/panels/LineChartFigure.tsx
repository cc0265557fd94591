// A series drawn as one SVG line (no chart library): the line is an image named by `label`, the
// caption says the period and its lowest and highest value, and the same data sits in a table to
// read, copy (tab-separated, for a spreadsheet) or download (CSV). The currency and crypto pages
// draw their histories with it.
import { Copy, Download } from "lucide-react";
import type { ReactNode } from "react";
import { csvText } from "~/lib/csv/csv-table";
import { CHART_HEIGHT, CHART_WIDTH, type ChartLine } from "~/lib/market-data/chart-line";
import { DataTable } from "./DataTable";
import { useOutputActions } from "./OutputPanel";
import { PanelButton } from "./PanelButton";

export interface LineChartFigureProps {
  line: ChartLine;
  /** The image's accessible name: what is drawn, its period, lowest and highest value. */
  label: string;
  caption: ReactNode;
  /** The disclosure that opens the table: "Show the rates as a table". */
  tableSummary: string;
  /** The table's caption and name: "Rate history". */
  tableCaption: string;
  columns: string[];
  rows: string[][];
  /** The files' name without extension: "rate-history" → rate-history.tsv / .csv. */
  fileName: string;
}

export function LineChartFigure(props: LineChartFigureProps) {
  const { line, label, caption, tableSummary, tableCaption, columns, rows, fileName } = props;
  const copyActions = useOutputActions(
    rows.length ? csvText([columns, ...rows], "\t") : "",
    `${fileName}.tsv`,
  );
  const downloadActions = useOutputActions(
    rows.length ? csvText([columns, ...rows]) : "",
    `${fileName}.csv`,
    "text/csv",
  );
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-label={label}
        className="h-48 w-full rounded-md border border-slate-200 dark:border-slate-700"
        preserveAspectRatio="none"
      >
        <polyline
          points={line.points}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
          className="text-blue-700 dark:text-blue-300"
        />
      </svg>
      <figcaption className="text-sm text-slate-700 dark:text-slate-300">{caption}</figcaption>
      <details>
        <summary className="cursor-pointer text-sm">{tableSummary}</summary>
        <div className="mt-2 flex gap-2">
          <PanelButton icon={Copy} label="Copy history" onClick={() => void copyActions.copy()} />
          <PanelButton
            icon={Download}
            label="Download history"
            onClick={downloadActions.download}
          />
        </div>
        <DataTable caption={tableCaption} columns={columns} rows={rows} />
      </details>
    </figure>
  );
}
