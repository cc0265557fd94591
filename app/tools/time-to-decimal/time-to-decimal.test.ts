import fc from "fast-check";
import {
  ROUNDING_OPTIONS,
  conversionTable,
  convertTimes,
  formatClock,
  formatRatio,
  notATimeMessage,
  notDecimalHoursMessage,
  parseDecimalHours,
  parseDuration,
  partNotANumberMessage,
  partOutOfRangeMessage,
} from "./time-to-decimal";

const toDecimal = (text: string, decimals = 2) =>
  convertTimes(text, { direction: "time-to-decimal", decimals });
const toTime = (text: string, decimals = 2) =>
  convertTimes(text, { direction: "decimal-to-time", decimals });
const hoursOf = (text: string, decimals = 2) => toDecimal(text, decimals).rows[0].values[0];

describe("time to decimal hours", () => {
  it('turns "01:30:00" into 1.5 hours', () => {
    expect(hoursOf("01:30:00")).toBe("1.50");
  });

  it('turns "2:45" into 2.75 hours', () => {
    expect(hoursOf("2:45")).toBe("2.75");
  });

  it("gives decimal minutes and seconds too", () => {
    expect(toDecimal("01:30:15").rows[0].values).toEqual(["1.50", "90.25", "5415.00"]);
  });

  it("accepts more than 24 hours", () => {
    expect(hoursOf("100:15:00")).toBe("100.25");
  });

  it("accepts a negative duration", () => {
    expect(hoursOf("-1:15")).toBe("-1.25");
  });

  it("accepts milliseconds on the seconds", () => {
    expect(toDecimal("0:00:01.5").rows[0].values[2]).toBe("1.50");
  });
});

describe("rounding", () => {
  it("offers 0 to 6 decimals", () => {
    expect(ROUNDING_OPTIONS.map((o) => o.value)).toEqual(["0", "1", "2", "3", "4", "5", "6"]);
  });

  it("rounds to the chosen number of decimals", () => {
    expect(hoursOf("0:20", 0)).toBe("0");
    expect(hoursOf("0:20", 3)).toBe("0.333");
    expect(hoursOf("0:20", 6)).toBe("0.333333");
  });

  it("rounds halves away from zero, exactly", () => {
    // 2:40:30 is 2.675 h, which binary floating point would round down to 2.67.
    expect(hoursOf("2:40:30")).toBe("2.68");
    expect(hoursOf("-2:40:30")).toBe("-2.68");
  });

  it("writes a value that rounds to zero without a minus sign", () => {
    expect(formatRatio(-1n, 1000n, 2)).toBe("0.00");
  });
});

describe("totals", () => {
  it("adds every line", () => {
    const result = toDecimal("01:30:00\n2:45\n0:15");
    expect(result.total).toEqual(["04:30:00", "4.50", "270.00", "16200.00"]);
  });

  it("rounds the exact sum, not the sum of rounded lines", () => {
    // Each 0:00:20 is 0.01 h rounded; three of them are exactly 1 minute, 0.02 h.
    expect(toDecimal("0:00:20\n0:00:20\n0:00:20").total[1]).toBe("0.02");
  });

  it("leaves bad lines out of the total", () => {
    const result = toDecimal("1:00\nnope\n2:00");
    expect(result.total[0]).toBe("03:00:00");
    expect(result.errors).toHaveLength(1);
  });

  it("writes the table with a header and a total row for CSV", () => {
    expect(conversionTable(toDecimal("1:30"))).toEqual([
      ["Line", "Time", "Decimal hours", "Decimal minutes", "Seconds"],
      ["1", "1:30", "1.50", "90.00", "5400.00"],
      ["Total", "01:30:00", "1.50", "90.00", "5400.00"],
    ]);
  });
});

describe("decimal hours to time", () => {
  it("turns 1.5 into 01:30:00", () => {
    expect(toTime("1.5").rows[0].values).toEqual(["01:30:00", "5400"]);
  });

  it("rounds to the nearest second", () => {
    expect(toTime("0.0001").rows[0].values[0]).toBe("00:00:00");
    expect(toTime("0.00015").rows[0].values[0]).toBe("00:00:01");
  });

  it("writes negative and more-than-a-day values", () => {
    expect(toTime("-0.25").rows[0].values[0]).toBe("-00:15:00");
    expect(toTime("26.5").rows[0].values[0]).toBe("26:30:00");
  });

  it("accepts a fraction without a leading zero", () => {
    expect(toTime(".75").rows[0].values[0]).toBe("00:45:00");
  });

  it("totals the lines in hours and as a clock time", () => {
    expect(toTime("1.5\n2.75").total).toEqual(["4.25", "04:15:00", "15300"]);
  });
});

describe("messages", () => {
  it("names the line and the part that is not a number", () => {
    expect(toDecimal("1:00\n1:x5").errors).toEqual([partNotANumberMessage(2, "minutes", "x5")]);
    expect(toDecimal("1:00\n\naa:00").errors).toEqual([partNotANumberMessage(3, "hours", "aa")]);
    expect(toDecimal("1:00:5s").errors).toEqual([partNotANumberMessage(1, "seconds", "5s")]);
  });

  it("names the part that is out of range", () => {
    expect(toDecimal("1:75").errors).toEqual([partOutOfRangeMessage(1, "minutes", "75")]);
    expect(toDecimal("1:00:60").errors).toEqual([partOutOfRangeMessage(1, "seconds", "60")]);
    expect(partOutOfRangeMessage(1, "minutes", "75")).toBe(
      'Line 1: minutes "75" must be between 0 and 59.',
    );
  });

  it("explains the format when the line has no colon or too many", () => {
    expect(toDecimal("130").errors).toEqual([notATimeMessage(1, "130")]);
    expect(toDecimal("1:2:3:4").errors).toEqual([notATimeMessage(1, "1:2:3:4")]);
  });

  it("refuses decimal hours that are not a number", () => {
    expect(toTime("1,5").errors).toEqual([notDecimalHoursMessage(1, "1,5")]);
    expect(toTime(".").errors).toEqual([notDecimalHoursMessage(1, ".")]);
  });

  it("skips blank lines without a message", () => {
    expect(toDecimal("\n  \n1:00\n").errors).toEqual([]);
  });
});

describe("round trip", () => {
  it("hh:mm:ss → decimal hours (6 decimals) → hh:mm:ss keeps every second", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (seconds) => {
        const clock = formatClock(BigInt(seconds) * 1000n);
        const hours = formatRatio(parseDuration(clock, 1), 3_600_000n, 6);
        expect(formatClock(parseDecimalHours(hours, 1) * 1000n)).toBe(clock);
      }),
      { numRuns: 500 },
    );
  });
});
