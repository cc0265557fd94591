// Tool search for the header, home and not-found search boxes. The search code and the catalogue
// it reads are fetched the first time a query is typed (or on warm-up, when the box gets focus),
// so pages do not carry the whole catalogue before anyone searches.
import { useEffect, useState } from "react";
import type { ToolEntry } from "~/catalogue/types";

type SearchModule = typeof import("~/catalogue/search");

let searchModule: Promise<SearchModule> | null = null;

/** Starts fetching the search code; harmless to call often. */
export function warmUpToolSearch(): Promise<SearchModule> {
  searchModule ??= import("~/catalogue/search").catch((error: unknown) => {
    searchModule = null; // a failed fetch (offline before it was cached) is tried again next time
    throw error;
  });
  return searchModule;
}

/**
 * Tools matching `query`, best first, the tools at `pinned` paths (the user's favourites) before
 * the others; for an empty query the pinned tools alone (none when nothing is pinned); null while
 * the search code is still on its way (the first query of a visit), so a page can say
 * "Searching…" rather than "no match".
 */
export function useToolSearch(query: string, pinned: readonly string[] = []): ToolEntry[] | null {
  const [loaded, setLoaded] = useState<SearchModule | null>(null);
  const wanted = query.trim() !== "" || pinned.length > 0;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    warmUpToolSearch().then(
      (module) => current && setLoaded(module),
      () => {}, // stays null ("Searching…"); the next query tries again
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  if (!wanted) return [];
  if (!loaded) return null;
  return query.trim() === ""
    ? loaded.toolsAt(pinned)
    : loaded.searchTools(query, undefined, pinned);
}
