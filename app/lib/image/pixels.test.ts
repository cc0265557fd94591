import { type Pixels, flattenOnWhite, hasTransparency, orientPixels } from "./pixels";

/** A 3 × 2 image whose pixel values are 1…6 in the red channel, row by row. */
function numbered(width = 3, height = 2): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([i + 1, 0, 0, 255], i * 4);
  return { data, width, height };
}
const reds = (p: Pixels) => {
  const rows: number[][] = [];
  for (let y = 0; y < p.height; y++)
    rows.push(Array.from({ length: p.width }, (_, x) => p.data[(y * p.width + x) * 4]));
  return rows;
};

describe("orientPixels", () => {
  // Stored:  1 2 3
  //          4 5 6
  it.each([
    [
      1,
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
    ],
    [
      2,
      [
        [3, 2, 1],
        [6, 5, 4],
      ],
    ],
    [
      3,
      [
        [6, 5, 4],
        [3, 2, 1],
      ],
    ],
    [
      4,
      [
        [4, 5, 6],
        [1, 2, 3],
      ],
    ],
    [
      5,
      [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
    ],
    [
      6,
      [
        [4, 1],
        [5, 2],
        [6, 3],
      ],
    ],
    [
      7,
      [
        [6, 3],
        [5, 2],
        [4, 1],
      ],
    ],
    [
      8,
      [
        [3, 6],
        [2, 5],
        [1, 4],
      ],
    ],
  ])("orientation %i shows the picture as EXIF defines it", (orientation, expected) => {
    const shown = orientPixels(numbered(), orientation);
    expect(reds(shown)).toEqual(expected);
    expect(shown.width).toBe(expected[0].length);
  });

  it("6 then 8 is the picture as stored (a turn each way)", () => {
    const once = orientPixels(numbered(5, 4), 6);
    const back = orientPixels(once, 8);
    expect(reds(back)).toEqual(reds(numbered(5, 4)));
  });
});

describe("transparency", () => {
  it("lays transparent pixels on white for JPEG", () => {
    const data = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 128]);
    const image = { data, width: 3, height: 1 };
    expect(hasTransparency(image)).toBe(true);
    const flat = flattenOnWhite(image);
    expect([...flat.data]).toEqual([255, 0, 0, 255, 255, 255, 255, 255, 127, 127, 255, 255]);
    expect(hasTransparency(flat)).toBe(false);
  });
});
