import { describe, expect, it } from "vitest";
import { CHART_HEIGHT, CHART_PADDING, CHART_WIDTH, chartLine } from "./chart-line";

describe("chartLine", () => {
  it("spans the box from the lowest to the highest value, keeping their decimal text", () => {
    const line = chartLine([
      { at: "a", value: "2" },
      { at: "b", value: "1.5" },
      { at: "c", value: "3.25" },
    ])!;
    expect(line.points.split(" ")[0]).toBe(`8.0,${(8 + ((3.25 - 2) / 1.75) * 184).toFixed(1)}`);
    const ys = line.points.split(" ").map((p) => Number(p.split(",")[1]));
    expect(Math.max(...ys)).toBe(CHART_HEIGHT - CHART_PADDING);
    expect(Math.min(...ys)).toBe(CHART_PADDING);
    expect(Number(line.points.split(" ")[2].split(",")[0])).toBe(CHART_WIDTH - CHART_PADDING);
    expect([line.low, line.high, line.first, line.last]).toEqual(["1.5", "3.25", "a", "c"]);
  });

  it("puts a flat series in the middle and has no line for no data", () => {
    const line = chartLine([
      { at: "a", value: "1" },
      { at: "b", value: "1" },
    ])!;
    expect(line.points).toBe(`8.0,100.0 592.0,100.0`);
    expect(chartLine([])).toBeNull();
  });
});
