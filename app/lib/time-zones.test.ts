import {
  UTC,
  availableTimeZones,
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

  it("adds the zones it is given, spelled as given, but only real ones", () => {
    const zones = availableTimeZones(["Asia/Kolkata", "Mars/Olympus_Mons"]);
    expect(zones).toContain("Asia/Kolkata");
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
