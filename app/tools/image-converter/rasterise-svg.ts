// SVG to pixels, on the page (a worker cannot draw SVG). The SVG is drawn as an image: a browser
// runs no script and fetches nothing for an SVG shown as an image, so a hostile file can do neither.
import type { Pixels } from "~/lib/image/pixels";
import { DEVICE_WIDTHS, type ResizeSetting, sizeProblem, targetSizes } from "./image-options";

/** An SVG without a size of its own is drawn this wide (its viewBox gives the height). */
export const SVG_DEFAULT_WIDTH = 1024;

/**
 * The SVG's pixels at the size the settings ask for (drawn at that size, so edges stay sharp), and
 * the resize that is left for the worker: none, or the responsive set from the largest width.
 */
export async function rasteriseSvg(
  file: File,
  resize: ResizeSetting,
): Promise<{ pixels: Pixels; resize: ResizeSetting }> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch {
      throw new Error(`${file.name}: the SVG could not be drawn (it may be damaged).`);
    }
    let width = image.naturalWidth;
    let height = image.naturalHeight;
    if (!width || !height) {
      // No size of its own (and a browser that gives none): a square at the default width.
      width = SVG_DEFAULT_WIDTH;
      height = SVG_DEFAULT_WIDTH;
    }
    const responsive = resize.mode === "responsive";
    const [target] = responsive
      ? [{ width: Math.max(width, DEVICE_WIDTHS[DEVICE_WIDTHS.length - 1]), height: 0 }]
      : targetSizes(width, height, resize);
    const drawWidth = target.width;
    const drawHeight = responsive
      ? Math.max(1, Math.round((height * drawWidth) / width))
      : target.height;
    const problem = sizeProblem(drawWidth, drawHeight);
    if (problem) throw new Error(`${file.name}: ${problem}`);
    const canvas = document.createElement("canvas");
    canvas.width = drawWidth;
    canvas.height = drawHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0, drawWidth, drawHeight);
    const data = context.getImageData(0, 0, drawWidth, drawHeight);
    return {
      pixels: { data: data.data, width: drawWidth, height: drawHeight },
      resize: responsive ? resize : { mode: "keep", value: 0 },
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}
