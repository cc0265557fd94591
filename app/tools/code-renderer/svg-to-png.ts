// The Code Renderer's SVG as a PNG, drawn by the browser at 1×, 2× or 4×. PNG is the one format
// every engine's canvas encodes as asked (Safari answers WebP with PNG), and the SVG embeds its
// font, so the pixels do not depend on the fonts installed.

/** Safari's canvas takes at most 16,777,216 pixels (4,096²); others take more, none takes less. */
export const MAX_CANVAS_PIXELS = 16_777_216;
export const MAX_CANVAS_SIDE = 16_384;

/** The largest of 4×, 2× and 1× (at most `wanted`) whose canvas every browser can make, or 0. */
export function usableScale(width: number, height: number, wanted: number): number {
  for (const scale of [4, 2, 1]) {
    if (scale > wanted) continue;
    const w = width * scale;
    const h = height * scale;
    if (w <= MAX_CANVAS_SIDE && h <= MAX_CANVAS_SIDE && w * h <= MAX_CANVAS_PIXELS) return scale;
  }
  return 0;
}

export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export async function svgToPng(
  svg: string,
  width: number,
  height: number,
  scale: number,
): Promise<Blob> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = width * scale;
  canvas.height = height * scale;
  canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The browser could not make the PNG."))),
      "image/png",
    ),
  );
}
