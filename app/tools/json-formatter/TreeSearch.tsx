// The tree view's search box: matches as you type, Enter for the next one, Shift+Enter the previous.
import { ChevronDown, ChevronUp } from "lucide-react";
import { PanelButton } from "~/ui/panels/PanelButton";

export function TreeSearch({
  query,
  onQuery,
  status,
  hasMatches,
  onNext,
  onPrevious,
}: {
  query: string;
  onQuery: (query: string) => void;
  /** "3 of 12 matches", announced politely. */
  status: string;
  hasMatches: boolean;
  onNext: () => void;
  onPrevious: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        type="search"
        aria-label="Search the tree"
        placeholder="Search keys and values"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          if (event.shiftKey) onPrevious();
          else onNext();
        }}
        className="w-48 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 placeholder:text-slate-600 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-300"
      />
      <PanelButton icon={ChevronUp} label="Previous" disabled={!hasMatches} onClick={onPrevious} />
      <PanelButton icon={ChevronDown} label="Next" disabled={!hasMatches} onClick={onNext} />
      <span aria-live="polite" className="min-w-24 text-xs text-slate-700 dark:text-slate-300">
        {status}
      </span>
    </div>
  );
}
