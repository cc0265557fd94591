import { describe, expect, it } from "vitest";
import { inferSimpleType, isXsdDate, isXsdDateTime } from "./xsd-types";

describe("inferSimpleType", () => {
  it("infers integer for whole numbers, signs and surrounding whitespace allowed", () => {
    expect(inferSimpleType(["42", "-7", "+3", " 12\n"])).toBe("integer");
  });

  it("widens integers to decimal when one value has a fraction", () => {
    expect(inferSimpleType(["1", "2.50", ".5"])).toBe("decimal");
  });

  it("infers boolean only for the words true and false", () => {
    expect(inferSimpleType(["true", "false"])).toBe("boolean");
  });

  it("keeps 0 and 1 as integers", () => {
    expect(inferSimpleType(["0", "1"])).toBe("integer");
  });

  it("infers date and dateTime, with or without a time zone", () => {
    expect(inferSimpleType(["2024-02-29", "2025-01-31Z", "2025-12-01+02:00"])).toBe("date");
    expect(inferSimpleType(["2024-02-29T10:00:00", "2025-01-31T23:59:59.5-05:00"])).toBe(
      "dateTime",
    );
  });

  it("falls back to string when the values fit no single type", () => {
    expect(inferSimpleType(["1", "true"])).toBe("string");
    expect(inferSimpleType(["2024-01-01", "2024-01-01T00:00:00"])).toBe("string");
  });

  it("treats an empty value as a string", () => {
    expect(inferSimpleType(["1", ""])).toBe("string");
    expect(inferSimpleType(["  "])).toBe("string");
  });

  it("does not take numbers in exponent notation or with spaces inside", () => {
    expect(inferSimpleType(["1e5"])).toBe("string");
    expect(inferSimpleType(["1 000"])).toBe("string");
  });

  it("does not call a date with whitespace around it a date: libxml2 refuses it as xs:date", () => {
    // fast-check found "2024-02-29 " in a generated document that libxml2 did not validate.
    expect(inferSimpleType(["2024-02-29 "])).toBe("string");
    expect(inferSimpleType(["\n2025-01-01T10:00:00Z"])).toBe("string");
    expect(inferSimpleType(["2024-02-29"])).toBe("date");
  });

  it("does not trim whitespace other than XML's own", () => {
    expect(inferSimpleType(["\u00a012"])).toBe("string");
  });
});

describe("dates", () => {
  it("rejects days that are not in the calendar", () => {
    expect(isXsdDate("2023-02-29")).toBe(false);
    expect(isXsdDate("2024-04-31")).toBe(false);
    expect(isXsdDate("2000-02-29")).toBe(true);
    expect(isXsdDate("1900-02-29")).toBe(false);
  });

  it("rejects the year 0000 and out-of-range time zones", () => {
    expect(isXsdDate("0000-01-01")).toBe(false);
    expect(isXsdDate("2024-01-01+14:00")).toBe(true);
    expect(isXsdDate("2024-01-01+14:30")).toBe(false);
  });

  it("rejects times beyond 23:59:59", () => {
    expect(isXsdDateTime("2024-01-01T24:00:00")).toBe(false);
    expect(isXsdDateTime("2024-01-01T23:59:60")).toBe(false);
    expect(isXsdDateTime("2024-01-01T23:60:00")).toBe(false);
    expect(isXsdDateTime("2024-01-01T23:59")).toBe(false);
  });
});
