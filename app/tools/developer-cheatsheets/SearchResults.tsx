// The hits of a search across every sheet, grouped by sheet, each group with a way to open its sheet.
import type { SheetHits } from "./cheatsheet-search";
import type { SheetId } from "./cheatsheet-types";
import { EntryList, moveBetweenEntries } from "./EntryList";

export function SearchResults({
  results,
  onOpenSheet,
}: {
  results: readonly SheetHits[];
  onOpenSheet: (id: SheetId) => void;
}) {
  return (
    <div onKeyDown={moveBetweenEntries} className="flex flex-col gap-6">
      {results.map((group) => (
        <section key={group.id} aria-labelledby={`cheatsheet-results-${group.id}`}>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`cheatsheet-results-${group.id}`} className="text-lg font-semibold">
              {group.title}{" "}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                ({group.total})
              </span>
            </h2>
            <button
              type="button"
              onClick={() => onOpenSheet(group.id)}
              className="text-sm font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
            >
              Open the {group.title} sheet
            </button>
          </div>
          <EntryList
            label={`${group.title} results`}
            entries={group.hits.map(({ entry, section }) => ({ entry, note: section }))}
          />
          {group.total > group.hits.length && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Showing the best {group.hits.length} of {group.total}: add a word to narrow the
              search.
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
