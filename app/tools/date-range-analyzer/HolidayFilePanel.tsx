// The user's own holidays: an .ics or CSV file opened, dropped or pasted, added to the country's
// holidays or replacing them. Reading errors name the file's line.
import { counted } from "~/lib/text/text-stats";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import type { UploadMode } from "./date-range";
import type { HolidayFile } from "./holiday-file";

export const UPLOAD_MODES = [
  { value: "add", label: "Add to country holidays" },
  { value: "replace", label: "Replace country holidays" },
] as const satisfies readonly { value: UploadMode; label: string }[];

export function HolidayFilePanel({
  text,
  onTextChange,
  mode,
  onModeChange,
  file,
  error,
}: {
  text: string;
  onTextChange: (text: string) => void;
  mode: UploadMode;
  onModeChange: (mode: UploadMode) => void;
  file: HolidayFile | null;
  error: string | null;
}) {
  return (
    <section aria-labelledby="holiday-file-heading" className="flex flex-col gap-3">
      <h2 id="holiday-file-heading" className="text-lg font-semibold">
        Your holidays
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Open, drop or paste an iCalendar file (.ics: all-day events with DTSTART and SUMMARY; yearly
        RRULE repeats are followed) or a CSV file with one <code>date,name</code> per line (dates as
        YYYY-MM-DD, header line optional). It stays in this browser.
      </p>
      <InputPanel
        value={text}
        onChange={onTextChange}
        label="Holiday file"
        accept=".ics,.csv,.txt,text/calendar,text/csv"
        height="8rem"
        placeholder={"date,name\n2024-12-24,Office closed"}
      />
      <OptionsRow>
        <SelectOption
          label="Uploaded holidays"
          value={mode}
          options={UPLOAD_MODES}
          onChange={onModeChange}
        />
      </OptionsRow>
      <ErrorPanel message={error} />
      {file && file.entries.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Read {counted(file.entries.length, file.format === "ics" ? "event" : "holiday")} from the{" "}
          {file.format === "ics" ? "iCalendar" : "CSV"} file.
        </p>
      )}
      {file && file.notes.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-900 dark:text-amber-200">
          {file.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
