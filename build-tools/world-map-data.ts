// Builds the map file of /timezone-converter (world-map.json) from world-atlas's 1:110m country
// shapes and countries-and-timezones; run by world-map-data.test.ts, never by the page (docs/timezone-converter.md).
import ct from "countries-and-timezones";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { currentTimeZoneName } from "~/lib/time/time-zone-aliases";
import { availableTimeZones, isTimeZone, utcMillis, zoneAbbreviation } from "~/lib/time/time-zones";
import {
  type MapCountry,
  type WorldMapFile,
  mapHeight,
  polygonsToPath,
} from "~/tools/timezone-converter/world-map";

export const MAP_WIDTH = 1000;

// world-atlas names some countries in Natural Earth's short form; countries-and-timezones in full.
const CODES_BY_ATLAS_NAME: Record<string, string> = {
  "W. Sahara": "EH",
  "Dem. Rep. Congo": "CD",
  "Dominican Rep.": "DO",
  "Falkland Is.": "FK",
  "Fr. S. Antarctic Lands": "TF",
  "Côte d'Ivoire": "CI",
  "Central African Rep.": "CF",
  Congo: "CG",
  "Eq. Guinea": "GQ",
  eSwatini: "SZ",
  Turkey: "TR",
  "Solomon Is.": "SB",
  "Bosnia and Herz.": "BA",
  Macedonia: "MK",
  "S. Sudan": "SS",
};

/**
 * The zones a country keeps its own time in, by their current IANA names. The library's default
 * list follows tzdata's merges, which would give Sweden "Europe/Berlin" and Ghana "Africa/Abidjan";
 * people expect "Europe/Stockholm" and "Africa/Accra". So: zones whose first country is this one,
 * including such links, minus links to a zone already listed, each once by its current name
 * (Eritrea's "Africa/Asmera" and "Africa/Asmara" are one zone: "Africa/Asmara").
 */
export function countryZones(code: string): string[] {
  const all = Object.values(ct.getAllTimezones({ deprecated: true })).filter(
    (zone) =>
      zone.name.includes("/") &&
      !zone.name.startsWith("Etc/") &&
      zone.countries.includes(code as never) &&
      isTimeZone(zone.name),
  );
  const own = all.filter((zone) => zone.countries[0] === code);
  const ownNames = new Set(own.map((zone) => zone.name));
  const zones = own
    .filter((zone) => !zone.aliasOf || !ownNames.has(zone.aliasOf))
    .map((zone) => zone.name);
  return currentNames(zones.length > 0 ? zones : (ct.getCountry(code)?.timezones ?? []));
}

function currentNames(zones: readonly string[]): string[] {
  const current = zones.map(currentTimeZoneName).filter((zone) => zone !== null);
  return [...new Set(current)].sort();
}

/** Intl's abbreviations of a zone in mid-January and mid-July 2025, without bare offsets. */
function abbreviationsOf(zone: string): string[] {
  const names = [1, 7].map((month) =>
    zoneAbbreviation(utcMillis({ year: 2025, month, day: 15, hour: 12, minute: 0 }), zone),
  );
  return [...new Set(names)].filter((name) => !/^[+-]/.test(name));
}

export function buildWorldMap(topology: Topology): WorldMapFile {
  const shapes = feature(
    topology,
    topology.objects.countries as GeometryCollection<{ name: string }>,
  ).features as Feature<Polygon | MultiPolygon, { name: string }>[];
  const codeByName = new Map(
    Object.values(ct.getAllCountries()).map((country) => [country.name, country.id as string]),
  );
  const countries = new Map<string, MapCountry>();
  for (const country of Object.values(ct.getAllCountries())) {
    countries.set(country.id, {
      code: country.id,
      name: country.name,
      zones: countryZones(country.id),
    });
  }
  for (const shape of shapes) {
    const atlasName = shape.properties.name;
    const code = CODES_BY_ATLAS_NAME[atlasName] ?? codeByName.get(atlasName) ?? "";
    const polygons =
      shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates;
    const path = polygonsToPath(polygons.flat() as unknown as [number, number][][], MAP_WIDTH);
    const known = code ? countries.get(code) : undefined;
    if (known) known.path = path;
    else countries.set(`~${atlasName}`, { code: "", name: atlasName, zones: [], path });
  }
  const list = [...countries.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
  const zones = new Set([...availableTimeZones(), ...list.flatMap((country) => country.zones)]);
  const abbreviations: Record<string, string[]> = {};
  for (const zone of [...zones].sort()) {
    const names = abbreviationsOf(zone);
    if (names.length > 0) abbreviations[zone] = names;
  }
  return {
    width: MAP_WIDTH,
    height: mapHeight(MAP_WIDTH),
    countries: list,
    abbreviations,
  };
}
