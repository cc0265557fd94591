// Market data kept on the device with the time it was fetched, so offline or on a failed fetch the
// page can show the cached data and say how old it is. localStorage, one key per kind of answer.

export interface CachedEntry<T> {
  /** Date.now() when the data was fetched. */
  fetchedAt: number;
  data: T;
}

const PREFIX = "market-data:";

/** Saves `data`; a full or refused storage only loses the cache, never the page. */
export function writeCache<T>(storage: Storage | null, key: string, data: T, now: number): void {
  if (!storage) return;
  try {
    storage.setItem(PREFIX + key, JSON.stringify({ fetchedAt: now, data }));
  } catch {
    // Storage full or denied: the page still has the fresh data in memory.
  }
}

/** What was saved under `key`, if it is there and `isData` accepts it. */
export function readCache<T>(
  storage: Storage | null,
  key: string,
  isData: (value: unknown) => value is T,
): CachedEntry<T> | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(PREFIX + key);
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { fetchedAt, data } = parsed as { fetchedAt?: unknown; data?: unknown };
    if (typeof fetchedAt !== "number" || !Number.isFinite(fetchedAt) || !isData(data)) return null;
    return { fetchedAt, data };
  } catch {
    return null;
  }
}

const UNITS: [limitSeconds: number, unitSeconds: number, name: string][] = [
  [3600, 60, "minute"],
  [86400, 3600, "hour"],
  [Infinity, 86400, "day"],
];

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago" (whole units, rounded down). */
export function ageText(fetchedAt: number, now: number): string {
  const seconds = Math.max(0, (now - fetchedAt) / 1000);
  if (seconds < 60) return "just now";
  for (const [limit, unit, name] of UNITS) {
    if (seconds < limit) {
      const count = Math.floor(seconds / unit);
      return `${count} ${name}${count === 1 ? "" : "s"} ago`;
    }
  }
  return "";
}
