// Old IANA zone names and the names IANA uses now (written from tzdata's `backward` file and
// zone.tab). Browsers list zones by ICU's canonical names, which keep the old spellings
// ("Asia/Calcutta", "Europe/Kiev"); the site shows and stores the current ones (§4).

/**
 * Old name → current IANA name, for zones that were only renamed: ICU treats both names as one
 * zone, so every result is the same under either (time-zones.test.ts checks that in the runtime).
 */
export const FORMER_TIME_ZONE_NAMES: Readonly<Record<string, string>> = {
  // ICU's canonical names in node 20 (ICU 78) and Chromium 156: Intl.supportedValuesOf lists these.
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  // zone.tab names Atikokan for this zone; Coral Harbour is the place in Nunavut that shares it.
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
  // Older spellings ICU already maps to the current name; listed so searching them finds the zone.
  "America/Argentina/ComodRivadavia": "America/Argentina/Catamarca",
  "America/Fort_Wayne": "America/Indiana/Indianapolis",
  "America/Knox_IN": "America/Indiana/Knox",
  "America/Porto_Acre": "America/Rio_Branco",
  "America/Rosario": "America/Argentina/Cordoba",
  "Asia/Ashkhabad": "Asia/Ashgabat",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Istanbul": "Europe/Istanbul",
  "Asia/Macao": "Asia/Macau",
  "Asia/Tel_Aviv": "Asia/Jerusalem",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Ujung_Pandang": "Asia/Makassar",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Europe/Nicosia": "Asia/Nicosia",
  "Pacific/Samoa": "Pacific/Pago_Pago",
  "Pacific/Yap": "Pacific/Chuuk",
};

const formerNamesByZone = new Map<string, string[]>();
for (const [former, current] of Object.entries(FORMER_TIME_ZONE_NAMES).sort()) {
  formerNamesByZone.set(current, [...(formerNamesByZone.get(current) ?? []), former]);
}

/** The old names of a zone ("Asia/Calcutta" for "Asia/Kolkata"), alphabetical; often none. */
export function formerTimeZoneNames(zone: string): readonly string[] {
  return formerNamesByZone.get(zone) ?? [];
}

// Building an Intl.DateTimeFormat costs about a millisecond on a phone: ask once per name.
const knownToIntl = new Map<string, boolean>();

function intlKnows(timeZone: string): boolean {
  let known = knownToIntl.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownToIntl.set(timeZone, known);
  }
  return known;
}

// Looked up for every stored or typed zone on every render: remember the answers.
const currentNames = new Map<string, string | null>();

/**
 * The name to show and store for a zone Intl knows, null for one it does not: an old name
 * becomes the current one ("Asia/Calcutta" → "Asia/Kolkata"), another alias ICU's canonical name
 * ("US/Eastern" → "America/New_York", "Etc/UTC" → "UTC"). A runtime too old for the current name
 * ("Europe/Kyiv" before ICU 72) keeps the old one, so the zone still works there.
 */
export function currentTimeZoneName(timeZone: string): string | null {
  let name = currentNames.get(timeZone);
  if (name === undefined) {
    name = findCurrentName(timeZone);
    currentNames.set(timeZone, name);
  }
  return name;
}

let listedByIntl: ReadonlySet<string> | null = null;

/**
 * The names Intl lists are its canonical ones, so they resolve to themselves: asking Intl again
 * (an Intl.DateTimeFormat each) for the ~400 zones of the world map took 12 ms on page load.
 */
function isListedByIntl(timeZone: string): boolean {
  listedByIntl ??= new Set(
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [],
  );
  return listedByIntl.has(timeZone);
}

function findCurrentName(timeZone: string): string | null {
  if (timeZone === "") return null; // nothing stored: no need to have Intl throw
  if (isListedByIntl(timeZone)) return listedTimeZoneName(timeZone);
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  // ICU turns a current name into its old canonical one ("Asia/Kolkata" → "Asia/Calcutta").
  for (const name of [timeZone, canonical]) {
    const current = FORMER_TIME_ZONE_NAMES[name];
    if (current && intlKnows(current)) return current;
  }
  return canonical;
}

/** The current name of a zone from `Intl.supportedValuesOf`, which are ICU's canonical names. */
export function listedTimeZoneName(canonical: string): string {
  const current = FORMER_TIME_ZONE_NAMES[canonical];
  return current && intlKnows(current) ? current : canonical;
}

/** Lower case, underscores and slashes as spaces: "new_york" and "New York" read alike. */
export const normaliseZoneQuery = (text: string) =>
  text.toLowerCase().replace(/[_/]+/g, " ").replace(/\s+/g, " ").trim();

/**
 * How well a search matches a zone's current or former names: 0 the whole name, 1 the start of
 * its city, 2 part of a name; `formerName` says which old name matched when the current one did
 * not match as well ("Calcutta" finds "Asia/Kolkata" through "Asia/Calcutta"). Null: no match.
 */
export function matchTimeZoneName(
  query: string,
  zone: string,
): { rank: 0 | 1 | 2; formerName: string | null } | null {
  const wanted = normaliseZoneQuery(query);
  if (!wanted) return null;
  let best: { rank: 0 | 1 | 2; formerName: string | null } | null = null;
  for (const name of [zone, ...formerTimeZoneNames(zone)]) {
    const text = normaliseZoneQuery(name);
    const city = normaliseZoneQuery(name.slice(name.lastIndexOf("/") + 1));
    const rank = text === wanted ? 0 : city.startsWith(wanted) ? 1 : text.includes(wanted) ? 2 : -1;
    if (rank >= 0 && (!best || rank < best.rank)) {
      best = { rank: rank as 0 | 1 | 2, formerName: name === zone ? null : name };
    }
  }
  return best;
}

/** The zones whose current or former names match `query`, best match first, then alphabetical. */
export function searchTimeZones(query: string, zones: readonly string[]): string[] {
  return zones
    .flatMap((zone) => {
      const match = matchTimeZoneName(query, zone);
      return match ? [{ zone, rank: match.rank }] : [];
    })
    .sort((a, b) => a.rank - b.rank || a.zone.localeCompare(b.zone))
    .map(({ zone }) => zone);
}
