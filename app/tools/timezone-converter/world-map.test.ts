import {
  NATURAL_EARTH_EXTENT,
  mapHeight,
  mapPoint,
  naturalEarth,
  polygonsToPath,
  splitAtAntimeridian,
} from "./world-map";

describe("the Natural Earth projection", () => {
  it("puts longitude 0, latitude 0 at the origin", () => {
    expect(naturalEarth(0, 0)).toEqual([0, 0]);
  });

  it("matches the published extent (0.8707π wide at the equator)", () => {
    expect(NATURAL_EARTH_EXTENT.x).toBeCloseTo(0.8707 * Math.PI, 6);
    expect(NATURAL_EARTH_EXTENT.y).toBeCloseTo(1.4224, 3);
  });

  it("draws the poles narrower than the equator", () => {
    expect(naturalEarth(180, 90)[0]).toBeLessThan(naturalEarth(180, 0)[0]);
  });

  it("maps the world into a width × height box with north at the top", () => {
    expect(mapPoint(-180, 0, 1000)[0]).toBeCloseTo(0, 6);
    expect(mapPoint(180, 0, 1000)[0]).toBeCloseTo(1000, 6);
    expect(mapPoint(0, 90, 1000)[1]).toBeCloseTo(0, 6);
    expect(mapPoint(0, -90, 1000)[1]).toBeCloseTo(mapHeight(1000), 0);
  });
});

describe("SVG paths", () => {
  it("writes a move, relative lines and a close per ring", () => {
    const path = polygonsToPath(
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 0],
        ],
      ],
      1000,
    );
    expect(path).toMatch(/^M500 \d+(\.\d)?l[-\d. ]+z$/);
  });

  it("drops points that round onto the previous one", () => {
    const path = polygonsToPath(
      [
        [
          [0, 0],
          [0.00001, 0],
          [10, 0],
          [0, 0],
        ],
      ],
      1000,
    );
    expect(path.split(/[ -]/).length).toBe(
      polygonsToPath(
        [
          [
            [0, 0],
            [10, 0],
            [0, 0],
          ],
        ],
        1000,
      ).split(/[ -]/).length,
    );
  });

  it("leaves out a ring too small to see", () => {
    expect(
      polygonsToPath(
        [
          [
            [0, 0],
            [0.00001, 0.00001],
            [0, 0],
          ],
        ],
        1000,
      ),
    ).toBe("");
  });
});

describe("rings crossing the 180° meridian", () => {
  it("leaves a ring that stays on one side alone", () => {
    const ring = [
      [10, 10],
      [20, 10],
      [20, 20],
      [10, 10],
    ] as const;
    expect(splitAtAntimeridian(ring)).toEqual([ring]);
  });

  it("cuts a ring that crosses it into an eastern and a western part", () => {
    const ring = [
      [170, 0],
      [-170, 0],
      [-170, 10],
      [170, 10],
      [170, 0],
    ] as const;
    const parts = splitAtAntimeridian(ring);
    expect(parts).toHaveLength(2);
    const longitudes = parts.map((part) => part.map(([x]) => x));
    expect(longitudes.every((xs) => xs.every((x) => x >= -180 && x <= 180))).toBe(true);
    expect(longitudes.map((xs) => [Math.min(...xs), Math.max(...xs)])).toEqual(
      expect.arrayContaining([
        [170, 180],
        [-180, -170],
      ]),
    );
  });

  it("draws a ring around the pole (Antarctica) as it is", () => {
    const ring = [
      [-180, -80],
      [0, -70],
      [180, -80],
      [-180, -80],
    ] as const;
    expect(splitAtAntimeridian(ring)).toEqual([ring]);
  });
});
