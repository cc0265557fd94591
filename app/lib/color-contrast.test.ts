import { contrastRatio, parseHexColor, relativeLuminance, toHexColor } from "./color-contrast";

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

describe("hex colours", () => {
  it("reads #rrggbb in either case", () => {
    expect(parseHexColor("#1A2b3C")).toEqual({ r: 0x1a, g: 0x2b, b: 0x3c });
  });

  it("reads the #rgb short form by doubling each digit", () => {
    expect(parseHexColor("#f80")).toEqual({ r: 0xff, g: 0x88, b: 0x00 });
  });

  it("accepts a missing # and surrounding spaces", () => {
    expect(parseHexColor("  00ff00 ")).toEqual({ r: 0, g: 255, b: 0 });
  });

  it.each(["", "#", "#12", "#12345", "#1234567", "#ggg", "red", "rgb(0,0,0)"])(
    "rejects %j",
    (text) => {
      expect(parseHexColor(text)).toBeNull();
    },
  );

  it("writes a colour as lower-case #rrggbb", () => {
    expect(toHexColor({ r: 10, g: 171, b: 255 })).toBe("#0aabff");
  });
});

describe("WCAG contrast", () => {
  it("gives black a luminance of 0 and white 1", () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
  });

  it("gives 21:1 for black on white, in either order", () => {
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
  });

  it("gives 1:1 for a colour against itself", () => {
    const teal = parseHexColor("#008080")!;
    expect(contrastRatio(teal, teal)).toBe(1);
  });

  it("matches published WCAG values", () => {
    // #767676 on white is the classic just-passing AA grey (4.54:1).
    expect(contrastRatio(parseHexColor("#767676")!, WHITE)).toBeCloseTo(4.54, 2);
    // #777777 on white just fails AA (4.48:1).
    expect(contrastRatio(parseHexColor("#777")!, WHITE)).toBeCloseTo(4.48, 2);
  });
});
