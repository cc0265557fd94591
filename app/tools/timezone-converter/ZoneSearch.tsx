// "Add time zone": a combobox over IANA names, cities, countries and abbreviations. Arrow keys
// move through the matches, Enter adds one, Esc closes the list (and does not clear the page).
import { useMemo, useState } from "react";
import { type ZoneDirectory, searchZones } from "./zone-search";

const INPUT_ID = "timezone-search";
const LIST_ID = "timezone-search-options";
const optionId = (index: number) => `timezone-search-option-${index}`;

export function ZoneSearch({
  directory,
  onAddZone,
}: {
  /** Null until the page has hydrated (the zone list comes from the browser's Intl). */
  directory: ZoneDirectory | null;
  onAddZone: (zone: string) => void;
}) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(
    () => (directory ? searchZones(query, directory) : []),
    [query, directory],
  );
  const showList = open && matches.length > 0;

  function add(zone: string) {
    onAddZone(zone);
    setQuery("");
    setOpen(false);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (matches.length ? (index + step + matches.length) % matches.length : 0));
    } else if (event.key === "Enter" && showList) {
      event.preventDefault();
      add(matches[Math.min(active, matches.length - 1)].zone);
    } else if (event.key === "Escape" && (showList || query)) {
      // Esc belongs to the search here; the page's Esc (clear everything) must not fire.
      event.stopPropagation();
      event.preventDefault();
      if (showList) setOpen(false);
      else setQuery("");
    }
  }

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={INPUT_ID} className="text-sm font-medium">
        Add time zone
      </label>
      <input
        id={INPUT_ID}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={LIST_ID}
        aria-activedescendant={
          showList ? optionId(Math.min(active, matches.length - 1)) : undefined
        }
        autoComplete="off"
        spellCheck={false}
        value={query}
        placeholder="City, country, IANA name or abbreviation"
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      <ul
        id={LIST_ID}
        role="listbox"
        aria-label="Matching time zones"
        hidden={!showList}
        className="absolute top-full z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {showList &&
          matches.map((match, index) => (
            <li
              key={match.zone}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(match.zone)}
              onPointerMove={() => setActive(index)}
              className={`flex cursor-pointer flex-wrap justify-between gap-x-3 px-3 py-1.5 text-slate-900 dark:text-slate-100 ${
                index === active ? "bg-blue-100 dark:bg-blue-900" : ""
              }`}
            >
              <span>{match.zone}</span>
              {match.hint && (
                <span className="text-slate-700 dark:text-slate-300">{match.hint}</span>
              )}
            </li>
          ))}
      </ul>
      {open && query.trim() && directory && matches.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No time zone matches “{query.trim()}”.
        </p>
      )}
    </div>
  );
}
