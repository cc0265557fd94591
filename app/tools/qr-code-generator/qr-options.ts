// The QR code's options (error correction, size, margin, colours): defaults, checks and the
// warnings for choices many scanners fail on (low contrast, inverted colours, small quiet zone).
import {
  type RgbColor,
  contrastRatio,
  parseHexColor,
  relativeLuminance,
} from "~/lib/color-contrast";
import type { OptionItem } from "~/lib/options";
import { ToolError } from "~/lib/tool-error";

export type ErrorCorrectionLevel = "L" | "M" | "Q" | "H";

/** The share of the code that can be damaged and still read, per level (ISO/IEC 18004). */
export const ERROR_CORRECTION_LEVELS: readonly OptionItem<ErrorCorrectionLevel>[] = [
  { value: "L", label: "L (7 %)" },
  { value: "M", label: "M (15 %)" },
  { value: "Q", label: "Q (25 %)" },
  { value: "H", label: "H (30 %)" },
];

export const DEFAULT_ERROR_CORRECTION: ErrorCorrectionLevel = "M";

/** Bytes a version 40 symbol holds in byte mode, per level (ISO/IEC 18004 table 7). */
export const MAX_BYTES: Record<ErrorCorrectionLevel, number> = {
  L: 2953,
  M: 2331,
  Q: 1663,
  H: 1273,
};

/**
 * Digits a version 40 symbol holds in numeric mode, per level (ISO/IEC 18004 table 7). Numeric is
 * the densest mode (10 bits for 3 digits; any other character takes more), so no text longer than
 * this, counted in UTF-16 code units, fits at the level, whatever its segments.
 */
export const MAX_DIGITS: Record<ErrorCorrectionLevel, number> = {
  L: 7089,
  M: 5596,
  Q: 3993,
  H: 3057,
};

export const SIZE_MIN = 128;
export const SIZE_MAX = 2048;
export const DEFAULT_SIZE = 512;
export const MARGIN_MIN = 0;
export const MARGIN_MAX = 16;
/** The quiet zone ISO/IEC 18004 asks for around a QR code, in modules. */
export const QUIET_ZONE_MODULES = 4;
export const DEFAULT_MARGIN = QUIET_ZONE_MODULES;
export const DEFAULT_FOREGROUND = "#000000";
export const DEFAULT_BACKGROUND = "#ffffff";

/**
 * Below this WCAG contrast ratio the page warns. Our bar, not a standard's: black on white is
 * 21:1; at 4:1 (about #7a7a7a on white) dark and light modules still sit well apart after a
 * camera's exposure and a screen's glare flatten the image, while pairs under it (yellow on white,
 * grey on grey) are the ones phone scanners start to misread, especially in poor light.
 */
export const MIN_SCAN_CONTRAST = 4;
/** Under this many pixels per module a PNG loses detail to rounding and small screens. */
export const MIN_PIXELS_PER_MODULE = 2;

export const SIZE_MESSAGE = `Size must be a whole number of pixels from ${SIZE_MIN} to ${SIZE_MAX}`;
export const MARGIN_MESSAGE = `Margin must be a whole number of modules from ${MARGIN_MIN} to ${MARGIN_MAX}`;
export const LOW_CONTRAST_WARNING = "Low contrast: some scanners may fail to read this code";
export const INVERTED_WARNING =
  "Inverted colours: the modules are lighter than the background, and many scanners cannot read inverted codes";

export function colorMessage(name: "Foreground" | "Background", example: string): string {
  return `${name} must be a hex colour such as ${example}`;
}

/** The options as the user typed them (text fields, so a half-typed value can be shown). */
export interface QrOptionTexts {
  size: string;
  margin: string;
  foreground: string;
  background: string;
}

export interface QrRenderOptions {
  /** Width and height of the PNG (and the SVG's width and height), in pixels. */
  size: number;
  /** Blank modules on each side. */
  margin: number;
  foreground: RgbColor;
  background: RgbColor;
}

function wholeNumberIn(text: string, min: number, max: number, message: string): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < min || value > max) throw new ToolError(message);
  return value;
}

/** The checked options; throws the ToolError of the first one that is not valid. */
export function readRenderOptions(texts: QrOptionTexts): QrRenderOptions {
  const size = wholeNumberIn(texts.size, SIZE_MIN, SIZE_MAX, SIZE_MESSAGE);
  const margin = wholeNumberIn(texts.margin, MARGIN_MIN, MARGIN_MAX, MARGIN_MESSAGE);
  const foreground = parseHexColor(texts.foreground);
  if (!foreground) throw new ToolError(colorMessage("Foreground", DEFAULT_FOREGROUND));
  const background = parseHexColor(texts.background);
  if (!background) throw new ToolError(colorMessage("Background", DEFAULT_BACKGROUND));
  return { size, margin, foreground, background };
}

// Rounded down, so a ratio just under the bar never reads as 4.0:1.
const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

export function lowContrastWarning(ratio: number): string {
  return `${LOW_CONTRAST_WARNING} (contrast ${formatRatio(ratio)}; aim for ${MIN_SCAN_CONTRAST}:1 or more).`;
}

export function smallMarginWarning(margin: number): string {
  return `A margin of ${margin} module${margin === 1 ? "" : "s"} is under the standard quiet zone of ${QUIET_ZONE_MODULES}: leave blank space around the code wherever you place it.`;
}

export function smallModuleWarning(size: number, modulesAcross: number): string {
  const minimum = modulesAcross * MIN_PIXELS_PER_MODULE;
  return `At ${size} px each module of the PNG is under ${MIN_PIXELS_PER_MODULE} px wide, so it may not scan: choose at least ${minimum} px.`;
}

/**
 * What may stop a scanner reading the code with these options: none of them blocks the download.
 * `modulesAcross` (symbol size plus both margins) is known once the code is encoded.
 */
export function scanWarnings(options: QrRenderOptions, modulesAcross?: number): string[] {
  const warnings: string[] = [];
  const ratio = contrastRatio(options.foreground, options.background);
  if (ratio < MIN_SCAN_CONTRAST) warnings.push(lowContrastWarning(ratio));
  if (relativeLuminance(options.foreground) > relativeLuminance(options.background)) {
    warnings.push(INVERTED_WARNING);
  }
  if (options.margin < QUIET_ZONE_MODULES) warnings.push(smallMarginWarning(options.margin));
  if (modulesAcross !== undefined && options.size < modulesAcross * MIN_PIXELS_PER_MODULE) {
    warnings.push(smallModuleWarning(options.size, modulesAcross));
  }
  return warnings;
}
