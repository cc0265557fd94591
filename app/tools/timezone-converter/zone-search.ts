// The "Add time zone" search of /timezone-converter (issue 5: "zones also addable by search, city
// or IANA name"): IANA names, their city part, country names and abbreviations, best match first.

/** What the search looks in: zone names, and (once the map file is loaded) countries and abbreviations. */
export interface ZoneDirectory {
  zones: readonly string[];
  countries: readonly { name: string; zones: readonly string[] }[];
  abbreviations: Readonly<Record<string, readonly string[]>>;
}

/**
 * The zones to offer: the browser's (Intl) and the countries', "UTC" first, without old spellings
 * of a listed zone ("Asia/Calcutta" beside "Asia/Kolkata") unless `keep` holds one (the user chose it).
 */
export function zoneChoices(
  intlZones: readonly string[],
  countryZones: readonly string[],
  renamed: Readonly<Record<string, string>>,
  keep: readonly string[] = [],
): string[] {
  const kept = new Set(keep);
  const zones = new Set([...intlZones, ...countryZones, ...keep]);
  const hasUtc = zones.delete("UTC");
  const listed = [...zones].filter((zone) => !(zone in renamed) || kept.has(zone)).sort();
  return hasUtc ? ["UTC", ...listed] : listed;
}

export interface ZoneMatch {
  zone: string;
  /** Why it matched, when the zone name does not say: "Japan", "EST". */
  hint: string;
}

/** Enough for the largest countries' zones (Russia has 27). */
export const MAX_MATCHES = 40;

/** Lower case, underscores and slashes as spaces: "new_york" and "New York" read alike. */
const normalise = (text: string) =>
  text.toLowerCase().replace(/[_/]+/g, " ").replace(/\s+/g, " ").trim();

const cityOf = (zone: string) => normalise(zone.slice(zone.lastIndexOf("/") + 1));

/**
 * Zones matching `query`, ranked: the exact name, a city starting with it, an abbreviation,
 * a country starting with it, then names and countries containing it; alphabetical within a rank.
 */
export function searchZones(
  query: string,
  directory: ZoneDirectory,
  limit = MAX_MATCHES,
): ZoneMatch[] {
  const wanted = normalise(query);
  if (!wanted) return [];
  const best = new Map<string, { rank: number; hint: string }>();
  const offer = (zone: string, rank: number, hint = "") => {
    const known = best.get(zone);
    if (!known || rank < known.rank) best.set(zone, { rank, hint });
  };
  for (const zone of directory.zones) {
    const name = normalise(zone);
    if (name === wanted) offer(zone, 0);
    else if (cityOf(zone).startsWith(wanted)) offer(zone, 1);
    else if (name.includes(wanted)) offer(zone, 4);
  }
  for (const [zone, names] of Object.entries(directory.abbreviations)) {
    const abbreviation = names.find((name) => name.toLowerCase() === wanted);
    if (abbreviation) offer(zone, 2, abbreviation);
  }
  for (const country of directory.countries) {
    const name = normalise(country.name);
    const rank = name.startsWith(wanted) ? 3 : name.includes(wanted) ? 5 : -1;
    if (rank < 0) continue;
    for (const zone of country.zones) offer(zone, rank, country.name);
  }
  return [...best.entries()]
    .sort(([a, x], [b, y]) => x.rank - y.rank || a.localeCompare(b))
    .slice(0, limit)
    .map(([zone, { hint }]) => ({ zone, hint }));
}
