// The tree view of a JSON document: virtualized rows (only those in view exist in the DOM, so a
// 20 MB document scrolls smoothly), expand/collapse by mouse and keyboard, search, copy a path.
import { ChevronDown, ChevronRight, ChevronsDownUp, ChevronsUpDown, Copy } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type JsonTree, isContainer, nodePath } from "~/lib/json/json-tree";
import { counted } from "~/lib/text/text-stats";
import { useVirtualRows } from "~/hooks/virtual-list";
import { PanelButton } from "~/ui/panels/PanelButton";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import {
  MAX_MATCHES,
  type RowTone,
  type SearchResult,
  expandAll,
  initialExpansion,
  rowContent,
  searchTree,
  searchableText,
  visibleRows,
  withAncestorsExpanded,
} from "./json-tree-view";
import { TreeSearch } from "./TreeSearch";
import { groupedCount } from "~/lib/number/count-text";

export const ROW_HEIGHT = 24;
const VIEWPORT_HEIGHT = 320;
const SEARCH_PAUSE_MS = 200;
/** Deeper rows stop moving right, so a deeply nested value stays readable. */
const MAX_INDENT_LEVELS = 30;

const TONE_CLASS: Record<RowTone, string> = {
  string: "text-green-800 dark:text-green-300",
  number: "text-orange-800 dark:text-orange-300",
  boolean: "text-purple-800 dark:text-purple-300",
  null: "text-purple-800 dark:text-purple-300",
  container: "text-slate-700 dark:text-slate-200",
};

export const rowElementId = (id: number) => `json-tree-node-${id}`;

/** "3 of 12 matches", "1 of 10,000+ matches", "No matches". */
function matchStatus({ ids, capped }: SearchResult, index: number): string {
  if (ids.length === 0) return "No matches";
  const total = capped ? `${groupedCount(MAX_MATCHES)}+` : groupedCount(ids.length);
  return `${groupedCount(index + 1)} of ${total} ${ids.length === 1 && !capped ? "match" : "matches"}`;
}

/** The text with each occurrence of `query` (ignoring case) in a <mark>. */
function highlighted(text: string, query: string): React.ReactNode {
  if (!query) return text;
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  if (lower.length !== text.length || !lower.includes(needle)) return text;
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} className="rounded-sm bg-yellow-200 text-inherit dark:bg-amber-900">
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return parts;
}

export function JsonTreeView({ tree }: { tree: JsonTree }) {
  const copyWithFeedback = useCopyWithFeedback();
  const [expanded, setExpanded] = useState(() => initialExpansion(tree));
  const [active, setActive] = useState(0);
  const [query, setQuery] = useState("");
  const [matchIndex, setMatchIndex] = useState(0);
  const [matches, setMatches] = useState<(SearchResult & { query: string }) | null>(null);
  // The lower-cased text is made on the first search of each tree, not before.
  const searchable = useRef<{ tree: JsonTree; text: ReturnType<typeof searchableText> } | null>(
    null,
  );

  // Searching 20 MB takes a moment: the search waits until typing pauses, then shows the first match.
  useEffect(() => {
    const timer = window.setTimeout(
      () => {
        if (!query) {
          setMatches(null);
          return;
        }
        if (searchable.current?.tree !== tree)
          searchable.current = { tree, text: searchableText(tree) };
        const found = searchTree(tree, searchable.current.text, query);
        setMatches({ ...found, query });
        setMatchIndex(0);
        const first = found.ids[0];
        if (first === undefined) return;
        setExpanded((flags) => withAncestorsExpanded(tree, flags, first));
        setActive(first);
      },
      query ? SEARCH_PAUSE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [query, tree]);

  const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
  const { viewportRef, onScroll, scrollToRow, first, last, top, spacerHeight } = useVirtualRows(
    rows.length,
    ROW_HEIGHT,
    VIEWPORT_HEIGHT,
  );
  const activeRow = rows.indexOf(active);

  // Keyboard moves and search jumps bring the active row into view once the rows are laid out.
  useLayoutEffect(() => {
    if (activeRow >= 0) scrollToRow(activeRow);
  }, [activeRow, scrollToRow]);

  function reveal(id: number) {
    setExpanded((flags) => withAncestorsExpanded(tree, flags, id));
    setActive(id);
  }

  function setOpen(id: number, open: boolean) {
    if (!isContainer(tree, id) || Boolean(expanded[id]) === open) return;
    const next = expanded.slice();
    next[id] = open ? 1 : 0;
    setExpanded(next);
  }

  function goToMatch(index: number) {
    if (!matches || matches.ids.length === 0) return;
    const wrapped = (index + matches.ids.length) % matches.ids.length;
    setMatchIndex(wrapped);
    reveal(matches.ids[wrapped]);
  }

  const copyPath = () => copyWithFeedback(nodePath(tree, active));

  function onKeyDown(event: React.KeyboardEvent) {
    const row = Math.max(0, activeRow);
    const moveTo = (target: number) =>
      setActive(rows[Math.min(rows.length - 1, Math.max(0, target))]);
    const page = Math.max(1, Math.floor(VIEWPORT_HEIGHT / ROW_HEIGHT) - 1);
    const open = isContainer(tree, active) && expanded[active] === 1;
    switch (event.key) {
      case "ArrowDown":
        moveTo(row + 1);
        break;
      case "ArrowUp":
        moveTo(row - 1);
        break;
      case "PageDown":
        moveTo(row + page);
        break;
      case "PageUp":
        moveTo(row - page);
        break;
      case "Home":
        moveTo(0);
        break;
      case "End":
        moveTo(rows.length - 1);
        break;
      case "ArrowRight":
        if (isContainer(tree, active) && !open) setOpen(active, true);
        else if (open && tree.children[active] > 0) moveTo(row + 1);
        break;
      case "ArrowLeft":
        if (open) setOpen(active, false);
        else if (tree.parent[active] >= 0) setActive(tree.parent[active]);
        break;
      case "Enter":
      case " ":
        setOpen(active, !open);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  const currentMatch = matches && matches.ids.length > 0 ? matches.ids[matchIndex] : -1;
  const searchQuery = matches?.query ?? "";

  const rendered: React.ReactNode[] = [];
  for (let row = first; row < last; row++) {
    const id = rows[row];
    const content = rowContent(tree, id);
    const container = isContainer(tree, id);
    const open = expanded[id] === 1;
    const parent = tree.parent[id];
    rendered.push(
      <div
        key={id}
        id={rowElementId(id)}
        role="treeitem"
        aria-level={tree.depth[id] + 1}
        aria-expanded={container ? open : undefined}
        aria-selected={id === active}
        aria-setsize={parent >= 0 ? tree.children[parent] : 1}
        aria-posinset={tree.index[id] + 1}
        onClick={() => {
          setActive(id);
          if (container) setOpen(id, !open);
        }}
        style={{
          top: top(row),
          height: ROW_HEIGHT,
          paddingLeft: 4 + Math.min(tree.depth[id], MAX_INDENT_LEVELS) * 16,
        }}
        className={`absolute inset-x-0 flex cursor-default items-center gap-1 overflow-hidden whitespace-nowrap pr-2 font-mono text-[13px] ${
          id === active
            ? "bg-blue-100 dark:bg-slate-700"
            : id === currentMatch
              ? "bg-yellow-50 dark:bg-slate-800"
              : "hover:bg-slate-100 dark:hover:bg-slate-800"
        }`}
      >
        <span aria-hidden="true" className="flex size-4 shrink-0 items-center">
          {container &&
            (open ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />)}
        </span>
        {content.key !== null && (
          <span
            className={
              content.isIndex
                ? "text-slate-600 dark:text-slate-300"
                : "text-blue-800 dark:text-blue-300"
            }
          >
            {highlighted(content.key, content.isIndex ? "" : searchQuery)}:
          </span>
        )}
        <span className={`truncate ${TONE_CLASS[content.tone]}`}>
          {container ? content.value : highlighted(content.value, searchQuery)}
        </span>
        {content.count && (
          <span className="shrink-0 text-slate-600 dark:text-slate-300">{content.count}</span>
        )}
      </div>,
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <TreeSearch
          query={query}
          onQuery={setQuery}
          status={matches ? matchStatus(matches, matchIndex) : ""}
          hasMatches={Boolean(matches && matches.ids.length > 0)}
          onNext={() => goToMatch(matchIndex + 1)}
          onPrevious={() => goToMatch(matchIndex - 1)}
        />
        <span className="flex flex-wrap gap-2">
          <PanelButton
            icon={ChevronsUpDown}
            label="Expand all"
            onClick={() => setExpanded(expandAll(tree))}
          />
          <PanelButton
            icon={ChevronsDownUp}
            label="Collapse all"
            onClick={() => {
              setExpanded(new Uint8Array(tree.count));
              setActive(0);
            }}
          />
          <PanelButton icon={Copy} label="Copy path" onClick={() => void copyPath()} />
        </span>
      </div>
      <p className="truncate font-mono text-xs text-slate-700 dark:text-slate-300">
        <span className="font-sans">Path: </span>
        <span data-testid="json-tree-path">{nodePath(tree, active)}</span>
      </p>
      <div
        ref={viewportRef}
        onScroll={onScroll}
        role="tree"
        aria-label="JSON tree"
        aria-activedescendant={activeRow >= 0 ? rowElementId(active) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        style={{ height: VIEWPORT_HEIGHT }}
        className="relative overflow-auto rounded-md border border-slate-300 bg-white focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900"
      >
        <div style={{ height: spacerHeight }} className="relative">
          {rendered}
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {counted(tree.count, "value")} · {counted(rows.length, "row")} shown. Arrow keys move and
        open or close; Enter toggles.
      </p>
    </div>
  );
}
