// The Date Range Analyzer page: start and end dates (end included or not), weekend days, a country's
// public holidays (looked up in a worker) and the user's own holiday file, counted as you type.
import { ArrowLeftRight, CalendarDays } from "lucide-react";
import { useEffect, useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { type DayNumber, dayNumber, notADateMessage, parseIsoDate } from "~/lib/time/civil-date";
import { csvText } from "~/lib/csv/csv-table";
import {
  usePersistentChecked,
  usePersistentChoice,
  usePersistentState,
} from "~/hooks/persistent-state";
import { errorMessage } from "~/lib/tool-error";
import { useFirstInteraction } from "~/hooks/use-first-interaction";
import { toolActions } from "~/ui/runtime/tool-actions";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { DateField } from "./DateField";
import {
  DEFAULT_WEEKEND_DAYS,
  END_BEFORE_START_MESSAGE,
  HOLIDAY_COLUMNS,
  analyzeRange,
  combineHolidays,
  holidayRows,
} from "./date-range";
import { HolidayFilePanel, UPLOAD_MODES } from "./HolidayFilePanel";
import { type HolidayFile, fileHolidaysBetween, parseHolidayFile } from "./holiday-file";
import {
  DEFAULT_COUNTRY,
  HOLIDAY_COUNTRIES,
  HOLIDAY_FIRST_YEAR,
  HOLIDAY_LAST_YEAR,
  NO_COUNTRY,
} from "./holiday-countries";
import { RangeResults, shownSummaryRows } from "./RangeResults";
import { useCountryHolidays } from "./use-country-holidays";
import { HolidayDataCredit, WeekendDaysField } from "./WeekendDaysField";

export const SUMMARY_FILE_NAME = "date-range.txt";
export const HOLIDAYS_FILE_NAME = "holidays-in-range.csv";

const COUNTRY_OPTIONS = [
  { value: NO_COUNTRY, label: "None (weekends only)" },
  ...HOLIDAY_COUNTRIES.map(([value, label]) => ({ value, label })),
];
const WHOLE_COUNTRY = "";
const HOLIDAY_DATA_START = dayNumber({ year: HOLIDAY_FIRST_YEAR, month: 1, day: 1 });
const HOLIDAY_DATA_END = dayNumber({ year: HOLIDAY_LAST_YEAR + 1, month: 1, day: 1 });

/** A stored weekend: a list of weekday numbers, 0 (Sunday) to 6. */
const isWeekendList = (value: unknown): value is readonly number[] =>
  Array.isArray(value) &&
  value.every((day) => typeof day === "number" && Number.isInteger(day) && day >= 0 && day <= 6);

function readDate(label: string, text: string): { day: DayNumber | null; error: string | null } {
  if (text.trim() === "") return { day: null, error: null };
  const day = parseIsoDate(text);
  return day === null
    ? { day: null, error: `${label}: ${notADateMessage(text.trim())}` }
    : { day, error: null };
}

function readFile(text: string): { file: HolidayFile | null; error: string | null } {
  if (text.trim() === "") return { file: null, error: null };
  try {
    return { file: parseHolidayFile(text), error: null };
  } catch (error) {
    return { file: null, error: errorMessage(error) };
  }
}

function thisYear(): [string, string] {
  const year = new Date().getFullYear();
  return [`${year}-01-01`, `${year}-12-31`];
}

export function DateRangeAnalyzerTool({ tool }: { tool: ToolEntry }) {
  const [startText, setStartText] = usePersistentState(tool.path, "start", "");
  const [endText, setEndText] = usePersistentState(tool.path, "end", "");
  const [includeEnd, setIncludeEnd] = usePersistentState(tool.path, "includeEnd", true);
  const [country, setCountry] = usePersistentChoice(
    tool.path,
    "country",
    COUNTRY_OPTIONS,
    DEFAULT_COUNTRY,
  );
  const [storedRegion, setRegion] = usePersistentState(tool.path, "region", WHOLE_COUNTRY, {
    role: "option",
  });
  const [weekendDays, setWeekend] = usePersistentChecked(
    tool.path,
    "weekend",
    isWeekendList,
    DEFAULT_WEEKEND_DAYS,
  );
  const [mode, setMode] = usePersistentChoice(tool.path, "uploadMode", UPLOAD_MODES, "add");
  const [fileText, setFileText] = usePersistentState(tool.path, "holidayFile", "");
  // date-holidays (~110 KB gz) waits for the first sign of a user, like the other heavy engines.
  const [interacted] = useFirstInteraction();

  // Today is not known to the prerender: an empty range becomes this year after hydration. The
  // functional updates run after the stored values were restored, so they never overwrite them.
  useEffect(() => {
    const [first, last] = thisYear();
    setStartText((previous) => previous || first);
    setEndText((previous) => previous || last);
  }, [setStartText, setEndText]);

  const start = readDate("Start date", startText);
  const end = readDate("End date", endText);
  const reversed = start.day !== null && end.day !== null && end.day < start.day;
  const range =
    start.day !== null && end.day !== null && !reversed
      ? { from: start.day, to: includeEnd ? end.day + 1 : end.day }
      : null;
  const rangeError = start.error ?? end.error ?? (reversed ? END_BEFORE_START_MESSAGE : null);

  const { file, error: fileError } = useMemo(() => readFile(fileText), [fileText]);
  const usesCountry = country !== NO_COUNTRY && mode === "add";
  const lookup = useCountryHolidays(
    usesCountry && range ? { country, region: storedRegion, ...range } : null,
    interacted,
  );
  const region = lookup.regions.some((option) => option.value === storedRegion)
    ? storedRegion
    : WHOLE_COUNTRY;
  const pending = usesCountry && lookup.holidays === null;

  const { analysis, error: analysisError } = useMemo(() => {
    if (start.day === null || end.day === null || end.day < start.day) {
      return { analysis: null, error: null };
    }
    const stop = includeEnd ? end.day + 1 : end.day;
    try {
      const fromFile = file ? fileHolidaysBetween(file.entries, start.day, stop) : [];
      const result = analyzeRange({
        start: start.day,
        end: end.day,
        includeEnd,
        weekendDays,
        holidays: combineHolidays(lookup.holidays ?? [], fromFile, mode),
      });
      return { analysis: result, error: null };
    } catch (error) {
      return { analysis: null, error: errorMessage(error) };
    }
  }, [start.day, end.day, includeEnd, weekendDays, lookup.holidays, file, mode]);

  const countryName = COUNTRY_OPTIONS.find((option) => option.value === country)?.label ?? "";
  const regionName = lookup.regions.find((option) => option.value === region)?.label;
  const holidaySource =
    mode === "replace"
      ? "your holiday file only"
      : country === NO_COUNTRY
        ? "your holiday file"
        : `public holidays of ${countryName}${regionName ? ` (${regionName})` : ""}${file ? " and your holiday file" : ""}`;
  const caption = `${startText.trim()} to ${endText.trim()} (end date ${includeEnd ? "included" : "excluded"})`;

  const notes: string[] = [];
  if (usesCountry && range && (range.from < HOLIDAY_DATA_START || range.to > HOLIDAY_DATA_END)) {
    notes.push(
      `Public holidays are known for ${HOLIDAY_FIRST_YEAR}–${HOLIDAY_LAST_YEAR} only; days outside those years are counted without country holidays.`,
    );
  }
  if (lookup.error) notes.push(`The holidays could not be looked up: ${lookup.error}`);

  const summaryText = analysis
    ? [
        caption,
        `Holidays: ${holidaySource}`,
        ...shownSummaryRows(analysis, pending).map(([label, value]) => `${label}: ${value}`),
      ].join("\n") + "\n"
    : "";
  // Up to 20,000 file holidays plus the country's: built once per analysis, not on every render.
  const holidaysCsv = useMemo(
    () =>
      analysis && !pending && analysis.holidays.length > 0
        ? csvText([HOLIDAY_COLUMNS, ...holidayRows(analysis.holidays)])
        : "",
    [analysis, pending],
  );
  const summaryActions = useOutputActions(summaryText, SUMMARY_FILE_NAME);
  const holidayActions = useOutputActions(holidaysCsv, HOLIDAYS_FILE_NAME, "text/csv");

  function clear() {
    setStartText("");
    setEndText("");
    setFileText("");
  }

  function fillThisYear() {
    const [first, last] = thisYear();
    setStartText(first);
    setEndText(last);
  }

  const { actions, shortcuts } = toolActions({
    extra: [
      { label: "This year", icon: CalendarDays, onClick: fillThisYear },
      {
        label: "Swap dates",
        icon: ArrowLeftRight,
        disabled: !reversed,
        onClick: () => {
          setStartText(endText);
          setEndText(startText);
        },
      },
    ],
    copy: { label: "Copy summary", disabled: !summaryText, onClick: summaryActions.copy },
    download: {
      label: "Download holidays",
      disabled: !holidaysCsv,
      onClick: holidayActions.download,
      title: "The holidays in the range as CSV",
    },
    clear: { onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-6">
        {/* Named Input and Output like every tool's main input and result (page contract). */}
        <section aria-label="Input" className="flex flex-col gap-3">
          <h2 id="range-heading" className="text-lg font-semibold">
            Date range
          </h2>
          <OptionsRow>
            <DateField
              id="start-date"
              label="Start date"
              value={startText}
              onChange={setStartText}
            />
            <DateField id="end-date" label="End date" value={endText} onChange={setEndText} />
            <CheckboxOption
              label="Include end date"
              checked={includeEnd}
              onChange={setIncludeEnd}
            />
          </OptionsRow>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            With Include end date off, the end date is not counted: 2024-01-01 to 2024-01-02 is then
            1 day (the days between two dates, or the nights of a stay). Dates follow the Gregorian
            calendar for every year from 0001 to 9999.
          </p>
        </section>
        <section aria-labelledby="days-off-heading" className="flex flex-col gap-3">
          <h2 id="days-off-heading" className="text-lg font-semibold">
            Weekends and holidays
          </h2>
          <OptionsRow>
            <SelectOption
              label="Country"
              value={country}
              options={COUNTRY_OPTIONS}
              onChange={(next) => {
                setCountry(next);
                setRegion(WHOLE_COUNTRY);
              }}
            />
            {usesCountry && lookup.regions.length > 0 && (
              <SelectOption
                label="Region"
                value={region}
                options={[{ value: WHOLE_COUNTRY, label: "Whole country" }, ...lookup.regions]}
                onChange={setRegion}
              />
            )}
          </OptionsRow>
          <WeekendDaysField weekendDays={weekendDays} onChange={setWeekend} />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Business days are weekdays that are not holidays. Only public holidays count, not
            observances (Valentine&apos;s Day) or bank, school and optional holidays. A holiday on a
            weekend is listed but not subtracted again; a day it is observed on instead (Friday for
            a Saturday holiday) is.
          </p>
        </section>
        <ErrorPanel message={rangeError ?? analysisError} />
        {analysis && (
          <section aria-label="Output" className="flex flex-col gap-3">
            <h2 id="results-heading" className="text-lg font-semibold">
              Results
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Holidays: {holidaySource}.
              {pending && lookup.progress !== null && ` ${Math.round(lookup.progress * 100)} %`}
            </p>
            {notes.map((note) => (
              <p key={note} className="text-sm text-amber-900 dark:text-amber-200">
                {note}
              </p>
            ))}
            <RangeResults analysis={analysis} pending={pending} caption={caption} />
          </section>
        )}
        <HolidayFilePanel
          text={fileText}
          onTextChange={setFileText}
          mode={mode}
          onModeChange={setMode}
          file={file}
          error={fileError}
        />
        <HolidayDataCredit />
      </div>
    </ToolPage>
  );
}
