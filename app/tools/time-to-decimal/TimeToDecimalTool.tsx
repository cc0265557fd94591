// The Time to Decimal page: durations (or decimal hours) one per line, converted as you type into
// a table with a total; very long lists are converted in a worker on Convert, so typing never lags.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { csvText } from "~/lib/csv/csv-table";
import { isOptionValue } from "~/lib/options";
import { usePersistentState } from "~/hooks/persistent-state";
import { counted } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { DataTable } from "~/ui/panels/DataTable";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import {
  type ConversionJob,
  DEFAULT_DECIMALS,
  DIRECTION_OPTIONS,
  type Direction,
  ROUNDING_OPTIONS,
  conversionTable,
  convertJob,
} from "./time-to-decimal";

/**
 * Up to this many characters (about 12,000 lines) the table follows every change: converting
 * takes under ~30 ms on a loaded 2-core machine. Beyond it, Convert runs the worker.
 */
export const LIVE_LIMIT_CHARS = 120_000;
/** Rows drawn on the page; Copy and Download take them all. */
export const SHOWN_ROWS = 500;
/** Messages listed at once; a pasted file of bad lines would otherwise fill the page. */
const SHOWN_ERRORS = 10;
export const OUTPUT_FILE_NAME = "decimal-hours.csv";

const DEFAULT_TIMES = "01:30:00\n2:45";
const DEFAULT_DECIMAL_HOURS = "1.5\n2.75";

function createWorker() {
  return new Worker(new URL("./time-to-decimal.worker.ts", import.meta.url), { type: "module" });
}

function errorText(errors: readonly string[]): string | null {
  if (errors.length === 0) return null;
  const more = errors.length - SHOWN_ERRORS;
  const rest = more > 0 ? `\n…and ${counted(more, "more line")} with errors.` : "";
  return errors.slice(0, SHOWN_ERRORS).join("\n") + rest;
}

export function TimeToDecimalTool({ tool }: { tool: ToolEntry }) {
  const [storedDirection, setDirection] = usePersistentState<string>(
    tool.path,
    "direction",
    "time-to-decimal",
    { role: "option" },
  );
  const direction: Direction = isOptionValue(DIRECTION_OPTIONS, storedDirection)
    ? storedDirection
    : "time-to-decimal";
  const [storedRounding, setRounding] = usePersistentState(
    tool.path,
    "rounding",
    String(DEFAULT_DECIMALS),
  );
  const rounding = isOptionValue(ROUNDING_OPTIONS, storedRounding)
    ? storedRounding
    : String(DEFAULT_DECIMALS);
  // Each direction keeps its own list, so switching back and forth loses nothing.
  const [times, setTimes] = usePersistentState(tool.path, "times", DEFAULT_TIMES);
  const [decimalHours, setDecimalHours] = usePersistentState(
    tool.path,
    "decimalHours",
    DEFAULT_DECIMAL_HOURS,
  );
  const toDecimal = direction === "time-to-decimal";
  const text = toDecimal ? times : decimalHours;
  const setText = toDecimal ? setTimes : setDecimalHours;

  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<ConversionJob>(
    () => ({ text, direction, decimals: Number(rounding) }),
    [text, direction, rounding],
  );
  const transform = useToolRun({ job, large, compute: convertJob, createWorker });
  const conversion = transform.output;
  const hasRows = conversion !== null && conversion.rows.length > 0;
  const csv = useMemo(
    () => (conversion && conversion.rows.length > 0 ? csvText(conversionTable(conversion)) : ""),
    [conversion],
  );
  const outputActions = useOutputActions(csv, OUTPUT_FILE_NAME, "text/csv");

  function clear() {
    setText("");
    transform.reset();
  }

  const { actions, shortcuts } = transformActions(transform, {
    runLabel: "Convert",
    runTitle: large
      ? "Convert this long list in the background (Ctrl+Enter)"
      : "The table updates as you type; Convert is needed only for very long lists",
    hasInput: text !== "",
    output: csv,
    outputActions,
    onClear: clear,
  });

  let status: string | null = null;
  if (transform.running) status = "Working…";
  else if (transform.waiting) status = "This list is long: press Convert (Ctrl+Enter).";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Direction"
            value={direction}
            options={DIRECTION_OPTIONS}
            onChange={setDirection}
          />
          <SelectOption
            label="Rounding"
            value={rounding}
            options={ROUNDING_OPTIONS}
            onChange={setRounding}
          />
        </OptionsRow>
        <ErrorPanel message={transform.error ?? errorText(conversion?.errors ?? [])} />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <InputPanel
            value={text}
            onChange={setText}
            height="16rem"
            placeholder={
              toDecimal
                ? "One duration per line: 01:30:00 or 2:45"
                : "One number of hours per line: 1.5"
            }
          />
          {/* The page's Output (page contract): the converted list. */}
          <section aria-label="Output" className="min-w-0">
            {status && <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{status}</p>}
            {conversion && hasRows ? (
              <DataTable
                caption="Results"
                columns={conversion.columns}
                rows={conversion.rows
                  .slice(0, SHOWN_ROWS)
                  .map((row) => [String(row.line), row.input, ...row.values])}
                footer={["Total", ...conversion.total]}
                rowHeaders
                note={
                  conversion.rows.length > SHOWN_ROWS
                    ? `Showing the first ${SHOWN_ROWS} of ${counted(conversion.rows.length, "line")}; Copy and Download include them all.`
                    : undefined
                }
              />
            ) : (
              !status && (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {toDecimal
                    ? "Type durations such as 01:30:00 or 2:45, one per line."
                    : "Type decimal hours such as 1.5, one per line."}
                </p>
              )
            )}
          </section>
        </div>
      </div>
    </ToolPage>
  );
}
