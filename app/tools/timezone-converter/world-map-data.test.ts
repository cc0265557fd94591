// The map file: it is what the generator writes (UPDATE_WORLD_MAP=1 rewrites it), and the
// country ⇄ zone rules behind it hold for the countries people check first.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { Topology } from "topojson-specification";
import atlas from "world-atlas/countries-110m.json";
import { currentTimeZoneName } from "~/lib/time/time-zone-aliases";
import { buildWorldMap, countryZones } from "../../../build-tools/world-map-data";
import type { WorldMapFile } from "./world-map";

const MAP_FILE = fileURLToPath(new URL("./world-map.json", import.meta.url));
const built = buildWorldMap(atlas as unknown as Topology);
// Written as Prettier formats it, so `prettier --check .` (npm run lint) accepts the file.
if (process.env.UPDATE_WORLD_MAP === "1") {
  const options = await resolveConfig(MAP_FILE);
  writeFileSync(MAP_FILE, await format(JSON.stringify(built), { ...options, parser: "json" }));
}
const shipped = JSON.parse(readFileSync(MAP_FILE, "utf8")) as WorldMapFile;

const country = (name: string) => shipped.countries.find((c) => c.name === name);

describe("the shipped map file", () => {
  it("holds the shapes and zones the generator makes from world-atlas", () => {
    // Abbreviations come from the ICU of the node that wrote the file, so only shapes and zones must match.
    expect(shipped.countries).toEqual(built.countries);
    expect([shipped.width, shipped.height]).toEqual([built.width, built.height]);
  });

  it("draws every country of the 1:110m shapes", () => {
    expect(shipped.countries.filter((c) => c.path)).toHaveLength(177);
  });

  it("keeps countries too small to draw, so they can still be searched", () => {
    expect(country("Singapore")).toEqual({
      code: "SG",
      name: "Singapore",
      zones: ["Asia/Singapore"],
    });
  });

  it("names the places without an ISO code and gives them no zone", () => {
    expect(country("Kosovo")).toMatchObject({ code: "", zones: [] });
    expect(country("Kosovo")?.path).toMatch(/^M/);
  });

  it("lists the abbreviations Intl gives, for the search", () => {
    expect(shipped.abbreviations["America/New_York"]).toEqual(["EST", "EDT"]);
  });
});

describe("zone names", () => {
  it("uses current IANA names only, never an old one such as Asia/Calcutta", () => {
    const named = [
      ...shipped.countries.flatMap((c) => c.zones),
      ...Object.keys(shipped.abbreviations),
    ];
    expect(named.filter((zone) => currentTimeZoneName(zone) !== zone)).toEqual([]);
    expect(named).not.toContain("Asia/Calcutta");
    expect(country("Ukraine")?.zones).toEqual(["Europe/Kyiv"]);
  });

  it("lists a zone once even when tzdata gives the country its old name too", () => {
    expect(countryZones("ER")).toEqual(["Africa/Asmara"]);
    expect(countryZones("FM")).toEqual(["Pacific/Chuuk", "Pacific/Kosrae", "Pacific/Pohnpei"]);
  });
});

describe("the zones of a country", () => {
  it("is the country's own zone, not the one tzdata merged it into", () => {
    expect(countryZones("SE")).toEqual(["Europe/Stockholm"]);
    expect(countryZones("GH")).toEqual(["Africa/Accra"]);
  });

  it("leaves out old spellings of a zone it lists", () => {
    expect(countryZones("IN")).toEqual(["Asia/Kolkata"]);
  });

  it("lists every zone of a country with several", () => {
    expect(countryZones("AU")).toContain("Australia/Lord_Howe");
    expect(countryZones("AU")).not.toContain("Asia/Tokyo");
    expect(countryZones("US")).toHaveLength(29);
  });

  it("gives Antarctica its research stations' zones", () => {
    expect(countryZones("AQ")).toContain("Antarctica/Troll");
  });
});
