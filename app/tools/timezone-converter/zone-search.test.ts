import { type ZoneDirectory, searchZones } from "./zone-search";

const directory: ZoneDirectory = {
  zones: [
    "UTC",
    "America/New_York",
    "Asia/Tokyo",
    "Europe/London",
    "America/Argentina/Buenos_Aires",
    "Asia/Kolkata",
  ],
  countries: [
    { name: "Japan", zones: ["Asia/Tokyo"] },
    { name: "India", zones: ["Asia/Kolkata"] },
    { name: "United Kingdom", zones: ["Europe/London"] },
  ],
  abbreviations: { "America/New_York": ["EST", "EDT"], "Europe/London": ["GMT", "BST"] },
};
const zonesFor = (query: string) => searchZones(query, directory).map((match) => match.zone);

describe("searching time zones", () => {
  it("finds a zone by its city", () => {
    expect(zonesFor("Tokyo")).toEqual(["Asia/Tokyo"]);
  });

  it("reads spaces as the underscores of IANA names", () => {
    expect(zonesFor("new york")).toEqual(["America/New_York"]);
    expect(zonesFor("buenos")).toEqual(["America/Argentina/Buenos_Aires"]);
  });

  it("finds a zone by its full IANA name", () => {
    expect(zonesFor("Europe/London")).toEqual(["Europe/London"]);
  });

  it("finds a country's zones and says which country matched", () => {
    expect(searchZones("jap", directory)).toEqual([{ zone: "Asia/Tokyo", hint: "Japan" }]);
  });

  it("finds zones by abbreviation", () => {
    expect(searchZones("edt", directory)).toEqual([{ zone: "America/New_York", hint: "EDT" }]);
  });

  it("ranks a city match above a name that merely contains the text", () => {
    expect(zonesFor("a")[0]).toBe("America/Argentina/Buenos_Aires");
    expect(zonesFor("lon")).toEqual(["Europe/London"]);
  });

  it("finds a renamed zone by its former name and says so", () => {
    expect(searchZones("Calcutta", directory)).toEqual([
      { zone: "Asia/Kolkata", hint: "formerly Asia/Calcutta" },
    ]);
    expect(searchZones("Kolkata", directory)).toEqual([{ zone: "Asia/Kolkata", hint: "" }]);
  });

  it("finds nothing for an empty query or unknown text", () => {
    expect(searchZones("  ", directory)).toEqual([]);
    expect(searchZones("Atlantis", directory)).toEqual([]);
  });

  it("stops at the limit", () => {
    expect(searchZones("a", directory, 2)).toHaveLength(2);
  });
});
