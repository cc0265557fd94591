// The Colour Converter at its edges: the whole report of a colour (its numbers as the python
// reference gives them), alpha, what a percentage means in each function, the clamps CSS applies,
// number and angle syntax, gamut notes, APCA's soft clamp, and the messages' own details.
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { apcaContrast, colorConverter, parseColor, round } from "./color-converter";

const report = (text: string, against = "white") => colorConverter({ text, against });

it("writes rebeccapurple in every form, as CSS Color 4's sample code in python gives it", () => {
  // python test-support/color-converter/css_color_4.py: lab 32.3928 38.4236 -47.6865, lch 32.3928
  // 61.2403 308.8602, oklab 0.4403 0.0882 -0.1339, oklch 0.4403 0.1603 303.3785, P3 0.3737 0.2103 0.5791.
  expect(report("rebeccapurple").split("\n").slice(0, 10)).toEqual([
    "Hex:        #663399",
    "RGB:        rgb(102 51 153)",
    "HSL:        hsl(270 50% 40%)",
    "HWB:        hwb(270 20% 40%)",
    "Lab:        lab(32.393 38.424 -47.687)",
    "LCH:        lch(32.393 61.24 308.86)",
    "OKLab:      oklab(0.4403 0.0882 -0.1339)",
    "OKLCH:      oklch(0.4403 0.1603 303.379)",
    "Display P3: color(display-p3 0.3737 0.2103 0.5791)",
    "Name:       rebeccapurple",
  ]);
  expect(report("rebeccapurple")).toContain(
    "Tints (toward white in OKLab, 10 % steps): #7449a4 #825daf #9171ba #a085c4 #af99ce #beadd8 #cec1e2 #ded5ec #eeeaf6\nShades (toward black in OKLab, 10 % steps): #582b84 #4a2370 #3c1c5d #2f144a #230d38 #170727 #0c0317 #040108 #000001",
  );
});

it("writes alpha in every form and in the hex, and clamps it", () => {
  expect(report("rgb(0 0 0 / 0.5)").split("\n").slice(0, 9)).toEqual([
    "Hex:        #00000080",
    "RGB:        rgb(0 0 0 / 0.5)",
    "HSL:        hsl(0 0% 0% / 0.5)",
    "HWB:        hwb(0 0% 100% / 0.5)",
    "Lab:        lab(0 0 0 / 0.5)",
    "LCH:        lch(0 0 0 / 0.5)",
    "OKLab:      oklab(0 0 0 / 0.5)",
    "OKLCH:      oklch(0 0 0 / 0.5)",
    "Display P3: color(display-p3 0 0 0 / 0.5)",
  ]);
  expect(parseColor("rgb(0 0 0 / 150%)").alpha).toBe(1);
  expect(parseColor("rgb(0 0 0 / -1)").alpha).toBe(0);
  expect(parseColor("hsl(0 0% 0% / 25%)").alpha).toBe(0.25);
  expect(parseColor("transparent")).toEqual({ space: "srgb", coords: [0, 0, 0], alpha: 0 });
  expect(report("#abcd").split("\n")[0]).toBe("Hex:        #aabbccdd");
  expect(report("#ABCDEF").split("\n")[0]).toBe("Hex:        #abcdef");
});

it("reads percentages as each function means them, and clamps as CSS does", () => {
  const cases: [string, number[]][] = [
    ["lab(50% 20% -20%)", [50, 25, -25]],
    ["lch(50% 50% 120)", [50, 75, 120]],
    ["oklab(50% 50% -50%)", [0.5, 0.2, -0.2]],
    ["oklch(50% 50% 120)", [0.5, 0.2, 120]],
    ["hsl(120 50 50)", [120, 0.5, 0.5]],
    ["hwb(0.5turn 10% 10%)", [180, 0.1, 0.1]],
    ["color(srgb 50% 0 0)", [0.5, 0, 0]],
    ["color(srgb-linear 1 0 0)", [1, 0, 0]],
    ["color(xyz-d50 0.5 0.5 0.5)", [0.5, 0.5, 0.5]],
    ["color(xyz-d65 0.5 0.5 0.5)", [0.5, 0.5, 0.5]],
    ["lab(150 0 0)", [100, 0, 0]],
    ["lab(-10 0 0)", [0, 0, 0]],
    ["lch(120 10 10)", [100, 10, 10]],
    ["oklab(1.5 0 0)", [1, 0, 0]],
    ["oklch(-1 0.1 0)", [0, 0.1, 0]],
    ["lch(50 -10 0)", [50, 0, 0]],
    ["oklch(0.5 -0.1 0)", [0.5, 0, 0]],
    ["rgb(300 -5 20)", [1, 0, 20 / 255]],
    ["rgba(50%, 100%, 0%, 1)", [0.5, 1, 0]],
    ["hsl(200grad 100% 50%)", [180, 1, 0.5]],
    ["hsl(90deg 0% 0%)", [90, 0, 0]],
    ["hsla(1.5707963267948966rad, 100%, 50%, 1)", [90, 1, 0.5]],
  ];
  for (const [text, coords] of cases) {
    const got = parseColor(text).coords;
    coords.forEach((c, i) => expect([text, i, got[i]]).toEqual([text, i, expect.closeTo(c, 9)]));
  }
  expect(parseColor("color(srgb 1 0 0)").space).toBe("srgb");
  expect(parseColor("color(xyz 0.5 0.5 0.5)").space).toBe("xyz-d65");
  expect(parseColor("color(xyz-d50 0.5 0.5 0.5)").space).toBe("xyz-d50");
  expect(parseColor("color(srgb-linear 0.5 0.5 0.5)").space).toBe("srgb-linear");
  expect(parseColor("lab(50 0 0)").space).toBe("lab");
});

it("reads CSS numbers with signs, leading points and exponents", () => {
  expect(parseColor("rgb(.5 1e2 1E-1)").coords.map((c) => c * 255)).toEqual([
    expect.closeTo(0.5, 9),
    expect.closeTo(100, 9),
    expect.closeTo(0.1, 9),
  ]);
  expect(parseColor("lab(+50 -.5e1 5.)").coords).toEqual([50, -5, 5]);
  expect(thrownMessage(() => parseColor("lab(50 1e 0)"))).toBe(
    'Input, lab(), a: "1e" is not a number or a percentage',
  );
  expect(thrownMessage(() => parseColor("lab(50 . 0)"))).toBe(
    'Input, lab(), a: "." is not a number or a percentage',
  );
  expect(thrownMessage(() => parseColor("lab(50 x5 0)"))).toBe(
    'Input, lab(), a: "x5" is not a number or a percentage',
  );
  expect(thrownMessage(() => parseColor("lab(50 5deg 0)"))).toBe(
    'Input, lab(), a: "5deg" is not a number or a percentage',
  );
  expect(thrownMessage(() => parseColor("lch(50 5 5%)"))).toBe(
    'Input, lch(), hue: "5%" is not an angle (a number, deg, rad, grad or turn)',
  );
  expect(thrownMessage(() => parseColor("rgb(0 0 0 / 5deg)"))).toBe(
    'Input, rgb(), alpha: "5deg" is not a number or a percentage',
  );
});

it("reads names and hex in any case and with space around, and names what is not", () => {
  expect(parseColor("  RebeccaPurple  ").coords).toEqual([0.4, 0.2, 0.6]);
  expect(parseColor(" #FFF ").coords).toEqual([1, 1, 1]);
  expect(parseColor("RGB( 1 2 3 )").coords.map((c) => Math.round(c * 255))).toEqual([1, 2, 3]);
  expect(thrownMessage(() => parseColor("rgb(1,,2,3)"))).toBe(
    "Input, rgb(): separate the values with commas or with spaces, not both",
  );
  expect(thrownMessage(() => parseColor("#abcdefab1"))).toBe(
    '"#abcdefab1" is not a hex colour: it takes 3, 4, 6 or 8 hex digits after #',
  );
  expect(thrownMessage(() => parseColor("x#fff"))).toMatch(/^Input: "x#fff" is not a CSS colour/);
  expect(thrownMessage(() => parseColor("rgb(1 2 3)x"))).toMatch(
    /^Input: "rgb\(1 2 3\)x" is not a CSS colour/,
  );
  expect(thrownMessage(() => parseColor(`  ${"q".repeat(60)}  `))).toBe(
    `Input: "${"q".repeat(40)}" is not a CSS colour: a hex (#663399), a name (rebeccapurple) or a function (rgb(), hsl(), oklch()…)`,
  );
  expect(thrownMessage(() => parseColor("color( display-p3 1 0)"))).toBe(
    "Input, color(): display-p3 takes 3 values, this has 2",
  );
});

it("says when a colour is outside both sRGB and Display P3", () => {
  expect(report("lab(50 120 -120)")).toContain(
    "Gamut: outside sRGB and Display P3: hex, RGB, HSL and HWB show it brought into sRGB",
  );
  expect(report("color(display-p3 0 1 0)")).toContain("Gamut: inside Display P3 but outside sRGB");
});

it("writes numbers without trailing zeros, and never -0", () => {
  expect(round(1.5, 3)).toBe("1.5");
  expect(round(2, 3)).toBe("2");
  expect(round(10, 0)).toBe("10");
  expect(round(-0.00001, 3)).toBe("0");
  expect(round(100.25, 1)).toBe("100.3");
  expect(round(-1.25, 2)).toBe("-1.25");
});

it("measures APCA with its soft clamp near black, and nothing between the same colours", () => {
  expect(apcaContrast([0.1, 0.1, 0.1], [0.1, 0.1, 0.1])).toBe(0);
  // The APCA-W3 0.0.98G-4g formula written again in python gives -8.374, -34.526 and 36.948 for
  // these greys; without the soft clamp near black the first would be -11.7.
  expect(apcaContrast([0.25, 0.25, 0.25], [0, 0, 0])).toBeCloseTo(-8.374, 2);
  expect(apcaContrast([0.5, 0.5, 0.5], [0, 0, 0])).toBeCloseTo(-34.526, 2);
  expect(apcaContrast([0, 0, 0], [0.5, 0.5, 0.5])).toBeCloseTo(36.948, 2);
  expect(report("white", "black")).toContain("APCA Lc:    -107.9 (this colour as text on black)");
});
