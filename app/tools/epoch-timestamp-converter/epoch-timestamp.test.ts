import fc from "fast-check";
import { ToolError } from "~/lib/tool-error";
import {
  EPOCH_UNITS,
  type EpochUnit,
  MAX_EPOCH_MS,
  batchRows,
  dateNotIsoMessage,
  dateNotRealMessage,
  dateOutOfRangeMessage,
  describeInstant,
  epochIn,
  epochMillis,
  formatIso,
  formatRelative,
  formatRfc2822,
  isLeapYear,
  parseIsoDate,
  readTimestamp,
  readTimestampLines,
  timestampNotANumberMessage,
  timestampOutOfRangeMessage,
} from "./epoch-timestamp";

const PARIS = "Europe/Paris";
const NEW_YORK = "America/New_York";
const unitOf = (input: string) => readTimestamp(input, "auto").unit;
const isoOf = (input: string, unit: EpochUnit | "auto" = "auto") =>
  formatIso(readTimestamp(input, unit).nanoseconds);

describe("auto-detecting the unit by magnitude", () => {
  it("reads today's 10, 13, 16 and 19 digit values in their own units", () => {
    expect(unitOf("1700000000")).toBe("seconds");
    expect(unitOf("1700000000000")).toBe("milliseconds");
    expect(unitOf("1700000000000000")).toBe("microseconds");
    expect(unitOf("1700000000000000000")).toBe("nanoseconds");
  });

  it("reads the last second of year 9999 as seconds and one more as milliseconds", () => {
    expect(unitOf("253402300799")).toBe("seconds");
    expect(unitOf("253402300800")).toBe("milliseconds");
  });

  it("reads the first second of year 0001 as seconds and one before as milliseconds", () => {
    expect(unitOf("-62135596800")).toBe("seconds");
    expect(unitOf("-62135596801")).toBe("milliseconds");
  });

  it("moves from milliseconds to microseconds past the end of year 9999 in milliseconds", () => {
    expect(unitOf("253402300799999")).toBe("milliseconds");
    expect(unitOf("253402300800000")).toBe("microseconds");
  });

  it("moves from microseconds to nanoseconds past the end of year 9999 in microseconds", () => {
    expect(unitOf("253402300799999999")).toBe("microseconds");
    expect(unitOf("253402300800000000")).toBe("nanoseconds");
  });

  it("reads zero as the epoch itself, in seconds", () => {
    expect(isoOf("0")).toBe("1970-01-01T00:00:00Z");
  });
});

describe("reading a timestamp", () => {
  it("converts seconds to the same instant in every unit", () => {
    const { nanoseconds } = readTimestamp("1700000000", "auto");
    expect(EPOCH_UNITS.map((unit) => epochIn(nanoseconds, unit))).toEqual([
      "1700000000",
      "1700000000000",
      "1700000000000000",
      "1700000000000000000",
    ]);
  });

  it("keeps every digit of a nanosecond timestamp, beyond what a Number holds", () => {
    const { nanoseconds } = readTimestamp("1700000000123456789", "auto");
    expect(epochIn(nanoseconds, "nanoseconds")).toBe("1700000000123456789");
    expect(formatIso(nanoseconds)).toBe("2023-11-14T22:13:20.123456789Z");
  });

  it("uses the chosen unit instead of guessing", () => {
    expect(isoOf("1700000000", "milliseconds")).toBe("1970-01-20T16:13:20Z");
  });

  it("reads negative timestamps as instants before 1970", () => {
    expect(isoOf("-86400")).toBe("1969-12-31T00:00:00Z");
  });

  it("rounds a negative instant's units down, to the second that holds it", () => {
    const { nanoseconds } = readTimestamp("-1500", "milliseconds");
    expect(epochIn(nanoseconds, "seconds")).toBe("-2");
    expect(formatIso(nanoseconds)).toBe("1969-12-31T23:59:58.500Z");
  });

  it("accepts a decimal fraction of the unit", () => {
    expect(isoOf("1700000000.25")).toBe("2023-11-14T22:13:20.250Z");
  });

  it("ignores spaces around the value", () => {
    expect(isoOf("  1700000000 ")).toBe("2023-11-14T22:13:20Z");
  });

  it("reaches year 0001 and year 9999 exactly", () => {
    expect(isoOf("-62135596800")).toBe("0001-01-01T00:00:00Z");
    expect(isoOf("253402300799")).toBe("9999-12-31T23:59:59Z");
  });

  it("accepts JavaScript's last instant and refuses the next millisecond", () => {
    expect(isoOf("8640000000000000", "milliseconds")).toBe("+275760-09-13T00:00:00Z");
    expect(() => readTimestamp("8640000000000001", "milliseconds")).toThrow(
      timestampOutOfRangeMessage("8640000000000001"),
    );
  });

  it("refuses values too large for any date with a clear message", () => {
    expect(() => readTimestamp("99999999999999999999999", "auto")).toThrow(
      new ToolError(timestampOutOfRangeMessage("99999999999999999999999")),
    );
  });

  it("refuses text that is not a number", () => {
    expect(() => readTimestamp("17e8", "auto")).toThrow(timestampNotANumberMessage("17e8"));
    expect(() => readTimestamp("yesterday", "auto")).toThrow(
      timestampNotANumberMessage("yesterday"),
    );
  });
});

describe("a batch, one value per line", () => {
  it("reads every non-blank line and keeps its line number", () => {
    const lines = readTimestampLines("1700000000\n\n1700000000000", "auto");
    expect(lines.map((l) => [l.line, l.reading?.unit])).toEqual([
      [1, "seconds"],
      [3, "milliseconds"],
    ]);
  });

  it("names the line of each error", () => {
    const lines = readTimestampLines("1700000000\nabc\n1e99", "auto");
    expect(lines.map((l) => l.error)).toEqual([
      undefined,
      `Line 2: ${timestampNotANumberMessage("abc")}`,
      `Line 3: ${timestampNotANumberMessage("1e99")}`,
    ]);
  });

  it("leaves the line number out when there is a single value", () => {
    expect(readTimestampLines("abc", "auto")[0].error).toBe(timestampNotANumberMessage("abc"));
  });

  it("reads Windows line endings", () => {
    expect(readTimestampLines("1\r\n2", "seconds").map((l) => l.line)).toEqual([1, 2]);
  });

  it("writes CSV rows with a header and the error in place of the dates", () => {
    const rows = batchRows(readTimestampLines("0\nx", "auto"), PARIS);
    expect(rows[0]).toContain("ISO 8601 (Europe/Paris)");
    expect(rows[1]).toEqual([
      "1",
      "0",
      "seconds",
      "1970-01-01T00:00:00Z",
      "1970-01-01T01:00:00+01:00",
      "0",
      "",
    ]);
    expect(rows[2]).toEqual([
      "2",
      "x",
      "",
      "",
      "",
      "",
      `Line 2: ${timestampNotANumberMessage("x")}`,
    ]);
  });
});

describe("ISO 8601 in a zone", () => {
  it("writes the zone's offset, following daylight saving time", () => {
    const winter = readTimestamp("1700000000", "seconds").nanoseconds;
    const summer = readTimestamp("1690000000", "seconds").nanoseconds;
    expect(formatIso(winter, PARIS)).toBe("2023-11-14T23:13:20+01:00");
    expect(formatIso(summer, PARIS)).toBe("2023-07-22T06:26:40+02:00");
  });

  it("writes microseconds with six digits", () => {
    expect(isoOf("1700000000000001")).toBe("2023-11-14T22:13:20.000001Z");
  });
});

describe("RFC 2822", () => {
  it("writes the day, month name and a four-digit offset", () => {
    expect(formatRfc2822(1_700_000_000_000)).toBe("Tue, 14 Nov 2023 22:13:20 +0000");
    expect(formatRfc2822(1_700_000_000_000, NEW_YORK)).toBe("Tue, 14 Nov 2023 17:13:20 -0500");
  });

  it("pads the day and the year", () => {
    expect(formatRfc2822(epochMillis(readTimestamp("-62135596800", "auto").nanoseconds))).toBe(
      "Mon, 01 Jan 0001 00:00:00 +0000",
    );
  });

  it("has no form for years past 9999", () => {
    expect(formatRfc2822(253_402_300_800_000)).toBeNull();
  });
});

describe("relative time", () => {
  const now = Date.UTC(2026, 0, 10, 12);
  const day = 86_400_000;

  it("says how many days ago", () => {
    expect(formatRelative(now - 3 * day, now)).toBe("3 days ago");
  });

  it("says how long until a future instant", () => {
    expect(formatRelative(now + 2 * 3_600_000, now)).toBe("in 2 hours");
  });

  it("counts whole units down, as people say them", () => {
    expect(formatRelative(now - 47 * 3_600_000, now)).toBe("1 day ago");
  });

  it("moves to months and years for distant instants", () => {
    expect(formatRelative(now - 60 * day, now)).toBe("1 month ago");
    expect(formatRelative(now - 800 * day, now)).toBe("2 years ago");
  });

  it("says now within a second", () => {
    expect(formatRelative(now + 400, now)).toBe("now");
  });
});

describe("date to epoch", () => {
  it("reads an ISO date-time in UTC", () => {
    expect(parseIsoDate("2023-11-14T22:13:20Z", PARIS)).toBe(1_700_000_000_000_000_000n);
  });

  it("reads a numeric offset", () => {
    expect(parseIsoDate("2023-11-14T23:13:20+01:00", NEW_YORK)).toBe(1_700_000_000_000_000_000n);
  });

  it("reads a time without an offset in the chosen zone", () => {
    expect(parseIsoDate("2023-11-14 23:13:20", PARIS)).toBe(1_700_000_000_000_000_000n);
  });

  it("reads a date alone as its midnight", () => {
    expect(parseIsoDate("1970-01-02", "UTC")).toBe(86_400_000_000_000n);
  });

  it("keeps a fraction down to the nanosecond", () => {
    expect(parseIsoDate("1970-01-01T00:00:00.000000001Z", "UTC")).toBe(1n);
  });

  it("moves a wall time in a DST gap forward by the jump", () => {
    const instant = parseIsoDate("2024-03-10T02:30", NEW_YORK);
    expect(formatIso(instant, NEW_YORK)).toBe("2024-03-10T03:30:00-04:00");
  });

  it("reads a repeated wall time as its first occurrence", () => {
    const instant = parseIsoDate("2024-11-03T01:30", NEW_YORK);
    expect(formatIso(instant, NEW_YORK)).toBe("2024-11-03T01:30:00-04:00");
  });

  it("accepts February 29 in leap years only", () => {
    expect(formatIso(parseIsoDate("2024-02-29", "UTC"))).toBe("2024-02-29T00:00:00Z");
    expect(formatIso(parseIsoDate("2000-02-29", "UTC"))).toBe("2000-02-29T00:00:00Z");
    expect(() => parseIsoDate("2023-02-29", "UTC")).toThrow(
      dateNotRealMessage("2023-02-29", "February 2023 has 28 days"),
    );
    expect(() => parseIsoDate("1900-02-29", "UTC")).toThrow("February 1900 has 28 days");
  });

  it("knows the Gregorian leap-year rule", () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
  });

  it("names a month or hour that does not exist", () => {
    expect(() => parseIsoDate("2023-13-01", "UTC")).toThrow("month 13 does not exist (01 to 12)");
    expect(() => parseIsoDate("2023-01-01T24:00", "UTC")).toThrow("hour 24 does not exist");
  });

  it("reads years 0001 and 9999", () => {
    expect(parseIsoDate("0001-01-01T00:00:00Z", "UTC")).toBe(-62_135_596_800_000_000_000n);
    expect(parseIsoDate("9999-12-31T23:59:59Z", "UTC")).toBe(253_402_300_799_000_000_000n);
  });

  it("refuses text that is not ISO 8601", () => {
    expect(() => parseIsoDate("14/11/2023", "UTC")).toThrow(dateNotIsoMessage("14/11/2023"));
  });

  it("refuses dates beyond JavaScript's range", () => {
    expect(() => parseIsoDate("+275760-09-13T00:00:00.001Z", "UTC")).toThrow(
      dateOutOfRangeMessage("+275760-09-13T00:00:00.001Z"),
    );
    expect(() => parseIsoDate("+999999-01-01", "UTC")).toThrow(
      dateOutOfRangeMessage("+999999-01-01"),
    );
  });
});

describe("the results table", () => {
  it("lists UTC, local, the chosen zone, ISO 8601, RFC 2822, relative time and each unit", () => {
    const rows = describeInstant(1_700_000_000_000_000_000n, {
      timeZone: NEW_YORK,
      localZone: PARIS,
      now: 1_700_000_000_000 + 3 * 86_400_000,
    });
    expect(Object.fromEntries(rows.map((r) => [r.label, r.value]))).toMatchObject({
      UTC: "Tue, Nov 14, 2023, 22:13:20 UTC",
      "Local (Europe/Paris)": "Tue, Nov 14, 2023, 23:13:20 GMT+1",
      "Time zone (America/New_York)": "Tue, Nov 14, 2023, 17:13:20 EST",
      "ISO 8601 (UTC)": "2023-11-14T22:13:20Z",
      "ISO 8601 (America/New_York)": "2023-11-14T17:13:20-05:00",
      "RFC 2822 (America/New_York)": "Tue, 14 Nov 2023 17:13:20 -0500",
      Relative: "3 days ago",
      Seconds: "1700000000",
      Nanoseconds: "1700000000000000000",
    });
  });
});

describe("round trips", () => {
  const NANOS: Record<EpochUnit, bigint> = {
    seconds: 1_000_000_000n,
    milliseconds: 1_000_000n,
    microseconds: 1_000n,
    nanoseconds: 1n,
  };
  const maxNs = MAX_EPOCH_MS * 1_000_000n;

  for (const unit of EPOCH_UNITS) {
    it(`epoch ${unit} → ISO 8601 date → epoch is the identity within range`, () => {
      const limit = maxNs / NANOS[unit];
      fc.assert(
        fc.property(fc.bigInt({ min: -limit, max: limit }), (value) => {
          const { nanoseconds } = readTimestamp(value.toString(), unit);
          const back = parseIsoDate(formatIso(nanoseconds), "UTC");
          expect(epochIn(back, unit)).toBe(value.toString());
        }),
        { numRuns: 300 },
      );
    });
  }
});
