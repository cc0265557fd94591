// Reads a QR code back with jsQR (an independent, standard decoder), for the round-trip tests.
// Test-only: no page, core or worker imports it.
import jsQR from "jsqr";
import type { RgbColor } from "~/lib/color-contrast";
import type { QrMatrix } from "~/tools/qr-code-generator/qr-encode";
import { QUIET_ZONE_MODULES, type QrRenderOptions } from "~/tools/qr-code-generator/qr-options";
import { modulesAcross, qrPixels } from "~/tools/qr-code-generator/qr-render";

const BLACK: RgbColor = { r: 0, g: 0, b: 0 };
const WHITE: RgbColor = { r: 255, g: 255, b: 255 };

/** Black on white, with the standard quiet zone, 4 px per module: what a clean scan sees. */
export function plainRenderOptions(matrix: QrMatrix, pixelsPerModule = 4): QrRenderOptions {
  const margin = QUIET_ZONE_MODULES;
  const size = modulesAcross(matrix, margin) * pixelsPerModule;
  return { size, margin, foreground: BLACK, background: WHITE };
}

/**
 * The bytes jsQR reads from RGBA pixels, or null when it finds no code. Plain arrays, so the
 * comparison does not depend on which realm's Uint8Array (node's or jsdom's) made them.
 */
export function decodePixels(pixels: Uint8ClampedArray, size: number): number[] | null {
  const found = jsQR(pixels, size, size, { inversionAttempts: "dontInvert" });
  return found ? [...found.binaryData] : null;
}

/** Renders the matrix with `options` (black on white by default) and decodes it. */
export function decodeMatrix(matrix: QrMatrix, options = plainRenderOptions(matrix)) {
  return decodePixels(qrPixels(matrix, options), options.size);
}

export const utf8 = (text: string): number[] => [...new TextEncoder().encode(text)];
