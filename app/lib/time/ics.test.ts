import { describe, expect, it } from "vitest";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { parseIcsProperty, readIcsComponents, unescapeIcsText, unfoldIcsLines } from "./ics";

describe("unfoldIcsLines", () => {
  it("joins a line that starts with a space to the one before, dropping the space", () => {
    expect(unfoldIcsLines("SUMMARY:Inde\r\n pendence Day\r\nEND:VEVENT")).toEqual([
      { text: "SUMMARY:Independence Day", line: 1 },
      { text: "END:VEVENT", line: 3 },
    ]);
  });

  it("joins a line that starts with a tab too", () => {
    expect(unfoldIcsLines("A:b\n\tc")[0].text).toBe("A:bc");
  });

  it("ignores a byte order mark", () => {
    expect(unfoldIcsLines("\uFEFFBEGIN:VCALENDAR")[0].text).toBe("BEGIN:VCALENDAR");
  });
});

describe("parseIcsProperty", () => {
  it("splits name, parameters and value", () => {
    expect(parseIcsProperty({ text: "dtstart;VALUE=DATE:20240101", line: 4 })).toEqual({
      name: "DTSTART",
      params: { VALUE: "DATE" },
      value: "20240101",
      line: 4,
    });
  });

  it("keeps a colon inside a quoted parameter value", () => {
    const property = parseIcsProperty({ text: 'X;ALTREP="cid:a;b":value:with:colons', line: 1 });
    expect([property.params.ALTREP, property.value]).toEqual(["cid:a;b", "value:with:colons"]);
  });

  it("names the line of text without a colon", () => {
    expect(thrownMessage(() => parseIcsProperty({ text: "garbage", line: 7 }))).toBe(
      'Line 7: "garbage" is not an iCalendar property (NAME:value).',
    );
  });
});

describe("unescapeIcsText", () => {
  it("unescapes commas, semicolons, backslashes and line breaks", () => {
    expect(unescapeIcsText("a\\, b\\; c\\\\ d\\ne")).toBe("a, b; c\\ d\ne");
  });
});

describe("readIcsComponents", () => {
  const calendar = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "SUMMARY:One",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

  it("returns the wanted components with their own properties only", () => {
    const [event] = readIcsComponents(calendar, "vevent");
    expect(event.properties.map((property) => property.name)).toEqual(["SUMMARY"]);
  });

  it("records the line of each component's BEGIN", () => {
    expect(readIcsComponents(calendar, "VEVENT")[0].line).toBe(3);
  });

  it("names a BEGIN that is never closed", () => {
    expect(
      thrownMessage(() => readIcsComponents("BEGIN:VCALENDAR\nBEGIN:VEVENT\n", "VEVENT")),
    ).toBe("Line 2: BEGIN:VEVENT has no END:VEVENT.");
  });

  it("names an END that closes the wrong component", () => {
    expect(
      thrownMessage(() =>
        readIcsComponents("BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR", "VEVENT"),
      ),
    ).toBe("Line 3: END:VCALENDAR does not close BEGIN:VEVENT (line 2).");
  });
});
