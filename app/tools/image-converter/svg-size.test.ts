import { SVG_DEFAULT_WIDTH, svgLength, svgSize, viewBoxRatio } from "./svg-size";

const root = (width: string | null, height: string | null, viewBox: string | null) =>
  svgSize({ width, height, viewBox });

describe("svgSize", () => {
  it("draws an SVG with only a viewBox 1,024 px wide at the viewBox's proportions", () => {
    expect(root(null, null, "0 0 200 100")).toEqual({ width: 1024, height: 512, explicit: false });
    expect(root(null, null, "-10 -10 30,90")).toEqual({
      width: 1024,
      height: 3072,
      explicit: false,
    });
    expect(root("100%", "100%", "0 0 4 3")).toEqual({ width: 1024, height: 768, explicit: false });
    expect(SVG_DEFAULT_WIDTH).toBe(1024);
  });

  it("keeps the SVG's own width and height, and fills in a missing one from the viewBox", () => {
    expect(root("120", "60", "0 0 10 10")).toEqual({ width: 120, height: 60, explicit: true });
    expect(root("300", null, "0 0 3 1")).toEqual({ width: 300, height: 100, explicit: false });
    expect(root(null, "2in", "0 0 1 2")).toEqual({ width: 96, height: 192, explicit: false });
    expect(root("50", null, null)).toEqual({ width: 50, height: 50, explicit: false });
  });

  it("draws an SVG with no size and no valid viewBox as a 1,024 px square", () => {
    for (const viewBox of [null, "", "0 0 0 10", "0 0 10", "a b c d", "0 0 -5 5"])
      expect(root(null, null, viewBox)).toEqual({ width: 1024, height: 1024, explicit: false });
  });
});

describe("svgLength and viewBoxRatio", () => {
  it("reads absolute lengths in any CSS unit, and nothing else", () => {
    expect(svgLength("120")).toBe(120);
    expect(svgLength(" 12.5px ")).toBe(12.5);
    expect(svgLength("72pt")).toBe(96);
    expect(svgLength("1e2")).toBe(100);
    expect(svgLength("2.54cm")).toBeCloseTo(96);
    for (const value of [null, "", "auto", "50%", "0", "-10", "10vw", "px", "1..2"])
      expect(svgLength(value)).toBeNull();
  });

  it("gives a viewBox's width over its height", () => {
    expect(viewBoxRatio("0 0 200 100")).toBe(2);
    expect(viewBoxRatio("0,0,1,4")).toBe(0.25);
    expect(viewBoxRatio("0 0 1")).toBeNull();
  });
});
