// The Colour Converter against CSS Color 4's sample conversion code rewritten in python
// (test-support/color-converter/css_color_4.py) on 1,000 random colours in every space, within
// 0.001; the CSS syntax it reads; WCAG 2 contrast and APCA; gamut mapping; and its messages.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { seededRandom } from "../../../test-support/random";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { type Color, type Space, convert, inGamut, mapToSrgb } from "./color-spaces";
import { SAMPLE_INPUT, apcaContrast, colorConverter, formats, parseColor } from "./color-converter";

const random = seededRandom(48_6);
const SCRIPT = path.join(
  import.meta.dirname,
  "../../../test-support/color-converter/css_color_4.py",
);

type Reference = Record<string, [number, number, number]> & { luminance: number };
function python(colors: Color[]): Reference[] {
  const output = execFileSync("/usr/bin/python3", [SCRIPT], {
    input: JSON.stringify(colors.map((c) => [c.space, c.coords])),
    encoding: "utf8",
  });
  return JSON.parse(output) as Reference[];
}

/** Random coordinates in each space's usual range, some a little outside sRGB. */
function randomColor(space: Space): Color {
  const r = () => random();
  const coords: Record<Space, () => [number, number, number]> = {
    srgb: () => [r(), r(), r()],
    "srgb-linear": () => [r(), r(), r()],
    "display-p3": () => [r(), r(), r()],
    hsl: () => [r() * 360, r(), r()],
    hwb: () => [r() * 360, r() * 0.6, r() * 0.6],
    lab: () => [r() * 100, r() * 250 - 125, r() * 250 - 125],
    lch: () => [r() * 100, r() * 150, r() * 360],
    oklab: () => [r(), r() * 0.8 - 0.4, r() * 0.8 - 0.4],
    oklch: () => [r(), r() * 0.4, r() * 360],
    "xyz-d65": () => [r() * 0.95, r(), r() * 1.08],
    "xyz-d50": () => [r() * 0.96, r(), r() * 0.82],
  };
  return { space, coords: coords[space](), alpha: 1 };
}

const SPACES: Space[] = [
  "srgb",
  "srgb-linear",
  "display-p3",
  "hsl",
  "hwb",
  "lab",
  "lch",
  "oklab",
  "oklch",
  "xyz-d65",
  "xyz-d50",
];

describe("conversions", () => {
  it("gives CSS Color 4's sample code's coordinates in every space, within 0.001, for 1,000 random colours", () => {
    const colors = Array.from({ length: 1000 }, (_, i) => randomColor(SPACES[i % SPACES.length]));
    const expected = python(colors);
    colors.forEach((color, i) => {
      for (const space of [
        "xyz-d65",
        "xyz-d50",
        "srgb",
        "srgb-linear",
        "display-p3",
        "lab",
        "lch",
        "oklab",
        "oklch",
      ] as const) {
        const got = convert(color, space).coords;
        const want = expected[i][space];
        // A hue means nothing without chroma: it is compared only where there is some.
        const compared = space === "lch" || space === "oklch" ? (want[1] > 0.02 ? 3 : 2) : 3;
        for (let k = 0; k < compared; k++) {
          const scale = space === "lab" || space === "lch" ? 100 : 1;
          const tolerance = k === 2 && (space === "lch" || space === "oklch") ? 0.1 : 0.001 * scale;
          expect(
            Math.abs(got[k] - want[k]),
            `${color.space}(${color.coords.join(" ")}) in ${space}[${k}]: ${got[k]} vs ${want[k]}`,
          ).toBeLessThan(tolerance);
        }
      }
      const srgb = expected[i].srgb;
      if (inGamut(srgb)) {
        const hsl = convert(color, "hsl").coords;
        const want = expected[i].hsl;
        expect(Math.abs(hsl[2] - want[2])).toBeLessThan(0.001);
        // Saturation divides by min(l, 1 - l): the chroma it stands for is what must agree.
        const chroma = (c: number[]) => c[1] * Math.min(c[2], 1 - c[2]);
        expect(Math.abs(chroma(hsl) - chroma(want))).toBeLessThan(0.001);
      }
    });
  });

  it("measures WCAG 2 contrast with python's relative luminance", () => {
    // Colours of whole bytes, as the page's hex writes them.
    const byte = () => Math.floor(random() * 256) / 255;
    const colors: Color[] = Array.from({ length: 200 }, () => ({
      space: "srgb",
      coords: [byte(), byte(), byte()],
      alpha: 1,
    }));
    const expected = python(colors);
    for (let i = 0; i + 1 < colors.length; i += 2) {
      const [a, b] = [expected[i].luminance, expected[i + 1].luminance];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const hex = (c: Color) => formats(c)[0][1];
      const report = colorConverter({ text: hex(colors[i]), against: hex(colors[i + 1]) });
      const shown = Number(/Contrast with #[0-9a-f]{6}: ([\d.]+):1/.exec(report)?.[1]);
      // The page truncates the ratio to two decimals.
      expect(ratio - shown).toBeGreaterThanOrEqual(-1e-9);
      expect(ratio - shown).toBeLessThan(0.01);
    }
  });

  it("maps colours outside sRGB by lowering OKLCH chroma, keeping lightness and hue", () => {
    for (let i = 0; i < 200; i++) {
      const color: Color = {
        space: "oklch",
        coords: [0.2 + random() * 0.7, 0.2 + random() * 0.2, random() * 360],
        alpha: 1,
      };
      const mapped = mapToSrgb(color);
      expect(inGamut(mapped)).toBe(true);
      const [l, c, h] = convert({ space: "srgb", coords: mapped, alpha: 1 }, "oklch").coords;
      expect(Math.abs(l - color.coords[0])).toBeLessThan(0.03);
      expect(c).toBeLessThanOrEqual(color.coords[1] + 1e-6);
      // Hue is kept up to the clip the algorithm allows (deltaEOK under 0.02) at the chroma reached.
      const radians = (color.coords[2] * Math.PI) / 180;
      const [, a, b] = convert({ space: "srgb", coords: mapped, alpha: 1 }, "oklab").coords;
      expect(Math.hypot(a - c * Math.cos(radians), b - c * Math.sin(radians))).toBeLessThan(0.021);
      expect(h).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("CSS syntax", () => {
  const srgbOf = (text: string) =>
    convert(parseColor(text), "srgb").coords.map((c) => Math.round(c * 255));

  it("reads every colour form of CSS Color 4", () => {
    const rebecca = [102, 51, 153];
    for (const text of [
      "rebeccapurple",
      "#663399",
      "#639",
      "#663399ff",
      "RGB(102, 51, 153)",
      "rgb(102 51 153)",
      "rgba(102, 51, 153, 1)",
      "rgb(40% 20% 60%)",
      "hsl(270 50% 40%)",
      "hsl(270deg, 50%, 40%)",
      "hsla(0.75turn 50% 40% / 1)",
      "hsl(4.71239rad 50 40)",
      "hsl(300grad 50% 40%)",
      "hwb(270 20% 40%)",
      "lab(32.393 38.428 -47.69)",
      "lch(32.393 61.246 308.862)",
      "oklab(0.44027 0.08818 -0.13386)",
      "oklch(44.027% 0.1603 303.373)",
      "color(srgb 0.4 0.2 0.6)",
      "color(display-p3 0.3737 0.2103 0.5791)",
      "color(xyz 0.1241 0.0749 0.3093)",
    ]) {
      expect(srgbOf(text), text).toEqual(rebecca);
    }
    expect(parseColor("rgb(0 0 0 / 50%)").alpha).toBe(0.5);
    expect(parseColor("#0008").alpha).toBeCloseTo(136 / 255, 6);
    expect(parseColor("transparent").alpha).toBe(0);
    expect(parseColor("lch(50 none 120)").coords).toEqual([50, 0, 120]);
    expect(parseColor("rgb(300 -5 20)").coords.map((c) => c * 255)).toEqual([255, 0, 20]);
  });

  it("names what is wrong and where", () => {
    const cases: [string, string][] = [
      ["", "Input: type a colour (#663399, rebeccapurple, oklch(0.7 0.15 300)…)"],
      ["#12345", '"#12345" is not a hex colour: it takes 3, 4, 6 or 8 hex digits after #'],
      ["#ggg", '"#ggg" is not a hex colour: it takes 3, 4, 6 or 8 hex digits after #'],
      [
        "blu",
        'Input: "blu" is not a CSS colour: a hex (#663399), a name (rebeccapurple) or a function (rgb(), hsl(), oklch()…)',
      ],
      ["rgb(1 2)", "Input, rgb(): it takes 3 values (red, green, blue), this has 2"],
      ["rgb(1, 2 3)", "Input, rgb(): separate the values with commas or with spaces, not both"],
      ["lab(50 2x 3)", 'Input, lab(), a: "2x" is not a number or a percentage'],
      [
        "hsl(1px 50% 50%)",
        'Input, hsl(), hue: "1px" is not an angle (a number, deg, rad, grad or turn)',
      ],
      ["rgb(1 2 3 / )", 'Input, rgb(): an alpha is missing after "/"'],
      ["rgb(1 2 3 / 1 / 2)", 'Input, rgb(): only one "/" (before the alpha)'],
      [
        "foo(1 2 3)",
        'Input: "foo()" is not a CSS colour function (rgb, hsl, hwb, lab, lch, oklab, oklch, color)',
      ],
      [
        "color(rec2020 1 0 0)",
        'Input, color(): "rec2020" is not a colour space here (srgb, srgb-linear, display-p3, xyz, xyz-d50, xyz-d65)',
      ],
      ["color(srgb 1 0)", "Input, color(): srgb takes 3 values, this has 2"],
    ];
    for (const [text, message] of cases)
      expect(
        thrownMessage(() => parseColor(text)),
        text,
      ).toBe(message);
    expect(thrownMessage(() => colorConverter({ text: "red", against: "nope" }))).toBe(
      'Contrast with: "nope" is not a CSS colour: a hex (#663399), a name (rebeccapurple) or a function (rgb(), hsl(), oklch()…)',
    );
  });
});

describe("the report", () => {
  it("writes rebeccapurple in every form, with its name, contrast and tints", () => {
    const report = colorConverter({ text: "rebeccapurple", against: "" });
    expect(report).toContain(
      [
        "Hex:        #663399",
        "RGB:        rgb(102 51 153)",
        "HSL:        hsl(270 50% 40%)",
        "HWB:        hwb(270 20% 40%)",
      ].join("\n"),
    );
    expect(report).toContain("Name:       rebeccapurple");
    expect(report).toContain("Gamut: inside sRGB (and Display P3)");
    expect(report).toContain(
      "Contrast with white: 8.40:1\n  WCAG 2 AA:  pass for normal text, pass for large text\n  WCAG 2 AAA: pass for normal text, pass for large text",
    );
    expect(report).toMatch(/APCA Lc: +-?\d+(\.\d)? \(this colour as text on white\)/);
    expect(report).toMatch(
      /^Tints \(toward white in OKLab, 10 % steps\): (#[0-9a-f]{6} ){8}#[0-9a-f]{6}$/m,
    );
  });

  it("says when a colour is outside sRGB and how it was mapped", () => {
    const report = colorConverter({ text: SAMPLE_INPUT, against: "black" });
    expect(report).toMatch(
      /Gamut: (inside Display P3 but outside sRGB|outside sRGB and Display P3): hex, RGB, HSL and HWB show it brought into sRGB/,
    );
    expect(report).toContain("OKLCH:      oklch(0.7 0.25 145)");
    expect(report).not.toContain("Name:");
  });

  it("gives APCA's published examples", () => {
    // APCA-W3 0.0.98G-4g: #888 text on #fff is Lc 63.1, #fff on #888 is Lc -68.5, black on white 106.
    const grey = [0x88 / 255, 0x88 / 255, 0x88 / 255] as [number, number, number];
    expect(apcaContrast(grey, [1, 1, 1])).toBeCloseTo(63.06, 1);
    expect(apcaContrast([1, 1, 1], grey)).toBeCloseTo(-68.54, 1);
    expect(apcaContrast([0, 0, 0], [1, 1, 1])).toBeCloseTo(106.04, 1);
    expect(apcaContrast([0.5, 0.5, 0.5], [0.5, 0.5, 0.5])).toBe(0);
  });

  it("answers a megabyte of input at once", () => {
    const started = performance.now();
    expect(() => colorConverter({ text: "rgb(".repeat(250_000), against: "" })).toThrow();
    expect(() => colorConverter({ text: `#${"f".repeat(1_000_000)}`, against: "" })).toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
