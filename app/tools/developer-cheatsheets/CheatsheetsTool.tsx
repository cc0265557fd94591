// The Developer Cheatsheets page: one sheet at a time (tabs, a select on small screens), opened by
// `#id` in the URL and remembered; a search across every sheet with hits grouped by sheet. The
// prerendered page shows the default sheet; any other is a dynamic import after hydration.
import { Copy, Download } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { SelectOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { TabList, tabId } from "~/ui/panels/Tabs";
import { ToolPage } from "~/ui/page/ToolPage";
import { searchSheets } from "./cheatsheet-search";
import { type Cheatsheet, type SheetId, isSheetId } from "./cheatsheet-types";
import { entryCopyButtons } from "./EntryList";
import { SearchResults } from "./SearchResults";
import { DEFAULT_SHEET, SHEET_CHOICES, sheetTitle } from "./sheet-list";
import { resultsMarkdown, sheetFileName, sheetMarkdown } from "./sheet-markdown";
import { SheetView } from "./SheetView";
import { useAllSheets, useSheet } from "./use-sheets";

const ID_PREFIX = "cheatsheet";
const PANEL_ID = "cheatsheet-panel";
const SEARCH_ID = "cheatsheet-search";
const STATUS_ID = "cheatsheet-search-status";

export interface CheatsheetsPageData {
  /** The default sheet's data, written into the prerendered page by the route's loader. */
  defaultSheet: Cheatsheet;
}

function searchStatus(query: string, loading: boolean, hits: number, sheets: number): string {
  if (query.trim() === "") return "";
  if (loading) return "Loading the cheatsheets…";
  if (hits === 0) return `No entries match “${query.trim()}”.`;
  return `${hits} ${hits === 1 ? "entry" : "entries"} in ${sheets} ${sheets === 1 ? "sheet" : "sheets"}`;
}

export function CheatsheetsTool({ tool, defaultSheet }: { tool: ToolEntry } & CheatsheetsPageData) {
  const [storedSheet, setStoredSheet] = usePersistentChoice(
    tool.path,
    "sheet",
    SHEET_CHOICES,
    DEFAULT_SHEET,
  );
  // A sheet named by the URL's fragment (/developer-cheatsheets#docker) wins over the stored one.
  const [linkedSheet, setLinkedSheet] = useState<SheetId | null>(null);
  const activeId = linkedSheet ?? storedSheet;
  // The search is kept across a reload, like every tool's input.
  const [query, setQuery] = usePersistentState(tool.path, "query", "");
  const searchQuery = useDeferredValue(query);
  const searching = searchQuery.trim() !== "";

  useEffect(() => {
    function followFragment() {
      const id = window.location.hash.slice(1);
      if (!isSheetId(id)) return;
      setLinkedSheet(id);
      setStoredSheet(id);
      setQuery("");
    }
    followFragment();
    window.addEventListener("hashchange", followFragment);
    return () => window.removeEventListener("hashchange", followFragment);
  }, [setStoredSheet, setQuery]);

  function openSheet(id: SheetId) {
    setLinkedSheet(id);
    setStoredSheet(id);
    setQuery("");
    // Replacing the fragment keeps React Router's history state, and does not scroll.
    window.history.replaceState(window.history.state, "", `#${id}`);
  }

  const sheet = useSheet(activeId, defaultSheet);
  const all = useAllSheets(searching);
  const results = useMemo(
    () => (searching && all.value ? searchSheets(all.value, searchQuery) : []),
    [searching, all.value, searchQuery],
  );
  const hitCount = results.reduce((sum, group) => sum + group.hits.length, 0);
  const status = searchStatus(
    searchQuery,
    searching && !all.value && !all.error,
    results.reduce((sum, group) => sum + group.total, 0),
    results.length,
  );

  const markdown = searching
    ? hitCount > 0
      ? resultsMarkdown(searchQuery, results)
      : ""
    : sheet.value
      ? sheetMarkdown(sheet.value)
      : "";
  const fileName = searching ? "cheatsheet-search.md" : sheetFileName(activeId);
  const output = useOutputActions(markdown, fileName, "text/markdown");
  const what = searching ? "results" : "sheet";
  const actions = [
    {
      label: `Copy ${what}`,
      icon: Copy,
      onClick: () => void output.copy(),
      disabled: markdown === "",
      title: "Copy as Markdown",
    },
    {
      label: `Download ${what}`,
      icon: Download,
      onClick: output.download,
      disabled: markdown === "",
      title: "Download as Markdown (Ctrl+S)",
    },
  ];

  function onSearchKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "ArrowDown" && event.key !== "Enter") return;
    const first = entryCopyButtons()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  }

  return (
    <ToolPage
      tool={tool}
      actions={actions}
      shortcuts={{
        onCopy: () => void output.copy(),
        onDownload: output.download,
        onClear: () => setQuery(""),
      }}
    >
      <div className="flex flex-col gap-4">
        <div role="search" className="flex flex-col gap-1">
          <label htmlFor={SEARCH_ID} className="text-sm font-medium">
            Search cheatsheets
          </label>
          <input
            id={SEARCH_ID}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
            placeholder="git reflog, 404, application/pdf, .webp, Europe/Paris…"
            aria-describedby={STATUS_ID}
            autoComplete="off"
            spellCheck={false}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
          <p
            id={STATUS_ID}
            role="status"
            className="min-h-5 text-sm text-slate-700 dark:text-slate-300"
          >
            {status}
          </p>
        </div>
        <div className="hidden md:block">
          <TabList
            tabs={SHEET_CHOICES}
            selected={activeId}
            onChange={openSheet}
            label="Cheatsheets"
            idPrefix={ID_PREFIX}
            panelIdFor={() => PANEL_ID}
          />
        </div>
        <div className="md:hidden">
          <SelectOption
            label="Cheatsheet"
            value={activeId}
            options={SHEET_CHOICES}
            onChange={openSheet}
          />
        </div>
        <ErrorPanel message={(searching ? all.error : null) ?? sheet.error} />
        {(sheet.error || (searching && all.error)) && (
          <button
            type="button"
            onClick={searching && all.error ? all.retry : sheet.retry}
            className="self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Try again
          </button>
        )}
        {searching && <SearchResults results={results} onOpenSheet={openSheet} />}
        <div
          role="tabpanel"
          id={PANEL_ID}
          aria-labelledby={tabId(ID_PREFIX, activeId)}
          hidden={searching}
        >
          {sheet.value ? (
            <SheetView sheet={sheet.value} />
          ) : (
            !sheet.error && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Loading the {sheetTitle(activeId)} cheatsheet…
              </p>
            )
          )}
        </div>
      </div>
    </ToolPage>
  );
}
