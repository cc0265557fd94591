// The map file of /timezone-converter (world-map.json), fetched after hydration: it is data, not
// code, so it stays out of the page's first JavaScript and off the main thread until the page is up.
import { startTransition, useEffect, useState } from "react";
import type { WorldMapFile } from "./world-map";
import worldMapUrl from "./world-map.json?url";
import { whenIdle } from "~/lib/browser/when-idle";

/**
 * The map file, fetched in the first idle moment once `wanted` (the page's earlier stages are on
 * screen): it is data, not code, and stays off the first load.
 */
export function useWorldMapFile(wanted: boolean): { map: WorldMapFile | null; failed: boolean } {
  const [state, setState] = useState<{ map: WorldMapFile | null; failed: boolean }>({
    map: null,
    failed: false,
  });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    // After the page's own start-up work: the map is below the converter, not its first screen.
    const load = () =>
      fetch(worldMapUrl)
        .then((response) => {
          if (!response.ok) throw new Error(response.statusText);
          return response.json() as Promise<WorldMapFile>;
        })
        .then(
          // A transition: the zone list and search index it brings render without blocking input.
          (map) => current && startTransition(() => setState({ map, failed: false })),
          () => current && setState({ map: null, failed: true }),
        );
    const cancel = whenIdle(() => void load(), 2000);
    return () => {
      current = false;
      cancel();
    };
  }, [wanted]);
  return state;
}
