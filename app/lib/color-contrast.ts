// Hex colours and the WCAG 2.x contrast ratio between two of them (relative luminance of sRGB).
// Shared by any tool that lets the user pick colours (first: /qr-code-generator's contrast warning).

export interface RgbColor {
  r: number;
  g: number;
  b: number;
}

const SHORT_HEX = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The colour written as #rgb or #rrggbb (the # optional, spaces around ignored), or null. */
export function parseHexColor(text: string): RgbColor | null {
  const trimmed = text.trim();
  const short = SHORT_HEX.exec(trimmed);
  if (short) {
    const [r, g, b] = short.slice(1).map((digit) => parseInt(digit + digit, 16));
    return { r, g, b };
  }
  const long = LONG_HEX.exec(trimmed);
  if (!long) return null;
  const [r, g, b] = long.slice(1).map((pair) => parseInt(pair, 16));
  return { r, g, b };
}

/** #rrggbb in lower case: the form `<input type="color">` accepts and SVG/CSS understand. */
export function toHexColor({ r, g, b }: RgbColor): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2.x relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: RgbColor): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, from 1 (same luminance) to 21 (black on white); order does not matter. */
export function contrastRatio(a: RgbColor, b: RgbColor): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
