// Colour Converter: the pure core. Reads any CSS Color 4 colour (hex, a name, rgb(), hsl(), hwb(),
// lab(), lch(), oklab(), oklch(), color()) and writes it in all of them, says whether it is inside
// sRGB and Display P3 (and how it was brought into sRGB when not), its WCAG 2 contrast and APCA
// lightness contrast against a second colour, and its tints and shades.
import { contrastRatio } from "~/lib/color-contrast";
import { ToolError } from "~/lib/tool-error";
import { type Color, type Space, convert, inGamut, mapToSrgb } from "./color-spaces";
import { NAMED_COLORS } from "~/lib/named-colors";

export interface ColorJob {
  text: string;
  /** The colour the contrast is measured against. */
  against: string;
}

export const SAMPLE_INPUT = "oklch(0.7 0.25 145)";
export const DEFAULT_AGAINST = "white";

type Vector = [number, number, number];

/** How a percentage and a plain number of each component read, per function (CSS Color 4). */
interface ComponentRule {
  /** What 100% is. */
  percent: number;
  /** Hue components take angles. */
  hue?: boolean;
}

const FUNCTIONS: Record<
  string,
  { space: Space; names: string[]; rules: ComponentRule[]; scale?: number[] }
> = {
  rgb: {
    space: "srgb",
    names: ["red", "green", "blue"],
    rules: [{ percent: 255 }, { percent: 255 }, { percent: 255 }],
    scale: [255, 255, 255],
  },
  hsl: {
    space: "hsl",
    names: ["hue", "saturation", "lightness"],
    rules: [{ percent: 1, hue: true }, { percent: 100 }, { percent: 100 }],
    scale: [1, 100, 100],
  },
  hwb: {
    space: "hwb",
    names: ["hue", "whiteness", "blackness"],
    rules: [{ percent: 1, hue: true }, { percent: 100 }, { percent: 100 }],
    scale: [1, 100, 100],
  },
  lab: {
    space: "lab",
    names: ["lightness", "a", "b"],
    rules: [{ percent: 100 }, { percent: 125 }, { percent: 125 }],
  },
  lch: {
    space: "lch",
    names: ["lightness", "chroma", "hue"],
    rules: [{ percent: 100 }, { percent: 150 }, { percent: 1, hue: true }],
  },
  oklab: {
    space: "oklab",
    names: ["lightness", "a", "b"],
    rules: [{ percent: 1 }, { percent: 0.4 }, { percent: 0.4 }],
  },
  oklch: {
    space: "oklch",
    names: ["lightness", "chroma", "hue"],
    rules: [{ percent: 1 }, { percent: 0.4 }, { percent: 1, hue: true }],
  },
};
FUNCTIONS.rgba = FUNCTIONS.rgb;
FUNCTIONS.hsla = FUNCTIONS.hsl;

const COLOR_SPACES: Record<string, Space> = {
  srgb: "srgb",
  "srgb-linear": "srgb-linear",
  "display-p3": "display-p3",
  xyz: "xyz-d65",
  "xyz-d65": "xyz-d65",
  "xyz-d50": "xyz-d50",
};

const ANGLES: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i;

/** One component: a number, a percentage, an angle (hue) or "none" (zero). */
function component(token: string, rule: ComponentRule, where: string): number {
  if (token === "none") return 0;
  const match = NUMBER.exec(token);
  const unit = match ? token.slice(match[0].length) : "";
  const value = match ? Number(match[0]) : NaN;
  if (match && unit === "") return value;
  if (match && unit === "%" && !rule.hue) return (value / 100) * rule.percent;
  if (match && rule.hue && ANGLES[unit] !== undefined) return value * ANGLES[unit];
  throw new ToolError(
    `${where}: "${token}" is not ${rule.hue ? "an angle (a number, deg, rad, grad or turn)" : "a number or a percentage"}`,
  );
}

function alphaOf(token: string | undefined, where: string): number {
  if (token === undefined) return 1;
  const value = component(token, { percent: 1 }, `${where}, alpha`);
  return Math.min(1, Math.max(0, value));
}

function hex(text: string): Color {
  const digits = text.slice(1);
  if (!/^[0-9a-f]+$/i.test(digits) || ![3, 4, 6, 8].includes(digits.length)) {
    throw new ToolError(`"${text}" is not a hex colour: it takes 3, 4, 6 or 8 hex digits after #`);
  }
  const pairs = digits.length <= 4 ? [...digits].map((d) => d + d) : (digits.match(/../g) ?? []);
  const [r, g, b, a = "ff"] = pairs;
  return {
    space: "srgb",
    coords: [r, g, b].map((p) => parseInt(p, 16) / 255) as Vector,
    alpha: parseInt(a, 16) / 255,
  };
}

/** Splits "1 2 3 / 0.5" or "1, 2, 3, 0.5" into the values and the alpha. */
function argumentsOf(inside: string, where: string): { values: string[]; alpha?: string } {
  if (inside.includes(",")) {
    const parts = inside.split(",").map((p) => p.trim());
    if (parts.some((p) => p === "" || /\s/.test(p))) {
      throw new ToolError(`${where}: separate the values with commas or with spaces, not both`);
    }
    return { values: parts.slice(0, 3), alpha: parts[3] };
  }
  const [main, alpha, extra] = inside.split("/").map((p) => p.trim());
  if (extra !== undefined) throw new ToolError(`${where}: only one "/" (before the alpha)`);
  if (alpha === "") throw new ToolError(`${where}: an alpha is missing after "/"`);
  return { values: main.split(/\s+/).filter((v) => v !== ""), alpha };
}

/** Any CSS colour; `label` names the field in messages ("Input", "Contrast with"). */
export function parseColor(text: string, label = "Input"): Color {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "")
    throw new ToolError(`${label}: type a colour (#663399, rebeccapurple, oklch(0.7 0.15 300)…)`);
  if (trimmed.startsWith("#")) return hex(trimmed);
  if (trimmed === "transparent") return { space: "srgb", coords: [0, 0, 0], alpha: 0 };
  if (NAMED_COLORS[trimmed]) return { ...hex(`#${NAMED_COLORS[trimmed]}`) };
  const call = /^([a-z0-9-]+)\(([^()]*)\)$/.exec(trimmed);
  if (!call) {
    throw new ToolError(
      `${label}: "${text.trim().slice(0, 40)}" is not a CSS colour: a hex (#663399), a name (rebeccapurple) or a function (rgb(), hsl(), oklch()…)`,
    );
  }
  const [, name, inside] = call;
  const where = `${label}, ${name}()`;
  if (name === "color") {
    const [spaceName, ...rest] = inside.trim().split(/\s+/);
    const space = COLOR_SPACES[spaceName];
    if (!space) {
      throw new ToolError(
        `${where}: "${spaceName}" is not a colour space here (srgb, srgb-linear, display-p3, xyz, xyz-d50, xyz-d65)`,
      );
    }
    const { values, alpha } = argumentsOf(rest.join(" "), where);
    if (values.length !== 3)
      throw new ToolError(`${where}: ${spaceName} takes 3 values, this has ${values.length}`);
    return {
      space,
      coords: values.map((v, i) =>
        component(v, { percent: 1 }, `${where}, value ${i + 1}`),
      ) as Vector,
      alpha: alphaOf(alpha, where),
    };
  }
  const fn = FUNCTIONS[name];
  if (!fn)
    throw new ToolError(
      `${label}: "${name}()" is not a CSS colour function (rgb, hsl, hwb, lab, lch, oklab, oklch, color)`,
    );
  const { values, alpha } = argumentsOf(inside, where);
  if (values.length !== 3) {
    throw new ToolError(
      `${where}: it takes 3 values (${fn.names.join(", ")}), this has ${values.length}`,
    );
  }
  let coords = values.map((v, i) =>
    component(v, fn.rules[i], `${where}, ${fn.names[i]}`),
  ) as Vector;
  if (fn.scale) coords = coords.map((c, i) => c / (fn.scale as number[])[i]) as Vector;
  if (name.startsWith("rgb")) coords = coords.map((c) => Math.min(1, Math.max(0, c))) as Vector;
  if (fn.space === "lab" || fn.space === "lch") coords[0] = Math.min(100, Math.max(0, coords[0]));
  if (fn.space === "oklab" || fn.space === "oklch") coords[0] = Math.min(1, Math.max(0, coords[0]));
  if (fn.space === "lch" || fn.space === "oklch") coords[1] = Math.max(0, coords[1]);
  return { space: fn.space, coords, alpha: alphaOf(alpha, where) };
}

/** A number with at most `places` decimals, without trailing zeros ("-0" as "0"). */
export function round(value: number, places: number): string {
  let text = value.toFixed(places);
  if (text.includes(".")) {
    let end = text.length;
    while (text[end - 1] === "0") end--;
    text = text.slice(0, text[end - 1] === "." ? end - 1 : end);
  }
  return text === "-0" ? "0" : text;
}

const alphaText = (alpha: number) => (alpha < 1 ? ` / ${round(alpha, 3)}` : "");
const byte = (c: number) => Math.round(Math.min(1, Math.max(0, c)) * 255);
const hexOf = (rgb: Vector, alpha: number) =>
  `#${[...rgb.map(byte), ...(alpha < 1 ? [Math.round(alpha * 255)] : [])].map((b) => b.toString(16).padStart(2, "0")).join("")}`;

/** The CSS text of a colour in each space the page writes. */
export function formats(color: Color): [string, string][] {
  const srgbRaw = convert(color, "srgb").coords;
  const inSrgb = inGamut(srgbRaw);
  const rgb = inSrgb ? srgbRaw : mapToSrgb(color);
  const hsl = convert({ space: "srgb", coords: rgb, alpha: 1 }, "hsl").coords;
  const hwb = convert({ space: "srgb", coords: rgb, alpha: 1 }, "hwb").coords;
  const lab = convert(color, "lab").coords;
  const lch = convert(color, "lch").coords;
  const oklab = convert(color, "oklab").coords;
  const oklch = convert(color, "oklch").coords;
  const p3 = convert(color, "display-p3").coords;
  const a = alphaText(color.alpha);
  const hexText = hexOf(rgb, color.alpha);
  const name = Object.keys(NAMED_COLORS).find((n) => `#${NAMED_COLORS[n]}` === hexText && inSrgb);
  const rows: [string, string][] = [
    ["Hex", hexText],
    ["RGB", `rgb(${rgb.map((c) => round(c * 255, 2)).join(" ")}${a})`],
    ["HSL", `hsl(${round(hsl[0], 2)} ${round(hsl[1] * 100, 2)}% ${round(hsl[2] * 100, 2)}%${a})`],
    ["HWB", `hwb(${round(hwb[0], 2)} ${round(hwb[1] * 100, 2)}% ${round(hwb[2] * 100, 2)}%${a})`],
    ["Lab", `lab(${round(lab[0], 3)} ${round(lab[1], 3)} ${round(lab[2], 3)}${a})`],
    ["LCH", `lch(${round(lch[0], 3)} ${round(lch[1], 3)} ${round(lch[2], 3)}${a})`],
    ["OKLab", `oklab(${round(oklab[0], 4)} ${round(oklab[1], 4)} ${round(oklab[2], 4)}${a})`],
    ["OKLCH", `oklch(${round(oklch[0], 4)} ${round(oklch[1], 4)} ${round(oklch[2], 3)}${a})`],
    ["Display P3", `color(display-p3 ${p3.map((c) => round(c, 4)).join(" ")}${a})`],
  ];
  if (name) rows.push(["Name", name]);
  return rows;
}

/** Where the colour is: inside sRGB, only inside Display P3, or outside both. */
export function gamutNote(color: Color): string {
  if (inGamut(convert(color, "srgb").coords)) return "inside sRGB (and Display P3)";
  const where = inGamut(convert(color, "display-p3").coords)
    ? "inside Display P3 but outside sRGB"
    : "outside sRGB and Display P3";
  return `${where}: hex, RGB, HSL and HWB show it brought into sRGB by CSS Color 4's gamut mapping (OKLCH chroma lowered until clipping is not visible)`;
}

/** APCA's lightness contrast Lc (APCA-W3 0.0.98G-4g) of text on a background, sRGB channels 0 to 1. */
export function apcaContrast(text: Vector, background: Vector): number {
  const luminance = ([r, g, b]: Vector) => {
    const y = 0.2126729 * r ** 2.4 + 0.7151522 * g ** 2.4 + 0.072175 * b ** 2.4;
    return y > 0.022 ? y : y + (0.022 - y) ** 1.414;
  };
  const yText = luminance(text);
  const yBackground = luminance(background);
  if (Math.abs(yBackground - yText) < 0.0005) return 0;
  if (yBackground > yText) {
    const sapc = (yBackground ** 0.56 - yText ** 0.57) * 1.14;
    return sapc < 0.1 ? 0 : (sapc - 0.027) * 100;
  }
  const sapc = (yBackground ** 0.65 - yText ** 0.62) * 1.14;
  return sapc > -0.1 ? 0 : (sapc + 0.027) * 100;
}

const verdict = (ratio: number, needed: number) => (ratio >= needed ? "pass" : "fail");

function contrastLines(color: Color, against: Color, againstText: string): string[] {
  const srgb = (c: Color): Vector =>
    inGamut(convert(c, "srgb").coords) ? convert(c, "srgb").coords : mapToSrgb(c);
  const rgb255 = (c: Vector) => ({ r: c[0] * 255, g: c[1] * 255, b: c[2] * 255 });
  const fore = srgb(color);
  const back = srgb(against);
  // WCAG 2 rounds nothing; a ratio just under a threshold fails, as its checkers do.
  const ratio = contrastRatio(rgb255(fore), rgb255(back));
  const shown = Math.floor(ratio * 100) / 100;
  return [
    `Contrast with ${againstText}: ${shown.toFixed(2)}:1`,
    `  WCAG 2 AA:  ${verdict(ratio, 4.5)} for normal text, ${verdict(ratio, 3)} for large text`,
    `  WCAG 2 AAA: ${verdict(ratio, 7)} for normal text, ${verdict(ratio, 4.5)} for large text`,
    `  APCA Lc:    ${round(apcaContrast(fore, back), 1)} (this colour as text on ${againstText})`,
  ];
}

/** Mixes a colour with white or black in OKLab, as color-mix(in oklab, …) does. */
function mix(color: Color, toward: Vector, amount: number): string {
  const [l, a, b] = convert(color, "oklab").coords;
  const target = convert({ space: "srgb", coords: toward, alpha: 1 }, "oklab").coords;
  const mixed: Color = {
    space: "oklab",
    coords: [
      l + (target[0] - l) * amount,
      a + (target[1] - a) * amount,
      b + (target[2] - b) * amount,
    ],
    alpha: 1,
  };
  const rgb = convert(mixed, "srgb").coords;
  return hexOf(inGamut(rgb) ? rgb : mapToSrgb(mixed), 1);
}

export function colorConverter({ text, against }: ColorJob): string {
  const color = parseColor(text);
  const background = parseColor(against === "" ? DEFAULT_AGAINST : against, "Contrast with");
  const rows = formats(color);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const steps = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
  return [
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    `Gamut: ${gamutNote(color)}`,
    "",
    ...contrastLines(color, background, against.trim() || DEFAULT_AGAINST),
    "",
    `Tints (toward white in OKLab, 10 % steps): ${steps.map((s) => mix(color, [1, 1, 1], s)).join(" ")}`,
    `Shades (toward black in OKLab, 10 % steps): ${steps.map((s) => mix(color, [0, 0, 0], s)).join(" ")}`,
  ].join("\n");
}
