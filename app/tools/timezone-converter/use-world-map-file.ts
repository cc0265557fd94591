// The map file of /timezone-converter (world-map.json), fetched after hydration: it is data, not
// code, so it stays out of the page's first JavaScript and off the main thread until the page is up.
import { useEffect, useState } from "react";
import type { WorldMapFile } from "./world-map";
import worldMapUrl from "./world-map.json?url";

/** The map file, fetched once the page has hydrated: it is data, not code, and stays off the first load. */
export function useWorldMapFile(): { map: WorldMapFile | null; failed: boolean } {
  const [state, setState] = useState<{ map: WorldMapFile | null; failed: boolean }>({
    map: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    fetch(worldMapUrl)
      .then((response) => {
        if (!response.ok) throw new Error(response.statusText);
        return response.json() as Promise<WorldMapFile>;
      })
      .then(
        (map) => current && setState({ map, failed: false }),
        () => current && setState({ map: null, failed: true }),
      );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
