// The interactive world map: pointing at (or arrowing to) a country names it and its zones, and a
// click (or Enter) adds its zone, or opens a chooser when it has several. Drawn from world-map.json.
import { X } from "lucide-react";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { formatOffset, offsetMinutes } from "~/lib/time/time-zones";
import { PanelButton } from "~/ui/panels/PanelButton";
import type { MapCountry, WorldMapFile } from "./world-map";

const STATUS_ID = "timezone-map-status";
export const MAP_HINT =
  "Point at a country to see its time zones and click it to add one. Keyboard: focus the map, move with the arrow keys, add with Enter.";
const SHOWN_ZONE_NAMES = 4;
/**
 * Countries added to the map per frame. Inserting all ~180 shapes at once was one 190 ms task on a
 * phone-speed CPU (Lighthouse, 4× slowdown); 30 a frame keeps each well under 50 ms.
 */
const COUNTRIES_PER_FRAME = 30;

/** How many of `total` items to show: all of them one band per animation frame, then the rest. */
function useGrowingCount(total: number, step: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => setShown((n) => Math.min(total, n + step)));
    return () => cancelAnimationFrame(frame);
  }, [shown, total, step]);
  return Math.min(shown, total);
}

/** What the status line says about a country. */
export function describeCountry(country: MapCountry): string {
  const { name, zones } = country;
  if (zones.length === 0) {
    return `${name}: no time zone in the country list. Search for a nearby city instead.`;
  }
  if (zones.length === 1) return `${name}: ${zones[0]}`;
  const shown = zones.slice(0, SHOWN_ZONE_NAMES).join(", ");
  const more =
    zones.length > SHOWN_ZONE_NAMES ? ` and ${zones.length - SHOWN_ZONE_NAMES} more` : "";
  return `${name}: ${zones.length} time zones (${shown}${more}). Click to choose one.`;
}

const Shapes = memo(function Shapes({
  countries,
  chosen,
}: {
  countries: readonly MapCountry[];
  chosen: ReadonlySet<string>;
}) {
  const shown = useGrowingCount(countries.length, COUNTRIES_PER_FRAME);
  return (
    <g className="stroke-white dark:stroke-slate-900" strokeWidth={0.5}>
      {countries.slice(0, shown).map((country, index) => (
        <path
          key={country.name}
          d={country.path}
          data-index={index}
          data-name={country.name}
          className={
            country.zones.some((zone) => chosen.has(zone))
              ? "fill-blue-400 dark:fill-blue-700"
              : country.zones.length === 0
                ? "fill-slate-200 dark:fill-slate-700"
                : "fill-slate-300 dark:fill-slate-600"
          }
        />
      ))}
    </g>
  );
});

export function WorldMap({
  map,
  chosenZones,
  now,
  onAddZone,
}: {
  map: WorldMapFile | null;
  chosenZones: readonly string[];
  /** For the offsets in the chooser. */
  now: number;
  onAddZone: (zone: string) => void;
}) {
  const drawn = useMemo(() => map?.countries.filter((country) => country.path) ?? [], [map]);
  const chosen = useMemo(() => new Set(chosenZones), [chosenZones]);
  const [active, setActive] = useState<number | null>(null);
  const [choosing, setChoosing] = useState<MapCountry | null>(null);
  const chooserRef = useRef<HTMLDivElement>(null);
  const activeCountry = active === null ? null : drawn[active];

  function indexAt(target: EventTarget | null): number | null {
    const index = target instanceof Element ? target.getAttribute("data-index") : null;
    return index === null ? null : Number(index);
  }

  function pick(country: MapCountry, fromKeyboard: boolean) {
    if (country.zones.length === 1) {
      setChoosing(null);
      onAddZone(country.zones[0]);
    } else if (country.zones.length > 1) {
      setChoosing(country);
      // Keyboard users land on the chooser's first zone; pointer users keep the map under the pointer.
      if (fromKeyboard) setTimeout(() => chooserRef.current?.querySelector("button")?.focus(), 0);
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const last = drawn.length - 1;
    const current = active ?? -1;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, moves[event.key])));
    } else if ((event.key === "Enter" || event.key === " ") && activeCountry) {
      event.preventDefault();
      pick(activeCountry, true);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {map ? (
        // The focusable wrapper is HTML, so it takes focus and keys like any other control.
        <div
          role="group"
          aria-label="World map"
          aria-describedby={STATUS_ID}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <svg
            viewBox={`0 0 ${map.width} ${map.height}`}
            aria-hidden="true"
            className="block h-auto w-full cursor-pointer rounded-lg bg-sky-50 dark:bg-slate-900"
            onPointerMove={(event) => {
              const index = indexAt(event.target);
              if (index !== null && index !== active) setActive(index);
            }}
            onClick={(event) => {
              const index = indexAt(event.target);
              if (index !== null) pick(drawn[index], false);
            }}
          >
            <Shapes countries={drawn} chosen={chosen} />
            {activeCountry && (
              <path
                d={activeCountry.path}
                className="pointer-events-none fill-amber-400 stroke-amber-700 dark:fill-amber-500 dark:stroke-amber-200"
                strokeWidth={1}
              />
            )}
          </svg>
        </div>
      ) : (
        <div className="flex aspect-[1000/520] w-full items-center justify-center rounded-lg bg-sky-50 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          Loading the world map…
        </div>
      )}
      <p
        id={STATUS_ID}
        aria-live="polite"
        className="min-h-10 text-sm text-slate-800 dark:text-slate-200"
      >
        {activeCountry ? describeCountry(activeCountry) : MAP_HINT}
      </p>
      {choosing && (
        <div
          ref={chooserRef}
          role="group"
          aria-labelledby="timezone-chooser-heading"
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="timezone-chooser-heading" className="font-semibold">
              Time zones in {choosing.name}
            </h3>
            <span className="ml-auto">
              <PanelButton icon={X} label="Close" onClick={() => setChoosing(null)} />
            </span>
          </div>
          <ul className="mt-2 flex flex-wrap gap-2">
            {choosing.zones.map((zone) => (
              <li key={zone}>
                <button
                  type="button"
                  onClick={() => onAddZone(zone)}
                  disabled={chosen.has(zone)}
                  className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  {zone}{" "}
                  <span className="text-slate-700 dark:text-slate-300">
                    UTC{formatOffset(offsetMinutes(now, zone))}
                    {chosen.has(zone) ? " (added)" : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
