// The Timezone Converter page: a date-time in one zone, converted to every chosen zone (added by
// search or on the world map), and a day-overlap grid to find a meeting hour.
import { Clock } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { csvText } from "~/lib/csv/csv-table";
import { usePersistentState } from "~/hooks/persistent-state";
import { useGuardedValue } from "~/hooks/use-guarded-value";
import { currentTimeZoneName } from "~/lib/time/time-zone-aliases";
import {
  UTC,
  availableTimeZones,
  parseLocalDateTime,
  resolveWallTime,
  toLocalDateTimeValue,
} from "~/lib/time/time-zones";
import { errorMessage } from "~/lib/tool-error";
import { useBrowserTimeZone } from "~/hooks/use-browser-time-zone";
import { useIdleAfter } from "~/hooks/use-idle-after";
import { toolActions } from "~/ui/runtime/tool-actions";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { useToolFeedback } from "~/ui/page/ToolFeedback";
import { ToolPage } from "~/ui/page/ToolPage";
import { DEFAULT_WORK_END, DEFAULT_WORK_START, dayOverlapGrid } from "./day-overlap";
import { MeetingHours } from "./MeetingHours";
import {
  DEFAULT_ZONES,
  type RepeatedChoice,
  TABLE_COLUMNS,
  convertToZones,
  resolveSourceTime,
  tableCells,
  timesAsText,
  zoneTime,
} from "./timezone-converter";
import { RepeatedTimeChoice } from "./RepeatedTimeChoice";
import { useWorldMapFile } from "./use-world-map-file";
import { WorldMap } from "./WorldMap";
import type { ZoneDirectory } from "./zone-search";
import { ZoneSearch } from "./ZoneSearch";
import { ZoneTable } from "./ZoneTable";

export const OUTPUT_FILE_NAME = "time-zones.csv";
export const MAP_FAILED_MESSAGE =
  "The world map could not be loaded. Add zones with the search above.";

const fieldClass =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]";

/** The instant the page opened (null while prerendering and hydrating); `refresh` reads the clock again. */
function useNow(): [number | null, () => void] {
  const [now, setNow] = useState<number | null>(null);
  // Reading the clock after mount keeps the first browser render equal to the prerendered page.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setNow(Date.now()), []);
  return [now, () => setNow(Date.now())];
}

/** Every chosen zone's time for the date-time in the source zone (guarded: it may be restored input). */
function convertToAll(job: {
  dateTime: string;
  fromZone: string;
  zones: string[];
  choice: RepeatedChoice;
}) {
  const { dateTime, fromZone, zones, choice } = job;
  try {
    const source = resolveSourceTime(dateTime, fromZone, choice);
    const others = zones.filter((zone) => zone !== fromZone);
    return {
      source,
      sourceTime: zoneTime(source.instant, fromZone, fromZone),
      times: convertToZones(source.instant, fromZone, others),
      error: null,
    };
  } catch (error) {
    return { source: null, sourceTime: null, times: [], error: errorMessage(error) };
  }
}

function overlapGrid(
  job: {
    day: NonNullable<ReturnType<typeof parseLocalDateTime>>;
    fromZone: string;
    zones: string[];
    workStart: number;
    workEnd: number;
  } | null,
) {
  if (!job) return null;
  try {
    const { day, fromZone, zones, workStart, workEnd } = job;
    return { grid: dayOverlapGrid(day, fromZone, zones, workStart, workEnd), error: null };
  } catch (error) {
    return { grid: null, error: errorMessage(error) };
  }
}

export function TimezoneConverterTool({ tool }: { tool: ToolEntry }) {
  const [dateTime, setDateTime] = usePersistentState(tool.path, "dateTime", "");
  const [storedFrom, setStoredFrom] = usePersistentState(tool.path, "fromZone", "", {
    role: "option",
  });
  const [storedZones, setZones] = usePersistentState<string[]>(tool.path, "zones", DEFAULT_ZONES);
  const [workStart, setWorkStart] = usePersistentState(tool.path, "workStart", DEFAULT_WORK_START);
  const [workEnd, setWorkEnd] = usePersistentState(tool.path, "workEnd", DEFAULT_WORK_END);
  const [choice, setChoice] = useState<RepeatedChoice>("earlier");
  const [now, refreshNow] = useNow();
  const notify = useToolFeedback();

  // The prerendered page cannot know the visitor's zone: UTC until the browser's is read after
  // hydration, then theirs. Zones stored by an earlier visit may have old names ("Asia/Calcutta"):
  // they count as the current one. The list of every zone comes with the device's zone.
  const deviceZone = useBrowserTimeZone();
  // The converted times appear once its zone is known (a moment after hydration), so no
  // conversion is shown first from UTC.
  const hydrated = deviceZone !== null;
  // Then, each in a frame of its own: the list of every zone (the "From" options and the search),
  // the meeting-hours grid, the world map. Rendered with the converted times, their style and
  // layout were one ~24 ms task (the grid is near the first screen on a phone).
  const zoneListShown = useIdleAfter(hydrated);
  const gridShown = useIdleAfter(zoneListShown);
  const { map, failed } = useWorldMapFile(gridShown);
  // Resolving names asks Intl, whose first call loads ICU's data (10–20 ms): not while hydrating,
  // when nothing shown depends on them (the times, list, grid and map all come later).
  const fromZone = (hydrated && currentTimeZoneName(storedFrom)) || deviceZone || UTC;
  const zones = useMemo(
    () =>
      hydrated
        ? [
            ...new Set(
              storedZones.flatMap(
                (zone) => (typeof zone === "string" && currentTimeZoneName(zone)) || [],
              ),
            ),
          ]
        : [],
    [hydrated, storedZones],
  );
  const allZones = useMemo(
    () =>
      zoneListShown
        ? availableTimeZones([
            ...(map?.countries.flatMap((country) => country.zones) ?? []),
            fromZone,
            ...zones,
          ])
        : [fromZone],
    [zoneListShown, fromZone, zones, map],
  );
  const directory = useMemo<ZoneDirectory | null>(
    () =>
      zoneListShown
        ? {
            zones: allZones,
            countries: map?.countries ?? [],
            abbreviations: map?.abbreviations ?? {},
          }
        : null,
    [zoneListShown, allZones, map],
  );

  // An empty stored value means "now": the time the page opened, in the source zone.
  // Both wait for the device's zone: "now" read in UTC would be converted, then thrown away.
  const shownDateTime =
    dateTime || (now === null || !hydrated ? "" : toLocalDateTimeValue(now, fromZone));
  const conversion = useMemo(
    () => ({ dateTime: shownDateTime, fromZone, zones, choice }),
    [shownDateTime, fromZone, zones, choice],
  );
  const result = useGuardedValue(conversion, convertToAll, hydrated && shownDateTime !== "");

  const day = parseLocalDateTime(shownDateTime);
  const gridZones = useMemo(
    () => [fromZone, ...zones.filter((z) => z !== fromZone)],
    [fromZone, zones],
  );
  const gridJob = useMemo(
    () => (day ? { day, fromZone, zones: gridZones, workStart, workEnd } : null),
    // The day's fields, not the parsed object, decide whether the grid changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [day?.year, day?.month, day?.day, fromZone, gridZones, workStart, workEnd],
  );
  const gridResult = useGuardedValue(gridJob, overlapGrid, gridShown && gridJob !== null);

  function addZone(zone: string) {
    if (zones.includes(zone)) {
      notify(`${zone} is already in the list`);
      return;
    }
    setZones([...zones, zone]);
    notify(`Added ${zone}`);
  }

  function moveZone(zone: string, step: -1 | 1) {
    const order = zones.filter((z) => z !== fromZone);
    const index = order.indexOf(zone);
    const target = index + step;
    if (index < 0 || target < 0 || target >= order.length) return;
    [order[index], order[target]] = [order[target], order[index]];
    setZones(zones.includes(fromZone) ? [fromZone, ...order] : order);
  }

  function convertNow() {
    refreshNow();
    setDateTime("");
    setChoice("earlier");
  }

  function pickColumn(column: number) {
    const instant = gridResult?.grid?.columns[column].instant;
    if (instant === undefined) return;
    const value = toLocalDateTimeValue(instant, fromZone);
    const local = parseLocalDateTime(value);
    const resolution = local ? resolveWallTime(local, fromZone) : null;
    setChoice(
      resolution?.kind === "repeated" && resolution.later === instant ? "later" : "earlier",
    );
    setDateTime(value);
  }

  const rows = result?.sourceTime ? [result.sourceTime, ...result.times] : [];

  const copyActions = useOutputActions(timesAsText(rows), OUTPUT_FILE_NAME);
  const downloadActions = useOutputActions(
    rows.length === 0 ? "" : csvText([[...TABLE_COLUMNS], ...rows.map(tableCells)]),
    OUTPUT_FILE_NAME,
    "text/csv",
  );
  const copyResult = copyActions.copy;
  const downloadResult = downloadActions.download;

  function clear() {
    setZones([]);
    convertNow();
  }

  const { actions, shortcuts } = toolActions({
    extra: [
      {
        label: "Now",
        icon: Clock,
        onClick: convertNow,
        disabled: !hydrated,
        title: "Convert the current time",
      },
    ],
    copy: { disabled: rows.length === 0, onClick: copyResult },
    download: { disabled: rows.length === 0, onClick: downloadResult },
    clear: { onClick: clear, title: "Remove all zones and go back to now" },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="timezone-source-heading" className="flex flex-col gap-3">
          <h2 id="timezone-source-heading" className="text-lg font-semibold">
            Time to convert
          </h2>
          <OptionsRow>
            <div className="flex flex-col gap-1">
              {/* Named Input like every tool's main input (page contract); the hint says what it takes. */}
              <div className="flex items-baseline gap-2 text-sm">
                <label htmlFor="timezone-date-time" className="font-medium">
                  Input
                </label>
                <span id="timezone-date-time-kind" className="text-slate-700 dark:text-slate-300">
                  Date and time
                </span>
              </div>
              <input
                id="timezone-date-time"
                type="datetime-local"
                aria-describedby="timezone-date-time-kind"
                value={shownDateTime}
                // A half-typed date reads as "": keep the last whole value rather than jump to now.
                onChange={(event) => event.target.value && setDateTime(event.target.value)}
                className={fieldClass}
              />
            </div>
            <SelectOption
              label="From time zone"
              value={fromZone}
              options={allZones.map((zone) => ({ value: zone, label: zone }))}
              onChange={setStoredFrom}
            />
          </OptionsRow>
          <ErrorPanel message={result?.error} />
          {result?.source?.repeated && (
            <RepeatedTimeChoice
              note={result.source.repeated.note}
              choice={choice}
              onChoose={setChoice}
            />
          )}
        </section>

        <section aria-labelledby="timezone-add-heading" className="flex flex-col gap-3">
          <h2 id="timezone-add-heading" className="text-lg font-semibold">
            Time zones
          </h2>
          <ZoneSearch directory={directory} onAddZone={addZone} />
          {failed ? (
            <p className="text-sm text-slate-800 dark:text-slate-200">{MAP_FAILED_MESSAGE}</p>
          ) : (
            <WorldMap
              map={hydrated ? map : null}
              chosenZones={zones}
              now={result?.source?.instant ?? now ?? 0}
              onAddZone={addZone}
            />
          )}
          {hydrated && result?.sourceTime && (
            <ZoneTable
              source={result.sourceTime}
              times={result.times}
              onRemove={(zone) => setZones(zones.filter((z) => z !== zone))}
              onMove={moveZone}
            />
          )}
          {hydrated && zones.filter((zone) => zone !== fromZone).length === 0 && (
            <p className="text-sm text-slate-800 dark:text-slate-200">
              No time zones chosen yet: search for one above or click a country on the map.
            </p>
          )}
        </section>

        <MeetingHours
          grid={gridResult?.grid ?? null}
          error={gridResult?.error ?? null}
          caption={`Hours of ${shownDateTime.slice(0, 10)} in ${fromZone}, in each zone`}
          sourceZone={fromZone}
          workStart={workStart}
          workEnd={workEnd}
          onWorkStart={setWorkStart}
          onWorkEnd={setWorkEnd}
          onPickColumn={pickColumn}
        />
      </div>
    </ToolPage>
  );
}
