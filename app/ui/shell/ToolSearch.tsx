// Tool search as a combobox: type to see matching tools (searchTools never hides a match),
// arrows to move, Enter to open, Escape to close. Used in the header and on the not-found page.
import { useMemo, useRef, useState } from "react";
import { useToolList } from "~/hooks/use-tool-list";
import { Link, useNavigate } from "react-router";
import { CatalogueIcon } from "./CatalogueIcon";
import { useToolSearch, warmUpToolSearch } from "./use-tool-search";

const MAX_SHOWN = 8;
const NONE: readonly string[] = [];

export function ToolSearch({ id, primary = false }: { id: string; primary?: boolean }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);

  // The user's favourites, then the tools they used last, come first; with nothing typed they are
  // the list (asked for only while the box is open, so no page fetches the search for them).
  const favourites = useToolList("favourites");
  const recent = useToolList("recent");
  const pinned = useMemo(() => [...new Set([...favourites, ...recent])], [favourites, recent]);
  const found = useToolSearch(query, open ? pinned : NONE);
  const matches = found ?? [];
  const shown = matches.slice(0, MAX_SHOWN);
  const typed = query.trim().length > 0;
  const expanded = open && (typed || shown.length > 0);

  function go(path: string) {
    setOpen(false);
    setQuery("");
    inputRef.current?.blur();
    navigate(path);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && shown.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % shown.length);
    } else if (event.key === "ArrowUp" && shown.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + shown.length) % shown.length);
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      const allMatches = `/?q=${encodeURIComponent(query.trim())}`;
      if (found === null) {
        // Enter before the search code arrived: open what the results will show first.
        warmUpToolSearch().then(
          (search) => go(search.searchTools(query)[0]?.path ?? allMatches),
          () => go(allMatches),
        );
      } else if (shown[active]) go(shown[active].path);
      else if (query.trim()) go(allMatches);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search tools
      </label>
      <CatalogueIcon
        name="Search"
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search tools… (press /)"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && shown[active] ? `${listId}-${active}` : undefined}
        {...(primary ? { "data-primary-search": "" } : { "data-header-search": "" })}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          void warmUpToolSearch().catch(() => {});
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-300 bg-white py-1.5 pl-8 pr-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={typed ? "Matching tools" : "Your tools"}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-40 mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {shown.map((tool, index) => (
          <li
            key={tool.path}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
          >
            <Link
              to={tool.path}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.preventDefault();
                go(tool.path);
              }}
              className={`flex items-center gap-2 px-3 py-2 text-sm ${index === active ? "bg-blue-50 dark:bg-slate-800" : ""}`}
            >
              <CatalogueIcon
                name={tool.icon}
                className="size-4 shrink-0 text-blue-700 dark:text-blue-400"
              />
              <span className="font-medium">{tool.title}</span>
            </Link>
          </li>
        ))}
        {expanded && typed && shown.length === 0 && (
          <li
            role="option"
            aria-selected="false"
            aria-disabled="true"
            className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300"
          >
            {found === null ? "Searching…" : `No tool matches “${query.trim()}”`}
          </li>
        )}
        {matches.length > MAX_SHOWN && (
          <li role="option" aria-selected="false">
            <Link
              to={`/?q=${encodeURIComponent(query.trim())}`}
              onMouseDown={(event) => event.preventDefault()}
              className="block px-3 py-2 text-sm text-blue-700 underline dark:text-blue-300"
            >
              Show all {matches.length} matches
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
