// Date → epoch: a typed ISO 8601 date, or one picked with the browser's date-time picker, read in
// the chosen zone when it has no offset, and written in every unit.
import { useMemo } from "react";
import { useGuardedValue } from "~/hooks/use-guarded-value";
import { errorMessage } from "~/lib/tool-error";
import { DataTable } from "~/ui/panels/DataTable";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { EPOCH_UNITS, UNIT_LABELS, epochIn, formatIso, parseIsoDate } from "./epoch-timestamp";

const fieldClass =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]";

/** A datetime-local value ("2026-11-23T09:00" or with seconds) when `text` is one, else "". */
function pickerValue(text: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text) ? text : "";
}

function dateToEpochRows({ date, timeZone }: { date: string; timeZone: string }) {
  try {
    const nanoseconds = parseIsoDate(date, timeZone);
    return {
      rows: [
        ...EPOCH_UNITS.map((unit) => [UNIT_LABELS[unit], epochIn(nanoseconds, unit)]),
        ["ISO 8601 (UTC)", formatIso(nanoseconds)],
      ],
      error: null,
    };
  } catch (error) {
    return { rows: null, error: errorMessage(error) };
  }
}

export function DateToEpoch({
  date,
  onDateChange,
  timeZone,
}: {
  date: string;
  onDateChange: (value: string) => void;
  timeZone: string;
}) {
  const job = useMemo(() => ({ date, timeZone }), [date, timeZone]);
  const result = useGuardedValue(job, dateToEpochRows, date.trim() !== "");

  return (
    <section aria-labelledby="date-to-epoch-heading" className="flex flex-col gap-3">
      <h2 id="date-to-epoch-heading" className="text-lg font-semibold">
        Date to epoch
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="epoch-date-text" className="text-sm font-medium">
            Date (ISO 8601)
          </label>
          <input
            id="epoch-date-text"
            type="text"
            value={date}
            spellCheck={false}
            placeholder="2023-11-14T22:13:20Z"
            onChange={(event) => onDateChange(event.target.value)}
            className={`${fieldClass} w-full min-w-0 font-mono`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="epoch-date-picker" className="text-sm font-medium">
            Pick a date and time
          </label>
          <input
            id="epoch-date-picker"
            type="datetime-local"
            step={1}
            value={pickerValue(date)}
            onChange={(event) => onDateChange(event.target.value)}
            className={fieldClass}
          />
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A date without an offset (Z, +02:00) is read in the chosen time zone, {timeZone}.
      </p>
      <ErrorPanel message={result?.error} />
      {result?.rows && (
        <DataTable
          caption="Epoch of the date"
          columns={["Unit", "Value"]}
          rows={result.rows}
          rowHeaders
        />
      )}
    </section>
  );
}
