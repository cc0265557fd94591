// Draws a QR matrix with margin and colours: an SVG (one path of the dark modules) and RGBA pixels
// (the PNG's source, also decoded in tests).
import { type RgbColor, toHexColor } from "~/lib/color-contrast";
import type { QrMatrix } from "./qr-encode";
import type { QrRenderOptions } from "./qr-options";

/** Modules from edge to edge of the image: the symbol plus the margin on both sides. */
export function modulesAcross(matrix: QrMatrix, margin: number): number {
  return matrix.size + 2 * margin;
}

/**
 * SVG path data of the dark modules in module units, shifted by the margin: one rectangle per
 * horizontal run, so a version 40 code stays a few thousand commands, not 31,000 squares.
 */
export function darkModulesPath(matrix: QrMatrix, margin: number): string {
  const { size, modules } = matrix;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules[y * size + x]) x++;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`);
    }
  }
  return parts.join("");
}

/**
 * A standalone SVG file: `size` px wide and tall, scaled in module units, with crisp edges so
 * no viewer blurs the boundary between modules.
 */
export function qrSvg(matrix: QrMatrix, options: QrRenderOptions): string {
  const across = modulesAcross(matrix, options.margin);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="0 0 ${across} ${across}" shape-rendering="crispEdges">` +
    `<rect width="${across}" height="${across}" fill="${toHexColor(options.background)}"/>` +
    `<path fill="${toHexColor(options.foreground)}" d="${darkModulesPath(matrix, options.margin)}"/>` +
    `</svg>\n`
  );
}

function fillPixel(pixels: Uint8ClampedArray, offset: number, color: RgbColor): void {
  pixels[offset] = color.r;
  pixels[offset + 1] = color.g;
  pixels[offset + 2] = color.b;
  pixels[offset + 3] = 255;
}

/**
 * RGBA pixels of a `size` × `size` image. Each pixel takes the colour of the module under its
 * position (nearest neighbour, no smoothing), so edges stay sharp at any size; when the size is
 * not a multiple of the module count, modules differ by at most one pixel, which scanners ignore.
 */
export function qrPixels(
  matrix: QrMatrix,
  options: QrRenderOptions,
): Uint8ClampedArray<ArrayBuffer> {
  const { size: pixelsAcross, margin, foreground, background } = options;
  const across = modulesAcross(matrix, margin);
  const pixels = new Uint8ClampedArray(pixelsAcross * pixelsAcross * 4);
  const rowBytes = pixelsAcross * 4;
  // The symbol's column (or -1 in the margin) under each pixel column, computed once.
  const columnOf = new Int32Array(pixelsAcross);
  for (let px = 0; px < pixelsAcross; px++) {
    const column = Math.floor((px * across) / pixelsAcross) - margin;
    columnOf[px] = column >= 0 && column < matrix.size ? column : -1;
  }
  let previousRow = Number.NaN;
  for (let py = 0; py < pixelsAcross; py++) {
    const row = Math.floor((py * across) / pixelsAcross) - margin;
    const rowStart = py * rowBytes;
    // Pixel rows over the same module row are identical: copy the one above.
    if (row === previousRow) {
      pixels.copyWithin(rowStart, rowStart - rowBytes, rowStart);
      continue;
    }
    previousRow = row;
    const inSymbol = row >= 0 && row < matrix.size;
    for (let px = 0; px < pixelsAcross; px++) {
      const column = columnOf[px];
      const dark = inSymbol && column >= 0 && matrix.modules[row * matrix.size + column] === 1;
      fillPixel(pixels, rowStart + px * 4, dark ? foreground : background);
    }
  }
  return pixels;
}

/** Characters of the encoded text the image's accessible name quotes before cutting it short. */
export const IMAGE_LABEL_CHARS = 60;

/** The preview's accessible name: "QR code for …" with the text on one line, shortened. */
export function qrImageLabel(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const characters = [...oneLine];
  const shown =
    characters.length > IMAGE_LABEL_CHARS
      ? `${characters.slice(0, IMAGE_LABEL_CHARS).join("").trimEnd()}…`
      : oneLine;
  return `QR code for "${shown}"`;
}
