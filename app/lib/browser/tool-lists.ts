// The user's favourite tools and the tools they used last, kept on this device only (localStorage),
// read by the home page, the sidebar and the search. "Used" means a run finished (useToolRun), not a
// visit. Small, because every page carries it.
import { browserStorage } from "./remember-input";

export type ToolListName = "favourites" | "recent";

const KEYS: Record<ToolListName, string> = {
  favourites: "site:favourites",
  recent: "site:recent",
};
/** How many tools "Recent" lists. */
export const RECENT_LIMIT = 8;
const CHANGE_EVENT = "toollistschange";

const cache = new Map<ToolListName, { raw: string | null; paths: readonly string[] }>();
const EMPTY: readonly string[] = [];

/** The paths of a list, newest or first-starred first; the same array while the list is unchanged. */
export function readToolList(name: ToolListName): readonly string[] {
  let raw: string | null;
  try {
    raw = browserStorage()?.getItem(KEYS[name]) ?? null;
  } catch {
    raw = null;
  }
  const cached = cache.get(name);
  if (cached && cached.raw === raw) return cached.paths;
  let paths: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed))
      paths = parsed.filter(
        (path): path is string => typeof path === "string" && path.startsWith("/"),
      );
  } catch {
    // Edited by hand or by an older page: read as empty, replaced at the next change.
  }
  cache.set(name, { raw, paths });
  return paths;
}

function writeToolList(name: ToolListName, paths: readonly string[]): void {
  try {
    const storage = browserStorage();
    if (paths.length === 0) storage?.removeItem(KEYS[name]);
    else storage?.setItem(KEYS[name], JSON.stringify(paths));
  } catch {
    // Storage full or blocked: the list stays as it was; nothing typed is at stake.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function isFavourite(path: string): boolean {
  return readToolList("favourites").includes(path);
}

/** Stars the tool, or removes its star. */
export function toggleFavourite(path: string): void {
  const favourites = readToolList("favourites");
  writeToolList(
    "favourites",
    favourites.includes(path) ? favourites.filter((p) => p !== path) : [...favourites, path],
  );
}

/** The tool at `path` finished a run: it moves to the front of "Recent". */
export function noteToolUsed(path: string): void {
  const recent = readToolList("recent");
  if (recent[0] === path) return;
  writeToolList("recent", [path, ...recent.filter((p) => p !== path)].slice(0, RECENT_LIMIT));
}

export function clearToolList(name: ToolListName): void {
  writeToolList(name, []);
}

/** For useSyncExternalStore: a change made here or in another tab. */
export function subscribeToolLists(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(KEYS).includes(event.key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
