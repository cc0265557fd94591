import { describe, expect, it } from "vitest";
import { parseConversion } from "./unit-parse";
import { ALL_UNITS, inputForCategory, inputForFrom, inputForTo, picksFor } from "./unit-pick";

describe("the lists under the input", () => {
  it("show the typed kind, source unit and target", () => {
    expect(picksFor(parseConversion("5 ft 3 in to m"))).toEqual({
      category: "length",
      from: "ft",
      to: "m",
    });
    expect(picksFor(parseConversion("72 °F")).to).toBe(ALL_UNITS);
  });

  it("write an input the parser reads back", () => {
    const parsed = parseConversion("5 ft 3 in to m");
    const picks = picksFor(parsed);
    expect(inputForTo(parsed, picks, "yd")).toBe("5 ft 3 in to yd");
    expect(inputForTo(parsed, picks, ALL_UNITS)).toBe("5 ft 3 in");
    expect(inputForFrom(parsed, "mi", "km")).toBe("5 mi to km");
    expect(inputForCategory("temperature")).toBe("1 °C to °F");
    for (const input of [
      inputForCategory("fuel"),
      inputForCategory("mass"),
      "1 long ton to oz t",
    ]) {
      expect(parseConversion(input), input).not.toBeNull();
    }
  });
});
