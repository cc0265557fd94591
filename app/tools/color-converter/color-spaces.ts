// CSS Color 4's colour spaces and the conversions between them, as its section 18 sample code
// gives them: every space goes through CIE XYZ with a D65 white (Lab and LCH through D50, by the
// Bradford adaptation), and OKLab through its LMS cone space. Coordinates are plain numbers:
// sRGB and Display P3 channels 0 to 1, HSL/HWB hue in degrees and the rest 0 to 1.
type Vector = [number, number, number];
type Matrix = [Vector, Vector, Vector];

const multiply = (m: Matrix, [a, b, c]: Vector): Vector => [
  m[0][0] * a + m[0][1] * b + m[0][2] * c,
  m[1][0] * a + m[1][1] * b + m[1][2] * c,
  m[2][0] * a + m[2][1] * b + m[2][2] * c,
];

export type Space =
  | "srgb"
  | "srgb-linear"
  | "display-p3"
  | "hsl"
  | "hwb"
  | "lab"
  | "lch"
  | "oklab"
  | "oklch"
  | "xyz-d65"
  | "xyz-d50";

export interface Color {
  space: Space;
  coords: Vector;
  /** 0 to 1. */
  alpha: number;
}

// The sRGB (and Display P3) transfer function, extended to negative values by symmetry.
const toLinear = (c: number) => {
  const abs = Math.abs(c);
  return abs <= 0.04045 ? c / 12.92 : Math.sign(c) * ((abs + 0.055) / 1.055) ** 2.4;
};
const toGamma = (c: number) => {
  const abs = Math.abs(c);
  return abs > 0.0031308 ? Math.sign(c) * (1.055 * abs ** (1 / 2.4) - 0.055) : 12.92 * c;
};

const SRGB_TO_XYZ: Matrix = [
  [506752 / 1228815, 87881 / 245763, 12673 / 70218],
  [87098 / 409605, 175762 / 245763, 12673 / 175545],
  [7918 / 409605, 87881 / 737289, 1001167 / 1053378],
];
const XYZ_TO_SRGB: Matrix = [
  [12831 / 3959, -329 / 214, -1974 / 3959],
  [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
  [705 / 12673, -2585 / 12673, 705 / 667],
];
const P3_TO_XYZ: Matrix = [
  [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
  [35783 / 156275, 247089 / 357200, 198249 / 2500400],
  [0, 32229 / 714400, 5220557 / 5000800],
];
const XYZ_TO_P3: Matrix = [
  [446124 / 178915, -333277 / 357830, -72051 / 178915],
  [-14852 / 17905, 63121 / 35810, 423 / 17905],
  [11844 / 330415, -50337 / 660830, 316169 / 330415],
];
const D65_TO_D50: Matrix = [
  [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
  [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
  [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
];
const D50_TO_D65: Matrix = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];
const XYZ_TO_LMS: Matrix = [
  [0.819022437996703, 0.3619062600528904, -0.1288737815209879],
  [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
  [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
];
const LMS_TO_OKLAB: Matrix = [
  [0.210454268309314, 0.7936177747023054, -0.0040720430116193],
  [1.9779985324311684, -2.42859224204858, 0.450593709617411],
  [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
];
const LMS_TO_XYZ: Matrix = [
  [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
  [-0.0405757452148008, 1.112286803280317, -0.0717110580655164],
  [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
];
const OKLAB_TO_LMS: Matrix = [
  [1, 0.3963377773761749, 0.2158037573099136],
  [1, -0.1055613458156586, -0.0638541728258133],
  [1, -0.0894841775298119, -1.2914855480194092],
];
const D50_WHITE: Vector = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

function labToXyzD50([l, a, b]: Vector): Vector {
  const f1 = (l + 16) / 116;
  const f0 = a / 500 + f1;
  const f2 = f1 - b / 200;
  const x = f0 ** 3 > EPSILON ? f0 ** 3 : (116 * f0 - 16) / KAPPA;
  const y = l > KAPPA * EPSILON ? ((l + 16) / 116) ** 3 : l / KAPPA;
  const z = f2 ** 3 > EPSILON ? f2 ** 3 : (116 * f2 - 16) / KAPPA;
  return [x * D50_WHITE[0], y * D50_WHITE[1], z * D50_WHITE[2]];
}

function xyzD50ToLab(xyz: Vector): Vector {
  const [f0, f1, f2] = xyz.map((v, i) => {
    const scaled = v / D50_WHITE[i];
    return scaled > EPSILON ? Math.cbrt(scaled) : (KAPPA * scaled + 16) / 116;
  });
  return [116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2)];
}

/** Below this chroma a hue means nothing (CSS Color 4 says such a hue is powerless). */
const ACHROMATIC = 1e-7;

function toPolar([l, a, b]: Vector, chromaFloor: number): Vector {
  const chroma = Math.hypot(a, b);
  const hue = chroma < chromaFloor ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return [l, chroma, hue];
}

function fromPolar([l, c, h]: Vector): Vector {
  const radians = (h * Math.PI) / 180;
  return [l, c * Math.cos(radians), c * Math.sin(radians)];
}

/** HSL (hue in degrees, saturation and lightness 0 to 1) to sRGB, as CSS Color 4 section 7.1. */
function hslToSrgb([h, s, l]: Vector): Vector {
  const hue = ((h % 360) + 360) % 360;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function srgbToHsl([r, g, b]: Vector): Vector {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (min + max) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = l === 0 || l === 1 ? 0 : (max - l) / Math.min(l, 1 - l);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  // A negative saturation (out-of-gamut input) is the same colour with the hue turned round.
  if (s < 0) {
    h += 180;
    s = Math.abs(s);
  }
  return [h % 360, s, l];
}

function hwbToSrgb([h, w, b]: Vector): Vector {
  if (w + b >= 1) {
    const gray = w / (w + b);
    return [gray, gray, gray];
  }
  return hslToSrgb([h, 1, 0.5]).map((c) => c * (1 - w - b) + w) as Vector;
}

function srgbToHwb(rgb: Vector): Vector {
  const [h] = srgbToHsl(rgb);
  return [h, Math.min(...rgb), 1 - Math.max(...rgb)];
}

/** A colour's coordinates in CIE XYZ with a D65 white. */
export function toXyz({ space, coords }: Color): Vector {
  switch (space) {
    case "srgb":
      return multiply(SRGB_TO_XYZ, coords.map(toLinear) as Vector);
    case "srgb-linear":
      return multiply(SRGB_TO_XYZ, coords);
    case "display-p3":
      return multiply(P3_TO_XYZ, coords.map(toLinear) as Vector);
    case "hsl":
      return multiply(SRGB_TO_XYZ, hslToSrgb(coords).map(toLinear) as Vector);
    case "hwb":
      return multiply(SRGB_TO_XYZ, hwbToSrgb(coords).map(toLinear) as Vector);
    case "lab":
      return multiply(D50_TO_D65, labToXyzD50(coords));
    case "lch":
      return multiply(D50_TO_D65, labToXyzD50(fromPolar(coords)));
    case "oklab":
      return multiply(LMS_TO_XYZ, multiply(OKLAB_TO_LMS, coords).map((c) => c ** 3) as Vector);
    case "oklch":
      return toXyz({ space: "oklab", coords: fromPolar(coords), alpha: 1 });
    case "xyz-d50":
      return multiply(D50_TO_D65, coords);
    default:
      return coords;
  }
}

/** XYZ (D65) in `space`. */
export function fromXyz(xyz: Vector, space: Space): Vector {
  switch (space) {
    case "srgb":
      return multiply(XYZ_TO_SRGB, xyz).map(toGamma) as Vector;
    case "srgb-linear":
      return multiply(XYZ_TO_SRGB, xyz);
    case "display-p3":
      return multiply(XYZ_TO_P3, xyz).map(toGamma) as Vector;
    case "hsl":
      return srgbToHsl(fromXyz(xyz, "srgb"));
    case "hwb":
      return srgbToHwb(fromXyz(xyz, "srgb"));
    case "lab":
      return xyzD50ToLab(multiply(D65_TO_D50, xyz));
    case "lch":
      return toPolar(xyzD50ToLab(multiply(D65_TO_D50, xyz)), 0.0015);
    case "oklab":
      return multiply(LMS_TO_OKLAB, multiply(XYZ_TO_LMS, xyz).map(Math.cbrt) as Vector);
    case "oklch":
      return toPolar(fromXyz(xyz, "oklab"), ACHROMATIC * 400);
    case "xyz-d50":
      return multiply(D65_TO_D50, xyz);
    default:
      return xyz;
  }
}

/** sRGB and its cylindrical forms convert among themselves directly, not through XYZ. */
const SRGB_FORMS: Partial<
  Record<Space, { from: (c: Vector) => Vector; to: (rgb: Vector) => Vector }>
> = {
  srgb: { from: (c) => c, to: (rgb) => rgb },
  hsl: { from: hslToSrgb, to: srgbToHsl },
  hwb: { from: hwbToSrgb, to: srgbToHwb },
};

export function convert(color: Color, space: Space): Color {
  if (color.space === space) return color;
  const source = SRGB_FORMS[color.space];
  const target = SRGB_FORMS[space];
  if (source && target)
    return { space, coords: target.to(source.from(color.coords)), alpha: color.alpha };
  return { space, coords: fromXyz(toXyz(color), space), alpha: color.alpha };
}

/** Whether sRGB or Display P3 channels are within 0 to 1 (with a rounding allowance). */
export const inGamut = (rgb: Vector, allowance = 1e-5) =>
  rgb.every((c) => c >= -allowance && c <= 1 + allowance);

/** OKLab's deltaE: the distance CSS Color 4's gamut mapping measures with. */
function deltaEOK(a: Vector, b: Vector): number {
  const [l1, a1, b1] = fromXyz(multiply(SRGB_TO_XYZ, a.map(toLinear) as Vector), "oklab");
  const [l2, a2, b2] = fromXyz(multiply(SRGB_TO_XYZ, b.map(toLinear) as Vector), "oklab");
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

const clip = (rgb: Vector) => rgb.map((c) => Math.min(1, Math.max(0, c))) as Vector;

/**
 * CSS Color 4 section 13.2's gamut mapping to sRGB: lower the OKLCH chroma (by bisection) until
 * clipping the colour changes it by less than a just noticeable difference (deltaEOK 0.02).
 */
export function mapToSrgb(color: Color): Vector {
  const [l, c, h] = convert(color, "oklch").coords;
  if (l >= 1) return [1, 1, 1];
  if (l <= 0) return [0, 0, 0];
  const rgbOf = (chroma: number) =>
    fromXyz(toXyz({ space: "oklch", coords: [l, chroma, h], alpha: 1 }), "srgb");
  const original = rgbOf(c);
  if (inGamut(original)) return original;
  const JND = 0.02;
  if (deltaEOK(clip(original), original) < JND) return clip(original);
  let low = 0;
  let high = c;
  let minInGamut = true;
  while (high - low > 0.0001) {
    const chroma = (low + high) / 2;
    const current = rgbOf(chroma);
    if (minInGamut && inGamut(current)) {
      low = chroma;
      continue;
    }
    const clipped = clip(current);
    const e = deltaEOK(clipped, current);
    if (e < JND) {
      if (JND - e < 0.0001) return clipped;
      minInGamut = false;
      low = chroma;
    } else {
      high = chroma;
    }
  }
  return clip(rgbOf(low));
}

export { hslToSrgb, srgbToHsl };
