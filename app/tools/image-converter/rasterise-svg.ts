// SVG to pixels, on the page (a worker cannot draw SVG). The SVG is drawn as an image: a browser
// runs no script and fetches nothing for an SVG shown as an image, so a hostile file can do neither.
// Its root element is read first (DOMParser runs nothing and loads nothing either): an SVG without
// a width and height is given the size svg-size.ts works out from its viewBox, which browsers
// would draw at 300 × 150 px, and one with <foreignObject> is refused with a message saying so.
import type { Pixels } from "~/lib/image/pixels";
import { DEVICE_WIDTHS, type ResizeSetting, sizeProblem, targetSizes } from "./image-options";
import { svgSize } from "./svg-size";

const SVG_NS = "http://www.w3.org/2000/svg";

/** HTML inside an SVG: browsers draw it, then refuse to let the page read the canvas back. */
export const FOREIGN_OBJECT_MESSAGE =
  "SVGs with <foreignObject> (HTML inside the SVG) are not supported: browsers do not let a page read such a drawing back. Export it as PNG from the program that made it, or remove the <foreignObject>.";
/** Any other drawing the browser keeps from the page (a "tainted" canvas). */
export const UNREADABLE_DRAWING_MESSAGE =
  "the browser does not let this page read this SVG once drawn (it holds content browsers protect, such as HTML), so it cannot be converted.";

/**
 * The SVG as the page draws it: its text as an image/svg+xml Blob (whatever type the file came
 * with), with the width and height filled in when its root has not both, and the size to draw.
 */
async function prepared(
  file: File,
): Promise<{ svg: Blob; size: { width: number; height: number } | null }> {
  const text = await file.text();
  const svg = (markup: string) => new Blob([markup], { type: "image/svg+xml" });
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  // Not well-formed: the browser's own decoder says so below, as before.
  if (doc.getElementsByTagNameNS("*", "parsererror").length > 0)
    return { svg: svg(text), size: null };
  if (root.namespaceURI !== SVG_NS || root.localName !== "svg")
    return { svg: svg(text), size: null };
  if (doc.getElementsByTagNameNS(SVG_NS, "foreignObject").length > 0)
    throw new Error(`${file.name}: ${FOREIGN_OBJECT_MESSAGE}`);
  const size = svgSize({
    width: root.getAttribute("width"),
    height: root.getAttribute("height"),
    viewBox: root.getAttribute("viewBox"),
  });
  if (size.explicit) return { svg: svg(text), size: null };
  root.setAttribute("width", String(size.width));
  root.setAttribute("height", String(size.height));
  return { svg: svg(new XMLSerializer().serializeToString(doc)), size };
}

/**
 * The SVG's pixels at the size the settings ask for (drawn at that size, so edges stay sharp), and
 * the resize that is left for the worker: none, or the responsive set from the largest width.
 */
export async function rasteriseSvg(
  file: File,
  resize: ResizeSetting,
): Promise<{ pixels: Pixels; resize: ResizeSetting }> {
  const { svg, size } = await prepared(file);
  const url = URL.createObjectURL(svg);
  try {
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch {
      throw new Error(`${file.name}: the SVG could not be drawn (it may be damaged).`);
    }
    // Its own size as the browser reads it (any unit), else the one filled in.
    const width = size?.width ?? image.naturalWidth;
    const height = size?.height ?? image.naturalHeight;
    if (!width || !height)
      throw new Error(`${file.name}: the SVG could not be drawn (it has no size).`);
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
    let data: ImageData;
    try {
      data = context.getImageData(0, 0, drawWidth, drawHeight);
    } catch (error) {
      if (error instanceof DOMException && error.name === "SecurityError")
        throw new Error(`${file.name}: ${UNREADABLE_DRAWING_MESSAGE}`, { cause: error });
      throw error;
    }
    return {
      pixels: { data: data.data, width: drawWidth, height: drawHeight },
      resize: responsive ? resize : { mode: "keep", value: 0 },
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}
