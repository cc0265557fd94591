// The user's favourite and recent tools (kept on this device only): the star that adds a tool to
// the favourites, on its page and its cards, and the one-line rows of links on the home page and at
// the top of the sidebar. The star is unpressed in the prerendered HTML and the same size pressed,
// so nothing moves when a stored favourite lights up after hydration. Each row has a fixed height,
// scrolling sideways when full, and the prerendered HTML shows the row's hint: the lists, read from
// this device after hydration, move nothing.
import { useToolList } from "~/hooks/use-tool-list";
import { type ToolListName, clearToolList, toggleFavourite } from "~/lib/browser/tool-lists";
import type { ToolLink } from "~/catalogue/page-data";
import { CatalogueIcon } from "./CatalogueIcon";
import { SiteLink } from "./SiteLink";

const HINTS: Record<ToolListName, string> = {
  favourites: "Star a tool (☆) to keep it here.",
  recent: "The tools you use appear here.",
};

/** The tools of a list that the site has, in the list's order. */
function toolsOf(paths: readonly string[], lookup: ReadonlyMap<string, ToolLink>): ToolLink[] {
  return paths.flatMap((path) => lookup.get(path) ?? []);
}

export function ToolListRow({
  name,
  title,
  lookup,
  compact = false,
}: {
  name: ToolListName;
  title: string;
  lookup: ReadonlyMap<string, ToolLink>;
  /** Icons only (the sidebar), each named by its tooltip and a hidden label. */
  compact?: boolean;
}) {
  const tools = toolsOf(useToolList(name), lookup);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <h2
        className={`shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300 ${compact ? "px-2" : "w-24"}`}
      >
        {title}
      </h2>
      <ul
        aria-label={title}
        className="flex h-10 min-w-0 flex-1 items-center gap-1.5 overflow-x-auto whitespace-nowrap"
      >
        {tools.length === 0 && (
          <li className="truncate text-sm text-slate-600 dark:text-slate-400">{HINTS[name]}</li>
        )}
        {tools.map((tool) => (
          <li key={tool.path} title={compact ? tool.title : undefined}>
            <SiteLink
              to={tool.path}
              className="flex items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1 text-sm text-slate-800 hover:border-blue-500 hover:bg-blue-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <CatalogueIcon
                name={tool.icon}
                className="size-4 shrink-0 text-blue-700 dark:text-blue-400"
              />
              <span className={compact ? "sr-only" : undefined}>{tool.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      {!compact && (
        <button
          type="button"
          disabled={tools.length === 0}
          onClick={() => clearToolList(name)}
          aria-label={`Clear ${title.toLowerCase()}`}
          className="shrink-0 rounded px-2 py-1 text-xs text-slate-700 underline hover:text-slate-900 disabled:invisible dark:text-slate-300"
        >
          Clear
        </button>
      )}
    </div>
  );
}

/** Path → link, from the lists a page already has (home sections, sidebar groups). */
export function toolLookup(tools: Iterable<ToolLink>): Map<string, ToolLink> {
  return new Map([...tools].map((tool) => [tool.path, tool]));
}

export function FavouriteStar({
  path,
  title,
  className = "",
}: {
  path: string;
  title: string;
  className?: string;
}) {
  const favourite = useToolList("favourites").includes(path);
  const label = favourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`;
  return (
    <button
      type="button"
      aria-pressed={favourite}
      // Named "Favourite" (a toggle: pressed or not), described by which tool it stars: a name with
      // the tool's title would also answer to that title's words ("Convert" in "Image Converter"),
      // for voice control and for scripts that find the page's own buttons by name.
      aria-label="Favourite"
      title={label}
      onClick={() => toggleFavourite(path)}
      className={`rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-amber-600 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-amber-400 ${className}`}
    >
      <CatalogueIcon
        name="Star"
        className={`size-5 ${favourite ? "fill-amber-400 text-amber-600 dark:text-amber-400" : ""}`}
      />
    </button>
  );
}
