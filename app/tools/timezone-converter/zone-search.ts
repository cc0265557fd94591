// The "Add time zone" search of /timezone-converter, so a zone can be found by city or IANA name
// without scrolling the whole list: IANA names (current and former), their city part, country names
// and abbreviations, best match first.
import { matchTimeZoneName, normaliseZoneQuery } from "~/lib/time/time-zone-aliases";

/** What the search looks in: zone names, and (once the map file is loaded) countries and abbreviations. */
export interface ZoneDirectory {
  zones: readonly string[];
  countries: readonly { name: string; zones: readonly string[] }[];
  abbreviations: Readonly<Record<string, readonly string[]>>;
}

export interface ZoneMatch {
  zone: string;
  /** Why it matched, when the zone name does not say: "Japan", "EST". */
  hint: string;
}

/** Enough for the largest countries' zones (Russia has 27). */
export const MAX_MATCHES = 40;

// matchTimeZoneName's ranks (whole name, start of the city, part of a name) among this search's.
const NAME_RANKS = [0, 1, 4] as const;

/**
 * Zones matching `query`, ranked: the exact name, a city starting with it, an abbreviation, a
 * country starting with it, then names and countries containing it; alphabetical within a rank.
 * Former names count as names ("Calcutta" finds Asia/Kolkata, with "formerly Asia/Calcutta").
 */
export function searchZones(
  query: string,
  directory: ZoneDirectory,
  limit = MAX_MATCHES,
): ZoneMatch[] {
  const wanted = normaliseZoneQuery(query);
  if (!wanted) return [];
  const best = new Map<string, { rank: number; hint: string }>();
  const offer = (zone: string, rank: number, hint = "") => {
    const known = best.get(zone);
    if (!known || rank < known.rank) best.set(zone, { rank, hint });
  };
  for (const zone of directory.zones) {
    const match = matchTimeZoneName(query, zone);
    if (match) {
      offer(zone, NAME_RANKS[match.rank], match.formerName ? `formerly ${match.formerName}` : "");
    }
  }
  for (const [zone, names] of Object.entries(directory.abbreviations)) {
    const abbreviation = names.find((name) => name.toLowerCase() === wanted);
    if (abbreviation) offer(zone, 2, abbreviation);
  }
  for (const country of directory.countries) {
    const name = normaliseZoneQuery(country.name);
    const rank = name.startsWith(wanted) ? 3 : name.includes(wanted) ? 5 : -1;
    if (rank < 0) continue;
    for (const zone of country.zones) offer(zone, rank, country.name);
  }
  return [...best.entries()]
    .sort(([a, x], [b, y]) => x.rank - y.rank || a.localeCompare(b))
    .slice(0, limit)
    .map(([zone, { hint }]) => ({ zone, hint }));
}
