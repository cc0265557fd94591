// The Epoch Timestamp Converter page: the current epoch ticking, timestamps (one per line) read in
// a chosen or detected unit and shown in UTC, local time and a chosen zone, and a date → epoch form.
import { Clock } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { csvText } from "~/lib/csv/csv-table";
import { downloadText } from "~/lib/browser/download";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useGuardedValue } from "~/hooks/use-guarded-value";
import { counted } from "~/lib/text/text-stats";
import { currentTimeZoneName } from "~/lib/time/time-zone-aliases";
import { UTC, availableTimeZones } from "~/lib/time/time-zones";
import { useBrowserTimeZone } from "~/hooks/use-browser-time-zone";
import { toolActions } from "~/ui/runtime/tool-actions";
import { DataTable } from "~/ui/panels/DataTable";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption, TIME_ZONE_SELECT_WIDTH } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { useToolFeedback } from "~/ui/page/ToolFeedback";
import { ToolPage } from "~/ui/page/ToolPage";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import { CurrentEpoch } from "./CurrentEpoch";
import { DateToEpoch } from "./DateToEpoch";
import {
  type BatchLine,
  UNIT_LABELS,
  UNIT_OPTIONS,
  type UnitChoice,
  batchRows,
  describeInstant,
  epochMillis,
  formatIso,
  formatRelative,
  readTimestampLines,
} from "./epoch-timestamp";
import { groupedCount } from "~/lib/number/count-text";

/** Lines read as you type (about 20 ms at this size); a longer paste gets a message instead. */
export const MAX_BATCH_LINES = 10_000;
/** Rows drawn in the batch table; Copy and Download take them all. */
export const SHOWN_ROWS = 100;
const SHOWN_ERRORS = 10;
export const OUTPUT_FILE_NAME = "timestamps.csv";

export const tooManyLinesMessage = (lines: number) =>
  `This batch has ${counted(lines, "line")}; the converter reads up to ${groupedCount(MAX_BATCH_LINES)} at once. Split it into smaller parts.`;

function lineCount(text: string): number {
  let count = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

/** The wall clock, read once a second just after each second starts; null until hydrated. */
function useTickingNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      timer = window.setTimeout(tick, 1000 - (time % 1000) + 5);
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}

const NO_LINES: BatchLine[] = [];
const readBatch = ({ input, unit }: { input: string; unit: UnitChoice }) =>
  readTimestampLines(input, unit);

/** The epoch now, in whole seconds, as the Input field takes it. */
const currentEpochSeconds = () => String(Math.floor(Date.now() / 1000));

export function EpochTimestampTool({ tool }: { tool: ToolEntry }) {
  const [input, setInput] = usePersistentState(tool.path, "timestamps", "");
  const [unit, setUnit] = usePersistentChoice<UnitChoice>(tool.path, "unit", UNIT_OPTIONS, "auto");
  const [storedZone, setStoredZone] = usePersistentState(tool.path, "timeZone", "", {
    role: "option",
  });
  const [date, setDate] = usePersistentState(tool.path, "date", "");
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const now = useTickingNow();
  const notify = useToolFeedback();
  const copy = useCopyWithFeedback();

  // The prerendered page cannot know the visitor's zone: UTC until the browser's is read after
  // hydration, then theirs. A zone stored under an old name ("Asia/Calcutta") is shown and used by
  // its current one. The list of every zone comes with the device's zone, in a later render.
  const deviceZone = useBrowserTimeZone();
  // What only the browser knows appears together once its zone is known (a moment after
  // hydration), so no result is shown first in UTC.
  const hydrated = deviceZone !== null;
  const localZone = deviceZone ?? UTC;
  const timeZone = currentTimeZoneName(storedZone) ?? localZone;
  const zoneOptions = useMemo(
    () =>
      (hydrated ? availableTimeZones([timeZone, localZone]) : [timeZone]).map((zone) => ({
        value: zone,
        label: zone,
      })),
    [hydrated, timeZone, localZone],
  );

  const count = lineCount(input);
  const tooMany = count > MAX_BATCH_LINES;
  const batch = useMemo(() => ({ input, unit }), [input, unit]);
  const lines = useGuardedValue(batch, readBatch, !tooMany) ?? NO_LINES;
  const valid = lines.flatMap((line) => (line.reading ? [{ ...line, reading: line.reading }] : []));
  const errors = lines.flatMap((line) => (line.error ? [line.error] : []));
  const single = lines.length === 1 ? lines[0].reading : undefined;

  let errorText: string | null = null;
  if (tooMany) errorText = tooManyLinesMessage(count);
  else if (errors.length > 0) {
    const more = errors.length - SHOWN_ERRORS;
    errorText =
      errors.slice(0, SHOWN_ERRORS).join("\n") +
      (more > 0 ? `\n…and ${counted(more, "more line")} with errors.` : "");
  }

  // Built on demand: a 10,000-line batch takes a moment to format, which a click can afford.
  function resultCsv(): string {
    if (single && now !== null) {
      const rows = describeInstant(single.nanoseconds, { timeZone, localZone, now });
      return csvText([["Field", "Value"], ...rows.map((row) => [row.label, row.value])]);
    }
    return valid.length > 0 ? csvText(batchRows(lines, timeZone)) : "";
  }

  async function copyResult() {
    const csv = resultCsv();
    if (csv) await copy(csv);
  }

  function downloadResult() {
    const csv = resultCsv();
    if (!csv) return;
    downloadText(OUTPUT_FILE_NAME, csv, "text/csv");
    notify(DOWNLOADED_FEEDBACK);
  }

  function clear() {
    setInput("");
  }

  const hasResult = valid.length > 0;
  const { actions, shortcuts } = toolActions({
    extra: [
      {
        label: "Use current time",
        icon: Clock,
        onClick: () => setInput(currentEpochSeconds()),
        title: "Put the current epoch in seconds in the Input field",
      },
    ],
    copy: { disabled: !hasResult, onClick: copyResult },
    download: { disabled: !hasResult, onClick: downloadResult },
    clear: { disabled: !input, onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-6">
        <CurrentEpoch
          now={pausedAt ?? now}
          paused={pausedAt !== null}
          onTogglePause={() => setPausedAt((paused) => (paused === null ? now : null))}
        />
        <OptionsRow>
          <SelectOption label="Unit" value={unit} options={UNIT_OPTIONS} onChange={setUnit} />
          <SelectOption
            label="Time zone"
            value={timeZone}
            options={zoneOptions}
            onChange={setStoredZone}
            width={TIME_ZONE_SELECT_WIDTH}
          />
        </OptionsRow>
        <section aria-labelledby="epoch-to-date-heading" className="flex flex-col gap-3">
          <h2 id="epoch-to-date-heading" className="text-lg font-semibold">
            Epoch to date
          </h2>
          <InputPanel
            value={input}
            onChange={setInput}
            height="7rem"
            placeholder="One timestamp per line, e.g. 1700000000 or 1700000000000"
          />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Auto reads each value in the largest unit that puts it between the years 0001 and 9999:
            10 digits are seconds, 13 milliseconds, 16 microseconds, 19 nanoseconds.
          </p>
          <ErrorPanel message={errorText} />
          {/* The page's Output (page contract): the reading of the timestamps, once there is one. */}
          <section aria-label="Output" className="flex flex-col gap-3">
            {hydrated && now !== null && single && (
              <DataTable
                caption={`Read as ${UNIT_LABELS[single.unit].toLowerCase()}${unit === "auto" ? " (detected)" : ""}`}
                columns={["Format", "Value"]}
                rows={describeInstant(single.nanoseconds, { timeZone, localZone, now }).map(
                  (row) => [row.label, row.value],
                )}
                rowHeaders
              />
            )}
            {hydrated && now !== null && !single && hasResult && (
              <DataTable
                caption="Timestamps"
                columns={[
                  "Line",
                  "Input",
                  "Unit",
                  "ISO 8601 (UTC)",
                  `ISO 8601 (${timeZone})`,
                  "Relative",
                ]}
                rows={valid
                  .slice(0, SHOWN_ROWS)
                  .map(({ line, input: value, reading }) => [
                    String(line),
                    value,
                    UNIT_LABELS[reading.unit],
                    formatIso(reading.nanoseconds),
                    formatIso(reading.nanoseconds, timeZone),
                    formatRelative(epochMillis(reading.nanoseconds), now),
                  ])}
                rowHeaders
                note={
                  valid.length > SHOWN_ROWS
                    ? `Showing the first ${SHOWN_ROWS} of ${counted(valid.length, "timestamp")}; Copy and Download include them all.`
                    : undefined
                }
              />
            )}
          </section>
        </section>
        <DateToEpoch date={date} onDateChange={setDate} timeZone={timeZone} />
      </div>
    </ToolPage>
  );
}
