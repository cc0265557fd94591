// @vitest-environment jsdom
// jsdom for DOMParser: the SVG must be well-formed XML, which a regex cannot prove.
import { parseHexColor } from "~/lib/color-contrast";
import { type QrMatrix, encodeQr } from "./qr-encode";
import type { QrRenderOptions } from "./qr-options";
import {
  IMAGE_LABEL_CHARS,
  darkModulesPath,
  modulesAcross,
  qrImageLabel,
  qrPixels,
  qrSvg,
} from "./qr-render";
import { decodePixels, utf8 } from "../../../test-support/qr-code-generator/qr-test-decode";

// 3 × 3:  ■ ■ □
//         □ □ □
//         ■ □ ■
const TINY: QrMatrix = { size: 3, modules: Uint8Array.from([1, 1, 0, 0, 0, 0, 1, 0, 1]) };

const options = (overrides: Partial<QrRenderOptions> = {}): QrRenderOptions => ({
  size: 50,
  margin: 1,
  foreground: parseHexColor("#112233")!,
  background: parseHexColor("#ffeedd")!,
  ...overrides,
});

/** The RGB hex of the pixel at (x, y). */
function pixelAt(pixels: Uint8ClampedArray, size: number, x: number, y: number): string {
  const i = (y * size + x) * 4;
  return `#${[...pixels.subarray(i, i + 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

describe("the SVG path", () => {
  it("draws one rectangle per horizontal run of dark modules, shifted by the margin", () => {
    expect(darkModulesPath(TINY, 1)).toBe("M1 1h2v1h-2zM1 3h1v1h-1zM3 3h1v1h-1z");
  });

  it("draws nothing for a matrix without dark modules", () => {
    expect(darkModulesPath({ size: 2, modules: new Uint8Array(4) }, 4)).toBe("");
  });
});

describe("the SVG file", () => {
  const svg = qrSvg(TINY, options({ size: 300, margin: 2 }));
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");

  it("is well-formed SVG", () => {
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
  });

  it("is the chosen size, measured in modules including the margin", () => {
    const root = document.documentElement;
    expect(root.getAttribute("width")).toBe("300");
    expect(root.getAttribute("height")).toBe("300");
    expect(root.getAttribute("viewBox")).toBe("0 0 7 7");
    expect(root.getAttribute("shape-rendering")).toBe("crispEdges");
  });

  it("fills the background and draws the modules in the chosen colours", () => {
    expect(document.querySelector("rect")?.getAttribute("fill")).toBe("#ffeedd");
    expect(document.querySelector("path")?.getAttribute("fill")).toBe("#112233");
    expect(document.querySelector("path")?.getAttribute("d")).toBe(darkModulesPath(TINY, 2));
  });
});

describe("the pixels", () => {
  it("are size × size RGBA, fully opaque", () => {
    const pixels = qrPixels(TINY, options());
    expect(pixels).toHaveLength(50 * 50 * 4);
    expect(pixels.filter((_, i) => i % 4 === 3).every((alpha) => alpha === 255)).toBe(true);
  });

  it("put the margin in the background colour and dark modules in the foreground", () => {
    // 5 modules across 50 px: 10 px each; the margin is the first 10 px.
    const pixels = qrPixels(TINY, options());
    expect(pixelAt(pixels, 50, 5, 5)).toBe("#ffeedd");
    expect(pixelAt(pixels, 50, 15, 15)).toBe("#112233");
    expect(pixelAt(pixels, 50, 35, 15)).toBe("#ffeedd");
    expect(pixelAt(pixels, 50, 35, 35)).toBe("#112233");
    expect(pixelAt(pixels, 50, 49, 49)).toBe("#ffeedd");
  });

  it("start with a dark module in the corner when there is no margin", () => {
    expect(pixelAt(qrPixels(TINY, options({ margin: 0 })), 50, 0, 0)).toBe("#112233");
  });

  it("give every module the same width, give or take one pixel, at any size", () => {
    const size = 47; // 5 modules across: 9.4 px each
    const pixels = qrPixels(TINY, options({ size }));
    // Row 15 crosses the first symbol row: margin, dark, dark, light, margin.
    const widths: number[] = [];
    let previous = "";
    for (let x = 0; x < size; x++) {
      const color = pixelAt(pixels, size, x, 15);
      if (color === previous) widths[widths.length - 1]++;
      else widths.push(1);
      previous = color;
    }
    // Runs: margin (1 module), two dark modules, then light module + margin (2 modules).
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeGreaterThanOrEqual(9);
    expect(widths[0]).toBeLessThanOrEqual(10);
    expect(widths[1]).toBeGreaterThanOrEqual(18);
    expect(widths[1]).toBeLessThanOrEqual(20);
  });

  it("decode at a size that is not a multiple of the module count, in custom colours", () => {
    const text = "Größe: 500 px, 🎨";
    const symbol = encodeQr(text, "Q");
    const size = 500;
    expect(size % modulesAcross(symbol, 4)).not.toBe(0);
    const pixels = qrPixels(symbol, options({ size, margin: 4 }));
    expect(decodePixels(pixels, size)).toEqual(utf8(text));
  });
});

describe("the image's accessible name", () => {
  it("quotes short text whole", () => {
    expect(qrImageLabel("https://example.com")).toBe('QR code for "https://example.com"');
  });

  it("puts line breaks and runs of spaces on one line", () => {
    expect(qrImageLabel("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(
      'QR code for "BEGIN:VCARD VERSION:3.0"',
    );
  });

  it("shortens long text with an ellipsis, cutting between code points, not inside one", () => {
    const label = qrImageLabel("a".repeat(IMAGE_LABEL_CHARS - 1) + "👍🏽 and more");
    expect(label).toBe(`QR code for "${"a".repeat(IMAGE_LABEL_CHARS - 1)}👍…"`);
  });
});
