// The Colour Converter's details the broad tests pass over: each function's component names in
// its messages, the hue of HSL and HWB whichever channel is largest, HSL of colours outside sRGB
// (CSS Color 4's rgbToHsl), greys' powerless hues, APCA's clips, gamut mapping checked against an
// independent implementation, and the layout of the report.
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { type Color, convert, mapToSrgb } from "./color-spaces";
import { apcaContrast, colorConverter, parseColor } from "./color-converter";

const report = (text: string, against = "white") => colorConverter({ text, against });
const line = (text: string, label: string) =>
  report(text)
    .split("\n")
    .find((l) => l.startsWith(`${label}:`));

describe("messages", () => {
  it("names each function's components by CSS Color 4's names when the count is wrong", () => {
    const cases: [string, string][] = [
      ["rgb()", "Input, rgb(): it takes 3 values (red, green, blue), this has 0"],
      ["hsl(1 2)", "Input, hsl(): it takes 3 values (hue, saturation, lightness), this has 2"],
      ["hwb(1 2)", "Input, hwb(): it takes 3 values (hue, whiteness, blackness), this has 2"],
      ["lab(1 2)", "Input, lab(): it takes 3 values (lightness, a, b), this has 2"],
      ["lch(1 2)", "Input, lch(): it takes 3 values (lightness, chroma, hue), this has 2"],
      ["oklab(1 2 3 4)", "Input, oklab(): it takes 3 values (lightness, a, b), this has 4"],
      ["oklch(1)", "Input, oklch(): it takes 3 values (lightness, chroma, hue), this has 1"],
    ];
    for (const [text, message] of cases)
      expect(
        thrownMessage(() => parseColor(text)),
        text,
      ).toBe(message);
  });

  it("names the component that is wrong", () => {
    expect(thrownMessage(() => parseColor("hsl(0 50% x)"))).toBe(
      'Input, hsl(), lightness: "x" is not a number or a percentage',
    );
    expect(thrownMessage(() => parseColor("lch(x 0 0)"))).toBe(
      'Input, lch(), lightness: "x" is not a number or a percentage',
    );
  });

  it("rejects hex digits that are only partly hex, and text before a function", () => {
    for (const text of ["#12g", "#g12"])
      expect(thrownMessage(() => parseColor(text))).toBe(
        `"${text}" is not a hex colour: it takes 3, 4, 6 or 8 hex digits after #`,
      );
    expect(thrownMessage(() => parseColor("my rgb(1 2 3)"))).toBe(
      'Input: "my rgb(1 2 3)" is not a CSS colour: a hex (#663399), a name (rebeccapurple) or a function (rgb(), hsl(), oklch()…)',
    );
  });
});

describe("reading", () => {
  it("reads an OKLCH hue as an angle", () => {
    expect(parseColor("oklch(0.5 0.1 0.5turn)").coords[2]).toBeCloseTo(180, 9);
  });

  it("reads numbers with a point and several decimals or a two-digit exponent", () => {
    expect(parseColor("lab(50 .25 0)").coords).toEqual([50, 0.25, 0]);
    expect(parseColor("lab(5e01 12e+10 -25E-10)").coords).toEqual([50, 12e10, -25e-10]);
  });

  it("gives a hex colour or a name without alpha full opacity", () => {
    expect(parseColor("#663399").alpha).toBe(1);
    expect(parseColor("rebeccapurple").alpha).toBe(1);
  });

  it("clamps rgba() channels as rgb() does", () => {
    expect(parseColor("rgba(300, -5, 20, 1)").coords).toEqual([1, 0, 20 / 255]);
  });
});

describe("hue", () => {
  it("writes the hue of HSL and HWB whichever channel is largest", () => {
    // By hand, CSS Color 4's rgbToHsl: #cc6633 is r 0.8 g 0.4 b 0.2, so hue 60 × (0.2 / 0.6) = 20.
    expect(line("#cc6633", "HSL")).toBe("HSL:        hsl(20 60% 50%)");
    expect(line("#cc3366", "HSL")).toBe("HSL:        hsl(340 60% 50%)");
    expect(line("#cc3366", "HWB")).toBe("HWB:        hwb(340 20% 20%)");
    expect(line("#33cc66", "HSL")).toBe("HSL:        hsl(140 60% 50%)");
    expect(line("#ff8000", "HSL")).toBe("HSL:        hsl(30.12 100% 50%)");
  });

  it("gives HSL of colours outside sRGB as CSS Color 4's rgbToHsl does", () => {
    const hsl = (coords: [number, number, number]) =>
      convert({ space: "srgb", coords, alpha: 1 }, "hsl").coords;
    // Lightness 0 or 1 with channels apart: saturation 0, not a division by zero.
    expect(hsl([-0.5, 0.5, 0])).toEqual([150, 0, 0]);
    expect(hsl([1.5, 0.5, 1])).toEqual([330, 0, 1]);
    // A negative saturation (-1/3 here) turns the hue round by 180 degrees (144 + 180).
    const [h, s, l] = hsl([-1, -0.5, -0.8]);
    expect([h, s, l]).toEqual([expect.closeTo(324, 9), expect.closeTo(1 / 3, 9), -0.75]);
  });

  it("gives HWB from any space", () => {
    const [h, w, b] = convert({ space: "srgb-linear", coords: [0, 1, 0], alpha: 1 }, "hwb").coords;
    expect([h, w, b]).toEqual([expect.closeTo(120, 9), expect.closeTo(0, 9), expect.closeTo(0, 9)]);
  });

  it("writes a grey's OKLCH hue as 0, since a grey has none", () => {
    // #808080 is OKLab lightness 0.59987 (css_color_4.py); its chroma is rounding noise.
    expect(line("gray", "OKLCH")).toBe("OKLCH:      oklch(0.5999 0 0)");
  });

  it("writes a colour typed in LCH back as typed, with its hue", () => {
    expect(line("lch(50 0 120)", "LCH")).toBe("LCH:        lch(50 0 120)");
  });
});

describe("APCA", () => {
  // The APCA-W3 0.0.98G-4g formula written again in python: 104.345 for #1a1a1a-ish grey 0.1 on
  // white (its soft clamp near black at work), and 0 for pairs under its 0.1 low clip.
  it("applies its soft clamp near black", () => {
    expect(apcaContrast([0.1, 0.1, 0.1], [1, 1, 1])).toBeCloseTo(104.345, 2);
    expect(apcaContrast([1, 1, 1], [0.1, 0.1, 0.1])).toBeCloseTo(-106.603, 2);
  });

  it("gives 0 under its low clip, either way round", () => {
    expect(apcaContrast([0.5, 0.5, 0.5], [0.55, 0.55, 0.55])).toBe(0);
    expect(apcaContrast([0.55, 0.55, 0.55], [0.5, 0.5, 0.5])).toBe(0);
    expect(apcaContrast([0.5, 0.5, 0.5], [0.6, 0.6, 0.6])).toBeCloseTo(10.511, 2);
  });
});

describe("gamut mapping", () => {
  it("brings colours into sRGB as an independent implementation of CSS Color 4's algorithm does", () => {
    // culori 4's toGamut("rgb", "oklch") (deltaEOK, just noticeable difference 0.02) gives these.
    const cases: [string, string][] = [
      ["oklch(0.7 0.25 145)", "#00c30b"],
      ["color(display-p3 0 1 0)", "#00fb29"],
      ["color(display-p3 1 0 0)", "#ff0b0c"],
      ["oklch(0.6 0.3 30)", "#f70000"],
      ["oklch(0.9 0.2 200)", "#00feff"],
      ["oklch(0.87 0.3 142)", "#07ff00"],
      ["oklch(0.97 0.1 100)", "#fff7a8"],
      // Just outside sRGB: clipping changes it less than the just noticeable difference.
      ["oklch(0.63 0.26 29.2)", "#ff0000"],
    ];
    for (const [text, hex] of cases) expect(line(text, "Hex"), text).toBe(`Hex:        ${hex}`);
  });

  it("gives white at OKLCH lightness 1 and above, and black at 0 and below", () => {
    const oklch = (l: number): Color => ({ space: "oklch", coords: [l, 0.3, 120], alpha: 1 });
    expect(mapToSrgb(oklch(1))).toEqual([1, 1, 1]);
    expect(mapToSrgb(oklch(1.2))).toEqual([1, 1, 1]);
    expect(mapToSrgb(oklch(0))).toEqual([0, 0, 0]);
    expect(mapToSrgb(oklch(-0.1))).toEqual([0, 0, 0]);
  });

  it("says a colour is outside Display P3 when only its P3 channels say so", () => {
    // XYZ 0.2 0.6 0.1 is P3 red -0.35 (XYZ_TO_P3's first row), while its XYZ is within 0 to 1.
    expect(report("color(xyz 0.2 0.6 0.1)")).toContain("Gamut: outside sRGB and Display P3");
  });

  it("measures contrast on the colour as brought into sRGB", () => {
    // WCAG 2's relative luminance of the hex shown; the page measures before rounding to bytes.
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const text = colorConverter({ text: "color(display-p3 0 1 0)", against: "black" });
    const hex = /^Hex: +(#[0-9a-f]{6})$/m.exec(text)?.[1] ?? "";
    const shown = Number(/Contrast with black: ([\d.]+):1/.exec(text)?.[1]);
    expect(Math.abs(shown - (luminance(hex) + 0.05) / 0.05)).toBeLessThan(0.1);
  });
});

describe("the report", () => {
  it("lays out the gamut, contrast and tints in blocks, naming the second colour as typed", () => {
    // Red's relative luminance is 0.2126 (WCAG 2), so against black (0.2126 + 0.05) / 0.05 = 5.25.
    const lines = colorConverter({ text: "red", against: "  black " }).split("\n");
    expect(lines.slice(9)).toEqual([
      "Name:       red",
      "",
      "Gamut: inside sRGB (and Display P3)",
      "",
      "Contrast with black: 5.25:1",
      "  WCAG 2 AA:  pass for normal text, pass for large text",
      "  WCAG 2 AAA: fail for normal text, pass for large text",
      // APCA-W3 0.0.98G-4g in python: red text on black is Lc -37.545.
      "  APCA Lc:    -37.5 (this colour as text on black)",
      "",
      expect.stringMatching(/^Tints \(toward white in OKLab, 10 % steps\): /),
      expect.stringMatching(/^Shades \(toward black in OKLab, 10 % steps\): /),
    ]);
  });
});
