import ct, { type Timezone } from "countries-and-timezones";
import fc from "fast-check";
import {
  FORMER_TIME_ZONE_NAMES,
  currentTimeZoneName,
  formerTimeZoneNames,
  matchTimeZoneName,
  searchTimeZones,
} from "./time-zone-aliases";
import {
  UTC,
  availableTimeZones,
  clockChangeTimes,
  isDaylightSavingTime,
  resolveWallTime,
  utcMillis,
  zoneAbbreviation,
  browserTimeZone,
  formatIsoInZone,
  formatOffset,
  formatReadableInZone,
  isTimeZone,
  offsetMinutes,
  parseLocalDateTime,
  toLocalDateTimeValue,
  zonedDateTime,
  zonedTimeToInstant,
} from "./time-zones";

const NEW_YORK = "America/New_York";

describe("the list of time zones", () => {
  it("starts with UTC and lists it once", () => {
    const zones = availableTimeZones();
    expect(zones[0]).toBe(UTC);
    expect(zones.filter((zone) => zone === UTC)).toHaveLength(1);
  });

  it("holds the IANA zones of the runtime in alphabetical order", () => {
    const zones = availableTimeZones().slice(1);
    expect(zones).toContain("Europe/Paris");
    expect(zones).toContain("Asia/Tokyo");
    expect(zones).toEqual([...zones].sort());
  });

  it("adds the zones it is given, by their current names, but only real ones", () => {
    const zones = availableTimeZones(["Etc/GMT+5", "Asia/Calcutta", "Mars/Olympus_Mons"]);
    expect(zones).toContain("Etc/GMT+5");
    expect(zones).toContain("Asia/Kolkata");
    expect(zones).not.toContain("Asia/Calcutta");
    expect(zones).not.toContain("Mars/Olympus_Mons");
  });

  it("gives the device's zone, a zone Intl knows", () => {
    expect(isTimeZone(browserTimeZone())).toBe(true);
  });

  it("tells known zones from unknown ones", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("ISO 8601 with the zone's offset", () => {
  it("writes UTC with +00:00", () => {
    expect(formatIsoInZone(Date.UTC(2026, 10, 23, 9), UTC)).toBe("2026-11-23T09:00:00+00:00");
  });

  it("writes New York winter time with -05:00 and summer time with -04:00", () => {
    expect(formatIsoInZone(Date.UTC(2026, 0, 15, 14), NEW_YORK)).toBe("2026-01-15T09:00:00-05:00");
    expect(formatIsoInZone(Date.UTC(2026, 6, 15, 13), NEW_YORK)).toBe("2026-07-15T09:00:00-04:00");
  });

  it("writes half-hour offsets", () => {
    expect(formatIsoInZone(Date.UTC(2026, 0, 1, 0), "Asia/Kolkata")).toBe(
      "2026-01-01T05:30:00+05:30",
    );
  });

  it("moves to the zone's calendar day", () => {
    expect(formatIsoInZone(Date.UTC(2026, 0, 1, 2), "America/Los_Angeles")).toBe(
      "2025-12-31T18:00:00-08:00",
    );
  });

  it("writes milliseconds only when there are some", () => {
    expect(formatIsoInZone(Date.UTC(2026, 0, 1, 0, 0, 0, 250), UTC)).toBe(
      "2026-01-01T00:00:00.250+00:00",
    );
  });

  it("writes years outside 0000–9999 with a sign and six digits", () => {
    const instant = Date.UTC(2026, 0, 1) + 10_000 * 365.2425 * 86_400_000;
    expect(formatIsoInZone(instant, UTC)).toMatch(/^\+012026-/);
  });

  it("formats offsets of both signs", () => {
    expect(formatOffset(0)).toBe("+00:00");
    expect(formatOffset(-210)).toBe("-03:30");
    expect(formatOffset(345)).toBe("+05:45");
  });
});

describe("wall clocks and offsets", () => {
  it("gives the fields and weekday of an instant in a zone", () => {
    expect(zonedDateTime(Date.UTC(2026, 10, 23, 9, 5, 7), "Europe/Paris")).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 10,
      minute: 5,
      second: 7,
      millisecond: 0,
      weekday: 1,
    });
  });

  it("gives the offset in minutes, east of UTC positive", () => {
    expect(offsetMinutes(Date.UTC(2026, 0, 1), "Europe/Paris")).toBe(60);
    expect(offsetMinutes(Date.UTC(2026, 0, 1), NEW_YORK)).toBe(-300);
  });

  it("reads a wall-clock time in a zone as an instant", () => {
    const local = { year: 2026, month: 11, day: 23, hour: 9, minute: 0 };
    expect(zonedTimeToInstant(local, "Europe/Paris")).toBe(Date.UTC(2026, 10, 23, 8));
  });

  it("reads a time that happens twice (clocks go back) as the earlier one", () => {
    const local = { year: 2026, month: 11, day: 1, hour: 1, minute: 30 };
    expect(formatIsoInZone(zonedTimeToInstant(local, NEW_YORK), NEW_YORK)).toBe(
      "2026-11-01T01:30:00-04:00",
    );
  });

  it("moves a time that never happens (clocks jump forward) past the jump", () => {
    const local = { year: 2026, month: 3, day: 8, hour: 2, minute: 30 };
    expect(formatIsoInZone(zonedTimeToInstant(local, NEW_YORK), NEW_YORK)).toBe(
      "2026-03-08T03:30:00-04:00",
    );
  });
});

describe("datetime-local values", () => {
  it("parses minutes and optional seconds", () => {
    expect(parseLocalDateTime("2026-11-23T09:00")).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 9,
      minute: 0,
      second: 0,
    });
    expect(parseLocalDateTime("2026-11-23T09:00:30")?.second).toBe(30);
  });

  it("refuses malformed and impossible dates", () => {
    expect(parseLocalDateTime("")).toBeNull();
    expect(parseLocalDateTime("2026-02-30T09:00")).toBeNull();
    expect(parseLocalDateTime("2026-11-23 09:00")).toBeNull();
  });

  it("writes an instant's wall clock in a zone back as a value", () => {
    expect(toLocalDateTimeValue(Date.UTC(2026, 10, 23, 8), "Europe/Paris")).toBe(
      "2026-11-23T09:00",
    );
  });
});

describe("readable times", () => {
  it("writes the weekday, date, 24-hour time and zone in English", () => {
    expect(formatReadableInZone(Date.UTC(2026, 10, 23, 9), UTC)).toBe(
      "Mon, Nov 23, 2026, 09:00:00 UTC",
    );
  });

  it("writes 12-hour times when asked", () => {
    expect(formatReadableInZone(Date.UTC(2026, 10, 23, 21), UTC, { hour12: true })).toBe(
      "Mon, Nov 23, 2026, 9:00:00 PM UTC",
    );
  });
});

describe("wall times around daylight saving changes", () => {
  const at = (year: number, month: number, day: number, hour: number, minute: number) => ({
    year,
    month,
    day,
    hour,
    minute,
  });

  it("reads an ordinary wall time as one instant", () => {
    expect(resolveWallTime(at(2024, 7, 1, 9, 0), NEW_YORK)).toEqual({
      kind: "unique",
      instant: Date.UTC(2024, 6, 1, 13),
    });
  });

  it("finds no instant for 02:30 on New York's spring-forward night, and the jump it fell in", () => {
    const resolution = resolveWallTime(at(2024, 3, 10, 2, 30), NEW_YORK);
    expect(resolution).toEqual({
      kind: "skipped",
      change: { instant: Date.UTC(2024, 2, 10, 7), offsetBefore: -300, offsetAfter: -240 },
    });
    if (resolution.kind === "skipped") {
      expect(clockChangeTimes(resolution.change)).toEqual({ from: "02:00", to: "03:00" });
    }
  });

  it("finds two instants for 01:30 on New York's fall-back night, an hour apart", () => {
    const resolution = resolveWallTime(at(2024, 11, 3, 1, 30), NEW_YORK);
    expect(resolution).toMatchObject({
      kind: "repeated",
      earlier: Date.UTC(2024, 10, 3, 5, 30),
      later: Date.UTC(2024, 10, 3, 6, 30),
    });
    if (resolution.kind === "repeated") {
      expect(clockChangeTimes(resolution.change)).toEqual({ from: "02:00", to: "01:00" });
    }
  });

  it("knows London's change happens at 01:00 UTC", () => {
    const resolution = resolveWallTime(at(2024, 3, 31, 1, 30), "Europe/London");
    expect(resolution.kind).toBe("skipped");
    if (resolution.kind === "skipped") {
      expect(clockChangeTimes(resolution.change)).toEqual({ from: "01:00", to: "02:00" });
    }
  });

  it("follows the southern hemisphere: Sydney springs forward in October, falls back in April", () => {
    expect(resolveWallTime(at(2024, 10, 6, 2, 30), "Australia/Sydney").kind).toBe("skipped");
    expect(resolveWallTime(at(2024, 4, 7, 2, 30), "Australia/Sydney").kind).toBe("repeated");
  });

  it("handles Lord Howe's 30-minute daylight saving shift", () => {
    const spring = resolveWallTime(at(2024, 10, 6, 2, 15), "Australia/Lord_Howe");
    expect(spring.kind).toBe("skipped");
    if (spring.kind === "skipped") {
      expect(clockChangeTimes(spring.change)).toEqual({ from: "02:00", to: "02:30" });
    }
    const autumn = resolveWallTime(at(2024, 4, 7, 1, 45), "Australia/Lord_Howe");
    expect(autumn.kind === "repeated" && autumn.later - autumn.earlier).toBe(30 * 60_000);
    // 02:30 comes once the clock passes 02:00 again, after the repeated half hour.
    expect(resolveWallTime(at(2024, 10, 6, 2, 30), "Australia/Lord_Howe").kind).toBe("unique");
  });

  it("handles Chatham's +12:45 / +13:45 offsets", () => {
    const spring = resolveWallTime(at(2024, 9, 29, 2, 50), "Pacific/Chatham");
    expect(spring.kind).toBe("skipped");
    if (spring.kind === "skipped") {
      expect(clockChangeTimes(spring.change)).toEqual({ from: "02:45", to: "03:45" });
      expect([spring.change.offsetBefore, spring.change.offsetAfter]).toEqual([765, 825]);
    }
  });

  it("reads every time of a zone without daylight saving once", () => {
    for (const zone of ["Asia/Kathmandu", "Asia/Tokyo", "Asia/Kolkata"]) {
      for (const month of [3, 4, 10, 11]) {
        expect(resolveWallTime(at(2024, month, 5, 2, 30), zone).kind).toBe("unique");
      }
    }
    expect(offsetMinutes(Date.UTC(2024, 6, 1), "Asia/Kathmandu")).toBe(345);
  });

  it("turns an instant into a wall time and back unchanged, except where the time happens twice", () => {
    const zones = [
      NEW_YORK,
      "Europe/London",
      "Australia/Sydney",
      "Australia/Lord_Howe",
      "Asia/Kathmandu",
      "Pacific/Chatham",
      "America/Santiago",
      "Asia/Tokyo",
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 / 60_000 }),
        fc.constantFrom(...zones),
        (minutes, zone) => {
          const instant = minutes * 60_000;
          const resolution = resolveWallTime(zonedDateTime(instant, zone), zone);
          if (resolution.kind === "unique") return resolution.instant === instant;
          if (resolution.kind === "repeated") {
            return resolution.earlier === instant || resolution.later === instant;
          }
          return false; // a time read off a clock always exists
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("finds both instants of every repeated time near a fall-back", () => {
    const change = Date.UTC(2024, 10, 3, 6); // 02:00 EDT becomes 01:00 EST
    for (let minutes = -60; minutes < 0; minutes += 7) {
      const earlier = change + minutes * 60_000;
      const resolution = resolveWallTime(zonedDateTime(earlier, NEW_YORK), NEW_YORK);
      expect(resolution).toMatchObject({ kind: "repeated", earlier, later: earlier + 3_600_000 });
    }
  });
});

describe("daylight saving flags and abbreviations", () => {
  const january = utcMillis({ year: 2024, month: 1, day: 15, hour: 12, minute: 0 });
  const july = utcMillis({ year: 2024, month: 7, day: 15, hour: 12, minute: 0 });

  it("flags summer time in the northern hemisphere in July", () => {
    expect(isDaylightSavingTime(july, NEW_YORK)).toBe(true);
    expect(isDaylightSavingTime(january, NEW_YORK)).toBe(false);
  });

  it("flags summer time in the southern hemisphere in January", () => {
    expect(isDaylightSavingTime(january, "Australia/Sydney")).toBe(true);
    expect(isDaylightSavingTime(july, "Australia/Sydney")).toBe(false);
  });

  it("never flags zones without daylight saving", () => {
    expect(isDaylightSavingTime(july, "Asia/Kathmandu")).toBe(false);
    expect(isDaylightSavingTime(january, UTC)).toBe(false);
  });

  it("names zones as their people do", () => {
    expect(zoneAbbreviation(january, NEW_YORK)).toBe("EST");
    expect(zoneAbbreviation(july, NEW_YORK)).toBe("EDT");
    expect(zoneAbbreviation(july, "Europe/London")).toBe("BST");
    expect(zoneAbbreviation(january, "Australia/Sydney")).toBe("AEDT");
    expect(zoneAbbreviation(july, "Australia/Lord_Howe")).toBe("LHST");
    expect(zoneAbbreviation(january, "Asia/Kolkata")).toBe("IST");
    expect(zoneAbbreviation(january, "Pacific/Chatham")).toBe("CHADT");
    expect(zoneAbbreviation(january, UTC)).toBe("UTC");
  });

  it("falls back to the offset when Intl has only GMT+x", () => {
    expect(zoneAbbreviation(january, "Asia/Kathmandu")).toBe("+05:45");
    expect(zoneAbbreviation(january, "Asia/Tokyo")).toBe("+09:00");
  });
});

// Intl lists ICU's canonical names, some of them old ("Asia/Calcutta"); the site uses IANA's current ones.
describe("old and current zone names", () => {
  const runtimeZones = Intl.supportedValuesOf("timeZone");
  const icuZone = (name: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  // Every 61 days from 1900 to 2041: old offsets, wartime changes and today's DST rules alike.
  const instants = Array.from(
    { length: 850 },
    (_, i) => utcMillis({ year: 1900, month: 1, day: 1, hour: 0, minute: 0 }) + i * 61 * 86_400_000,
  );

  it("lists Asia/Kolkata and Europe/Kyiv, not Asia/Calcutta or Europe/Kiev", () => {
    const zones = availableTimeZones();
    expect(zones).toContain("Asia/Kolkata");
    expect(zones).toContain("Europe/Kyiv");
    expect(zones).toContain("America/Argentina/Buenos_Aires");
    expect(zones).not.toContain("Asia/Calcutta");
    expect(zones).not.toContain("Europe/Kiev");
  });

  it("lists no old name", () => {
    const zones = new Set(availableTimeZones());
    expect(Object.keys(FORMER_TIME_ZONE_NAMES).filter((name) => zones.has(name))).toEqual([]);
  });

  it("knows every old name the runtime lists: those with a current name for the same zone", () => {
    // countries-and-timezones (tzdata) marks old names deprecated; a current name ICU files under
    // the listed one is a rename. Four more were renamed, then merged into another country's zone,
    // so tzdata deprecates both names; zone.tab still uses the newer one for the country.
    const renamedThenMerged = [
      "Africa/Asmera",
      "America/Coral_Harbour",
      "Pacific/Ponape",
      "Pacific/Truk",
    ];
    const tzdata = ct.getAllTimezones({ deprecated: true });
    const byName: Partial<Record<string, Timezone>> = tzdata;
    const currentNamesByIcuZone = new Map<string, string[]>();
    for (const { name, deprecated } of Object.values(tzdata)) {
      if (deprecated || !name.includes("/") || name.startsWith("Etc/") || !isTimeZone(name))
        continue;
      const zone = icuZone(name);
      currentNamesByIcuZone.set(zone, [...(currentNamesByIcuZone.get(zone) ?? []), name]);
    }
    const renamed = runtimeZones.filter(
      (zone) =>
        byName[zone]?.deprecated &&
        (currentNamesByIcuZone.get(zone) ?? []).some((name) => name !== zone),
    );
    const expected = [...renamed, ...renamedThenMerged].sort();
    expect(runtimeZones.filter((zone) => zone in FORMER_TIME_ZONE_NAMES).sort()).toEqual(expected);
    for (const zone of renamed) expect(byName[zone]?.aliasOf).toBe(FORMER_TIME_ZONE_NAMES[zone]);
  });

  it.each(Object.entries(FORMER_TIME_ZONE_NAMES))(
    "%s and %s are one zone: Intl accepts both and gives the same offsets",
    (former, current) => {
      expect(isTimeZone(current)).toBe(true);
      expect(icuZone(current)).toBe(icuZone(former));
      const offsets = (zone: string) => instants.map((instant) => offsetMinutes(instant, zone));
      expect(offsets(current)).toEqual(offsets(former));
    },
  );

  it("gives the same results under the old and the current name", () => {
    const summer = utcMillis({ year: 2021, month: 7, day: 1, hour: 12, minute: 0 });
    const fallBack = { year: 2021, month: 10, day: 31, hour: 3, minute: 30 };
    for (const [former, current] of [
      ["Asia/Calcutta", "Asia/Kolkata"],
      ["Europe/Kiev", "Europe/Kyiv"],
    ]) {
      expect(formatIsoInZone(summer, current)).toBe(formatIsoInZone(summer, former));
      expect(formatReadableInZone(summer, current)).toBe(formatReadableInZone(summer, former));
      expect(zoneAbbreviation(summer, current)).toBe(zoneAbbreviation(summer, former));
      expect(resolveWallTime(fallBack, current)).toEqual(resolveWallTime(fallBack, former));
    }
    expect(formatIsoInZone(summer, "Europe/Kyiv")).toBe("2021-07-01T15:00:00+03:00");
  });

  it("turns an old name into the current one, whoever gives it", () => {
    expect(currentTimeZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentTimeZoneName("asia/calcutta")).toBe("Asia/Kolkata");
    expect(currentTimeZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(currentTimeZoneName("Pacific/Yap")).toBe("Pacific/Chuuk");
  });

  it("gives every zone Intl lists the same name as asking Intl would (the listed names' shortcut)", () => {
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions()
        .timeZone;
      const current = FORMER_TIME_ZONE_NAMES[resolved];
      expect(currentTimeZoneName(zone), zone).toBe(current ?? resolved);
    }
  });

  it("keeps a current name and gives other aliases ICU's name for them", () => {
    expect(currentTimeZoneName("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(currentTimeZoneName("Europe/Paris")).toBe("Europe/Paris");
    expect(currentTimeZoneName("US/Eastern")).toBe(NEW_YORK);
    expect(currentTimeZoneName("Etc/UTC")).toBe(UTC);
    expect(currentTimeZoneName("Mars/Olympus_Mons")).toBeNull();
    expect(currentTimeZoneName("")).toBeNull();
  });

  it("gives the device's zone by its current name", () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    const spy = vi
      .spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions")
      .mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...resolvedOptions.call(this), timeZone: "Asia/Calcutta" };
      });
    try {
      expect(browserTimeZone()).toBe("Asia/Kolkata");
    } finally {
      spy.mockRestore();
    }
  });

  it("finds a zone by its current or its old name", () => {
    const zones = availableTimeZones();
    expect(searchTimeZones("Kolkata", zones)).toEqual(["Asia/Kolkata"]);
    expect(searchTimeZones("Calcutta", zones)).toEqual(["Asia/Kolkata"]);
    expect(searchTimeZones("asia/calcutta", zones)).toEqual(["Asia/Kolkata"]);
    expect(searchTimeZones("Kiev", zones)).toEqual(["Europe/Kyiv"]);
    expect(searchTimeZones("kyiv", zones)).toEqual(["Europe/Kyiv"]);
  });

  it("says which old name matched", () => {
    expect(matchTimeZoneName("Calcutta", "Asia/Kolkata")).toEqual({
      rank: 1,
      formerName: "Asia/Calcutta",
    });
    expect(matchTimeZoneName("Asia/Kolkata", "Asia/Kolkata")).toEqual({
      rank: 0,
      formerName: null,
    });
    expect(matchTimeZoneName("Tokyo", "Asia/Kolkata")).toBeNull();
  });

  it("lists a zone's old names", () => {
    expect(formerTimeZoneNames("Asia/Kolkata")).toEqual(["Asia/Calcutta"]);
    expect(formerTimeZoneNames("Pacific/Chuuk")).toEqual(["Pacific/Truk", "Pacific/Yap"]);
    expect(formerTimeZoneNames("Europe/Paris")).toEqual([]);
  });
});
