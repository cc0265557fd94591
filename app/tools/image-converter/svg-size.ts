// The size an SVG is drawn at, from its root element's width, height and viewBox. Browsers give an
// SVG image without width and height the replaced-element default of 300 × 150 px whatever its
// viewBox says; this page draws it 1,024 px wide at the viewBox's proportions instead. Pure.

/** An SVG without a size of its own is drawn this wide (its viewBox gives the height). */
export const SVG_DEFAULT_WIDTH = 1024;

export interface SvgRootAttributes {
  width: string | null;
  height: string | null;
  viewBox: string | null;
}

export interface SvgSize {
  width: number;
  height: number;
  /** Both sides came from the SVG's own width and height (nothing was filled in). */
  explicit: boolean;
}

/** CSS pixels per unit (CSS Values: 96 px to the inch; em and ex at the initial 16 px font). */
const PX_PER_UNIT: Readonly<Record<string, number>> = {
  "": 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  em: 16,
  ex: 8,
};

/** An absolute length in px ("120", "120px", "2in"), or null for none, "auto", a percentage. */
export function svgLength(value: string | null): number | null {
  const match = /^\+?(\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)([a-z]*)$/i.exec(
    (value ?? "").trim(),
  );
  if (!match) return null;
  const scale = PX_PER_UNIT[match[2].toLowerCase()];
  const px = Number(match[1]) * (scale ?? NaN);
  return Number.isFinite(px) && px > 0 ? px : null;
}

/** The viewBox's width over its height, or null when there is none or it is not valid. */
export function viewBoxRatio(viewBox: string | null): number | null {
  const parts = (viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [, , width, height] = parts;
  return width > 0 && height > 0 ? width / height : null;
}

const side = (px: number) => Math.max(1, Math.round(px));

/**
 * The size to draw: the SVG's own width and height; one of them and the viewBox's proportions;
 * or SVG_DEFAULT_WIDTH wide at those proportions. Without a viewBox, a missing side equals the
 * other, and an SVG with neither is drawn SVG_DEFAULT_WIDTH square.
 */
export function svgSize({ width, height, viewBox }: SvgRootAttributes): SvgSize {
  const w = svgLength(width);
  const h = svgLength(height);
  const ratio = viewBoxRatio(viewBox);
  if (w !== null && h !== null) return { width: side(w), height: side(h), explicit: true };
  if (w !== null) return { width: side(w), height: side(ratio ? w / ratio : w), explicit: false };
  if (h !== null) return { width: side(ratio ? h * ratio : h), height: side(h), explicit: false };
  const defaultHeight = ratio ? SVG_DEFAULT_WIDTH / ratio : SVG_DEFAULT_WIDTH;
  return { width: SVG_DEFAULT_WIDTH, height: side(defaultHeight), explicit: false };
}
