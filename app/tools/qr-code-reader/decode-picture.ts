// Decodes an image file in the page's worker with the browser's own decoders (createImageBitmap and
// an OffscreenCanvas), upright by its EXIF orientation as an <img> shows it, so the outlines the page
// draws from the corners land on the codes. Browser-only: the page's browser tests cover it.
import type { DecodedPicture } from "./qr-code-reader-job";
import { downscaleFactor } from "./read-codes";

export async function decodePictureInBrowser(file: Blob): Promise<DecodedPicture> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = bitmap;
    // A picture over the engine's limit is drawn smaller straight away: no full-size RGBA copy.
    const factor = downscaleFactor(width, height);
    const drawnWidth = Math.ceil(width / factor);
    const drawnHeight = Math.ceil(height / factor);
    const canvas = new OffscreenCanvas(drawnWidth, drawnHeight);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("This browser cannot draw images in a worker");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, drawnWidth, drawnHeight);
    return { image: context.getImageData(0, 0, drawnWidth, drawnHeight), width, height };
  } finally {
    bitmap.close();
  }
}
